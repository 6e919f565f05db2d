import Mustache

// MARK: - Generator

/// The whole pipeline from input files to output text: lex, scan, model, cross-check, render. Performs no I/O.
public enum Generator {
    /// Runs the pipeline over Swift sources and Interface Builder files with the given options.
    ///
    /// Only the Swift files that can change the result are scanned (`SourceSelection`); files that start with
    /// reusable-gen's own header are skipped, so a checked-in output file inside an input directory never feeds back
    /// into the next run.
    public static func generate(
        swiftFiles: [SourceFile],
        interfaceFiles: [SourceFile],
        options: GenerationOptions
    ) -> GenerationResult {
        generate(scanned: scanSelected(swiftFiles), interfaceFiles: interfaceFiles, options: options)
    }

    /// Runs the rest of the pipeline (model, cross-check, render) on scanned Swift files: the serial part of a run.
    public static func generate(
        scanned: [ScannedFile],
        interfaceFiles: [SourceFile],
        options: GenerationOptions
    ) -> GenerationResult {
        generate(scanned: scanned, options: options) { model in
            InterfaceBuilderChecks.check(model, interfaceFiles: interfaceFiles, options: options)
        }
    }

    /// `generate(scanned:interfaceFiles:options:)` for a caller that reads the IB files itself once the model is
    /// known: `checkingInterfaceFiles` returns the reader's and the cross-check's diagnostics for the model. A caller
    /// that started parsing the template before reading the sources passes its `templates`.
    public static func generate(
        scanned: [ScannedFile],
        options: GenerationOptions,
        templates: TemplatePreparation? = nil,
        checkingInterfaceFiles: (Model) -> [Diagnostic]
    ) -> GenerationResult {
        let model = ModelBuilder.build(scanned, options: options)
        switch options.format {
        case .json:
            let diagnostics = check(model, scanned: scanned, options: options, checkingInterfaceFiles)
            let output = ModelJSON.render(model, diagnostics: diagnostics)
            return GenerationResult(output: output, diagnostics: diagnostics, model: model)
        case .swift:
            // The output depends on the model alone: it is rendered on another core while this one runs the checks.
            let templates = templates ?? TemplatePreparation(options: options)
            let rendering = BackgroundWork { render(model, options: options, templates: templates) }
            let diagnostics = check(model, scanned: scanned, options: options, checkingInterfaceFiles)
            let (output, renderDiagnostics) = rendering.value()
            return GenerationResult(
                output: output, diagnostics: (diagnostics + renderDiagnostics).sorted(), model: model)
        }
    }

    /// Builds the model and runs the checks on scanned Swift files: everything a run decides before it renders. A
    /// caller that renders the JSON model itself, with diagnostics of its own added, calls this instead of
    /// `generate(scanned:…)`, so the model is rendered once.
    public static func analyse(
        scanned: [ScannedFile],
        interfaceFiles: [SourceFile],
        options: GenerationOptions
    ) -> (model: Model, diagnostics: [Diagnostic]) {
        analyse(scanned: scanned, options: options) { model in
            InterfaceBuilderChecks.check(model, interfaceFiles: interfaceFiles, options: options)
        }
    }

    /// `analyse(scanned:interfaceFiles:options:)` for a caller that reads the IB files itself once the model is
    /// known (`generate(scanned:options:checkingInterfaceFiles:)`).
    public static func analyse(
        scanned: [ScannedFile],
        options: GenerationOptions,
        checkingInterfaceFiles: (Model) -> [Diagnostic]
    ) -> (model: Model, diagnostics: [Diagnostic]) {
        let model = ModelBuilder.build(scanned, options: options)
        return (model, check(model, scanned: scanned, options: options, checkingInterfaceFiles))
    }

    /// The model's diagnostics and the IB files' (`checkingInterfaceFiles`), as the checks' settings have them, sorted.
    private static func check(
        _ model: Model, scanned: [ScannedFile], options: GenerationOptions,
        _ checkingInterfaceFiles: (Model) -> [Diagnostic]
    ) -> [Diagnostic] {
        let interfaceDiagnostics = checkingInterfaceFiles(model)
        return CheckPolicy.apply(
            model.diagnostics + interfaceDiagnostics, files: scanned, settings: options.checks
        ).sorted()
    }

    /// Renders the Swift file: one section per framework of the plan (see `RenderPlan`), the first with the
    /// header; template errors become diagnostics at the template's line.
    static func render(
        _ model: Model, options: GenerationOptions, templates: TemplatePreparation? = nil
    ) -> (String, [Diagnostic]) {
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
                let template = try (templates ?? TemplatePreparation.none).template(for: section)
                output += try template.render(context, escapeHTML: false, strict: true)
            } catch {
                return ("", diagnostics + [error.diagnostic])
            }
        }
        // A user's template may leave the header out; without it the next run could not recognise its own file.
        if !output.hasPrefix(GeneratedFile.swiftHeader) { output = GeneratedFile.swiftHeader + "\n" + output }
        return (output, diagnostics)
    }

    /// Reads the words of every file and scans the files that can change the output (`SourceSelection`), in
    /// parallel on all cores; the result is in input order, without the files reusable-gen wrote itself.
    public static func scanSelected(_ files: [SourceFile]) -> [ScannedFile] {
        let made = Parallel.map(files) { SourceCandidate(path: $0.path, bytes: $0.bytes) }
        let kept = zip(files, made).compactMap { file, candidate in candidate.map { (file, $0) } }
        return SourceSelection.scan(kept.map(\.1)) { position, _ in .success(kept[position].0.bytes) }
    }

    /// Lexes and scans every file, in parallel on all cores; the result is in input order.
    public static func scan(_ files: [SourceFile]) -> [ScannedFile] {
        Parallel.map(files) { DeclarationScanner.scan($0) }
    }
}
