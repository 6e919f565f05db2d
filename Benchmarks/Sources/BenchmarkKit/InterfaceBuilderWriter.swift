// MARK: - InterfaceBuilderWriter

/// Writes the XIB or storyboard of one real-shaped file, in the shape Xcode writes them: a cell, view or
/// File's Owner XIB, or a storyboard of scenes with prototype cells, padded with subviews and constraints to the
/// planned size; classes carry `customModule` and `customModuleProvider` as Xcode sets them.
struct InterfaceBuilderWriter {
    /// The module the app's classes belong to in its IB files.
    static let moduleName = "RealApp"

    let plan: RealisticFilePlan
    let appSeed: UInt64
    var random: SeededRandom
    private var text = ""
    private var identifiers = 0

    /// Creates a writer for the IB file of `plan`.
    init(plan: RealisticFilePlan, appSeed: UInt64) {
        self.plan = plan
        self.appSeed = appSeed
        self.random = SeededRandom(seed: plan.seed ^ 0x5851_F42D_4C95_7F2D)
        text.reserveCapacity((plan.interfaceBytes ?? 4_096) + 4_096)
    }

    /// The file's name with its extension: a storyboard for controllers loaded from one, else a XIB.
    var fileName: String {
        switch plan.role {
        case .storyboardController: "\(plan.typeName).storyboard"
        case .plainStoryboard: "\(plan.stem).storyboard"
        default: "\(plan.typeName).xib"
        }
    }

    /// The whole file.
    mutating func write() -> String {
        switch plan.role {
        case .storyboardController, .plainStoryboard: writeStoryboard()
        default: writeXIB()
        }
        return text
    }

    // MARK: - XIB

