import SwiftUI

prefix operator √
infix operator <>: AdditionPrecedence
postfix operator /

prefix func √ (value: Double) -> Double { value.squareRoot() }
func <> <T: Collection>(lhs: T, rhs: T) -> [T.Element] { Array(lhs) + Array(rhs) }
postfix func / (value: Int) -> Int { value / 2 }

@available(iOS 15.0, macOS 12, *)
@MainActor
protocol ThemedCell: Reusable where Self: UITableViewCell {
    associatedtype Theme: Sendable = DefaultTheme
    static var sceneStoryboard: UIStoryboard { get }
}

@propertyWrapper
struct Clamped<Value: Comparable> {
    var wrappedValue: Value { didSet { wrappedValue = min(max(wrappedValue, range.lowerBound), range.upperBound) } }
    let range: ClosedRange<Value>
}

struct ContentView: View {
    @State private var count = 0
    @Clamped(wrappedValue: 5, range: 0...10) var level: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Count: \(count, format: .number)")
            Button("Add") { count += 1 }
                .disabled(count >= 10 || !isEnabled)
            if let value = optional?.value as? Int, value > 0 {
                Text(verbatim: "\(value)")
            }
        }
    }
}

#Preview {
    ContentView()
}

enum Route: Hashable, CaseIterable {
    case home, detail(id: Int), settings
    static var allCases: [Route] { [.home, .detail(id: 0), .settings] }
}

extension Array where Element == Int {
    func average() throws(AverageError) -> Double {
        guard !isEmpty else { throw .empty }
        return Double(reduce(0, +)) / Double(count)
    }
}

func matches(_ s: String) -> Bool {
    switch s {
    case let x where x.contains(/[0-9]+/): return true
    default: return s.wholeMatch(of: #/\w+ \/ \w+/#) != nil
    }
}

let keyPath = \Route.hashValue
let generic: Dictionary<String, Array<Optional<Int>>> = [:]
let shifted = 1 << 3 >> 1
let ternary = generic.isEmpty ? -1 : +1
let negatives = [-1, -0x1F, -1.5e-3]
let ranges = [0..<1, 2...3]
let unicodeEscapes = "\u{1F600}\u{0041}\0\t\r\n"
let singleQuoteInString = "it's"
/*
 Multi-line comment with "an unclosed string and a ` backtick
 */
// TODO: `#if` in a comment is not a directive
