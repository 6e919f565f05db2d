// MARK: - InterfaceBuilderChecks

/// Cross-checks XIBs and storyboards against the Swift model, so that a misconfiguration Reusable would only
/// report with a run-time trap becomes an error on the Swift declaration with a note pointing into the IB file.
///
/// Decisions, each pinned by a test:
/// - The names checked are the ones the generated code uses: the type's identifier (`Model.name` with
///   `qualifiedIdentifiers`, else the bare name) for the reuse identifier, nib, storyboard and scene identifier,
///   unless the user wrote the member (for the class or an ancestor); then its literal is used, and the check is
///   skipped when the member is not a literal. `StoryboardSceneBased` has no default storyboard. Reuse
///   identifiers of generic classes are computed at run time and never checked.
/// - A document is evidence about a class only when their UI frameworks agree (or either is unknown): an iOS or
///   tvOS document is never read as a reason to accept or reject an AppKit class, and vice versa. A name whose only
///   copies belong to the other framework is missing, with a note at each such copy.
/// - Every localized copy (`Base.lproj`, `fr.lproj`, unlocalized) is checked and reported on its own; a name
///   exists when any copy of the right framework exists, or when a file of that name could not be read (its
///   reader diagnostic already explains the problem).
/// - An object is the class when its `customClass` is the bare or the qualified name, and its module is ours: a
///   `customModule` that differs from `GenerationOptions.moduleName` (when known) names another module's class,
///   unless `customModuleProvider` is `target`, for which Xcode compiles the document with the target's module.
/// - Severities follow the README's severity policy ("Severity policy"; see `DiagnosticCheck` for the names): a missing XIB, storyboard or scene is an
///   error only when the sources certainly load or register the class through it
///   (`CallSiteIndex.loads(_:through:bareNameIsUnique:)`) and no storyboard prototype of the class exists, else a
///   warning, and nothing for a non-final base with adopting
///   subclasses or a mixin granted only by an extension of a UIKit or AppKit class. A subclass that inherits a
///   mixin is checked under its own name.
/// - Reuse identifiers in XIBs are checked for UIKit cells and reusable views, and only when set: UIKit rejects a
///   registered nib whose identifier differs, and an empty one takes the registered one; AppKit XIBs are
///   registered under an identifier the code chooses. Storyboard prototypes of another identifier are warnings
///   (one may be unused while the code registers the XIB): UIKit's `reuseIdentifier`, AppKit's `identifier`.
///   Static table cells are never dequeued and are skipped.
/// - A File's Owner of another class is a warning and one without a class says nothing (UIKit never checks it);
///   an outlet of the owner that the class and its ancestors in the sources do not declare is an error, unless the
///   chain leaves the sources through a class whose outlets are unknown.
/// - A `NibLoadable` view or cell is loaded as its XIB's first top-level view; a view controller is its XIB's File's
///   Owner; an AppKit collection view item is the XIB's top-level item when it has one, else its File's Owner.
/// - A class of unknown kind adopting `NibLoadable` is checked only for its XIB's existence; an initial scene that
///   is a storyboard reference is not followed.
public enum InterfaceBuilderChecks {
    /// Cross-checks the IB documents against the model; returns nothing when `catalog` is empty and no IB file
    /// failed to read (code-only apps pay nothing).
    ///
    /// `unreadablePaths` are IB files the reader could not read (it warned that they are not cross-checked): a name they
    /// carry counts as present, so a malformed `ProfileCell.xib` is reported once, by the reader, and not as missing.
    public static func check(
        _ model: Model,
        against catalog: InterfaceBuilderCatalog,
        unreadablePaths: [String] = [],
        options: GenerationOptions
    ) -> [Diagnostic] {
        guard !catalog.isEmpty || !unreadablePaths.isEmpty else { return [] }
        return crossCheckReporting(
            model, against: catalog, unreadablePaths: unreadablePaths,
            interfacePaths: catalog.documents.map(\.path) + unreadablePaths, options: options
        ).diagnostics
    }

    /// The cross-check, also when the catalog is empty, with the classes whose connections were judged.
    /// `interfacePaths` are every IB file among the inputs, read or not.
    private static func crossCheckReporting(
        _ model: Model,
        against catalog: InterfaceBuilderCatalog,
        unreadablePaths: [String],
        interfacePaths: [String],
        options: GenerationOptions
    ) -> (diagnostics: [Diagnostic], checked: [InterfaceBuilderCheckedClass]) {
        let crossCheck = InterfaceBuilderChecks.Run(
            model: model, catalog: catalog, unreadablePaths: unreadablePaths, interfacePaths: interfacePaths,
            options: options)
        let adopterProblems = model.types.flatMap(crossCheck.diagnostics(for:))
        // The File's Owner outlets `ib-owner-outlet` reports are not reported again.
        let reported = Set(
            adopterProblems.filter { $0.check == .ownerOutlet }.flatMap { $0.notes.compactMap(\.location) })
        let (problems, checked) = crossCheck.connectionProblems(excluding: reported)
        let unused = crossCheck.unusedOutletProblems()
        return (unique((adopterProblems + problems + unused).sorted()), checked)
    }

