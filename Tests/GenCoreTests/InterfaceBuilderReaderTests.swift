import Foundation
import Testing
@testable import GenCore

// MARK: - Fixtures

/// Loads the Interface Builder fixtures next to this file, naming each by its path below the fixture folder.
private enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/InterfaceBuilder", isDirectory: true)

    static let all = [
        "iOS/ProfileCell.xib", "iOS/PhotoCell.xib", "iOS/SectionHeader.xib", "iOS/BannerView.xib",
        "iOS/OnboardingViewController.xib", "Base.lproj/Main.storyboard", "fr.lproj/Main.storyboard",
        "macOS/FileCellView.xib", "macOS/Main.storyboard",
    ]

    static func file(_ relativePath: String) throws -> SourceFile {
        let data = try Data(contentsOf: directory.appendingPathComponent(relativePath))
        return SourceFile(path: relativePath, bytes: Array(data))
    }

    /// Reads a fixture that must produce a document and no diagnostics.
    static func document(_ relativePath: String) throws -> InterfaceBuilderDocument {
        let (document, diagnostics) = InterfaceBuilderReader.read(try file(relativePath))
        #expect(diagnostics == [])
        return try #require(document)
    }
}

private typealias Object = InterfaceBuilderObject

private let iOSXIB = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
private let iOSStoryboard = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

// MARK: - XIBs

@Suite struct InterfaceBuilderReaderXIBTests {
    @Test func tableViewCellXIB() throws {
        var document = try Fixture.document("iOS/ProfileCell.xib")
        // The objects of a custom class and their connections: `InterfaceBuilderConnectionReaderTests`.
        document.classedObjects = []
        #expect(
            document
                == InterfaceBuilderDocument(
                    path: "iOS/ProfileCell.xib", kind: .xib, typeIdentifier: iOSXIB, framework: .uiKit,
                    targetRuntime: .iOS, localization: nil, baseName: "ProfileCell", line: 2, column: 1,
                    filesOwner: Object(elementName: "placeholder", id: "-1", line: 10, column: 9),
                    topLevelObjects: [
                        // The start tag spans lines 12–14; the location is its '<'.
                        Object(
                            elementName: "tableViewCell", kind: .tableViewCell, id: "KGk-i7-Jjw",
                            customClass: "ProfileCell",
                            customModule: "Profiles", customModuleProvider: "target", reuseIdentifier: "ProfileCell",
                            line: 12, column: 9)
                    ]
                ))
    }

    @Test func collectionViewCellXIB() throws {
        let document = try Fixture.document("iOS/PhotoCell.xib")
        #expect(document.kind == .xib)
        #expect(document.baseName == "PhotoCell")
        #expect(document.filesOwner == Object(elementName: "placeholder", id: "-1", line: 7, column: 9))
        #expect(
            document.topLevelObjects == [
                Object(
                    elementName: "collectionViewCell", kind: .collectionViewCell, id: "gTV-IL-0wX",
                    customClass: "PhotoCell",
                    customModule: "Gallery", reuseIdentifier: "PhotoCell", line: 9, column: 9)
            ])
        #expect(document.prototypes == [])
        #expect(document.scenes == [])
    }

    @Test func headerFooterViewXIB() throws {
        let document = try Fixture.document("iOS/SectionHeader.xib")
        #expect(
            document.topLevelObjects == [
                Object(
                    elementName: "tableViewHeaderFooterView", kind: .tableViewHeaderFooterView, id: "Hd1-x9-aaa",
                    customClass: "SectionHeader", customModule: "Profiles", customModuleProvider: "target",
                    reuseIdentifier: "Header", line: 9, column: 9)
            ])
    }

    @Test func filesOwnerXIB() throws {
        let document = try Fixture.document("iOS/BannerView.xib")
        #expect(
            document.filesOwner
                == Object(
                    elementName: "placeholder", id: "-1", customClass: "BannerView", customModule: "Widgets",
                    customModuleProvider: "target",
                    outlets: [InterfaceBuilderOutlet(property: "titleLabel", line: 9, column: 17)],
                    line: 7, column: 9
                ))
        // The label nested in the view is not a top-level object.
        #expect(
            document.topLevelObjects == [
                Object(elementName: "view", kind: .view, id: "iN0-l3-epB", line: 13, column: 9)
            ])
        #expect(document.objects(ofClass: "BannerView").map(\.line) == [7])
    }

    @Test func viewControllerXIB() throws {
        let document = try Fixture.document("iOS/OnboardingViewController.xib")
        #expect(document.filesOwner?.customClass == "OnboardingViewController")
        #expect(document.filesOwner?.customModule == "Onboarding")
        #expect(document.filesOwner?.customModuleProvider == nil)
        #expect(
            document.topLevelObjects == [
                Object(elementName: "view", kind: .view, id: "Vw1-aa-xyz", line: 13, column: 9),
                Object(
                    elementName: "viewController", kind: .viewController, id: "Pg2-vc-001",
                    customClass: "OnboardingPageViewController", customModule: "Onboarding",
                    customModuleProvider: "target", line: 17, column: 9),
            ])
    }

    @Test func appKitTableCellViewXIB() throws {
        var document = try Fixture.document("macOS/FileCellView.xib")
        // The objects of a custom class and their connections: `InterfaceBuilderConnectionReaderTests`.
        document.classedObjects = []
        #expect(
            document
                == InterfaceBuilderDocument(
                    path: "macOS/FileCellView.xib", kind: .xib, typeIdentifier: "com.apple.InterfaceBuilder3.Cocoa.XIB",
                    framework: .appKit, targetRuntime: .macOS, localization: nil, baseName: "FileCellView", line: 2,
                    column: 1,
                    // AppKit's File's Owner is a customObject with id -2;
                    // First Responder (-1) and Application (-3) are skipped.
                    filesOwner: Object(elementName: "customObject", id: "-2", line: 9, column: 9),
                    topLevelObjects: [
                        Object(
                            elementName: "tableCellView", kind: .appKitTableCellView, id: "c22-O7-iKe",
                            customClass: "FileCellView", customModule: "Files", customModuleProvider: "target",
                            identifier: "FileCellView", line: 12, column: 9),
                        Object(
                            elementName: "tableRowView", kind: .appKitTableRowView, id: "Row-v1-aaa",
                            customClass: "FileRowView", customModule: "Files", customModuleProvider: "target",
                            line: 28, column: 9),
                    ]
                ))
    }
}

