import Testing
import UIKit

/// Table view registration and dequeueing.
@MainActor
struct UIKitTableTests {
    /// A two-index path for row 0.
    let first = IndexPath(row: 0, section: 0)

    /// Class-registered cells are created with `init(style:reuseIdentifier:)`.
    @Test func classRegistrationCreatesCellsThroughStyleInitializer() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(CodeCell.self, forCellReuseIdentifier: "Code")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "Code", for: first) as? CodeCell)
        #expect(cell.createdBy == "init(style:reuseIdentifier:)")
        #expect(cell.reuseIdentifier == "Code")
        #expect(cell.titleLabel.superview === cell.contentView)
        #expect(cell.contentView.constraints.count == 2)
    }

    /// A cell without initializers is created as its own class.
    @Test func cellWithoutInitializersIsCreatedAsItsOwnClass() {
        let table = UITableView()
        table.register(PlainCell.self, forCellReuseIdentifier: "Plain")
        let cell = table.dequeueReusableCell(withIdentifier: "Plain", for: first)
        #expect(type(of: cell) == PlainCell.self)
        #expect(cell.reuseIdentifier == "Plain")
    }

    /// Each dequeue returns a new cell.
    @Test func everyDequeueCreatesANewInstance() {
        let table = UITableView()
        table.register(PlainCell.self, forCellReuseIdentifier: "Plain")
        let one = table.dequeueReusableCell(withIdentifier: "Plain", for: first)
        let two = table.dequeueReusableCell(withIdentifier: "Plain", for: first)
        #expect(one !== two)
    }

    /// Nib-registered cells are created with `init?(coder:)` from the right bundle.
    @Test func nibRegistrationCreatesCellsThroughCoderAndAwakes() throws {
        let bundle = Bundle(for: NibCell.self)
        StandInRegistry.registerNib(named: "TableNibCell", in: bundle, StandInNib(rootObjects: [CoderNibCell.self]))
        let table = UITableView()
        table.register(UINib(nibName: "TableNibCell", bundle: bundle), forCellReuseIdentifier: "Nib")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "Nib") as? CoderNibCell)
        #expect(cell.createdBy == "init(coder:)")
        #expect(cell.reuseIdentifier == "Nib")
        #expect(StandInRegistry.log.last == .nibInstantiated(name: "TableNibCell", bundlePath: bundle.bundlePath, owner: nil))
    }

    /// Nib cells receive `awakeFromNib()`.
    @Test func nibCellReceivesAwakeFromNib() throws {
        StandInRegistry.registerNib(named: "AwakeCell", in: nil, StandInNib(rootObjects: [NibCell.self], reuseIdentifier: "Awake"))
        let table = UITableView()
        table.register(UINib(nibName: "AwakeCell", bundle: nil), forCellReuseIdentifier: "Awake")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "Awake", for: first) as? NibCell)
        #expect(cell.didAwake)
    }

    /// Registering an identifier again replaces the class or nib.
    @Test func laterRegistrationReplacesEarlierOne() throws {
        StandInRegistry.registerNib(named: "ReplacedCell", in: nil, StandInNib(rootObjects: [NibCell.self]))
        let table = UITableView()
        table.register(UINib(nibName: "ReplacedCell", bundle: nil), forCellReuseIdentifier: "Cell")
        table.register(CodeCell.self, forCellReuseIdentifier: "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Cell", for: first) is CodeCell)
        table.register(PlainCell.self, forCellReuseIdentifier: "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Cell", for: first) is PlainCell)
        table.register(UINib(nibName: "ReplacedCell", bundle: nil), forCellReuseIdentifier: "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Cell", for: first) is NibCell)
    }

    /// Registering `nil` (class or nib) unregisters.
    @Test func registeringNilUnregisters() {
        let table = UITableView()
        table.register(PlainCell.self, forCellReuseIdentifier: "Gone")
        table.register(nil as AnyClass?, forCellReuseIdentifier: "Gone")
        #expect(table.dequeueReusableCell(withIdentifier: "Gone") == nil)
        #expect(table.__standInCellRegistration(forIdentifier: "Gone") == nil)
        table.register(UINib(nibName: "Any", bundle: nil), forCellReuseIdentifier: "Gone")
        table.register(nil as UINib?, forCellReuseIdentifier: "Gone")
        #expect(table.dequeueReusableCell(withIdentifier: "Gone") == nil)
    }

    /// Dequeueing without an index path gives `nil` when unregistered.
    @Test func dequeueWithoutIndexPathReturnsNilWhenUnregistered() {
        #expect(UITableView().dequeueReusableCell(withIdentifier: "Nothing") == nil)
    }

    /// The registration hook reports the class or the nib with its name and bundle.
    @Test func registrationHookReportsClassOrNib() throws {
        let table = UITableView()
        table.register(PlainCell.self, forCellReuseIdentifier: "A")
        table.register(UINib(nibName: "BNib", bundle: .main), forCellReuseIdentifier: "B")
        guard case .class(let type)? = table.__standInCellRegistration(forIdentifier: "A") else {
            Issue.record("expected a class registration")
            return
        }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(PlainCell.self))
        guard case .nib(let nib)? = table.__standInCellRegistration(forIdentifier: "B") else {
            Issue.record("expected a nib registration")
            return
        }
        #expect(nib.__standInNibName == "BNib")
        #expect(nib.__standInBundle === Bundle.main)
    }

    /// Class-registered header-footer views are created with `init(reuseIdentifier:)`.
    @Test func headerFooterClassRegistrationUsesReuseIdentifierInitializer() throws {
        let table = UITableView()
        table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") as? SectionHeader)
        #expect(header.createdBy == "init(reuseIdentifier:)")
        #expect(header.reuseIdentifier == "Header")
        table.register(PlainHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") is PlainHeader)
    }

    /// Nib-registered header-footer views are created with `init?(coder:)`.
    @Test func headerFooterNibRegistrationUsesCoder() throws {
        StandInRegistry.registerNib(named: "SectionHeader", in: nil, StandInNib(rootObjects: [SectionHeader.self]))
        let table = UITableView()
        table.register(UINib(nibName: "SectionHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "H")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "H") as? SectionHeader)
        #expect(header.createdBy == "init(coder:)")
        #expect(header.reuseIdentifier == "H")
    }

    /// Unregistered header-footer identifiers give `nil`.
    @Test func headerFooterUnregisteredOrRemovedIsNil() {
        let table = UITableView()
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "H") == nil)
        table.register(PlainHeader.self, forHeaderFooterViewReuseIdentifier: "H")
        table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "H")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "H") == nil)
    }

    /// The IndexPath overlay reads and writes the two indices.
    @Test func indexPathOverlay() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        path.row = 5
        #expect(path == IndexPath(item: 5, section: 1))
    }
}
