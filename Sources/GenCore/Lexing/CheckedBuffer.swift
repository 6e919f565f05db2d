// MARK: - CheckedBuffer

/// A read-only view of memory someone else owns and keeps alive, with the bounds check an `Array` has (an
/// index out of range traps rather than reads stray memory) but without its reference counting.
struct CheckedBuffer<Element> {
    private let base: UnsafePointer<Element>
    let count: Int

    init(_ base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = UnsafePointer(base)
        self.count = count
    }

    @inline(__always) subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index out of range")
        return base[index]
    }
}
