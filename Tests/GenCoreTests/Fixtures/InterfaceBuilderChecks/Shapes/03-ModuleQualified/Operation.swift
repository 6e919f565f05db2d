import Foundation

final class Operation: Foundation.Operation {
    override func main() {}
}