    /// Reads the IB files and cross-checks the readable ones against the model; returns the reader's and the
    /// checks' diagnostics together, sorted. With `prefiltering` (the default), a file that
    /// `InterfaceBuilderPrefilter` finds cannot concern the model is not read; the diagnostics are the same.
    ///
    /// `preread` holds the files already read (`readClassed(_:)`), by position among `interfaceFiles`.
    public static func check(
        _ model: Model,
        interfaceFiles: [InputFile],
        options: GenerationOptions,
        prefiltering: Bool = true,
        read preread: [Int: InterfaceBuilderReader.Result] = [:]
    ) -> [Diagnostic] {
        checkReporting(
            model, interfaceFiles: interfaceFiles, options: options, prefiltering: prefiltering, read: preread
        ).diagnostics
    }

    /// `check(_:interfaceFiles:options:prefiltering:read:)`, with the classes whose connections were judged.
    static func checkReporting(
        _ model: Model,
        interfaceFiles: [InputFile],
        options: GenerationOptions,
        prefiltering: Bool = true,
        read preread: [Int: InterfaceBuilderReader.Result] = [:]
    ) -> (diagnostics: [Diagnostic], checked: [InterfaceBuilderCheckedClass]) {
        guard !interfaceFiles.isEmpty else { return ([], []) }
        let prefilter = prefiltering ? InterfaceBuilderPrefilter(model: model) : nil
        let remaining = interfaceFiles.indices.filter { preread[$0] == nil }
        let mustRead = prefilter.map { prefilter in Parallel.map(remaining) { prefilter.mustRead(interfaceFiles[$0]) } }
        let kept = remaining.indices.filter { mustRead?[$0] ?? true }.map { remaining[$0] }
        var results = preread
        for (position, result) in zip(kept, InterfaceBuilderReader.read(kept.map { SourceFile(interfaceFiles[$0]) })) {
            results[position] = result
        }
        var documents: [InterfaceBuilderDocument] = []
        var unreadablePaths: [String] = []
        var diagnostics: [Diagnostic] = []
        for position in results.keys.sorted() {
            guard let (document, readerDiagnostics) = results[position] else { continue }
            diagnostics += readerDiagnostics
            if let document {
                documents.append(document)
            } else {
                unreadablePaths.append(interfaceFiles[position].path)
            }
        }
        // Every file either became a document or is unreadable, unless the prefilter left it out: the checks run
        // whenever there are IB files, as if every one had been read.
        let catalog = InterfaceBuilderCatalog(documents)
        let (checkDiagnostics, checked) = crossCheckReporting(
            model, against: catalog, unreadablePaths: unreadablePaths, interfacePaths: interfaceFiles.map(\.path),
            options: options)
        return (unique((diagnostics + checkDiagnostics).sorted()), checked)
    }

    /// Reads the IB files that name a custom class (`customClass="`), on all cores, before the Swift files are
    /// selected: the results by position among `files`, and the classes whose objects have connections.
    ///
    /// With `unconnected`, the classes of objects without connections are named too (`ib-unused-outlet` judges their
    /// outlets).
    public static func readClassed(
        _ files: [InputFile], unconnected: Bool = false
    ) -> (results: [Int: InterfaceBuilderReader.Result], classNames: Set<String>) {
        let read = Parallel.map(files) { file -> InterfaceBuilderReader.Result? in
            namesCustomClass(file.bytes) ? InterfaceBuilderReader.read(SourceFile(file)) : nil
        }
        // Reserved: a document is a large value, and each growth of the table would move them all.
        var results: [Int: InterfaceBuilderReader.Result] = [:]
        results.reserveCapacity(files.count)
        var classNames: Set<String> = []
        for (position, result) in read.enumerated() {
            guard let result else { continue }
            results[position] = result
            for object in result.document?.classedObjects ?? [] where unconnected || !object.connections.isEmpty {
                if let customClass = object.customClass { classNames.insert(customClass) }
            }
        }
        return (results, classNames)
    }

    /// Whether the bytes hold `customClass="`.
    static func namesCustomClass(_ bytes: [UInt8]) -> Bool {
        let needle = Array("customClass=\"".utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count >= needle.count else { return false }
            var position = 0
            let last = buffer.count - needle.count
            while position <= last {
                if buffer[position] == UInt8(ascii: "c"), buffer[position + 6] == UInt8(ascii: "C") {
                    var offset = 1
                    while offset < needle.count, buffer[position + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                position += 1
            }
            return false
        }
    }

    /// Sorted diagnostics without repeats, which only a file given twice as input can cause.
    private static func unique(_ sorted: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for diagnostic in sorted where result.last != diagnostic { result.append(diagnostic) }
        return result
    }
}
