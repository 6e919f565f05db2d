import Testing
@testable import GenCore

// MARK: - CallSiteScannerTests

/// Every call-site form the scanner recognises (and the look-alikes it must not), one row each, with the exact
/// site it yields written as one line: kind, class, line:column, then the parts that were found.
@Suite struct CallSiteScannerTests {
    /// One line per site: `kind Type line:col` then `recv=…`, `args=…`, `id=…`, `nib=…`, `cast=…`, `bind=…`, `if=…`
    /// for the parts present, each byte range shown as the source text it covers.
    static func describe(_ site: CallSite, in file: SourceFile) -> String {
        var parts = [
            "\(site.kind.rawValue) \(site.typeName.isEmpty ? "-" : site.typeName) \(site.location.line):\(site.location.column)"
        ]
        if let receiver = site.receiver { parts.append("recv=\(file.text(receiver))") }
        if !site.arguments.isEmpty {
            parts.append(
                "args=" + site.arguments.map { "\($0.label ?? "_"):\(file.text($0.value))" }.joined(separator: "|"))
        }
        if let identifier = site.identifier { parts.append("id=\(describe(identifier))") }
        if let nib = site.nib {
            switch nib {
            case .initializer(let name, let bundle): parts.append("nib=\(describe(name)),\(bundle ?? "none")")
            case .member(let type): parts.append("nib=\(type).nib")
            case .variable(let name): parts.append("nib=var(\(name))")
            case .other: parts.append("nib=other")
            }
        }
        if let cast = site.cast { parts.append("cast=\(cast.isForced ? "!" : "?")\(cast.typeName)") }
        if let binding = site.binding {
            parts.append("bind=\(binding.form.rawValue)\(binding.annotation.map { ":" + $0 } ?? "")")
        }
        if !site.conditions.isEmpty { parts.append("if=\(site.conditions.joined(separator: ";"))") }
        if site.isClassForCoder { parts.append("classForCoder") }
        parts.append("[\(file.text(site.range))]")
        return parts.joined(separator: " ")
    }

    static func describe(_ identifier: CallSite.Identifier) -> String {
        switch identifier {
        case .literal(let value): "\"\(value)\""
        case .describing(let type): "describing(\(type))"
        case .member(let type, let name): "\(type).\(name)"
        case .variable(let name): "var(\(name))"
        case .rawValue(let type, let name): "\(type).\(name).rawValue"
        case .fromClass(let type): "NSStringFromClass(\(type))"
        case .other: "other"
        }
    }

    static func sites(_ source: String) -> [String] {
        let file = SourceFile(path: "F.swift", text: source)
        return CallSiteScanner.scan(file).map { describe($0, in: file) }
    }