// MARK: - Storyboards

@Suite struct InterfaceBuilderReaderStoryboardTests {
    static func expectedMainStoryboard(path: String, localization: String) -> InterfaceBuilderDocument {
        let feedScene = "Fd1-sc-001"
        let galleryScene = "Gal-sc-001"
        return InterfaceBuilderDocument(
            path: path, kind: .storyboard, typeIdentifier: iOSStoryboard, framework: .uiKit, targetRuntime: .iOS,
            localization: localization, baseName: "Main", line: 2, column: 1,
            initialViewControllerID: "Nav-c1-001",
            scenes: [
                StoryboardScene(
                    sceneID: "Nav-sc-001",
                    controller: Object(
                        elementName: "navigationController", kind: .viewController, id: "Nav-c1-001",
                        sceneID: "Nav-sc-001", line: 12, column: 17),
                    line: 10, column: 9),
                StoryboardScene(
                    sceneID: feedScene,
                    controller: Object(
                        elementName: "tableViewController", kind: .viewController, id: "Fd1-vc-001",
                        customClass: "FeedViewController", customModule: "Feed",
                        customModuleProvider: "target", storyboardIdentifier: "FeedViewController",
                        sceneID: feedScene, line: 27, column: 17),
                    line: 25, column: 9),
                StoryboardScene(
                    sceneID: galleryScene,
                    controller: Object(
                        elementName: "viewController", kind: .viewController, id: "Gal-vc-001",
                        customClass: "GalleryViewController", customModule: "Gallery",
                        storyboardIdentifier: "GalleryViewController", sceneID: galleryScene,
                        line: 55, column: 17),
                    line: 53, column: 9),
                StoryboardScene(
                    sceneID: "Dtl-sc-001",
                    controller: Object(
                        elementName: "viewController", kind: .viewController, id: "Dtl-vc-001",
                        customClass: "DetailViewController", customModule: "Feed",
                        customModuleProvider: "target", storyboardIdentifier: "DetailViewController",
                        sceneID: "Dtl-sc-001", line: 87, column: 17),
                    line: 85, column: 9),
                StoryboardScene(
                    sceneID: "Ref-sc-001",
                    controller: Object(
                        elementName: "viewControllerPlaceholder", id: "Ref-vc-001",
                        sceneID: "Ref-sc-001", line: 100, column: 17),
                    referencedStoryboardName: "Settings", referencedIdentifier: "SettingsViewController",
                    line: 98, column: 9),
                StoryboardScene(
                    sceneID: "Prf-sc-001",
                    controller: Object(
                        elementName: "tableViewController", kind: .viewController, id: "Prf-vc-001",
                        customClass: "PreferencesViewController", customModule: "Feed",
                        storyboardIdentifier: "PreferencesViewController", sceneID: "Prf-sc-001",
                        line: 108, column: 17),
                    line: 106, column: 9),
            ],
            prototypes: [
                Object(
                    elementName: "tableViewCell", kind: .tableViewCell, id: "Fd1-cl-001", customClass: "PostCell",
                    customModule: "Feed", customModuleProvider: "target", reuseIdentifier: "PostCell",
                    sceneID: feedScene, line: 31, column: 29),
                Object(
                    elementName: "tableViewCell", kind: .tableViewCell, id: "Fd1-cl-002", reuseIdentifier: "Spinner",
                    sceneID: feedScene, line: 37, column: 29),
                Object(
                    elementName: "collectionViewCell", kind: .collectionViewCell, id: "Gal-cl-001",
                    customClass: "ThumbnailCell", customModule: "Gallery", reuseIdentifier: "ThumbnailCell",
                    sceneID: galleryScene, line: 66, column: 37),
                Object(
                    elementName: "collectionViewCell", kind: .collectionViewCell, id: "Gal-cl-002",
                    customClass: "VideoCell", customModule: "Gallery", reuseIdentifier: "Thumb",
                    sceneID: galleryScene, line: 69, column: 37),
                Object(
                    elementName: "collectionReusableView", kind: .collectionReusableView, id: "Gal-hd-001",
                    customClass: "AlbumHeader", customModule: "Gallery", reuseIdentifier: "AlbumHeader",
                    key: "sectionHeaderView", sceneID: galleryScene, line: 73, column: 33),
                // A cell of a static table section: recorded, but marked as never dequeued.
                Object(
                    elementName: "tableViewCell", kind: .tableViewCell, id: "Prf-cl-001", customClass: "ToggleCell",
                    customModule: "Feed", sceneID: "Prf-sc-001", isStatic: true, line: 114, column: 37),
            ]
        )
    }

