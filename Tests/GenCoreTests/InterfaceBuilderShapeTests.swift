import Foundation
import Testing
@testable import GenCore

// MARK: - Shapes found in real apps

/// The folder of one regression fixture per shape found on real apps (docs/real-apps.md): Swift and IB files
/// written by us in the shape we found, run through the whole pipeline.
private enum ShapeFixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InterfaceBuilderChecks/Shapes", isDirectory: true)

    /// Every file below the shape's folder, named by its path below `Shapes`, sorted. The folder must exist and
    /// hold at least one Swift file and one Interface Builder file, none empty: a shape whose files went missing
    /// would otherwise pass as a shape with no diagnostics.
    static func files(
        _ shape: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (swift: [SourceFile], interface: [SourceFile]) {
        let root = directory.appendingPathComponent(shape)
        var isDirectory: ObjCBool = false
        try #require(
            FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) && isDirectory.boolValue,
            "no shape folder \(root.path)", sourceLocation: sourceLocation)
        let enumerator = try #require(
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil), sourceLocation: sourceLocation)
        var paths: [String] = []
        while let url = enumerator.nextObject() as? URL {
            let relative = url.path.dropFirst(directory.path.count + 1)
            if InputFileKind(rawValue: url.pathExtension) != nil { paths.append(String(relative)) }
        }
        let files = try paths.sorted().map { path in
            SourceFile(path: path, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(path))))
        }
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        let interface = files.filter { !$0.path.hasSuffix(".swift") }
        try #require(!swift.isEmpty, "\(shape) holds no Swift file", sourceLocation: sourceLocation)
        try #require(!interface.isEmpty, "\(shape) holds no XIB or storyboard", sourceLocation: sourceLocation)
        for file in files {
            #expect(!file.bytes.isEmpty, "\(file.path) is empty", sourceLocation: sourceLocation)
        }
        return (swift, interface)
    }

    /// The names of the shape folders.
    static func folders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The whole pipeline's result for a shape.
    static func run(_ shape: String, options: GenerationOptions) throws -> GenerationResult {
        let (swift, interface) = try files(shape)
        return Generator.generate(swiftFiles: swift, interfaceFiles: interface, options: options)
    }
}

/// One shape: its folder, the options, and every diagnostic the whole pipeline gives, formatted.
struct ShapeCase: CustomTestStringConvertible, Sendable {
    var shape: String
    var moduleName: String? = "App"
    var diagnostics: [String]
    var testDescription: String { shape }
}