    static let cases: [(source: String, expected: [String])] = [
        // MARK: typed register
        (
            "tableView.register(cellType: ProfileCell.self)",
            [
                "typedRegister ProfileCell 1:1 recv=tableView args=cellType:ProfileCell.self [tableView.register(cellType: ProfileCell.self)]"
            ]
        ),
        (
            "self.tableView?.register(headerFooterViewType: Outer.Header.self)",
            [
                "typedRegister Outer.Header 1:1 recv=self.tableView? args=headerFooterViewType:Outer.Header.self [self.tableView?.register(headerFooterViewType: Outer.Header.self)]"
            ]
        ),
        (
            "$0.register(supplementaryViewType: Sup.self, ofKind: UICollectionView.elementKindSectionHeader)",
            [
                "typedRegister Sup 1:1 recv=$0 args=supplementaryViewType:Sup.self|ofKind:UICollectionView.elementKindSectionHeader [$0.register(supplementaryViewType: Sup.self, ofKind: UICollectionView.elementKindSectionHeader)]"
            ]
        ),
        (
            "ProfileCell.register(in: tableView)",
            ["typedRegister ProfileCell 1:1 recv=ProfileCell args=in:tableView [ProfileCell.register(in: tableView)]"]
        ),
        (
            "tableView.register(cellType: cellClass)",
            ["typedRegister - 1:1 recv=tableView args=cellType:cellClass [tableView.register(cellType: cellClass)]"]
        ),
        // MARK: typed dequeue
        (
            "let c = tableView.dequeueReusableCell(for: indexPath, cellType: ProfileCell.self)",
            [
                "typedDequeue ProfileCell 1:9 recv=tableView args=for:indexPath|cellType:ProfileCell.self bind=declaration [tableView.dequeueReusableCell(for: indexPath, cellType: ProfileCell.self)]"
            ]
        ),
        (
            "let c: ProfileCell = tableView.dequeueReusableCell(for: indexPath)",
            [
                "typedDequeue ProfileCell 1:22 recv=tableView args=for:indexPath bind=declaration:ProfileCell [tableView.dequeueReusableCell(for: indexPath)]"
            ]
        ),
        (
            "return tableView.dequeueReusableCell(for: indexPath)",
            ["typedDequeue - 1:8 recv=tableView args=for:indexPath [tableView.dequeueReusableCell(for: indexPath)]"]
        ),
        (
            "let h = tableView.dequeueReusableHeaderFooterView(Header.self)",
            [
                "typedDequeue Header 1:9 recv=tableView args=_:Header.self bind=declaration [tableView.dequeueReusableHeaderFooterView(Header.self)]"
            ]
        ),
        (
            "let h: Header? = tableView.dequeueReusableHeaderFooterView()",
            [
                "typedDequeue Header 1:18 recv=tableView bind=declaration:Header? [tableView.dequeueReusableHeaderFooterView()]"
            ]
        ),
        (
            "cv.dequeueReusableSupplementaryView(ofKind: kind, for: ip, viewType: Sup.self)",
            [
                "typedDequeue Sup 1:1 recv=cv args=ofKind:kind|for:ip|viewType:Sup.self [cv.dequeueReusableSupplementaryView(ofKind: kind, for: ip, viewType: Sup.self)]"
            ]
        ),
        (
            "let s: Sup = cv.dequeueReusableSupplementaryView(ofKind: kind, for: ip)",
            [
                "typedDequeue Sup 1:14 recv=cv args=ofKind:kind|for:ip bind=declaration:Sup [cv.dequeueReusableSupplementaryView(ofKind: kind, for: ip)]"
            ]
        ),
        (
            "ProfileCell.dequeue(from: tableView, for: indexPath)",
            [
                "typedDequeue ProfileCell 1:1 recv=ProfileCell args=from:tableView|for:indexPath [ProfileCell.dequeue(from: tableView, for: indexPath)]"
            ]
        ),
        (
            "let c: Cell = tableView.dequeue(for: indexPath)",
            [
                "typedDequeue Cell 1:15 recv=tableView args=for:indexPath bind=declaration:Cell [tableView.dequeue(for: indexPath)]"
            ]
        ),
        ("queue.dequeue(for: x)", []),
        // MARK: nibs, loading, instantiating
        (
            "let v = ProfileView.loadFromNib()",
            ["loadFromNib ProfileView 1:9 recv=ProfileView bind=declaration [ProfileView.loadFromNib()]"]
        ),
        (
            "let v: ProfileView = .loadFromNib()",
            ["loadFromNib ProfileView 1:22 bind=declaration:ProfileView [.loadFromNib()]"]
        ),
        ("view.loadFromNib()", []),
        ("let n = ProfileCell.nib", ["nibReference ProfileCell 1:9 recv=ProfileCell [ProfileCell.nib]"]),
        (
            "final class Cell: UITableViewCell {\n  static func make() -> UINib { Self.nib }\n}",
            ["nibReference Cell 2:33 recv=Self [Self.nib]"]
        ),
        (
            "extension Outer.Cell {\n  func f() { _ = Self.nib }\n}",
            ["nibReference Outer.Cell 2:18 recv=Self [Self.nib]"]
        ),
        (
            "struct Outer { class Inner: UIView { let x = Self.nib } }",
            ["nibReference Outer.Inner 1:46 recv=Self [Self.nib]"]
        ),
        ("static var nib: UINib { UINib(nibName: \"A\", bundle: nil) }", []),
        (
            "let v = ProfileViewController.instantiate()",
            [
                "instantiate ProfileViewController 1:9 recv=ProfileViewController bind=declaration [ProfileViewController.instantiate()]"
            ]
        ),
        (
            "let v = VC.instantiate(creator: { VC(coder: $0) })",
            [
                "instantiate VC 1:9 recv=VC args=creator:{ VC(coder: $0) } bind=declaration [VC.instantiate(creator: { VC(coder: $0) })]"
            ]
        ),
        ("let o = nib.instantiate(withOwner: nil)", []),
        ("let o = UINib(nibName: \"A\", bundle: nil).instantiate(withOwner: nil)", []),
        // MARK: UIKit by identifier
        (
            "tableView.register(StatusCell.self, forCellReuseIdentifier: String(describing: StatusCell.self))",
            [
                "registerByIdentifier StatusCell 1:1 recv=tableView args=_:StatusCell.self|forCellReuseIdentifier:String(describing: StatusCell.self) id=describing(StatusCell) [tableView.register(StatusCell.self, forCellReuseIdentifier: String(describing: StatusCell.self))]"
            ]
        ),
        (
            "tableView.register(Header.self, forHeaderFooterViewReuseIdentifier: \"Header\")",
            [
                "registerByIdentifier Header 1:1 recv=tableView args=_:Header.self|forHeaderFooterViewReuseIdentifier:\"Header\" id=\"Header\" [tableView.register(Header.self, forHeaderFooterViewReuseIdentifier: \"Header\")]"
            ]
        ),
        (
            "cv.register(\n  Cell.self,\n  forCellWithReuseIdentifier: Cell.reuseIdentifier\n)",
            [
                "registerByIdentifier Cell 1:1 recv=cv args=_:Cell.self|forCellWithReuseIdentifier:Cell.reuseIdentifier id=Cell.reuseIdentifier [cv.register(\n  Cell.self,\n  forCellWithReuseIdentifier: Cell.reuseIdentifier\n)]"
            ]
        ),
        (
            "cv.register(Sup.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.supID)",
            [
                "registerByIdentifier Sup 1:1 recv=cv args=_:Sup.self|forSupplementaryViewOfKind:kind|withReuseIdentifier:Self.supID id=other [cv.register(Sup.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.supID)]"
            ]
        ),
        (
            "class VC { func f() { cv.register(Sup.self, forSupplementaryViewOfKind: k, withReuseIdentifier: Self.supID) } }",
            [
                "registerByIdentifier Sup 1:23 recv=cv args=_:Sup.self|forSupplementaryViewOfKind:k|withReuseIdentifier:Self.supID id=VC.supID [cv.register(Sup.self, forSupplementaryViewOfKind: k, withReuseIdentifier: Self.supID)]"
            ]
        ),
        (
            "tableView.register(cellClass, forCellReuseIdentifier: cellId)",
            [
                "registerByIdentifier - 1:1 recv=tableView args=_:cellClass|forCellReuseIdentifier:cellId id=var(cellId) [tableView.register(cellClass, forCellReuseIdentifier: cellId)]"
            ]
        ),
        (
            "register(Cell.self, forCellReuseIdentifier: \"Cell\")",
            [
                "registerByIdentifier Cell 1:1 args=_:Cell.self|forCellReuseIdentifier:\"Cell\" id=\"Cell\" [register(Cell.self, forCellReuseIdentifier: \"Cell\")]"
            ]
        ),
        ("func register(_ c: AnyClass?, forCellReuseIdentifier id: String) {}", []),
        // Issue 39: the Objective-C-era spelling of the class, and parentheses around the metatype.
        (
            "tableView.register(SubredditCellView.classForCoder(), forCellReuseIdentifier: \"sub\")",
            [
                "registerByIdentifier SubredditCellView 1:1 recv=tableView args=_:SubredditCellView.classForCoder()|forCellReuseIdentifier:\"sub\" id=\"sub\" classForCoder [tableView.register(SubredditCellView.classForCoder(), forCellReuseIdentifier: \"sub\")]"
            ]
        ),
        (
            "cv.register((Outer.Cell.self.classForCoder()), forCellWithReuseIdentifier: \"c\")",
            [
                "registerByIdentifier Outer.Cell 1:1 recv=cv args=_:(Outer.Cell.self.classForCoder())|forCellWithReuseIdentifier:\"c\" id=\"c\" classForCoder [cv.register((Outer.Cell.self.classForCoder()), forCellWithReuseIdentifier: \"c\")]"
            ]
        ),
        (
            "tableView.register(cell.classForCoder(), forCellReuseIdentifier: \"c\")",
            [
                "registerByIdentifier - 1:1 recv=tableView args=_:cell.classForCoder()|forCellReuseIdentifier:\"c\" id=\"c\" [tableView.register(cell.classForCoder(), forCellReuseIdentifier: \"c\")]"
            ]
        ),
        (
            "tableView.register((Cell.self), forCellReuseIdentifier: \"Cell\")",
            [
                "registerByIdentifier Cell 1:1 recv=tableView args=_:(Cell.self)|forCellReuseIdentifier:\"Cell\" id=\"Cell\" [tableView.register((Cell.self), forCellReuseIdentifier: \"Cell\")]"
            ]
        ),
        (
            "tableView.register(cellType: ((Cell.self)))",
            [
                "typedRegister Cell 1:1 recv=tableView args=cellType:((Cell.self)) [tableView.register(cellType: ((Cell.self)))]"
            ]
        ),
        (
            "tableView.register((A.self, B.self).0, forCellReuseIdentifier: \"Cell\")",
            [
                "registerByIdentifier - 1:1 recv=tableView args=_:(A.self, B.self).0|forCellReuseIdentifier:\"Cell\" id=\"Cell\" [tableView.register((A.self, B.self).0, forCellReuseIdentifier: \"Cell\")]"
            ]
        ),
        (
            "tableView.register(UINib(nibName: \"EpisodeCell\", bundle: nil), forCellReuseIdentifier: \"EpisodeCellID\")",
            [
                "registerNibByIdentifier EpisodeCell 1:1 recv=tableView args=_:UINib(nibName: \"EpisodeCell\", bundle: nil)|forCellReuseIdentifier:\"EpisodeCellID\" id=\"EpisodeCellID\" nib=\"EpisodeCell\",nil [tableView.register(UINib(nibName: \"EpisodeCell\", bundle: nil), forCellReuseIdentifier: \"EpisodeCellID\")]"
            ]
        ),
        (
            "tv.register(UINib.init(nibName: String(describing: A.self), bundle: Bundle(for: A.self)), forCellReuseIdentifier: \"A\")",
            [
                "registerNibByIdentifier A 1:1 recv=tv args=_:UINib.init(nibName: String(describing: A.self), bundle: Bundle(for: A.self))|forCellReuseIdentifier:\"A\" id=\"A\" nib=describing(A),Bundle(for: A.self) [tv.register(UINib.init(nibName: String(describing: A.self), bundle: Bundle(for: A.self)), forCellReuseIdentifier: \"A\")]"
            ]
        ),
        (
            "tv.register(A.nib, forCellReuseIdentifier: A.reuseIdentifier)",
            [
                "registerNibByIdentifier A 1:1 recv=tv args=_:A.nib|forCellReuseIdentifier:A.reuseIdentifier id=A.reuseIdentifier nib=A.nib [tv.register(A.nib, forCellReuseIdentifier: A.reuseIdentifier)]",
                "nibReference A 1:13 recv=A [A.nib]",
            ]
        ),
        (
            "cv.register(nib, forCellWithReuseIdentifier: \"A\")",
            [
                "registerNibByIdentifier - 1:1 recv=cv args=_:nib|forCellWithReuseIdentifier:\"A\" id=\"A\" nib=var(nib) [cv.register(nib, forCellWithReuseIdentifier: \"A\")]"
            ]
        ),
        (
            "let cell = tableView.dequeueReusableCell(withIdentifier: String(describing: StatusCell.self), for: indexPath) as! StatusCell",
            [
                "dequeueByIdentifier StatusCell 1:12 recv=tableView args=withIdentifier:String(describing: StatusCell.self)|for:indexPath id=describing(StatusCell) cast=!StatusCell bind=declaration [tableView.dequeueReusableCell(withIdentifier: String(describing: StatusCell.self), for: indexPath) as! StatusCell]"
            ]
        ),
        (
            "guard let cell = tableView.dequeueReusableCell(withIdentifier: \"A\", for: ip) as? A else { fatalError() }",
            [
                "dequeueByIdentifier A 1:18 recv=tableView args=withIdentifier:\"A\"|for:ip id=\"A\" cast=?A bind=guardLet [tableView.dequeueReusableCell(withIdentifier: \"A\", for: ip) as? A]"
            ]
        ),
        (
            "if let x = y, let cell = tableView.dequeueReusableCell(withIdentifier: \"A\") as? A { }",
            [
                "dequeueByIdentifier A 1:26 recv=tableView args=withIdentifier:\"A\" id=\"A\" cast=?A bind=ifLet [tableView.dequeueReusableCell(withIdentifier: \"A\") as? A]"
            ]
        ),
        (
            "let cell = tableView.dequeueReusableCell(withIdentifier: \"A\", for: ip)\n    as! A",
            [
                "dequeueByIdentifier A 1:12 recv=tableView args=withIdentifier:\"A\"|for:ip id=\"A\" cast=!A bind=declaration [tableView.dequeueReusableCell(withIdentifier: \"A\", for: ip)\n    as! A]"
            ]
        ),
        (
            "return tableView.dequeueReusableCell(withIdentifier: id, for: ip)",
            [
                "dequeueByIdentifier - 1:8 recv=tableView args=withIdentifier:id|for:ip id=var(id) [tableView.dequeueReusableCell(withIdentifier: id, for: ip)]"
            ]
        ),
        (
            "let c = cv.dequeueReusableCell(withReuseIdentifier: \"P\", for: ip) as! Outer.P",
            [
                "dequeueByIdentifier Outer.P 1:9 recv=cv args=withReuseIdentifier:\"P\"|for:ip id=\"P\" cast=!Outer.P bind=declaration [cv.dequeueReusableCell(withReuseIdentifier: \"P\", for: ip) as! Outer.P]"
            ]
        ),
        (
            "let h = tv.dequeueReusableHeaderFooterView(withIdentifier: \"H\\(i)\") as? H",
            [
                "dequeueByIdentifier H 1:9 recv=tv args=withIdentifier:\"H\\(i)\" id=other cast=?H bind=declaration [tv.dequeueReusableHeaderFooterView(withIdentifier: \"H\\(i)\") as? H]"
            ]
        ),
        (
            "let s = cv.dequeueReusableSupplementaryView(ofKind: k, withReuseIdentifier: NSStringFromClass(S.self), for: ip) as! S",
            [
                "dequeueByIdentifier S 1:9 recv=cv args=ofKind:k|withReuseIdentifier:NSStringFromClass(S.self)|for:ip id=NSStringFromClass(S) cast=!S bind=declaration [cv.dequeueReusableSupplementaryView(ofKind: k, withReuseIdentifier: NSStringFromClass(S.self), for: ip) as! S]"
            ]
        ),
        (
            "tv.register(C.self, forCellReuseIdentifier: CellID.profile.rawValue)",
            [
                "registerByIdentifier C 1:1 recv=tv args=_:C.self|forCellReuseIdentifier:CellID.profile.rawValue id=CellID.profile.rawValue [tv.register(C.self, forCellReuseIdentifier: CellID.profile.rawValue)]"
            ]
        ),
        (
            "tv.register(C.self, forCellReuseIdentifier: \"\\(C.self)\")",
            [
                "registerByIdentifier C 1:1 recv=tv args=_:C.self|forCellReuseIdentifier:\"\\(C.self)\" id=describing(C) [tv.register(C.self, forCellReuseIdentifier: \"\\(C.self)\")]"
            ]
        ),
        (
            "final class VC { func f() { tv.register(C.self, forCellReuseIdentifier: self.cellId) } }",
            [
                "registerByIdentifier C 1:29 recv=tv args=_:C.self|forCellReuseIdentifier:self.cellId id=VC.cellId [tv.register(C.self, forCellReuseIdentifier: self.cellId)]"
            ]
        ),
        (
            "let c = try await ui.seasonsTableView.dequeueReusableCell(withIdentifier: VC.cellId, for: ip) as! C",
            [
                "dequeueByIdentifier C 1:19 recv=ui.seasonsTableView args=withIdentifier:VC.cellId|for:ip id=VC.cellId cast=!C bind=declaration [ui.seasonsTableView.dequeueReusableCell(withIdentifier: VC.cellId, for: ip) as! C]"
            ]
        ),
        (
            "let c = views[0].table.dequeueReusableCell(withIdentifier: \"A\") as! A",
            [
                "dequeueByIdentifier A 1:9 recv=views[0].table args=withIdentifier:\"A\" id=\"A\" cast=!A bind=declaration [views[0].table.dequeueReusableCell(withIdentifier: \"A\") as! A]"
            ]
        ),
        // MARK: conditions and look-alikes
        (
            "#if os(iOS)\ntv.register(cellType: A.self)\n#else\ntv.register(cellType: B.self)\n#endif",
            [
                "typedRegister A 2:1 recv=tv args=cellType:A.self if=os(iOS) [tv.register(cellType: A.self)]",
                "typedRegister B 4:1 recv=tv args=cellType:B.self if=!os(iOS) [tv.register(cellType: B.self)]",
            ]
        ),
        ("// tableView.register(cellType: A.self)\nlet s = \"tableView.register(cellType: A.self)\"", []),
        ("tableView.register(A.self, forDecorationViewOfKind: \"d\")", []),
        ("tableView.register(", []),
    ]