    @Test func iOSStoryboardFacts() throws {
        let document = try Fixture.document("Base.lproj/Main.storyboard")
        let expected = Self.expectedMainStoryboard(path: "Base.lproj/Main.storyboard", localization: "Base")
        #expect(document.scenes == expected.scenes)
        #expect(document.prototypes == expected.prototypes)
        var facts = document
        facts.classedObjects = []
        #expect(facts == expected)
    }

    @Test func everyObjectOfACustomClassIsRecordedWithItsConnections() throws {
        let document = try Fixture.document("Base.lproj/Main.storyboard")
        #expect(
            document.classedObjects.map { "\($0.customClass ?? "") \($0.line) \($0.connections.count)" } == [
                "FeedViewController 27 0", "PostCell 31 0", "GalleryViewController 55 0", "ThumbnailCell 66 0",
                "VideoCell 69 0", "AlbumHeader 73 0", "DetailViewController 87 0", "PreferencesViewController 108 0",
                "ToggleCell 114 0",
            ])
    }

    @Test func iOSStoryboardLookups() throws {
        let document = try Fixture.document("Base.lproj/Main.storyboard")
        #expect(document.initialScene?.sceneID == "Nav-sc-001")
        #expect(document.initialScene?.controller?.elementName == "navigationController")
        #expect(
            document.scene(withStoryboardIdentifier: "DetailViewController")?.controller?.customClass
                == "DetailViewController")
        #expect(document.scene(withStoryboardIdentifier: "Missing") == nil)
        #expect(document.scene(withID: "Ref-sc-001")?.isReference == true)
        #expect(document.scene(withID: "Gal-sc-001")?.isReference == false)
        #expect(document.objects(ofClass: "ThumbnailCell").map(\.line) == [66])
        #expect(document.objects(ofClass: "FeedViewController").map(\.line) == [27])
        #expect(document.location == SourceLocation(path: "Base.lproj/Main.storyboard", line: 2, column: 1))
    }

    @Test func localizedCopyDiffersOnlyInPathAndLocalization() throws {
        let base = try Fixture.document("Base.lproj/Main.storyboard")
        let french = try Fixture.document("fr.lproj/Main.storyboard")
        #expect(french.localization == "fr")
        var facts = french
        facts.classedObjects = []
        #expect(facts == Self.expectedMainStoryboard(path: "fr.lproj/Main.storyboard", localization: "fr"))
        var relabelled = french
        relabelled.path = base.path
        relabelled.localization = base.localization
        #expect(relabelled == base)
    }

    @Test func appKitStoryboardFacts() throws {
        let document = try Fixture.document("macOS/Main.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.framework == .appKit)
        #expect(document.targetRuntime == .macOS)
        #expect(document.localization == nil)
        #expect(document.initialViewControllerID == "Win-wc-001")
        #expect(
            document.scenes == [
                StoryboardScene(
                    sceneID: "App-sc-001",
                    controller: Object(
                        elementName: "application", id: "App-ap-001", sceneID: "App-sc-001",
                        line: 11, column: 17),
                    line: 9, column: 9),
                StoryboardScene(
                    sceneID: "Win-sc-001",
                    controller: Object(
                        elementName: "windowController", id: "Win-wc-001",
                        customClass: "MainWindowController",
                        customModule: "Files", customModuleProvider: "target",
                        storyboardIdentifier: "MainWindowController", sceneID: "Win-sc-001",
                        line: 25, column: 17),
                    line: 23, column: 9),
                StoryboardScene(
                    sceneID: "Lst-sc-001",
                    controller: Object(
                        elementName: "viewController", kind: .appKitViewController, id: "Lst-vc-001",
                        customClass: "FileListViewController", customModule: "Files",
                        customModuleProvider: "target", storyboardIdentifier: "FileListViewController",
                        sceneID: "Lst-sc-001", line: 41, column: 17),
                    line: 39, column: 9),
                StoryboardScene(
                    sceneID: "Itm-sc-001",
                    controller: Object(
                        elementName: "collectionViewItem", kind: .appKitCollectionViewItem, id: "Itm-it-001",
                        customClass: "ThumbnailItem", customModule: "Files", customModuleProvider: "target",
                        storyboardIdentifier: "ThumbnailItem", sceneID: "Itm-sc-001", line: 81, column: 17),
                    line: 79, column: 9),
            ])
        #expect(
            document.prototypes == [
                Object(
                    elementName: "tableCellView", kind: .appKitTableCellView, id: "Lst-cv-001",
                    customClass: "FileCellView",
                    customModule: "Files", customModuleProvider: "target", identifier: "FileCellView",
                    sceneID: "Lst-sc-001", line: 58, column: 57),
                Object(
                    elementName: "tableCellView", kind: .appKitTableCellView, id: "Lst-cv-002",
                    identifier: "FolderCell",
                    sceneID: "Lst-sc-001", line: 61, column: 57),
            ])
        #expect(document.initialScene?.controller?.customClass == "MainWindowController")
        #expect(document.topLevelObjects == [])
        #expect(document.filesOwner == nil)
    }
}

