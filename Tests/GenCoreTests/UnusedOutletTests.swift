import Foundation
import Testing
@testable import GenCore

/// The opt-in `ib-unused-outlet` check: which `@IBOutlet`s count as connected, where the warning and its note point.
@Suite struct UnusedOutletTests {
    /// The formatted diagnostics of a run with the check turned on (or as `setting` says).
    private func diagnostics(
        _ swift: String, _ files: [(String, String)], setting: CheckSetting? = .warning
    ) -> [String] {
        var options = GenerationOptions()
        options.moduleName = "App"
        if let setting { options.checks = [.unusedOutlet: setting] }
        return Generator.generate(
            swiftFiles: [SourceFile(path: "App.swift", text: swift)],
            interfaceFiles: files.map { SourceFile(path: $0.0, text: $0.1) },
            options: options
        ).diagnostics.map(\.formatted)
    }

    private let swift = """
        import UIKit
        class BaseCell: UITableViewCell {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet var dividers: [UIView]!
            @IBOutlet @objc(badge) weak var badgeView: UIView?
        }
        final class ProfileCell: BaseCell {
            @IBOutlet weak var avatarView: UIImageView!
            @IBOutlet weak var unusedLabel: UILabel!
            @objc var notAnOutlet = 0
        }
        final class HeaderView: UIView {
            @IBOutlet weak var loadedByOwner: UILabel!
        }
        final class NeverInADocument: UIView {
            @IBOutlet weak var anything: UILabel!
        }
        """

    /// The cell's XIB connects the inherited outlet, the collection, the renamed outlet and `avatarView` (spelled
    /// `AvatarView`, which key-value coding sets the same way) on the subclass's object; a XIB whose File's Owner has
    /// no class connects `loadedByOwner`, which any class may own.
    private var files: [(String, String)] {
        [
            (
                "ProfileCell.xib",
                Inline.xib(
                    #"<tableViewCell id="c-1" customClass="ProfileCell" customModule="App"><connections>"#
                        + #"<outlet property="titleLabel" destination="c-1" id="o-1"/>"#
                        + #"<outletCollection property="dividers" destination="c-1" id="o-2"/>"#
                        + #"<outlet property="badge" destination="c-1" id="o-3"/>"#
                        + #"<outlet property="AvatarView" destination="c-1" id="o-4"/>"#
                        + #"</connections></tableViewCell>"#)
            ),
            (
                "Header.xib",
                Inline.xib(
                    #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections>"#
                        + #"<outlet property="loadedByOwner" destination="v-1" id="o-5"/></connections></placeholder>"#
                        + "\n" + #"<view id="v-1" customClass="HeaderView"/>"#)
            ),
        ]
    }

    @Test func anOutletNoDocumentConnectsIsAWarningAtItsDeclaration() {
        #expect(
            diagnostics(swift, files) == [
                """
                App.swift:9:24: warning: 'unusedLabel' is an @IBOutlet of 'ProfileCell' that no XIB or storyboard among \
                the inputs connects; connect it in Interface Builder, or remove '@IBOutlet' if the code sets it \
                [ib-unused-outlet]
                ProfileCell.xib:4:1: note: a tableViewCell in ProfileCell.xib is of class 'ProfileCell'
                """
            ])
    }

    @Test func itIsOffUnlessTheConfigurationTurnsItOn() {
        #expect(diagnostics(swift, files, setting: nil) == [])
        #expect(diagnostics(swift, files, setting: .off) == [])
        #expect(diagnostics(swift, files, setting: .error).map { $0.contains(": error: 'unusedLabel'") } == [true])
    }

    @Test func aClassWhoseObjectsAreInNoDocumentIsNotJudged() {
        #expect(diagnostics(swift, []) == [])
    }

    @Test func aSuppressionCommentSilencesIt() {
        let silenced = swift.replacingOccurrences(
            of: "    @IBOutlet weak var unusedLabel",
            with: "    // reusable-gen:disable:next ib-unused-outlet\n    @IBOutlet weak var unusedLabel")
        #expect(diagnostics(silenced, files) == [])
    }
}