    @Test(arguments: cases.indices)
    func recognisesForm(_ position: Int) {
        let (source, expected) = Self.cases[position]
        #expect(Self.sites(source) == expected, "\(source)")
    }

    @Test func aDeclarationOfClassForCoderIsFound() {
        func declares(_ text: String) -> Bool {
            CallSiteScanner.declaresClassForCoder(in: SourceFile(path: "F.swift", text: text))
        }
        #expect(declares("override var  classForCoder: AnyClass { Other.self }"))
        #expect(declares("override class func classForCoder() -> AnyClass { Other.self }"))
        #expect(!declares("tableView.register(Cell.classForCoder(), forCellReuseIdentifier: \"c\")"))
        #expect(!declares("let x = y.classForCoder()"))
        #expect(!declares("let classForCoderName = 1"))
        // Comments and strings are not code.
        #expect(!declares("// override var classForCoder: AnyClass { Other.self }"))
        #expect(!declares("let doc = \"override func classForCoder() -> AnyClass\""))
    }

    @Test func indexMatchesByLastComponentAndKind() {
        let file = SourceFile(
            path: "F.swift",
            text: """
                tv.register(cellType: Outer.Cell.self)
                let c: Cell = tv.dequeueReusableCell(for: ip)
                let v = Other.loadFromNib()
                """)
        let index = CallSiteIndex(CallSiteScanner.scan(file))
        #expect(index.sites(of: "Cell").map(\.kind) == [.typedRegister, .typedDequeue])
        #expect(index.sites(of: "Outer.Cell").count == 2)
        #expect(index.sites(of: "Other").map(\.kind) == [.loadFromNib])
        #expect(index.sites(of: "Missing").isEmpty)
    }