// MARK: - Document attributes

@Suite struct InterfaceBuilderDocumentAttributeTests {
    private static func document(type: String, runtime: String, path: String = "Doc.xib") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" targetRuntime="\(runtime)"><objects/></document>
        """
    }

    @Test(arguments: [
        // (type, targetRuntime, kind, framework, runtime)
        (
            "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch", InterfaceBuilderDocument.Kind.xib,
            Framework?.some(.uiKit), InterfaceBuilderRuntime?.some(.iOS)
        ),
        ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch.iPad", .xib, .uiKit, .iOS),
        ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "iOS.CocoaTouch", .storyboard, .uiKit, .iOS),
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", .storyboard, .uiKit, .tvOS),
        ("com.apple.InterfaceBuilder.AppleTV.XIB", "AppleTV", .xib, .uiKit, .tvOS),
        ("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa", .xib, .appKit, .macOS),
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa", .storyboard, .appKit, .macOS),
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", .storyboard, nil, nil),
    ])
    func documentTypeAndRuntime(
        type: String, runtime: String, kind: InterfaceBuilderDocument.Kind, framework: Framework?,
        targetRuntime: InterfaceBuilderRuntime?
    ) throws {
        let (document, diagnostics) = InterfaceBuilderReader.read(
            SourceFile(path: "Doc.xib", text: Self.document(type: type, runtime: runtime)))
        #expect(diagnostics == [])
        let read = try #require(document)
        #expect(read.kind == kind)
        #expect(read.framework == framework)
        #expect(read.targetRuntime == targetRuntime)
        #expect(read.typeIdentifier == type)
    }

    @Test(arguments: [
        // (path, localization, base name)
        ("Main.storyboard", String?.none, "Main"),
        ("App/Base.lproj/Main.storyboard", "Base", "Main"),
        ("App/fr.lproj/Main.storyboard", "fr", "Main"),
        ("/abs/zh-Hans.lproj/Cells/ProfileCell.xib", nil, "ProfileCell"),
        ("pt-BR.lproj/Profile.Cell.xib", "pt-BR", "Profile.Cell"),
        (".lproj/X.xib", nil, "X"),
        ("Views/BannerView.xib", nil, "BannerView"),
        // Repeated, leading and trailing slashes are empty components, which do not count.
        ("App//Base.lproj//Main.storyboard", "Base", "Main"),
        ("App/Base.lproj/Main.storyboard/", "Base", "Main"),
        ("/", nil, "/"),
        ("", nil, ""),
        (".xib", nil, ".xib"),
        // ASCII paths are read byte by byte; `\r\n` (one character) changes nothing.
        ("x/Cell\r\n.xib", nil, "Cell\r\n"),
        ("\r\n.lproj/A.xib", "\r\n", "A"),
        ("a\r\n/b.c\r\n", nil, "b"),
        // Other paths character by character: a combining mark makes `/` or `.` another character.
        ("Base.lproj/Caf\u{E9}.xib", "Base", "Caf\u{E9}"),
        ("\u{E9}.lproj/\u{E9}.x.xib", "\u{E9}", "\u{E9}.x"),
        ("a/\u{301}b.xib", nil, "a/\u{301}b"),
        ("A.\u{301}xib", nil, "A.\u{301}xib"),
        ("fr.lproj\u{301}/A.xib", nil, "A"),
    ])
    func pathFacts(path: String, localization: String?, baseName: String) {
        #expect(InterfaceBuilderDocument.localization(ofPath: path) == localization)
        #expect(InterfaceBuilderDocument.baseName(ofPath: path) == baseName)
    }

    /// A document of an unknown or no type is not cross-checked: a warning at its root element.
    @Test(arguments: [
        // (path, type attribute or nil, body)
        ("Odd.xib", String?.some("com.example.Other"), "<objects/>"),
        ("Odd.storyboard", "com.example.Other", "<scenes/>"),
        ("Odd.storyboard", "com.apple.InterfaceBuilder3.CocoaTouch.storyboard.XIB", "<scenes/>"),
        ("Odd.ib", nil, "<scenes><scene sceneID=\"s\"/></scenes>"),
        ("Odd.ib", nil, "<objects/>"),
    ])
    func unknownDocumentTypeIsAWarning(path: String, type: String?, body: String) throws {
        let typeAttribute = type.map { " type=\"\($0)\"" } ?? ""
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\n  <document\(typeAttribute) version=\"3.0\">\(body)"
            + "</document>\n"
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: path, text: text))
        #expect(document == nil)
        let message = InterfaceBuilderReader.Message.departure(.unknownDocument)
        #expect(diagnostics == [Diagnostic(.warning, message, at: SourceLocation(path: path, line: 3, column: 3))])
    }

    /// An Interface Builder 3 archive (`<archive>`, which some macOS projects still ship) is not cross-checked, and
    /// the warning says what it is.
    @Test func interfaceBuilder3ArchiveIsAWarningThatNamesIt() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
            	<data><int key="IBDocument.SystemTarget">1050</int></data>
            </archive>

            """
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "MainMenu.xib", text: text))
        #expect(document == nil)
        #expect(
            diagnostics.map(\.formatted) == [
                """
                MainMenu.xib:2:1: warning: not cross-checked: this Interface Builder file departs here from the XML \
                Xcode writes (an Interface Builder 3 archive, a format older than the document Xcode writes today)
                """
            ])
    }
}

