import Mustache

// MARK: - TemplatePreparation

/// The template a run most likely renders, parsed on another core while this one reads the sources, builds the model
/// and runs the checks: parsing the built-in templates (each can include the others) is most of a render's serial time.
///
/// The guess is the first section of the plan without the model: the template the options name, else the one of the
/// platform they force, else UIKit's. A plan whose first section is another template parses its own.
public final class TemplatePreparation: @unchecked Sendable {
    /// The section parsed, or `nil` when the options name no template that can be read without the model.
    private let section: RenderPlan.Section?
    private let parsing: BackgroundWork<Result<MustacheTemplate, MustacheError>>?

    /// A preparation that parsed nothing: every section is parsed when it is asked for.
    static let none = TemplatePreparation(section: nil)

    /// Starts parsing the template `options` most likely render.
    public convenience init(options: GenerationOptions) {
        self.init(section: RenderPlan.likelyFirstSection(options))
    }

    private init(section: RenderPlan.Section?) {
        self.section = section
        parsing = section.map { section in
            BackgroundWork { Result { () throws(MustacheError) in try section.parse() } }
        }
    }

    /// The parsed template of `section`: the one parsed ahead when it is that section's, else parsed now.
    func template(for section: RenderPlan.Section) throws(MustacheError) -> MustacheTemplate {
        guard section == self.section, let parsing else { return try section.parse() }
        return try parsing.value().get()
    }
}
