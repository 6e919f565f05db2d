/// A declaration's position: the index of its file and of the declaration within the file's `types` (or its
/// `typealiases`, for a typealias).
struct DeclarationID: Hashable {
    var file: Int
    var index: Int
}
