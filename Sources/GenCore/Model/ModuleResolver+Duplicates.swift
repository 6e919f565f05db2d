// MARK: - Duplicates and clashes

extension ModuleResolver {
    /// Marks the classes declared more than once under the same `#if` conditions (a stale copy in the folders given,
    /// or same-named classes of modules scanned together), which one generated file cannot extend twice: every copy
    /// but the first is `isLeftOutAsDuplicate` when all copies resolve alike, so the one extension fits whichever
    /// the app compiles; every copy is when they differ. The model keeps every copy (the IB cross-check tells them
    /// apart by module). Each such class gets a warning naming the places it is declared.
    mutating func markDuplicates(_ types: inout [ResolvedType]) {
        var start = types.startIndex
        while start < types.endIndex {
            var end = start + 1
            while end < types.endIndex, types[end].name == types[start].name { end += 1 }
            defer { start = end }
            // Usually one entry, and the name's only class declaration: nothing to decide.
            let declared = names[types[start].name]?.types ?? []
            guard end - start > 1 || declared.count > 1 else { continue }
            let classes = declared.map(declaration).filter { $0.keyword == .class && !$0.isLocal }
            var conditionsAt: [SourceLocation: [String]] = [:]
            for declaration in classes { conditionsAt[declaration.location] = declaration.conditions }
            var groups: [[String]: [Int]] = [:]
            var order: [[String]] = []
            for position in start..<end {
                // The declaration's own conditions: a resolved type's include those of extensions that add mixins.
                let conditions = conditionsAt[types[position].location] ?? types[position].conditions
                if groups[conditions] == nil { order.append(conditions) }
                groups[conditions, default: []].append(position)
            }
            for conditions in order {
                let copies = groups[conditions] ?? []
                // Class declarations of the name under the same conditions that the model does not list (they
                // adopt nothing, or cannot be extended): other copies, which differ.
                let listed = Set(copies.map { types[$0].location })
                let others = classes.filter { $0.conditions == conditions && !listed.contains($0.location) }
                guard copies.count + others.count > 1 else { continue }
                let first = types[copies[0]]
                let alike = others.isEmpty && copies.dropFirst().allSatisfy { types[$0].resolvesLike(first) }
                for position in alike ? Array(copies.dropFirst()) : copies {
                    types[position].isLeftOutAsDuplicate = true
                }
                let places = (copies.map { types[$0].location } + others.map(\.location)).sorted()
                var placeList = places.prefix(2).map { "\($0.path):\($0.line)" }.joined(separator: " and ")
                if places.count > 2 { placeList += " and \(places.count - 2) more" }
                let outcome =
                    alike
                    ? "the copies resolve alike, so reusable-gen writes one extension, which fits either"
                    : "the copies differ, so reusable-gen writes no extension for it"
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        """
                        '\(first.name)' is declared more than once in the sources given (\(placeList)), as a stale \
                        copy outside the app's target would be; \(outcome); leave the stale copy out of the inputs
                        """, at: places[1],
                        notes: [Diagnostic(.note, "'\(first.name)' is also declared here", at: places[0])]))
            }
        }
    }

    /// A note for each member the user wrote with a generated name but another type than the mixins use
    /// (`static let nib = "Photo"` on a `NibLoadable` cell): it is never redeclared, and no member of that name is
    /// generated for the class.
    static func memberTypeNotes(_ type: ResolvedType) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        for member in type.providedMembers {
            guard let written = member.typeName,
                let mixin = member.name.mixins.first(where: type.mixins.contains)
            else { continue }
            let expected = member.name.expectedTypes
            if let plain = plainTypeName(written), expected.contains(plain) { continue }
            let wanted = type.framework() == .appKit ? expected.last ?? "" : expected[0]
            let also = member.name == .nib ? " nor 'nibName'" : ""
            notes.append(
                Diagnostic(
                    .note,
                    """
                    '\(member.name.rawValue)' of '\(type.name)' is a '\(written)', not the '\(wanted)' \
                    \(mixin.rawValue) uses: reusable-gen does not redeclare it and generates no \
                    '\(member.name.rawValue)'\(also) for '\(type.name)'
                    """, at: member.location))
        }
        return notes
    }

    /// A note for each mixin protocol the sources declare with the library's requirements but without
    /// `@MainActor`, whose adopters' `nib` or `sceneStoryboard` reusable-gen leaves to the app.
    static func isolationNotes(_ api: DeclaredAPI) -> [Diagnostic] {
        DeclaredAPI.libraryProtocols.compactMap { mixin in
            guard let declared = api.protocols[mixin], declared.fits, !declared.isMainActor else { return nil }
            let member: String
            switch mixin {
            case .nibLoadable, .nibOwnerLoadable: member = "nib"
            case .storyboardBased, .storyboardSceneBased: member = "sceneStoryboard"
            default: return nil
            }
            return Diagnostic(
                .note,
                """
                this '\(mixin.rawValue)' is not '@MainActor', so its '\(member)' cannot be a main-actor member of an \
                adopter in Swift 6: reusable-gen generates no '\(member)' for its adopters, which keep the app's own
                """, at: declared.location)
        }
    }
}

extension ResolvedType {
    /// Whether two declarations of one class resolve to the same generated code: everything but where they are.
    func resolvesLike(_ other: ResolvedType) -> Bool {
        func essence(_ type: ResolvedType) -> ResolvedType {
            var type = type
            type.location = SourceLocation(path: "", line: 0, column: 0)
            type.isLeftOutAsDuplicate = false
            type.providedMembers = type.providedMembers.map { member in
                var member = member
                member.location = SourceLocation(path: "", line: 0, column: 0)
                return member
            }
            type.objectiveC.declaredOutlets = type.objectiveC.declaredOutlets.map { outlet in
                DeclaredOutlet(name: outlet.name, location: SourceLocation(path: "", line: 0, column: 0))
            }
            return type
        }
        return essence(self) == essence(other)
    }
}
