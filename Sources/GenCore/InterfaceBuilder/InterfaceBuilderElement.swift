// MARK: - InterfaceBuilderElement

/// The element names `InterfaceBuilderCollector` tells apart, read from a tag's bytes without making a string: most
/// elements of a document (`rect`, `color`, `constraint`, `label`…) are `.other`, and are passed over for the price of
/// a length check.
enum InterfaceBuilderElement: String, CaseIterable {
    case objects, scenes, scene, connections, outlet, outletCollection, action
    case userDefinedRuntimeAttributes, userDefinedRuntimeAttribute, tableViewSection
    case placeholder, customObject, viewControllerPlaceholder
    case tableViewCell, collectionViewCell, collectionReusableView, tableViewHeaderFooterView, tableCellView
    case tableRowView, collectionViewItem
    /// Any other element.
    case other

    /// The element of a tag's name.
    init(_ name: UnsafeBufferPointer<UInt8>) {
        self = .other
        guard name.count < Self.byLength.count else { return }
        for (bytes, element) in Self.byLength[name.count] where bytes.elementsEqual(name) {
            self = element
            return
        }
    }

    /// Whether objects of the element are dequeued or made for each row: cells, reusable views and items.
    var isReusable: Bool {
        switch self {
        case .tableViewCell, .collectionViewCell, .collectionReusableView, .tableViewHeaderFooterView, .tableCellView,
            .tableRowView, .collectionViewItem:
            true
        default:
            false
        }
    }

    /// The names by length, each with its element: a name is compared only with the names of its length.
    private static let byLength: [[(bytes: [UInt8], element: Self)]] = {
        let named = allCases.filter { $0 != .other }
        var table = [[(bytes: [UInt8], element: Self)]](
            repeating: [], count: (named.map(\.rawValue.utf8.count).max() ?? 0) + 1)
        for element in named { table[element.rawValue.utf8.count].append((Array(element.rawValue.utf8), element)) }
        return table
    }()
}
