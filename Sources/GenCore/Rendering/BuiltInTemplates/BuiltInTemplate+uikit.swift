// Written by Scripts/embed-templates from Templates/*.mustache: edit the templates, then run the script.

extension BuiltInTemplate {
    /// The text of Templates/uikit.mustache, embedded in parts of whole blocks.
    static let uikitText = uikitStartText + uikitExtrasText
}