    private mutating func writeXIB() {
        let isController = plan.role == .plainControllerWithXIB
        documentStart(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", initial: nil)
        line("    <objects>")
        if isController {
            line(
                """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \
                customClass="\(plan.typeName)" customModule="\(Self.moduleName)" customModuleProvider="target">
                """)
            line("            <connections>")
            line("                <outlet property=\"view\" destination=\"\(id(0))\" id=\"\(newID())\"/>")
            line("            </connections>")
            line("        </placeholder>")
        } else {
            line("        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"/>")
        }
        line("        <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-2\" customClass=\"UIResponder\"/>")
        let custom = isController ? "" : " customClass=\"\(plan.typeName)\"\(moduleAttributes())"
        let reuse = " reuseIdentifier=\"\(plan.typeName)\""
        switch plan.role {
        case .nibTableCell, .plainTableCellWithXIB:
            line(
                """
                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10"\
                \(reuse) rowHeight="88" id="\(id(0))"\(custom)>
                """)
            line("            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"88\"/>")
            line("            <autoresizingMask key=\"autoresizingMask\"/>")
            line(
                "            <tableViewCellContentView key=\"contentView\" opaque=\"NO\" clipsSubviews=\"YES\" "
                    + "multipleTouchEnabled=\"YES\" contentMode=\"center\" tableViewCell=\"\(id(0))\" id=\"\(newID())\">"
            )
            subviews(indent: "                ", leaving: 700)
            line("            </tableViewCellContentView>")
            line("        </tableViewCell>")
        case .nibCollectionCell, .plainCollectionCellWithXIB:
            line(
                """
                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
                contentMode="center"\(reuse) id="\(id(0))"\(custom)>
                """)
            line("            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"160\" height=\"200\"/>")
            line(
                "            <view key=\"contentView\" opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" "
                    + "contentMode=\"center\" id=\"\(newID())\">")
            subviews(indent: "                ", leaving: 700)
            line("            </view>")
            line("        </collectionViewCell>")
        default:
            line("        <view contentMode=\"scaleToFill\" id=\"\(id(0))\"\(custom)>")
            line("            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/>")
            line("            <autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
            subviews(indent: "            ", leaving: 600)
            line("            <viewLayoutGuide key=\"safeArea\" id=\"\(newID())\"/>")
            line("        </view>")
        }
        line("    </objects>")
        documentEnd()
    }

    // MARK: - Storyboard

    private mutating func writeStoryboard() {
        let initial = id(1)
        documentStart(type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", initial: initial)
        line("    <scenes>")
        let owner = plan.typeName
        if plan.role == .storyboardController {
            scene(controllerID: initial, className: owner, storyboardIdentifier: owner, prototype: nil, share: 1)
        } else {
            // A navigation controller first, then the file's own controller, then earlier classes' scenes, one of
            // them a table of prototype cells, sometimes of an adopting cell declared in another file.
            line("        <scene sceneID=\"\(newID())\">")
            line("            <objects>")
            line("                <navigationController id=\"\(initial)\" sceneMemberID=\"viewController\">")
            line(
                "                    <navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" id=\"\(newID())\">"
            )
            line("                        <autoresizingMask key=\"autoresizingMask\"/>")
            line("                    </navigationBar>")
            line("                </navigationController>")
            line("            </objects>")
            line("        </scene>")
            let scenes = random.int(2...6)
            for number in 0..<scenes {
                let className =
                    number == 0 ? owner : "\(FileWriter.stem(of: max(0, plan.index - number * 3)))DetailViewController"
                var prototype: String?
                if number == 1 {
                    let adopter =
                        random.chance(35)
                        ? RealisticFilePlan.nearest(before: plan.index, seed: appSeed, roles: [.codeTableCell])
                        : nil
                    prototype = adopter?.typeName ?? "\(plan.stem)OptionCell"
                }
                scene(
                    controllerID: newID(), className: className, storyboardIdentifier: className,
                    prototype: prototype, share: scenes - number)
            }
        }
        line("    </scenes>")
        documentEnd()
    }

    /// One scene; `share` is how many scenes are left to write, so the padding spreads over them.
    private mutating func scene(
        controllerID: String, className: String, storyboardIdentifier: String, prototype: String?, share: Int
    ) {
        line("        <!--\(className)-->")
        line("        <scene sceneID=\"\(newID())\">")
        line("            <objects>")
        let controller = prototype == nil ? "viewController" : "tableViewController"
        line(
            """
                            <\(controller) storyboardIdentifier="\(storyboardIdentifier)" id="\(controllerID)" \
            customClass="\(className)"\(moduleAttributes()) sceneMemberID="viewController">
            """)
        let budget = max(0, ((plan.interfaceBytes ?? 0) - text.utf8.count) / max(1, share))
        if let prototype {
            line(
                "                    <tableView key=\"view\" clipsSubviews=\"YES\" contentMode=\"scaleToFill\" "
                    + "dataMode=\"prototypes\" style=\"plain\" rowHeight=\"-1\" id=\"\(newID())\">")
            line("                        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/>")
            line("                        <prototypes>")
            let cellID = newID()
            line(
                """
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \
                preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" \
                reuseIdentifier="\(prototype)" id="\(cellID)" customClass="\(prototype)"\(moduleAttributes())>
                """)
            line("                                <rect key=\"frame\" x=\"0.0\" y=\"50\" width=\"414\" height=\"44\"/>")
            line(
                "                                <tableViewCellContentView key=\"contentView\" opaque=\"NO\" "
                    + "tableViewCell=\"\(cellID)\" id=\"\(newID())\">")
            subviews(
                indent: "                                    ",
                leaving: max(0, (plan.interfaceBytes ?? 0) - text.utf8.count - budget + 400))
            line("                                </tableViewCellContentView>")
            line("                            </tableViewCell>")
            line("                        </prototypes>")
            line("                    </tableView>")
        } else {
            line("                    <view key=\"view\" contentMode=\"scaleToFill\" id=\"\(newID())\">")
            line("                        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/>")
            subviews(
                indent: "                        ",
                leaving: max(0, (plan.interfaceBytes ?? 0) - text.utf8.count - budget + 400))
            line("                    </view>")
        }
        line("                </\(controller)>")
        line(
            "                <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(newID())\" "
                + "userLabel=\"First Responder\" customClass=\"UIResponder\" sceneMemberID=\"firstResponder\"/>")
        line("            </objects>")
        line(
            "            <point key=\"canvasLocation\" x=\"\(random.int(-400...2400))\" y=\"\(random.int(-200...1600))\"/>"
        )
        line("        </scene>")
    }

    // MARK: - Parts

    /// The XML declaration, the root `document` element and its dependencies.
    private mutating func documentStart(type: String, initial: String?) {
        line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        line(
            """
            <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" \
            propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" \
            colorMatched="YES"\(initialAttribute)>
            """)
        line("    <device id=\"retina6_12\" orientation=\"portrait\" appearance=\"light\"/>")
        line("    <dependencies>")
        line("        <plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"22504\"/>")
        line("        <capability name=\"Safe area layout guides\" minToolsVersion=\"9.0\"/>")
        line("        <capability name=\"System colors in document resources\" minToolsVersion=\"11.0\"/>")
        line("        <capability name=\"documents saved in the Xcode 8 format\" minToolsVersion=\"8.0\"/>")
        line("    </dependencies>")
    }

    /// The resources and the end of the document.
    private mutating func documentEnd() {
        line("    <resources>")
        line("        <systemColor name=\"systemBackgroundColor\">")
        line(
            "            <color white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>"
        )
        line("        </systemColor>")
        line("    </resources>")
        line("</document>")
    }

    /// Labels, images, buttons and stack views with their constraints until the file is within `leaving` bytes of
    /// its planned size.
    private mutating func subviews(indent: String, leaving: Int) {
        let target = (plan.interfaceBytes ?? 0) - leaving
        guard text.utf8.count < target else { return }
        line(indent + "<subviews>")
        var views: [String] = []
        // Each view adds a constraint of about 190 bytes after the subviews.
        while text.utf8.count + views.count * 190 < target {
            let view = newID()
            views.append(view)
            let frame =
                "<rect key=\"frame\" x=\"\(random.int(0...40))\" y=\"\(random.int(0...800))\" "
                + "width=\"\(random.int(40...320))\" height=\"\(random.int(20...60))\"/>"
            switch random.int(0...3) {
            case 0:
                let words =
                    random.chance(10)
                    ? "Terms &amp; conditions"
                    : random.chance(5) ? "Line one&#10;line two" : "\(random.pick(FileWriter.nouns)) title"
                line(
                    indent + "    <label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" "
                        + "horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\" text=\"\(words)\" "
                        + "textAlignment=\"natural\" lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" "
                        + "adjustsFontSizeToFit=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(view)\">"
                )
                line(indent + "        " + frame)
                line(indent + "        <fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")
                line(indent + "        <nil key=\"textColor\"/>")
                line(indent + "        <nil key=\"highlightedColor\"/>")
                line(indent + "    </label>")
            case 1:
                line(
                    indent
                        + "    <imageView clipsSubviews=\"YES\" userInteractionEnabled=\"NO\" contentMode=\"scaleAspectFit\" "
                        + "image=\"\(random.pick(FileWriter.nouns).lowercased())\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(view)\">"
                )
                line(indent + "        " + frame)
                line(indent + "    </imageView>")
            case 2:
                line(
                    indent
                        + "    <button opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" "
                        + "contentVerticalAlignment=\"center\" buttonType=\"system\" lineBreakMode=\"middleTruncation\" "
                        + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(view)\">")
                line(indent + "        " + frame)
                line(indent + "        <state key=\"normal\" title=\"\(random.pick(FileWriter.nouns))\"/>")
                line(indent + "    </button>")
            default:
                line(
                    indent
                        + "    <view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(view)\">"
                )
                line(indent + "        " + frame)
                line(indent + "        <color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>")
                line(indent + "    </view>")
            }
        }
        line(indent + "</subviews>")
        line(indent + "<constraints>")
        for (position, view) in views.enumerated() {
            let attribute = random.pick(["leading", "trailing", "top", "bottom", "centerY"])
            let other = position > 0 ? views[position - 1] : id(0)
            line(
                indent
                    + "    <constraint firstItem=\"\(view)\" firstAttribute=\"\(attribute)\" secondItem=\"\(other)\" "
                    + "secondAttribute=\"\(attribute)\" constant=\"\(random.int(0...24))\" id=\"\(newID())\"/>")
        }
        line(indent + "</constraints>")
    }

    /// `customModule` as Xcode writes it for the app's own classes (inherited from the target, or named).
    private mutating func moduleAttributes() -> String {
        random.chance(85)
            ? " customModule=\"\(Self.moduleName)\" customModuleProvider=\"target\""
            : ""
    }

    /// An Interface Builder object identifier (`abc-de-fgh`) unique in the file.
    private mutating func newID() -> String {
        identifiers += 1
        return id(identifiers + 1)
    }

    /// The identifier with number `number` (0 and 1 are the root view's and the initial controller's).
    private func id(_ number: Int) -> String {
        let alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789".utf8)
        var value = UInt64(number) &* 0x9E37_79B9_7F4A_7C15 ^ plan.seed
        var bytes: [UInt8] = []
        for position in 0..<10 {
            if position == 3 || position == 6 {
                bytes.append(UInt8(ascii: "-"))
                continue
            }
            bytes.append(alphabet[Int(value % UInt64(alphabet.count))])
            value /= UInt64(alphabet.count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func line(_ content: String) {
        text += content
        text += "\n"
    }
}
