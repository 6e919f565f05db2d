import Testing
@testable import GenCore

/// `Migration.Run.verify` called directly with plans made by hand: no input reaches its checks (the rules plan only
/// what the sources give), so only a direct call shows that each one leaves a class out.
@Suite struct MigrationVerifyTests {
    static let facts = Migration.Facts(
        GenerationInput(swiftFiles: [
            InputFile(path: "Cells.swift", text: "import UIKit\n\nfinal class FeedCell: UITableViewCell, Reusable {}\n")
        ]))

    static func plan(_ mixin: String, _ identifier: String) -> MigrationPlan {
        var plan = MigrationPlan()
        plan.adoptions = [
            MigrationAdoption(className: "FeedCell", mixin: mixin, identifier: identifier, addsConformance: false)
        ]
        return plan
    }

    @Test func aPlanTheSourcesResolveToVerifies() {
        #expect(Migration.Run.verify(Self.plan("Reusable", "FeedCell"), against: Self.facts).isEmpty)
    }

    @Test func anIdentifierOtherThanTheGeneratedOneDoesNotVerify() {
        #expect(
            Migration.Run.verify(Self.plan("Reusable", "Feed"), against: Self.facts)
                == ["FeedCell": Migration.Message.unverified("FeedCell")])
    }

    @Test func anotherMixinDoesNotVerify() {
        #expect(
            Migration.Run.verify(Self.plan("NibReusable", "FeedCell"), against: Self.facts)
                == ["FeedCell": Migration.Message.unverified("FeedCell")])
    }

    @Test func theNoteNamesTheReasonOnce() {
        let leave = Migration.Message.unverified("FeedCell")
        let note = Diagnostic(.note, "left as is: " + leave.message, at: nil, name: leave.reason.rawValue)
        #expect(
            note.formatted
                == "reusable-gen: note: left as is: the migrated sources did not resolve 'FeedCell' to the planned mixin and identifier [migrate-unverified]"
        )
    }
}

/// Inputs the migrate fuzz target found to crash migrate, kept as regressions.
@Suite struct MigrationFuzzRegressionTests {
    /// A `String` enum whose last case ends the file at its `=` (the raw value is read past the last token).
    @Test func aCaseEndingTheFileAtItsEqualsSign() {
        let plan = Migration.plan(
            GenerationInput(swiftFiles: [InputFile(path: "E.swift", text: "enum E: String {\n    case a =")]))
        #expect(plan.sitesFound == 0)
        #expect(plan.files.isEmpty)
    }
}
