// MARK: - RealisticFilePlan

/// What file number `index` of the real-shaped app holds: its role, its size and its Interface Builder file;
/// a pure function of the seed and the index, so that any file can find out what an earlier one declares.
struct RealisticFilePlan: Sendable {
    /// What the file declares.
    enum Role: Sendable, Equatable {
        // Adopters with an Interface Builder file of their own.
        case nibTableCell, nibCollectionCell, nibView, storyboardController
        // Adopters built in code.
        case codeTableCell, codeCollectionCell, headerFooterView
        // Classes that adopt no mixin but have a XIB or storyboard (most IB files of real apps).
        case plainTableCellWithXIB, plainCollectionCellWithXIB, plainViewWithXIB, plainControllerWithXIB
        case plainStoryboard
        // Everything else.
        case plainController, plainView, plainCell, service, models, extensions, protocols, utilities

        /// Whether the file's main class adopts a mixin.
        var isAdopter: Bool {
            switch self {
            case .nibTableCell, .nibCollectionCell, .nibView, .storyboardController, .codeTableCell,
                .codeCollectionCell, .headerFooterView:
                true
            default: false
            }
        }

        /// Whether the file comes with a XIB or storyboard.
        var hasInterfaceFile: Bool {
            switch self {
            case .nibTableCell, .nibCollectionCell, .nibView, .storyboardController, .plainTableCellWithXIB,
                .plainCollectionCellWithXIB, .plainViewWithXIB, .plainControllerWithXIB, .plainStoryboard:
                true
            default: false
            }
        }

        /// The suffix of the file's main type name.
        var suffix: String {
            switch self {
            case .nibTableCell, .codeTableCell, .plainTableCellWithXIB, .plainCell: "Cell"
            case .nibCollectionCell, .codeCollectionCell, .plainCollectionCellWithXIB: "CollectionCell"
            case .nibView, .plainViewWithXIB, .plainView: "View"
            case .headerFooterView: "HeaderView"
            case .storyboardController, .plainControllerWithXIB, .plainStoryboard, .plainController: "ViewController"
            case .service: "Service"
            case .models: "Item"
            case .extensions: "+Helpers"
            case .protocols: "Providing"
            case .utilities: "Formatting"
            }
        }
    }

    /// The file's number.
    let index: Int
    /// What it declares.
    let role: Role
    /// The size the Swift file is written to (it stops at the first declaration boundary past it).
    let swiftBytes: Int
    /// The size of its XIB or storyboard, when it has one.
    let interfaceBytes: Int?
    /// The seed of the file's own random choices.
    let seed: UInt64

    /// One file in this many carries the maximum size measured on real apps.
    static let largestFileInterval = 5_000
    /// The maximum Swift file size measured on real apps.
    static let largestFileBytes = 440_000
    /// One Swift file in this many comes with a XIB or storyboard.
    static let interfaceFileInterval = 11

    /// The plan of file `index` of the app with seed `seed`.
    init(index: Int, seed: UInt64) {
        var random = SeededRandom(seed: seed &* 0x9E37_79B9 ^ UInt64(index) &* 0x1000_0000_01B3)
        self.index = index
        let draw = random.int(0...999)
        if index % Self.interfaceFileInterval == 0 {
            // 12 % of the IB files belong to adopters, the rest to classes that adopt nothing.
            role =
                switch draw {
                case 0..<40: .nibTableCell
                case 40..<60: .nibCollectionCell
                case 60..<80: .nibView
                case 80..<120: .storyboardController
                case 120..<300: .plainTableCellWithXIB
                case 300..<400: .plainCollectionCellWithXIB
                case 400..<600: .plainViewWithXIB
                case 600..<780: .plainControllerWithXIB
                default: .plainStoryboard
                }
        } else {
            role =
                switch draw {
                case 0..<7: .codeTableCell
                case 7..<11: .codeCollectionCell
                case 11..<15: .headerFooterView
                case 15..<200: .plainController
                case 200..<330: .plainView
                case 330..<420: .plainCell
                case 420..<520: .service
                case 520..<700: .models
                case 700..<850: .extensions
                case 850..<920: .protocols
                default: .utilities
                }
        }
        let sampled = SizeDistribution.swiftFiles.sample(&random)
        swiftBytes = index % Self.largestFileInterval == Self.largestFileInterval / 2 ? Self.largestFileBytes : sampled
        let interfaceSample = SizeDistribution.interfaceFiles.sample(&random)
        interfaceBytes = role.hasInterfaceFile ? interfaceSample : nil
        self.seed = random.next()
    }

    /// The stem of every name the file declares: `Profile00042`.
    var stem: String { FileWriter.stem(of: index) }

    /// The name of the file's main type.
    var typeName: String {
        role == .extensions ? "\(stem)Helpers" : stem + role.suffix
    }

    /// The Swift file's name, without `.swift`.
    var fileName: String {
        role == .extensions ? "\(stem)+Helpers" : typeName
    }

    /// The nearest earlier file (at most `window` back) whose role is one of `roles`.
    static func nearest(before index: Int, seed: UInt64, roles: [Role], window: Int = 400) -> RealisticFilePlan? {
        var candidate = index - 1
        while candidate >= max(0, index - window) {
            let plan = RealisticFilePlan(index: candidate, seed: seed)
            if roles.contains(plan.role) { return plan }
            candidate -= 1
        }
        return nil
    }
}
