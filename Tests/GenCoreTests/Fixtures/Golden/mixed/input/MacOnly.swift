import AppKit

/// A class of unknown kind in a file that imports AppKit only: written in the AppKit section.
final class InspectorPanel: ExternalPanel, StoryboardSceneBased {}