@Suite struct InterfaceBuilderShapeTests {
    static let cases: [ShapeCase] = [
        // 1: an empty identifier takes the registered one; a plain `<view>` root has none; a header's root may be
        // a table cell element (found on element-ios).
        ShapeCase(shape: "01-EmptyIdentifier", diagnostics: []),
        // 2: the base is used only through subclasses, each with its own XIB.
        ShapeCase(shape: "02-BaseWithoutXIB", diagnostics: []),
        // 3: `Foundation.Operation` and `Accounts.User` are other modules' classes, not the sources' own.
        ShapeCase(shape: "03-ModuleQualified", diagnostics: []),
        // 4: which `OAuthViewController` the other module means is unknown: a note, no cycle.
        ShapeCase(
            shape: "04-TwoModules",
            diagnostics: [
                """
                04-TwoModules/App/OAuthViewController.swift:5:13: note: the superclass chain of 'OAuthViewController' \
                leaves the sources at 'OAuthViewController', so only kind-independent members are generated; map \
                'OAuthViewController' to a kind with 'baseClassKinds' in the configuration file
                """
            ]),
        // 5: a stale owner class whose outlets match is a warning; an owner without a class says nothing.
        ShapeCase(
            shape: "05-StaleOwner",
            diagnostics: [
                """
                05-StaleOwner/Views.swift:4:13: warning: 'BannerView' is NibOwnerLoadable but the File's Owner of \
                BannerView.xib is of class 'OldBannerView'; set its Custom Class to 'BannerView' in the Identity \
                inspector [ib-files-owner-class]
                05-StaleOwner/BannerView.xib:9:9: note: File's Owner declared here
                """
            ]),
        // 6: an owner-style XIB of a class that is also NibLoadable, loaded only with loadNibContent().
        ShapeCase(shape: "06-OwnerAndNibLoadable", diagnostics: []),
        // 7: the nib is never used (the cell is registered by class): a warning, not an error.
        ShapeCase(
            shape: "07-NibNeverUsed",
            diagnostics: [
                """
                07-NibNeverUsed/PlainCell.swift:4:13: warning: 'PlainCell' is NibLoadable but no XIB named 'PlainCell' is \
                among the inputs; add PlainCell.xib to the target or provide 'static var nib' [ib-missing-xib]
                """
            ]),
        // 8: a storyboard prototype stands in for the XIB.
        ShapeCase(shape: "08-StoryboardPrototype", diagnostics: []),
        // 9: an unused prototype with another identifier is a warning.
        ShapeCase(
            shape: "09-UnusedPrototype",
            diagnostics: [
                """
                09-UnusedPrototype/NoteCell.swift:4:13: warning: 'NoteCell' is Reusable with the identifier 'NoteCell' \
                but its prototype in Notes.storyboard has the reuse identifier 'OldNote'; set its Identifier to \
                'NoteCell' in the Attributes inspector [ib-prototype-identifier]
                09-UnusedPrototype/Notes.storyboard:15:29: note: prototype declared here
                """
            ]),
        // 10: the owner's class as root view, with and without a module: a warning with a note at the XIB.
        ShapeCase(
            shape: "10-OwnerRecursion",
            diagnostics: [
                """
                10-OwnerRecursion/Views.swift:4:13: warning: 'TermsView' is NibOwnerLoadable but the root view of \
                TermsView.xib is of class 'TermsView' too: if init(coder:) calls loadNibContent(), loading the XIB \
                creates another 'TermsView' and recurses until the stack overflows; make the root view a plain view and \
                keep 'TermsView' as the File's Owner [ib-owner-recursion]
                10-OwnerRecursion/TermsView.xib:10:9: note: root view declared here
                """,
                """
                10-OwnerRecursion/Views.swift:11:13: warning: 'LegalView' is NibOwnerLoadable but the root view of \
                LegalView.xib is of class 'LegalView' too: if init(coder:) calls loadNibContent(), loading the XIB \
                creates another 'LegalView' and recurses until the stack overflows; make the root view a plain view and \
                keep 'LegalView' as the File's Owner [ib-owner-recursion]
                10-OwnerRecursion/LegalView.xib:10:9: note: root view declared here
                """,
            ]),
        // 11: storyboards named through constants (in the enum, in an extension, `.settings` on UIStoryboard) are
        // checked, and a wrong scene is an error; one computed at run time gets a note.
        ShapeCase(
            shape: "11-StoryboardConstant",
            diagnostics: [
                """
                11-StoryboardConstant/Controllers.swift:12:13: error: 'ProductDetailViewController' is \
                StoryboardSceneBased but the scene with Storyboard ID 'ProductDetailViewController' in Product.storyboard \
                is of class 'ProductsViewController'; set its Custom Class to 'ProductDetailViewController' in the \
                Identity inspector [ib-scene-class]
                11-StoryboardConstant/Product.storyboard:23:17: note: scene declared here
                """,
                """
                11-StoryboardConstant/Controllers.swift:20:13: note: the scene of 'ThemeViewController' was not checked: \
                its 'sceneStoryboard' or 'sceneIdentifier' is not a literal or a static constant of the sources created \
                with UIStoryboard(name: "…", bundle: …) [ib-unchecked-scene]
                """,
            ]),
        // 12: final subclasses are checked under their own names; AvatarCell is registered through its nib.
        ShapeCase(
            shape: "12-FinalSubclass",
            diagnostics: [
                """
                12-FinalSubclass/Controllers.swift:6:13: error: 'SignUpViewController' is StoryboardBased but the initial \
                view controller of SignUpViewController.storyboard is of class 'FormViewController'; set its Custom \
                Class to 'SignUpViewController' in the Identity inspector [ib-scene-class]
                12-FinalSubclass/SignUpViewController.storyboard:11:17: note: initial view controller declared here
                """,
                """
                12-FinalSubclass/Controllers.swift:10:13: error: 'AvatarCell' is NibLoadable but no XIB named \
                'AvatarCell' is among the inputs; add AvatarCell.xib to the target or provide 'static var nib' \
                [ib-missing-xib]
                12-FinalSubclass/Controllers.swift:8:7: note: 'AvatarCell' is NibLoadable through this declaration; if \
                it never loads its XIB, write '// reusable-gen:disable:next ib-missing-xib' above 'AvatarCell'
                """,
            ]),
        // 13: the subclasses of extended UIKit classes adopt; a wrong XIB is an error, a missing one nothing, also
        // for a subclass of a class of the sources that has the mixin from the same extension (`SexButton`).
        ShapeCase(
            shape: "13-FrameworkExtension",
            diagnostics: [
                """
                13-FrameworkExtension/Views.swift:3:13: error: 'MessageCell' is NibLoadable but the root view of \
                MessageCell.xib is of class 'MailCell'; set its Custom Class to 'MessageCell' in the Identity inspector \
                [ib-root-view-class]
                13-FrameworkExtension/MessageCell.xib:10:9: note: root view declared here
                """
            ]),
        // 14: each XIB belongs to the class of the module its customModule names. One generated file cannot extend
        // both classes (issue 28): a warning, and no extension, since they differ.
        ShapeCase(
            shape: "14-SameNameTwoModules", moduleName: nil,
            diagnostics: [
                """
                14-SameNameTwoModules/FeatureB/ProfileCell.swift:4:13: warning: 'ProfileCell' is declared more than once \
                in the sources given (14-SameNameTwoModules/FeatureA/ProfileCell.swift:4 and \
                14-SameNameTwoModules/FeatureB/ProfileCell.swift:4), as a stale copy outside the app's target would be; \
                the copies differ, so reusable-gen writes no extension for it; leave the stale copy out of the inputs
                14-SameNameTwoModules/FeatureA/ProfileCell.swift:4:13: note: 'ProfileCell' is also declared here
                """
            ]),
        // NEW-A: the storyboard named by a protocol refining StoryboardSceneBased is missing, and the code
        // instantiates the controller: a true error that must stay one.
        ShapeCase(
            shape: "15-RefinedProtocolMissingStoryboard",
            diagnostics: [
                """
                15-RefinedProtocolMissingStoryboard/RouteScene.swift:10:13: error: 'MapViewController' is \
                StoryboardSceneBased but no storyboard named 'RouteScene' is among the inputs; add RouteScene.storyboard \
                to the target or correct the name in 'static var sceneStoryboard' [ib-missing-storyboard]
                """
            ]),
        // Every true problem, loaded through the sources: an error on the Swift line with a note in the IB file.
        ShapeCase(
            shape: "TrueProblems",
            diagnostics: [
                """
                TrueProblems/App.swift:4:13: error: 'ProfileCell' is Reusable with the identifier 'ProfileCell' but the \
                root view of ProfileCell.xib has the reuse identifier 'Profile'; set its Identifier to 'ProfileCell' in \
                the Attributes inspector [ib-reuse-identifier]
                TrueProblems/ProfileCell.xib:10:9: note: root view declared here
                """,
                """
                TrueProblems/App.swift:5:13: error: 'CardView' is NibLoadable but the root view of CardView.xib is of \
                class 'ChipView'; set its Custom Class to 'CardView' in the Identity inspector [ib-root-view-class]
                TrueProblems/CardView.xib:10:9: note: root view declared here
                """,
                """
                TrueProblems/App.swift:6:13: error: 'PhotoCell' is NibLoadable but no XIB named 'PhotoCell' is among the \
                inputs; add PhotoCell.xib to the target or provide 'static var nib' [ib-missing-xib]
                """,
                """
                TrueProblems/App.swift:7:13: error: 'LoginViewController' is StoryboardBased but the initial view \
                controller of LoginViewController.storyboard is of class 'SignUpViewController'; set its Custom Class to \
                'LoginViewController' in the Identity inspector [ib-scene-class]
                TrueProblems/LoginViewController.storyboard:11:17: note: initial view controller declared here
                """,
                """
                TrueProblems/App.swift:8:13: error: 'FeedViewController' is StoryboardSceneBased but the scene with \
                Storyboard ID 'FeedViewController' in Main.storyboard is of class 'GalleryViewController'; set its Custom \
                Class to 'FeedViewController' in the Identity inspector [ib-scene-class]
                TrueProblems/Main.storyboard:11:17: note: scene declared here
                """,
                """
                TrueProblems/App.swift:11:13: error: 'GalleryViewController' is StoryboardSceneBased but Main.storyboard \
                has no scene with Storyboard ID 'GalleryViewController'; set the Storyboard ID of the scene of \
                'GalleryViewController' to 'GalleryViewController' in the Identity inspector [ib-missing-scene]
                TrueProblems/Main.storyboard:11:17: note: scene of 'GalleryViewController' declared here
                """,
                """
                TrueProblems/App.swift:14:13: error: 'BannerView' is NibOwnerLoadable but the File's Owner of \
                BannerView.xib has an outlet 'subtitleLabel' that 'BannerView' does not declare, so loading it raises \
                'this class is not key value coding-compliant'; declare '@IBOutlet var subtitleLabel' or remove the \
                outlet in the Connections inspector [ib-owner-outlet]
                TrueProblems/BannerView.xib:12:17: note: outlet declared here
                """,
            ]),
    ]

