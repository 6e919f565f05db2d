// MARK: - Generator

/// The whole pipeline from input files to output text: select and scan, model, cross-check, render. Performs no I/O;
/// the command line, the tests and the fuzzers all run it through `generate(_:)`.
public enum Generator {
    /// Runs the pipeline: only the Swift files that can change the result are scanned (`SourceSelection`), only the
    /// IB files that can concern an adopter are read (`InterfaceBuilderPrefilter`). The diagnostics are the input's
    /// and the run's, warnings made errors when the options say so, sorted; the output is the Swift file, or the
    /// JSON model with every diagnostic.
    public static func generate(_ input: GenerationInput) -> GenerationResult {
        let recordingObjectiveC = !input.interfaceFiles.isEmpty
        return generate(input) { files, classNames in
            SourceSelection.scan(files, classNames: classNames, recordingObjectiveC: recordingObjectiveC)
        }
    }

    /// `generate(_:)` with the Swift files in memory scanned by `scanning`, given the classes the IB documents
    /// connect names on (the proofs of the selection scan every file); surveyed files are scanned by the selection.
    ///
    /// With IB files among the inputs, those that name a custom class are read first: their classes, superclasses
    /// and extensions are scanned too, and the model resolves every class (`Model.everyClass`) for the outlet,
    /// action and runtime attribute checks. A code-only run does neither.
    static func generate(
        _ input: GenerationInput, scanning: ([InputFile], Set<String>) -> [ScannedFile]
    ) -> GenerationResult {
        let options = input.options
        let hasInterfaceFiles = !input.interfaceFiles.isEmpty
        let preread =
            hasInterfaceFiles
            ? InterfaceBuilderChecks.readClassed(input.interfaceFiles, unconnected: options.runs(.unusedOutlet)) : nil
        let classNames = preread?.classNames ?? []
        let (scanned, readDiagnostics) =
            input.surveyedSwiftFiles.isEmpty
            ? (scanning(input.swiftFiles, classNames), [])
            : SourceSelection.scan(
                input.surveyedSwiftFiles, classNames: classNames, recordingObjectiveC: hasInterfaceFiles,
                reread: input.reread)
        var model = ModelBuilder.build(scanned, options: options, resolvingEveryClass: hasInterfaceFiles)
        // The cross-check and the rendering both read the model alone: they run at once.
        let built = model
        let ((interfaceDiagnostics, checkedClasses), (swiftOutput, renderDiagnostics)) = Parallel.both(
            {
                InterfaceBuilderChecks.checkReporting(
                    built, interfaceFiles: input.interfaceFiles, options: options, read: preread?.results ?? [:])
            },
            { options.format == .swift ? render(built, options: options) : ("", []) })
        model.interfaceBuilderConnections = checkedClasses
        var diagnostics = CheckPolicy.apply(
            model.diagnostics + interfaceDiagnostics, files: scanned, settings: options.checks)
        var output = swiftOutput
        diagnostics += renderDiagnostics
        diagnostics = (input.diagnostics + readDiagnostics + diagnostics).map { diagnostic in
            var promoted = diagnostic
            if options.warningsAsErrors, promoted.severity == .warning { promoted.severity = .error }
            return promoted
        }.sorted()
        if options.format == .json { output = ModelJSON.render(model, diagnostics: diagnostics) }
        return GenerationResult(output: output, diagnostics: diagnostics, model: model)
    }

    /// Renders the Swift file: one section per framework of the plan (see `RenderPlan`), the first with the
    /// header; template errors become diagnostics at the template's line.
    static func render(_ model: Model, options: GenerationOptions) -> (String, [Diagnostic]) {
        let plan: RenderPlan
        switch RenderPlan.make(model, options: options) {
        case .success(let made): plan = made
        case .failure(let diagnostic): return ("", [diagnostic])
        }
        var output = ""
        var diagnostics = plan.notes(for: model)
        let renderer = Renderer(model: model, options: options)
        for (position, section) in plan.sections.enumerated() {
            let followsUIKitSection = position > 0 && plan.sections[position - 1].framework == .uiKit
            let (context, contextDiagnostics) = renderer.context(
                for: section.framework, forcing: plan.forced, writesHeader: position == 0,
                followsUIKitSection: followsUIKitSection)
            diagnostics += contextDiagnostics
            do {
                output += try section.parse().render(context, escapeHTML: false, strict: true)
            } catch {
                return ("", diagnostics + [error.diagnostic])
            }
        }
        // A user's template may leave the header out; without it the next run could not recognise its own file.
        if !output.hasPrefix(GeneratedFile.swiftHeader) { output = GeneratedFile.swiftHeader + "\n" + output }
        return (output, diagnostics)
    }
}
