import Foundation
@testable import Mustache

// MARK: - Render cases

/// One table row: a template, its data and partials, and the exact text it must render to.
struct MustacheCase: Sendable, CustomStringConvertible {
    var name: String
    var template: String
    var data: TemplateValue = [:]
    var partials: [String: String] = [:]
    var expected: String
    var escapeHTML = true

    /// The row's name, shown by the test runner.
    var description: String { name }

    /// Renders the row's template, returning the text or the error's description.
    func render(strict: Bool = false) -> String {
        do {
            let parsed = try MustacheTemplate(source: template, partials: partials, name: "case.mustache")
            return try parsed.render(data, escapeHTML: escapeHTML, strict: strict)
        } catch {
            return "error: \(error)"
        }
    }
}

/// The error that parsing or rendering `template` throws, or `nil` when it succeeds.
func mustacheError(
    _ template: String, data: TemplateValue = [:], partials: [String: String] = [:],
    strict: Bool = false
) -> MustacheError? {
    do {
        let parsed = try MustacheTemplate(source: template, partials: partials, name: "t.mustache")
        _ = try parsed.render(data, escapeHTML: false, strict: strict)
        return nil
    } catch {
        return error
    }
}

/// Runs `body` on a thread with a 512 KiB stack and waits for it, to prove deep input cannot overflow the stack.
func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.set(body())
        done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    done.wait()
    return box.get()
}

/// A lock-protected slot that carries a result from a worker thread back to the test.
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?

    /// Stores the worker's result.
    func set(_ newValue: T) { lock.withLock { value = newValue } }

    /// The stored result; call only after the worker has finished.
    func get() -> T {
        lock.withLock {
            guard let value else { preconditionFailure("worker thread produced no result") }
            return value
        }
    }
}