// MARK: - Edge cases

@Suite struct InterfaceBuilderReaderEdgeTests {
    @Test func columnsCountUTF8BytesAndLineEndingsAgreeWithSourceFile() throws {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\r\n<objects>\r"
            + "<!--été--><view id=\"a\"/>\t<view\r\n id=\"b\"/></objects></document>"
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "E.xib", text: text))
        #expect(diagnostics == [])
        let objects = try #require(document).topLevelObjects
        #expect(objects.map(\.id) == ["a", "b"])
        // Line 3 (a lone CR ends line 2) is "<!--été--><view id="a"/>\t<view": each 'é' is two bytes.
        #expect(objects.map(\.line) == [3, 3])
        #expect(objects.map(\.column) == [13, 28])
    }

    @Test func crlfFixtureHasTheSameFacts() throws {
        let original = try Fixture.file("iOS/ProfileCell.xib")
        var crlf: [UInt8] = []
        for byte in original.bytes {
            if byte == 0x0A { crlf.append(0x0D) }
            crlf.append(byte)
        }
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: original.path, bytes: crlf))
        #expect(diagnostics == [])
        #expect(document == (try Fixture.document("iOS/ProfileCell.xib")))
    }

    @Test func staticSectionsEndWhereTheyClose() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="nope">
            <scenes><scene sceneID="s1"><objects>
            <tableViewController id="t1" sceneMemberID="viewController"><tableView key="view" dataMode="static">
            <sections><tableViewSection id="x"><cells><tableViewCell id="static"/></cells></tableViewSection></sections>
            </tableView></tableViewController></objects></scene>
            <scene sceneID="s2"><objects>
            <tableViewController id="t2" sceneMemberID="viewController"><tableView key="view">
            <prototypes><tableViewCell reuseIdentifier="Cell" id="dynamic"/></prototypes>
            </tableView></tableViewController></objects></scene>
            <scene sceneID="s3"><objects>
            <placeholder placeholderIdentifier="IBFirstResponder" id="f"/></objects></scene>
            </scenes></document>
            """
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "S.storyboard", text: text))
        #expect(diagnostics == [])
        let read = try #require(document)
        #expect(read.prototypes.map(\.id) == ["static", "dynamic"])
        #expect(read.prototypes.map(\.isStatic) == [true, false])
        #expect(read.prototypes.map(\.sceneID) == ["s1", "s2"])
        #expect(read.scenes.map(\.controller?.id) == ["t1", "t2", nil])
        // The initial view controller names no scene.
        #expect(read.initialViewControllerID == "nope")
        #expect(read.initialScene == nil)
    }
}

extension InterfaceBuilderReaderEdgeTests {
    @Test(arguments: [
        // (element, framework, kind)
        ("tableViewCell", Framework?.some(.uiKit), TypeKind.tableViewCell),
        ("tableViewHeaderFooterView", .uiKit, .tableViewHeaderFooterView),
        ("collectionViewCell", .uiKit, .collectionViewCell),
        ("collectionReusableView", .uiKit, .collectionReusableView),
        ("view", .uiKit, .view),
        ("label", .uiKit, .view),
        ("viewController", .uiKit, .viewController),
        ("navigationController", .uiKit, .viewController),
        ("tableViewController", .uiKit, .viewController),
        ("customObject", .uiKit, .unknown),
        ("placeholder", .uiKit, .unknown),
        ("tableCellView", .appKit, .appKitTableCellView),
        ("tableRowView", .appKit, .appKitTableRowView),
        ("collectionViewItem", .appKit, .appKitCollectionViewItem),
        ("customView", .appKit, .appKitView),
        ("view", .appKit, .appKitView),
        ("viewController", .appKit, .appKitViewController),
        ("splitViewController", .appKit, .appKitViewController),
        ("windowController", .appKit, .unknown),
        ("textField", .appKit, .unknown),
        ("viewController", nil, .viewController),
    ])
    func elementKinds(element: String, framework: Framework?, kind: TypeKind) {
        #expect(TypeKind(interfaceBuilderElement: element, framework: framework) == kind)
    }

    /// Xcode writes UTF-8 only: a UTF-16 document is not cross-checked.
    @Test func utf16DocumentIsAWarning() throws {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n"
            + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"
            + "<objects><view id=\"v\" customClass=\"Wide\"/></objects></document>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Wide.xib", bytes: bytes))
        #expect(document == nil)
        let message = InterfaceBuilderReader.Message.departure(.declaration)
        #expect(
            diagnostics == [Diagnostic(.warning, message, at: SourceLocation(path: "Wide.xib", line: 1, column: 1))])
    }
}

// MARK: - Errors

private let xcodeDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
private let xibRoot = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">"

@Suite struct InterfaceBuilderReaderErrorTests {
    private static func read(_ path: String, _ text: String) -> (InterfaceBuilderDocument?, [Diagnostic]) {
        InterfaceBuilderReader.read(SourceFile(path: path, text: text))
    }

    private static func warning(_ reason: XcodeXMLDeparture.Reason, _ path: String, _ line: Int, _ column: Int)
        -> Diagnostic
    {
        let message = InterfaceBuilderReader.Message.departure(reason)
        return Diagnostic(.warning, message, at: SourceLocation(path: path, line: line, column: column))
    }

    /// Malformed XML is not cross-checked, with a warning: Xcode refuses to compile the file, which fails the build.
    @Test(arguments: [
        // (text after the declaration, reason, line, column)
        (xibRoot + "\n  <objects>\n</document>\n", XcodeXMLDeparture.Reason.mismatchedEndTag, 4, 1),
        (xibRoot + "\n  <objects a=\"1\" a=\"2\"/>\n</document>", .repeatedAttribute, 3, 18),
        (xibRoot + "&nbsp;</document>", .entity, 2, 61),
        (xibRoot + "<objects></document", .mismatchedEndTag, 2, 70),
        (xibRoot + "<objects></objects", .endOfFile, 2, 79),
        ("just some text", .malformed, 2, 1),
        (xibRoot + "</document>\n<document/>", .malformed, 3, 1),
    ])
    func malformedXMLIsAWarning(text: String, reason: XcodeXMLDeparture.Reason, line: Int, column: Int) {
        let (document, diagnostics) = Self.read("Bad.xib", xcodeDeclaration + text)
        #expect(document == nil)
        #expect(diagnostics == [Self.warning(reason, "Bad.xib", line, column)])
    }

    @Test(arguments: ["", "   \n\t\r\n"])
    func emptyFileIsAWarning(text: String) {
        let (document, diagnostics) = Self.read("Empty.storyboard", text)
        #expect(document == nil)
        #expect(
            diagnostics == [
                Diagnostic(
                    .warning, "not cross-checked: this Interface Builder file is empty",
                    at: SourceLocation(path: "Empty.storyboard", line: 1, column: 1))
            ])
    }

    @Test func propertyListIsNotAnInterfaceBuilderDocument() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleName</key>
                <string>App</string>
            </dict>
            </plist>
            """
        let (document, diagnostics) = Self.read("Info.xib", plist)
        #expect(document == nil)
        #expect(diagnostics == [Self.warning(.dtd, "Info.xib", 2, 1)])
        let withoutDTD = plist.split(separator: "\n", omittingEmptySubsequences: false)
        let (other, otherDiagnostics) = Self.read(
            "Info.xib",
            withoutDTD.enumerated().filter { $0.offset != 1 }
                .map { String($0.element) }.joined(separator: "\n"))
        #expect(other == nil)
        #expect(otherDiagnostics == [Self.warning(.unknownDocument, "Info.xib", 2, 1)])
    }

    @Test func externalEntitiesAreNeverResolved() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/hostname">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="&secret;"/></objects></document>
            """
        let (document, diagnostics) = Self.read("Entity.xib", text)
        #expect(document == nil)
        #expect(diagnostics == [Self.warning(.dtd, "Entity.xib", 2, 1)])
    }

    @Test func invalidUTF8IsAWarning() {
        var bytes = Array((xcodeDeclaration + xibRoot + "<objects>").utf8)
        bytes += [0xC3, 0x28, 0xFF, 0xFE]
        bytes += Array("</objects></document>".utf8)
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Bad.xib", bytes: bytes))
        #expect(document == nil)
        #expect(diagnostics == [Self.warning(.invalidCharacter, "Bad.xib", 2, 70)])
    }

    @Test func binaryGarbageNeverCrashes() {
        var generator = SplitMix(seed: 7)
        for length in [1, 2, 3, 4, 7, 64, 512, 4096] {
            for _ in 0..<25 {
                let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Noise.xib", bytes: bytes))
                #expect(document == nil)
                #expect(diagnostics.count == 1)
                #expect(diagnostics.first?.severity == .warning)
            }
        }
        // Byte-order marks and encoding declarations the file does not honour.
        for prefix: [UInt8] in [[0xFE, 0xFF], [0xFF, 0xFE], [0x00, 0x00, 0xFE, 0xFF], [0xEF, 0xBB, 0xBF, 0x00]] {
            let bytes = prefix + Array("<document><objects/></document>".utf8)
            _ = InterfaceBuilderReader.read(SourceFile(path: "Bom.xib", bytes: bytes))
        }
        let declared = "<?xml version=\"1.0\" encoding=\"x-no-such-encoding\"?><document/>"
        #expect(InterfaceBuilderReader.read(SourceFile(path: "Enc.xib", text: declared)).document == nil)
    }

    @Test func everyPrefixOfAFixtureReturns() throws {
        let file = try Fixture.file("iOS/SectionHeader.xib")
        let closing = Array("</document>".utf8)
        let end = try #require(file.bytes.indices.last { file.bytes[$0...].starts(with: closing) }) + closing.count
        for length in 0...file.bytes.count {
            let prefix = SourceFile(path: "Cut.xib", bytes: Array(file.bytes[..<length]))
            let (document, diagnostics) = InterfaceBuilderReader.read(prefix)
            if length < end {
                #expect(document == nil, "prefix of \(length) bytes")
                #expect(diagnostics.count == 1, "prefix of \(length) bytes")
                #expect(diagnostics.first?.severity == .warning, "prefix of \(length) bytes")
            } else {
                #expect(document?.topLevelObjects.count == 1, "prefix of \(length) bytes")
                #expect(diagnostics == [], "prefix of \(length) bytes")
            }
        }
    }
}

// MARK: - Large documents

@Suite struct InterfaceBuilderReaderScaleTests {
    /// A storyboard of `sceneCount` table view scenes with three prototype cells each (about 2 KB per scene).
    static func largeStoryboard(sceneCount: Int) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" initialViewController="vc-0">
                <scenes>

            """
        text.reserveCapacity(sceneCount * 2_200 + 512)
        for index in 0..<sceneCount {
            text += """
                        <scene sceneID="sc-\(index)">
                            <objects>
                                <tableViewController storyboardIdentifier="Screen\(index)" id="vc-\(index)" \
                customClass="Screen\(index)ViewController" customModule="App" customModuleProvider="target" \
                sceneMemberID="viewController">
                                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
                dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" id="tv-\(index)">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <prototypes>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \
                reuseIdentifier="TitleCell" id="c1-\(index)" customClass="TitleCell" customModule="App">
                                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" \
                tableViewCell="c1-\(index)" id="cv1-\(index)"/>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \
                reuseIdentifier="DetailCell" id="c2-\(index)" customClass="DetailCell" customModule="App">
                                                <rect key="frame" x="0.0" y="94" width="393" height="44"/>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \
                reuseIdentifier="Footer" id="c3-\(index)">
                                                <rect key="frame" x="0.0" y="138" width="393" height="44"/>
                                            </tableViewCell>
                                        </prototypes>
                                        <connections>
                                            <outlet property="dataSource" destination="vc-\(index)" id="ds-\(index)"/>
                                            <outlet property="delegate" destination="vc-\(index)" id="dl-\(index)"/>
                                        </connections>
                                    </tableView>
                                </tableViewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(index)" \
                sceneMemberID="firstResponder"/>
                            </objects>
                            <point key="canvasLocation" x="\(index)" y="0.0"/>
                        </scene>

                """
        }
        text += "    </scenes>\n</document>\n"
        return Array(text.utf8)
    }

    @Test func twentyMegabyteStoryboard() throws {
        let sceneCount = 10_000
        let bytes = Self.largeStoryboard(sceneCount: sceneCount)
        #expect(bytes.count >= 20_000_000)
        let file = SourceFile(path: "Huge.storyboard", bytes: bytes)
        let clock = ContinuousClock()
        let start = clock.now
        let (document, diagnostics) = InterfaceBuilderReader.read(file)
        let elapsed = clock.now - start
        print("InterfaceBuilderReader: \(bytes.count) bytes, \(sceneCount) scenes read in \(elapsed)")
        #expect(diagnostics == [])
        let read = try #require(document)
        #expect(read.scenes.count == sceneCount)
        #expect(read.prototypes.count == 3 * sceneCount)
        #expect(read.initialScene?.controller?.customClass == "Screen0ViewController")
        let last = try #require(read.scene(withStoryboardIdentifier: "Screen\(sceneCount - 1)"))
        #expect(last.sceneID == "sc-\(sceneCount - 1)")
        #expect(read.prototypes.last?.sceneID == "sc-\(sceneCount - 1)")
    }
}

