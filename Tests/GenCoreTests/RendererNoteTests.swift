import Testing
@testable import GenCore

/// Notes the renderer adds when it leaves out something a user might expect.
@Suite struct RendererNoteTests {
    @Test func aNonFinalNibLoadableViewControllerIsToldHowToBeCreated() {
        let source = SourceFile(
            path: "A.swift",
            text: """
                class BaseVC: UIViewController, NibLoadable {}
                final class FinalVC: UIViewController, NibLoadable {}
                """)
        let result = Generator.generate(swiftFiles: [source], interfaceFiles: [], options: GenerationOptions())
        #expect(
            result.diagnostics.map(\.formatted) == [
                """
                A.swift:1:7: note: 'BaseVC' gets no loadFromNib(): only a final, non-generic view controller can be created \
                through init(nibName:bundle:) from generated code; call BaseVC(nibName: BaseVC.nibName, bundle: …) instead
                """
            ])
        #expect(result.output.contains("static func loadFromNib() -> FinalVC {"))
        #expect(!result.output.contains("static func loadFromNib() -> BaseVC {"))
    }
}
