import Testing
@testable import GenCore

/// The registration factories' `@available` fitted inside the type's, and their generic parameter names.
@Suite struct RegistrationRenderingTests {
    static let iOS14 = Renderer.iOS14

    @Test(arguments: [
        ([], "@available(iOS 14.0, tvOS 14.0, *)"),
        (["@available(iOS 15.0, *)"], "@available(iOS 15.0, tvOS 14.0, *)"),
        (["@available(iOS 14.1, tvOS 13.0, *)"], "@available(iOS 14.1, tvOS 14.0, *)"),
        (["@available(iOS, introduced: 12.0)"], "@available(iOS 14.0, tvOS 14.0, *)"),
        (["@available(iOS, introduced: 16.2, deprecated: 17.0)"], "@available(iOS 16.2, tvOS 14.0, *)"),
        (
            ["@available(iOS 15.0, macCatalyst 16.0, *)", "@available(tvOS, unavailable)"],
            "@available(iOS 15.0, macCatalyst 16.0, *)"
        ),
        (
            ["@available(*, deprecated, message: \"old\")", "@available(swift 5.9)"],
            "@available(iOS 14.0, tvOS 14.0, *)"
        ),
        (["@available(iOS 13, *)"], "@available(iOS 14.0, tvOS 14.0, *)"),
    ])
    func theAttributeIsNeverMoreAvailableThanTheType(_ typeAttributes: [String], _ expected: String) {
        #expect(Self.iOS14.attribute(within: typeAttributes) == expected)
    }

    @Test func noAttributeWhenTheTypeIsUnavailableOnEveryPlatformItNeeds() {
        #expect(Self.iOS14.attribute(within: ["@available(iOS, unavailable)", "@available(tvOS, unavailable)"]) == nil)
    }

    @Test func versionsCompareComponentByComponent() {
        #expect(MemberAvailability.isEarlier("9.0", than: "10.15"))
        #expect(MemberAvailability.isEarlier("14", than: "14.0.1"))
        #expect(!MemberAvailability.isEarlier("14.0", than: "14"))
        #expect(!MemberAvailability.isEarlier("15.0", than: "14.9"))
    }

    static func generated(_ source: String) -> String {
        let file = SourceFile(path: "Cells.swift", bytes: Array(source.utf8))
        return Generator.generate(swiftFiles: [file], interfaceFiles: [], options: GenerationOptions()).output
    }

    @Test func genericParametersNeverShadowTheTypeOrAnOuterGenericParameter() {
        let output = Self.generated(
            """
            import UIKit
            final class Item: UICollectionViewCell, Reusable {}
            enum Outer<Item> { class Grid<Cell>: UICollectionViewCell, Reusable {} }
            class Supplementary: UICollectionReusableView, Reusable {}
            """)
        #expect(
            output.contains(
                """
                static func registration<Item1>(handler: @escaping UICollectionView.CellRegistration<Item, Item1>.Handler) \
                -> UICollectionView.CellRegistration<Item, Item1> {
                """))
        #expect(
            output.contains(
                """
                static func registration<Cell1: Outer.Grid, Item1>(handler: @escaping \
                UICollectionView.CellRegistration<Cell1, Item1>.Handler) -> UICollectionView.CellRegistration<Cell1, Item1> {
                """))
        #expect(
            output.contains(
                """
                static func registration<Supplementary1: Supplementary>(ofKind elementKind: String, handler: @escaping \
                UICollectionView.SupplementaryRegistration<Supplementary1>.Handler) -> \
                UICollectionView.SupplementaryRegistration<Supplementary1> {
                """))
    }

    @Test func onlyTheTopmostReusableAdopterOfACollectionKindGetsARegistration() {
        let output = Self.generated(
            """
            import UIKit
            class CardCell: UICollectionViewCell, Reusable {}
            final class NibCardCell: CardCell, NibLoadable {}
            final class Row: UITableViewCell, Reusable {}
            final class Banner: UIView, NibLoadable {}
            """)
        #expect(output.components(separatedBy: "static func registration").count == 2)
        #expect(output.contains("static func registration<Cell: CardCell, Item>("))
        #expect(output.contains("if let nibType = Cell.self as? any NibLoadable.Type {"))
    }
}
