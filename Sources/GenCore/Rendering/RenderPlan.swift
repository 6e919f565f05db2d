import Mustache

// MARK: - RenderPlan

/// Which sections the generated Swift file holds: one per framework, in file order, each with its template.
///
/// Rules, each pinned by a test:
/// - A built-in template named with `--template` (`uikit`, `appkit`) forces its framework; otherwise
///   `--platform uikit|appkit` forces one. A forced framework gets the only section, and every class of unknown
///   kind is written for it; classes of the other framework's kinds are left out.
/// - With neither (`--platform auto`, the default), each class belongs to its kind's framework, and a class of
///   unknown kind to AppKit when its file imports AppKit or Cocoa and not UIKit, else to UIKit. The built-in
///   `uikit` template is rendered when some class belongs to UIKit or none belongs to AppKit, `appkit` when some
///   class belongs to AppKit; both make one file: the UIKit section with the header, then the AppKit section,
///   whose context has `writesHeader` false.
/// - A user's template (`--template PATH`) is rendered once: for the forced framework, else AppKit when only
///   AppKit classes are present, else UIKit; unknown kinds then follow that framework.
struct RenderPlan {
    /// A plan, or the reason there is none.
    enum Outcome {
        case success(RenderPlan)
        case failure(Diagnostic)
    }

    /// One rendered section of the file.
    struct Section: Equatable {
        var framework: Framework
        /// The template's text.
        var source: String
        /// The name template diagnostics point at (`Templates/uikit.mustache` or the user's path).
        var templateFileName: String

        /// The section's template, parsed with the built-in templates as partials.
        func parse() throws(MustacheError) -> MustacheTemplate {
            try MustacheTemplate(source: source, partials: BuiltInTemplate.partials, name: templateFileName)
        }
    }

    /// The framework unknown kinds are written for, or `nil` to follow each file's imports.
    var forced: Framework?
    var sections: [Section]

    /// The plan for a model and options, or the diagnostic for a built-in template name that does not exist.
    static func make(_ model: Model, options: GenerationOptions) -> Outcome {
        let platformFramework: Framework? =
            switch options.platform {
            case .auto: nil
            case .uikit: .uiKit
            case .appkit: .appKit
            }
        switch options.template {
        case .builtIn(let requested?):
            guard let template = BuiltInTemplate(rawValue: requested) else {
                let known = BuiltInTemplate.names.sorted().joined(separator: ", ")
                return .failure(
                    Diagnostic(.error, "no built-in template named '\(requested)' (built-in: \(known))", at: nil))
            }
            return .success(
                RenderPlan(
                    forced: template.framework,
                    sections: [
                        Section(
                            framework: template.framework, source: template.text, templateFileName: template.fileName)
                    ]))
        case .builtIn(nil):
            let frameworks = platformFramework.map { [$0] } ?? present(in: model)
            let sections = frameworks.map { framework in
                let template = BuiltInTemplate(for: framework)
                return Section(framework: framework, source: template.text, templateFileName: template.fileName)
            }
            return .success(RenderPlan(forced: platformFramework, sections: sections))
        case .custom(let path, let text):
            let framework = platformFramework ?? (present(in: model) == [.appKit] ? .appKit : .uiKit)
            return .success(
                RenderPlan(
                    forced: framework,
                    sections: [
                        Section(framework: framework, source: text, templateFileName: path)
                    ]))
        }
    }

    /// A note for each class the plan leaves out: one whose kind belongs to the framework that was not forced.
    func notes(for model: Model) -> [Diagnostic] {
        guard let forced else { return [] }
        return model.types.compactMap { type in
            guard let own = type.kind.framework, own != forced else { return nil }
            let article = own == .appKit ? "an" : "a"
            return Diagnostic(
                .note,
                """
                '\(type.name)' is \(article) \(own.rawValue) \(type.kind.description), so the \(forced.rawValue) output \
                (chosen with --platform or --template) leaves it out
                """, at: type.location)
        }
    }

    /// The frameworks the model's classes belong to, UIKit first; UIKit alone when there are none.
    static func present(in model: Model) -> [Framework] {
        let frameworks = Set(model.types.map { $0.framework() })
        guard frameworks.contains(.appKit) else { return [.uiKit] }
        return frameworks.contains(.uiKit) ? [.uiKit, .appKit] : [.appKit]
    }
}
