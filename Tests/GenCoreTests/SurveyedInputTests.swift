import Foundation
import Testing
@testable import GenCore

// MARK: - SurveyedInputTests

/// Swift files the command line surveyed as it read them (`SurveyedFile`), holding no bytes but a seed's, give what
/// the same files in memory give; a file a later round selects is read again, once, and one that cannot be is an
/// error that says why.
@Suite struct SurveyedInputTests {
    /// A cell whose superclass is declared in a file that mentions no mixin (a later round selects it), a file no
    /// round selects, and an XIB, so that the Objective-C members are recorded.
    static let files = [
        InputFile(
            path: "App/BaseCell.swift",
            text: "import UIKit\nclass BaseCell: UITableViewCell {\n    @IBOutlet var title: UILabel!\n}\n"),
        InputFile(path: "App/Cell.swift", text: "import UIKit\nfinal class Cell: BaseCell, NibReusable {}\n"),
        InputFile(path: "App/Model.swift", text: "struct Model {\n    let name: String\n}\n"),
    ]
    static let interfaceFiles = [
        InputFile(
            path: "App/Cell.xib",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <tableViewCell id="cell" customClass="Cell" customModuleProvider="target">
                            <connections>
                                <outlet property="title" destination="label" id="o1"/>
                                <outlet property="subtitle" destination="label" id="o2"/>
                            </connections>
                        </tableViewCell>
                        <label id="label"/>
                    </objects>
                </document>

                """)
    ]

    /// The paths `reread` was asked for, in order.
    final class Requests: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []

        func record(_ path: String) { lock.withLock { paths.append(path) } }
        var recorded: [String] { lock.withLock { paths } }
    }

    /// The input as the command line hands it over: every Swift file surveyed, read again with `reread`.
    static func surveyedInput(reread: @escaping @Sendable (String) -> Result<[UInt8], ReadFailure>) -> GenerationInput {
        var input = GenerationInput(swiftFiles: [], interfaceFiles: interfaceFiles)
        input.surveyedSwiftFiles = files.map {
            SurveyedFile(path: $0.path, survey: SourceSurvey($0, recordingObjectiveC: true))
        }
        input.reread = reread
        return input
    }

    @Test func surveyedFilesGiveWhatTheFilesInMemoryGiveReadingOnlyTheSelectedFileAgain() {
        let requests = Requests()
        let surveyed = Generator.generate(
            Self.surveyedInput { path in
                requests.record(path)
                return .success(Self.files.first { $0.path == path }?.bytes ?? [])
            })
        let inMemory = Generator.generate(
            GenerationInput(swiftFiles: Self.files, interfaceFiles: Self.interfaceFiles))
        #expect(requests.recorded == ["App/BaseCell.swift"])
        #expect(surveyed.output == inMemory.output)
        #expect(surveyed.diagnostics == inMemory.diagnostics)
        #expect(surveyed.output.contains("extension Cell"))
        // The outlet the superclass declares is found, the other is not: the re-read file was scanned.
        #expect(surveyed.diagnostics.map(\.message).filter { $0.contains("'subtitle'") }.count == 1)
        #expect(!surveyed.diagnostics.contains { $0.message.contains("'title'") })
    }

    @Test func aSelectedFileThatCannotBeReadAgainIsAnError() {
        let result = Generator.generate(
            Self.surveyedInput { _ in .failure(ReadFailure(reason: "no such file or directory")) })
        #expect(
            result.diagnostics.filter { $0.severity == .error && $0.location == nil }.map(\.formatted) == [
                "reusable-gen: error: cannot read 'App/BaseCell.swift': no such file or directory"
            ])
    }
}