    /// Every shape folder has a case and every case a folder.
    @Test func theCasesAreTheShapeFolders() throws {
        #expect(Self.cases.map(\.shape).sorted() == (try ShapeFixture.folders()))
    }

    @Test(arguments: cases)
    func shape(_ testCase: ShapeCase) throws {
        var options = GenerationOptions()
        options.moduleName = testCase.moduleName
        let result = try ShapeFixture.run(testCase.shape, options: options)
        #expect(result.diagnostics.map(\.formatted) == testCase.diagnostics)
    }

    @Test func extensionsOfUIKitClassesMakeEverySubclassAnAdopter() throws {
        let result = try ShapeFixture.run("13-FrameworkExtension", options: GenerationOptions())
        #expect(
            summary(result.model) == [
                "BadgeView view [NibLoadable]",
                "GradientButton view [NibLoadable]",
                "MessageCell tableViewCell [NibLoadable,Reusable]",
                "SexButton view [NibLoadable]",
                "ShareButton view [NibLoadable]",
            ])
        #expect(result.model.types.allSatisfy { $0.mixins == $0.inheritedMixins })
    }

    @Test func theModuleOfTheXIBDecidesBetweenSameNamedClasses() throws {
        // The same files with the modules swapped: each class now meets the other's XIB.
        let (swift, interface) = try ShapeFixture.files("14-SameNameTwoModules")
        let swapped = interface.map { file in
            let text = String(decoding: file.bytes, as: UTF8.self)
            let renamed =
                text.contains("FeatureA")
                ? text.replacingOccurrences(of: "FeatureA", with: "FeatureB")
                : text.replacingOccurrences(of: "FeatureB", with: "FeatureA")
            return SourceFile(path: file.path, text: renamed)
        }
        let result = Generator.generate(swiftFiles: swift, interfaceFiles: swapped, options: GenerationOptions())
        #expect(
            result.diagnostics.map(\.formatted) == [
                """
                14-SameNameTwoModules/FeatureA/ProfileCell.swift:4:13: error: 'ProfileCell' is Reusable with the \
                identifier 'ProfileRow' but the root view of ProfileCell.xib has the reuse identifier 'ProfileCell'; set \
                its Identifier to 'ProfileRow' in the Attributes inspector [ib-reuse-identifier]
                14-SameNameTwoModules/Resources/One/ProfileCell.xib:10:9: note: root view declared here
                """,
                """
                14-SameNameTwoModules/FeatureB/ProfileCell.swift:4:13: error: 'ProfileCell' is Reusable with the \
                identifier 'ProfileCell' but the root view of ProfileCell.xib has the reuse identifier 'ProfileRow'; set \
                its Identifier to 'ProfileCell' in the Attributes inspector [ib-reuse-identifier]
                14-SameNameTwoModules/Resources/Two/ProfileCell.xib:10:9: note: root view declared here
                """,
                """
                14-SameNameTwoModules/FeatureB/ProfileCell.swift:4:13: warning: 'ProfileCell' is declared more than once \
                in the sources given (14-SameNameTwoModules/FeatureA/ProfileCell.swift:4 and \
                14-SameNameTwoModules/FeatureB/ProfileCell.swift:4), as a stale copy outside the app's target would be; \
                the copies differ, so reusable-gen writes no extension for it; leave the stale copy out of the inputs
                14-SameNameTwoModules/FeatureA/ProfileCell.swift:4:13: note: 'ProfileCell' is also declared here
                """,
            ])
    }
}