extension InterfaceBuilderReaderScaleTests {
    @Test func twentyMegabyteStoryboardOnOneLine() throws {
        let sceneCount = 10_000
        let bytes = Self.largeStoryboard(sceneCount: sceneCount).map { $0 == 0x0A ? 0x20 : $0 }
        let clock = ContinuousClock()
        let start = clock.now
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "Line.storyboard", bytes: bytes))
        print("InterfaceBuilderReader: \(bytes.count) bytes on one line read in \(clock.now - start)")
        #expect(diagnostics == [])
        let read = try #require(document)
        #expect(read.scenes.count == sceneCount)
        let lastScene = Array("<scene sceneID=\"sc-\(sceneCount - 1)\"".utf8)
        let lastOffset = try #require(bytes.indices.last { bytes[$0...].starts(with: lastScene) })
        #expect(read.scenes.last.map { [$0.line, $0.column] } == [1, lastOffset + 1])
    }
}

// MARK: - Catalog

@Suite struct InterfaceBuilderCatalogTests {
    private static func documents() throws -> [InterfaceBuilderDocument] {
        try Fixture.all.map(Fixture.document)
    }

    @Test func lookupsByNibStoryboardSceneAndClass() throws {
        let catalog = InterfaceBuilderCatalog(try Self.documents())
        #expect(!catalog.isEmpty)
        #expect(catalog.nibs(named: "ProfileCell").map(\.path) == ["iOS/ProfileCell.xib"])
        #expect(catalog.nibs(named: "Main") == [])
        #expect(
            catalog.storyboards(named: "Main").map(\.path)
                == ["macOS/Main.storyboard", "Base.lproj/Main.storyboard", "fr.lproj/Main.storyboard"])
        #expect(
            catalog.scenes(inStoryboard: "Main", withIdentifier: "DetailViewController").map(\.location) == [
                SourceLocation(path: "Base.lproj/Main.storyboard", line: 87, column: 17),
                SourceLocation(path: "fr.lproj/Main.storyboard", line: 87, column: 17),
            ])
        #expect(catalog.scenes(inStoryboard: "Settings", withIdentifier: "SettingsViewController") == [])
        let fileCells = catalog.occurrences(ofClass: "FileCellView")
        #expect(fileCells.map(\.role) == [.topLevelObject, .prototype])
        #expect(
            fileCells.map(\.location) == [
                SourceLocation(path: "macOS/FileCellView.xib", line: 12, column: 9),
                SourceLocation(path: "macOS/Main.storyboard", line: 58, column: 57),
            ])
        #expect(catalog.occurrences(ofClass: "BannerView").map(\.role) == [.filesOwner])
        #expect(catalog.occurrences(ofClass: "Nope") == [])
        #expect(InterfaceBuilderCatalog([]).isEmpty)
    }

    @Test func inputOrderDoesNotMatter() throws {
        let documents = try Self.documents()
        var (generator, seed) = SplitMix.announced(by: "inputOrderDoesNotMatter")
        let catalog = InterfaceBuilderCatalog(documents)
        for round in 0..<5 {
            #expect(
                InterfaceBuilderCatalog(documents.shuffled(using: &generator)) == catalog,
                "round \(round) of seed \(seed) (REUSABLE_GEN_TEST_SEED=\(seed) replays it)")
        }
    }
}
