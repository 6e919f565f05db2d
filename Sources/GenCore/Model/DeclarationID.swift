/// A declaration's position: the index of its file and of the declaration within the file's `types`.
struct DeclarationID: Hashable {
    var file: Int
    var index: Int
}