    @Test func modelCollectsTheSitesOfEveryFileSorted() {
        let files = [
            SourceFile(path: "B.swift", text: "tv.register(cellType: A.self)"),
            SourceFile(path: "A.swift", text: "\n\nlet a = A.loadFromNib()"),
        ]
        let model = ModelBuilder.build(scanEveryFile(files), options: GenerationOptions())
        #expect(
            model.callSites.all.map { "\($0.location.path):\($0.location.line) \($0.kind.rawValue)" }
                == ["A.swift:3 loadFromNib", "B.swift:1 typedRegister"])
    }

    /// The scan looks for sites only in files where an identifier names a site's method; the test reads the
    /// same words the pass reads, so a word the pass acts on can never be missed by the look-ahead.
    @Test(arguments: [
        ("nib", true), ("dequeue", true), ("register", true), ("loadFromNib", true), ("instantiate", true),
        ("dequeueReusableCell", true), ("dequeueReusableHeaderFooterView", true),
        ("dequeueReusableSupplementaryView", true),
        ("Nib", false), ("nibs", false), ("registerCell", false), ("`register`", false), ("dequeueReusable", false),
        ("instantiateInitial", false), ("loadFromNibs", false), ("register_", false), ("protocol", false),
    ])
    func siteWords(word: String, namesMethod: Bool) {
        let source = "let x = 1\nfoo.\(word)(1) // register\n\"dequeue(\""
        var significant = SignificantTokens(byteCount: source.utf8.count)
        let file = SourceFile(path: "F.swift", text: source)
        _ = Lexer.lex(file, into: &significant)
        let found = significant.consume { tokens, _ in
            file.bytes.withUnsafeBufferPointer { CallSiteScanner.namesMethod(bytes: $0, tokens: tokens) }
        }
        #expect(found == namesMethod)
        let spelled = CallSiteScanner.Method.allCases.map { "\($0)" }
        #expect(spelled.contains(word) == namesMethod)
    }

    @Test func deeplyNestedCallsStayLinear() {
        let depth = 5_000
        let source =
            String(repeating: "tv.register(cellType: ", count: depth) + "A.self" + String(repeating: ")", count: depth)
        let sites = CallSiteScanner.scan(SourceFile(path: "F.swift", text: source))
        // Only the innermost calls fit `maximumArgumentTokens` (7 tokens a level); the outer ones are too long to be sites.
        #expect(sites.count == CallSiteScanner.maximumArgumentTokens / 7)
        #expect(sites.last?.typeName == "A")
        #expect(sites.dropLast().allSatisfy { $0.typeName.isEmpty })
    }
}
