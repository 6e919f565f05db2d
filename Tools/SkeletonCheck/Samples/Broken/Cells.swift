// A sample app of ours whose own declarations do not compile: the adopting cell derives from a struct. The check must
// say "not checked", never "clean".
import UIKit

struct Theme {
    var name: String
}

final class ThemedCell: Theme, Reusable {
    static let rowHeight = 44
}
