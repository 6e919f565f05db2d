/// A class's first inherited name, read as a superclass.
enum SuperclassLink {
    case source(String)
    case external(TypeKind, String)
    case root
}
