// Written by Scripts/embed-templates from Templates/*.mustache: edit the templates, then run the script.

/// The templates built into the binary, by name; `Templates/<name>.mustache` holds the same text.
public enum BuiltInTemplates {
    /// Every built-in template's text, by name.
    public static let all: [String: String] = [
        "appkit": appkit,
        "uikit": uikit,
    ]
}
