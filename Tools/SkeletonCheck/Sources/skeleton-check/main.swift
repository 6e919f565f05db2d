import Foundation
import SwiftParser
import SwiftSyntax

// skeleton-check: does reusable-gen's generated file compile together with a real app's own declarations?
// See README.md beside Package.swift.

// MARK: - Options

/// The command line.
struct Options {
    /// The app folder.
    var app = ""
    /// Folders (or files) under the app folder to scan; the app folder itself when empty.
    var folders: [String] = []
    /// The reusable-gen executables to check (the skeleton is built once for all of them).
    var tools: [String] = []
    /// The repository root (for the stand-in modules' sources).
    var repository = ""
    /// Where the skeleton, stand-in modules and generated file are written.
    var work = ""
    /// Path substrings whose files are left out of both the generator's input and the skeleton.
    var excludes: [String] = []
    /// Extra arguments passed to reusable-gen.
    var generatorArguments: [String] = []
    /// The language modes to check in.
    var swiftVersions = ["5", "6"]
    /// Whether to print every repair and every remaining skeleton error.
    var verbose = false

    static let usage = """
        usage: skeleton-check <app-folder> --tool PATH... --repository PATH [--work DIR] [--exclude SUBSTRING]...
                              [--gen-arg ARG]... [--swift-version 6|5|both] [--verbose] [-- folders…]
        """

    /// Parses the arguments; exits with status 64 on a usage error.
    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var index = 0
        var positional: [String] = []
        func value() -> String {
            index += 1
            guard index < arguments.count else { fail("missing value for \(arguments[index - 1])") }
            return arguments[index]
        }
        func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("skeleton-check: \(message)\n\(usage)\n".utf8))
            exit(64)
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--tool": options.tools.append(value())
            case "--repository": options.repository = value()
            case "--work": options.work = value()
            case "--exclude": options.excludes.append(value())
            case "--gen-arg": options.generatorArguments.append(value())
            case "--swift-version":
                let version = value()
                options.swiftVersions = version == "both" ? ["5", "6"] : [version]
            case "--verbose": options.verbose = true
            case "--":
                positional += arguments[(index + 1)...]
                index = arguments.count
                continue
            default:
                if argument.hasPrefix("--") { fail("unknown option \(argument)") }
                positional.append(argument)
            }
            index += 1
        }
        guard let app = positional.first else { fail("missing app folder") }
        options.app = URL(fileURLWithPath: app).standardizedFileURL.path
        options.folders = Array(positional.dropFirst())
        if options.tools.isEmpty || options.repository.isEmpty { fail("--tool and --repository are required") }
        if options.work.isEmpty {
            options.work = NSTemporaryDirectory() + "skeleton-check-" + URL(fileURLWithPath: app).lastPathComponent
        }
        return options
    }
}

// MARK: - Inputs

/// The app's input files: Swift sources for the skeleton, and the same files plus XIBs and storyboards for the tool.
func inputFiles(_ options: Options) -> (swift: [String], all: [String]) {
    var swift: [String] = []
    var all: [String] = []
    let roots = options.folders.isEmpty ? ["."] : options.folders
    for root in roots {
        let rootPath = root == "." ? options.app : options.app + "/" + root
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: rootPath, isDirectory: &isDirectory) else {
            FileHandle.standardError.write(Data("skeleton-check: no such folder \(rootPath)\n".utf8))
            exit(64)
        }
        var paths: [String] = []
        if isDirectory.boolValue {
            let enumerator = FileManager.default.enumerator(atPath: rootPath)
            while let relative = enumerator?.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
                    enumerator?.skipDescendants()
                    continue
                }
                paths.append(rootPath + "/" + relative)
            }
        } else {
            paths.append(rootPath)
        }
        for path in paths.sorted() {
            if options.excludes.contains(where: { path.dropFirst(options.app.count).contains($0) }) { continue }
            if path.hasSuffix(".swift") {
                swift.append(path)
                all.append(path)
            } else if path.hasSuffix(".xib") || path.hasSuffix(".storyboard") {
                all.append(path)
            }
        }
    }
    return (swift, all)
}

// MARK: - Skeleton

/// The mixin protocols: removing one from an inheritance clause is a repair that touches what is measured.
let mixinNames: Set<String> = [
    "Reusable", "NibLoadable", "NibReusable", "NibOwnerLoadable", "StoryboardBased", "StoryboardSceneBased",
    "ReusableView",
]

/// Members whose names the generated code may use or redeclare: dropping one is a repair that touches what is
/// measured.
func isMixinMember(_ name: String) -> Bool {
    let exact: Set<String> = [
        "reuseIdentifier", "nib", "nibName", "nibBundle", "sceneStoryboard", "sceneIdentifier", "storyboard",
        "loadFromNib", "loadNibContent", "instantiate",
    ]
    return exact.contains(name) || name.hasPrefix("register") || name.hasPrefix("dequeue")
}

/// The generated file's identifiers, to tell whether a declaration left out of the skeleton is one it names.
nonisolated(unsafe) var generatedIdentifiers: Set<String> = []

/// Whether the generated file names `name`.
func namedInGenerated(_ name: String) -> Bool { generatedIdentifiers.contains(name) }

/// A parsed source file.
struct ParsedFile {
    /// The absolute path.
    var path: String
    /// The path relative to the app folder.
    var relativePath: String
    /// The syntax tree.
    var tree: SourceFileSyntax
}

/// The skeleton as written for one set of repairs.
struct Skeleton {
    /// The skeleton files' paths, in file order.
    var paths: [String] = []
    /// For each skeleton path, the origin of each line (index 0 is line 1).
    var origins: [String: [LineOrigin]] = [:]
    /// Every declaration written.
    var declarations: [DeclarationID: DeclarationInfo] = [:]
    /// The enclosing declaration of each declaration.
    var parents: [DeclarationID: DeclarationID] = [:]
}

/// One file's skeleton as last written, and the repairs it was written with.
struct CachedFile {
    /// The repairs that concern the file.
    var fingerprint: String
    /// The skeleton's lines.
    var lines: [String]
    /// The origin of each line.
    var origins: [LineOrigin]
    /// The declarations written.
    var declarations: [DeclarationID: DeclarationInfo]
    /// The enclosing declaration of each declaration.
    var parents: [DeclarationID: DeclarationID]
}

/// The skeleton of each file as last written: a file is written again only when its repairs change.
nonisolated(unsafe) var skeletonCache: [Int: CachedFile] = [:]

/// A text per file index that changes whenever a repair concerning the file changes (files without repairs of their
/// own share `shared`).
func repairFingerprints(_ repairs: Repairs) -> (perFile: [Int: String], shared: String) {
    var parts: [Int: [String]] = [:]
    func add(_ id: DeclarationID, _ text: String) { parts[id.file, default: []].append("\(text)\(id.offset)") }
    for id in repairs.dropped.keys { add(id, "d") }
    for id in repairs.overrideRemoved { add(id, "o-") }
    for id in repairs.overrideAdded { add(id, "o+") }
    for id in repairs.designatedKept { add(id, "k") }
    for id in repairs.initializersDropped { add(id, "i") }
    for (id, names) in repairs.inheritanceRemoved { add(id, "r" + names.sorted().joined(separator: ",")) }
    // Conformances made @preconcurrency are by type name, written in any file.
    let shared = "|" + repairs.preconcurrencyConformances.sorted().joined(separator: ",")
    return (parts.mapValues { $0.sorted().joined(separator: ";") + shared }, shared)
}

/// Writes the skeleton files (and the stubs file) into `folder`.
func writeSkeleton(
    _ files: [ParsedFile], repairs: Repairs, stubs: Stubs, importingReusable: Bool, folder: String
) -> Skeleton {
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var skeleton = Skeleton()
    var kept: Set<String> = ["Foundation", "UIKit", "Dispatch"]
    if importingReusable { kept.insert("Reusable") }
    let fingerprints = repairFingerprints(repairs)
    for (index, file) in files.enumerated() {
        let fingerprint = (fingerprints.perFile[index] ?? fingerprints.shared) + "|\(importingReusable)"
        let writer: CachedFile
        if let cached = skeletonCache[index], cached.fingerprint == fingerprint {
            writer = cached
        } else {
            var fresh = SkeletonWriter(
                fileIndex: index, relativePath: file.relativePath, tree: file.tree, keptImports: kept, repairs: repairs)
            fresh.write()
            writer = CachedFile(
                fingerprint: fingerprint, lines: fresh.lines, origins: fresh.origins,
                declarations: fresh.declarations, parents: fresh.parents)
            skeletonCache[index] = writer
        }
        let name = String(format: "%04d_", index) + (file.path as NSString).lastPathComponent
        let path = folder + "/" + name
        let header = [
            "import Foundation", "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif",
            "import UIKit",
        ]
        let text = (header + writer.lines).joined(separator: "\n") + "\n"
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        skeleton.paths.append(path)
        skeleton.origins[path] = header.map { _ in LineOrigin(declaration: nil) } + writer.origins
        skeleton.declarations.merge(writer.declarations) { first, _ in first }
        skeleton.parents.merge(writer.parents) { first, _ in first }
    }
    let stubPath = folder + "/zz_Stubs.swift"
    try? stubs.source(importingReusable: importingReusable).write(toFile: stubPath, atomically: true, encoding: .utf8)
    skeleton.paths.append(stubPath)
    return skeleton
}

// MARK: - Repair loop

/// The outcome of making the skeleton compile on its own.
struct SkeletonOutcome {
    /// Whether the skeleton compiles without the generated file.
    var compiles: Bool
    /// The repairs applied.
    var repairs: Repairs
    /// The stubs added.
    var stubs: Stubs
    /// The skeleton as last written.
    var skeleton: Skeleton
    /// The errors left when the skeleton does not compile.
    var remaining: [CompilerDiagnostic]
    /// The skeleton's own diagnostics (warnings) when it compiles.
    var baseline: [CompilerDiagnostic]
    /// Human-readable lines, one per repair.
    var log: [String]
    /// Repairs that touch mixins or their members, or drop a whole type.
    var sensitive: [String]
}

/// Stubs for every name the app writes as a type that neither the app nor the modules declare, found in one compile
/// of a probe file (`typealias P = Name` for each candidate), so the repair rounds need not find them a few at a time.
func probeStubs(survey: NameSurvey, compiler: Compiler, importingReusable: Bool) -> Stubs {
    var stubs = Stubs()
    // Names of the modules available to the check are qualifiers (`Swift.Error`), not missing types.
    var builtIn: Set<String> = [
        "Self", "Any", "AnyObject", "Never", "Void", "Swift", "Foundation", "UIKit", "Dispatch",
    ]
    if importingReusable { builtIn.insert("Reusable") }
    let candidates = survey.referenced.subtracting(survey.declared).subtracting(builtIn).sorted()
    if candidates.isEmpty { return stubs }
    var lines = [
        "import Foundation", "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif",
        "import UIKit",
    ]
    if importingReusable { lines.append("import Reusable") }
    for (index, name) in candidates.enumerated() { lines.append("typealias __Probe\(index) = \(name)") }
    let path = compiler.moduleFolder + "/Probe.swift"
    try? (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    for error in compiler.typecheck(files: [path], swiftVersion: "5") where error.severity == "error" {
        if let name = captures(#"^cannot find type '(\w+)' in scope"#, in: error.message)?.first {
            _ = stubs.add(name, survey: survey)
        }
    }
    FileHandle.standardError.write(Data("  probe: \(stubs.types.count) stubs of \(candidates.count) candidates\n".utf8))
    return stubs
}

/// First capture groups of a regular expression in a message.
func captures(_ pattern: String, in message: String) -> [String]? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
        let match = regex.firstMatch(in: message, range: NSRange(message.startIndex..., in: message))
    else { return nil }
    return (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: message).map { String(message[$0]) } }
}

/// Makes the skeleton compile on its own: stubs for missing types, `override` removed where the superclass (a stub
/// or the stand-in) lacks the member, and as a last resort the declaration carrying an error left out.
func makeSkeletonCompile(
    files: [ParsedFile], survey: NameSurvey, compiler: Compiler, swiftVersion: String, importingReusable: Bool,
    folder: String, startingFrom previous: SkeletonOutcome?, verbose: Bool
) -> SkeletonOutcome {
    var repairs = previous?.repairs ?? Repairs()
    var stubs = previous?.stubs ?? probeStubs(survey: survey, compiler: compiler, importingReusable: importingReusable)
    var log: [String] = previous?.log ?? []
    var sensitive: [String] = previous?.sensitive ?? []
    var skeleton = Skeleton()
    var errors: [CompilerDiagnostic] = []
    for round in 1...40 {
        skeleton = writeSkeleton(
            files, repairs: repairs, stubs: stubs, importingReusable: importingReusable, folder: folder)
        let diagnostics = compiler.typecheck(files: skeleton.paths, swiftVersion: swiftVersion)
        errors = diagnostics.filter { $0.severity == "error" }
        FileHandle.standardError.write(Data("  round \(round): \(errors.count) errors\n".utf8))
        if verbose {
            for error in errors.prefix(8) {
                let name = (error.path as NSString).lastPathComponent
                FileHandle.standardError.write(Data("    \(name):\(error.line): \(error.message)\n".utf8))
            }
        }
        if errors.isEmpty {
            return SkeletonOutcome(
                compiles: true, repairs: repairs, stubs: stubs, skeleton: skeleton, remaining: [],
                baseline: diagnostics, log: log, sensitive: sensitive)
        }
        var progress = false
        var droppedThisRound: Set<DeclarationID> = []
        for error in errors {
            let message = error.message
            if let name = captures(#"^cannot find type '([\w]+)' in scope"#, in: message)?.first
                ?? captures(#"^cannot find '([A-Z][\w]*)' in scope"#, in: message)?.first
            {
                if stubs.add(name, survey: survey) {
                    log.append("stub \(name)")
                    progress = true
                }
                if stubs.types[name] != nil { continue }
            }
            if let groups = captures(
                #"^'(\w+)' is not a member type of (?:class|struct|enum|protocol|type|generic class|generic struct) '(?:[\w]+\.)*?([\w]+)(?:<.*>)?'"#,
                in: message), groups.count == 2
            {
                if stubs.addNested(groups[0], in: groups[1], survey: survey) {
                    log.append("stub \(groups[1]).\(groups[0])")
                    progress = true
                }
                if stubs.types[groups[1]]?.nested[groups[0]] != nil
                    || stubs.nestedInExisting[groups[1]]?.contains(groups[0]) == true
                {
                    continue
                }
            }
            if let name = captures(#"^cannot specialize non-generic type '(\w+)'"#, in: message)?.first,
                stubs.addGenericParameter(name)
            {
                log.append("stub \(name) is generic")
                progress = true
                continue
            }
            if let name = captures(#"^inheritance from non-protocol type '(\w+)'"#, in: message)?.first
                ?? captures(#"^multiple inheritance from classes '\w+' and '(\w+)'"#, in: message)?.first
                ?? captures(#"^non-class type '\w+' cannot inherit from class '(\w+)'"#, in: message)?.first
                ?? captures(#"cannot conform to class '(\w+)'"#, in: message)?.first
            {
                if stubs.makeProtocol(name) {
                    log.append("stub \(name) is a protocol")
                    progress = true
                    continue
                }
            }
            guard error.path.hasSuffix("zz_Stubs.swift") == false,
                let origins = skeleton.origins[error.path], error.line - 1 < origins.count,
                let located = origins[error.line - 1].declaration
            else { continue }
            var declaration = located
            if message.hasPrefix("'required' initializer") {
                while skeleton.declarations[declaration]?.kind != "class", let parent = skeleton.parents[declaration] {
                    declaration = parent
                }
            }
            let info = skeleton.declarations[declaration]
            let place = info.map { "\($0.file):\($0.line) \($0.kind) \($0.name)" } ?? "?"
            if message.contains("does not override any") || message.contains("does not override a designated") {
                if repairs.overrideRemoved.insert(declaration).inserted {
                    log.append("override removed: \(place)")
                    progress = true
                }
                continue
            }
            if message.hasPrefix("overriding declaration requires an 'override' keyword"),
                let kind = info?.kind, ["func", "var", "init", "subscript"].contains(kind)
            {
                if repairs.overrideAdded.insert(declaration).inserted {
                    log.append("override added: \(place)")
                    progress = true
                }
                continue
            }
            if message.hasPrefix("invalid redeclaration of synthesized 'init()'"), info?.kind == "init" {
                if repairs.designatedKept.insert(declaration).inserted {
                    log.append("initializer kept designated: \(place)")
                    progress = true
                }
                continue
            }
            if message.hasPrefix("'required' initializer"), info?.kind == "class" {
                if repairs.initializersDropped.insert(declaration).inserted {
                    log.append("initializers left out (inherited instead): \(place) — \(message)")
                    progress = true
                }
                continue
            }
            if let names = captures(#"conformance of '(\w+)' to protocol '(\w+)' crosses into"#, in: message),
                names.count == 2
            {
                if repairs.preconcurrencyConformances.insert(names[0] + ":" + names[1]).inserted {
                    log.append("conformance of \(names[0]) to \(names[1]) marked @preconcurrency")
                    progress = true
                    continue
                }
                // Still reported: the conformance comes through a refined protocol; mark all of the type's.
                if repairs.preconcurrencyConformances.insert(names[0] + ":*").inserted {
                    log.append("all conformances of \(names[0]) marked @preconcurrency")
                    progress = true
                    continue
                }
            }
            if let protocolName = captures(#"does not conform to protocol '(?:[\w]+\.)?(\w+)'"#, in: message)?.first,
                let info, ["class", "struct", "enum", "extension", "actor"].contains(info.kind)
            {
                // `Codable` is written for `Decodable` and `Encodable`.
                let written = ["Decodable", "Encodable"].contains(protocolName) ? "Codable" : protocolName
                if written != protocolName { repairs.inheritanceRemoved[declaration, default: []].insert(written) }
                if repairs.inheritanceRemoved[declaration, default: []].insert(protocolName).inserted {
                    log.append("conformance to \(protocolName) left out: \(place) — \(message)")
                    if mixinNames.contains(protocolName) {
                        sensitive.append("conformance to \(protocolName) left out: \(place)")
                    }
                    progress = true
                    continue
                }
                // Already left out and still reported (the conformance is written elsewhere): fall through.
            }
            // Last resort: leave the declaration out.
            if droppedThisRound.contains(declaration) || repairs.dropped[declaration] != nil { continue }
            droppedThisRound.insert(declaration)
            repairs.dropped[declaration] = message
            log.append("left out: \(place) — \(message)")
            if let info, info.isType && namedInGenerated(info.name) || !info.isType && isMixinMember(info.name) {
                sensitive.append("left out: \(place) — \(message)")
            }
            progress = true
        }
        if !progress { break }
    }
    return SkeletonOutcome(
        compiles: false, repairs: repairs, stubs: stubs, skeleton: skeleton, remaining: errors, baseline: [],
        log: log, sensitive: sensitive)
}

// MARK: - Main

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let work = options.work
try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
let (swiftFiles, allFiles) = inputFiles(options)
print("app: \(options.app)")
print("folders: \(options.folders.isEmpty ? "." : options.folders.joined(separator: ", "))")
print("Swift files: \(swiftFiles.count)")

// (a) The generated file.
let inputList = work + "/inputs.txt"
try? allFiles.joined(separator: "\n").write(toFile: inputList, atomically: true, encoding: .utf8)
/// One generator binary's output.
struct GeneratedFile {
    /// The binary.
    var tool: String
    /// The generated file with its platform conditions resolved for iOS, line for line.
    var checkedPath: String
    /// The protocols and typealiases it declares at file scope (`Reusable` … when the app does not import the library).
    var declaredNames: Set<String>
}
var generated: [GeneratedFile] = []
for (index, tool) in options.tools.enumerated() {
    let rawPath = work + "/ReusableGen\(index).generated.swift"
    try? FileManager.default.removeItem(atPath: rawPath)
    var (status, output) = Shell.run(tool, ["--output", rawPath] + options.generatorArguments + ["@" + inputList])
    if !FileManager.default.fileExists(atPath: rawPath) {
        // Errors of the XIB and storyboard checks stop the file from being written; the Swift files alone give the
        // file the compile check is about.
        print("reusable-gen \(tool): exit \(status) and no file; run again on the Swift files only (no IB checks)")
        if options.verbose { print(output) }
        let swiftList = work + "/swift-inputs.txt"
        try? swiftFiles.joined(separator: "\n").write(toFile: swiftList, atomically: true, encoding: .utf8)
        (status, output) = Shell.run(tool, ["--output", rawPath] + options.generatorArguments + ["@" + swiftList])
    }
    let errorCount = output.split(separator: "\n").filter { $0.contains(": error: ") }.count
    let warningCount = output.split(separator: "\n").filter { $0.contains(": warning: ") }.count
    print("reusable-gen \(tool): exit \(status), \(errorCount) errors, \(warningCount) warnings of its own")
    if options.verbose {
        for line in output.split(separator: "\n") where line.contains(": error: ") || line.contains(": warning: ") {
            print("  \(line.replacingOccurrences(of: options.app + "/", with: ""))")
        }
    }
    guard FileManager.default.fileExists(atPath: rawPath) else {
        print(output)
        print("RESULT [\(tool)]: not checked — reusable-gen wrote no file")
        continue
    }
    let text = (try? String(contentsOfFile: rawPath, encoding: .utf8)) ?? ""
    generatedIdentifiers.formUnion(
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
    let checkedPath = work + "/gen\(index)/Generated.swift"
    try? FileManager.default.createDirectory(atPath: work + "/gen\(index)", withIntermediateDirectories: true)
    let resolved = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.hasPrefix("#if") || line.hasPrefix("#elseif") ? PlatformConditions.resolve(String(line)) : String(line)
    }
    try? resolved.joined(separator: "\n").write(toFile: checkedPath, atomically: true, encoding: .utf8)
    var declaredNames: Set<String> = []
    for line in resolved {
        if let name = captures(#"^(?:public |package |internal )?(?:protocol|typealias) (\w+)"#, in: line)?.first {
            declaredNames.insert(name)
        }
    }
    generated.append(GeneratedFile(tool: tool, checkedPath: checkedPath, declaredNames: declaredNames))
}
if generated.isEmpty { exit(2) }

// (b) The skeleton's inputs.
var parsed: [ParsedFile] = []
let surveyor = NameSurveyor()
for path in swiftFiles {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
    let tree = Parser.parse(source: text)
    surveyor.walk(tree)
    parsed.append(ParsedFile(path: path, relativePath: String(path.dropFirst(options.app.count + 1)), tree: tree))
}
let importingReusable = parsed.contains { file in
    file.tree.statements.contains { item in
        item.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "Reusable"
    } || file.tree.description.range(of: #"(?m)^[ \t]*import[ \t]+Reusable[ \t]*$"#, options: .regularExpression) != nil
}
print("import Reusable: \(importingReusable ? "yes (stand-in Reusable module)" : "no")")

// The stand-in modules.
guard let swiftc = Shell.which("swiftc") else {
    print("RESULT: not checked — swiftc not found")
    exit(2)
}
let moduleFolder = work + "/modules"
try? FileManager.default.createDirectory(atPath: moduleFolder, withIntermediateDirectories: true)
let compiler = Compiler(swiftc: swiftc, moduleFolder: moduleFolder)
let fixtureSources = options.repository + "/Tests/Fixtures/App/Sources"
func sources(_ module: String) -> [String] {
    let folder = fixtureSources + "/" + module
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }
        .sorted().map { folder + "/" + $0 }
}
var modules = [("UIKit", "6")]
if importingReusable { modules.append(("Reusable", "5")) }
for (module, version) in modules {
    var files = sources(module)
    if module == "Reusable" {
        files.append(options.repository + "/Tools/SkeletonCheck/StandIns/ReusableSupplement.swift")
    }
    let (ok, output) = compiler.buildModule(name: module, sources: files, swiftVersion: version)
    if !ok {
        print(output)
        print("RESULT: not checked — the stand-in \(module) module does not build")
        exit(2)
    }
}

// (c) and (d), per language mode.
var exitStatus: Int32 = 0
var previousOutcome: SkeletonOutcome?
for version in options.swiftVersions {
    print("\n== Swift \(version) mode")
    FileHandle.standardError.write(Data("Swift \(version): making the skeleton compile\n".utf8))
    let folder = work + "/skeleton-swift\(version)"
    let outcome = makeSkeletonCompile(
        files: parsed, survey: surveyor.survey, compiler: compiler, swiftVersion: version,
        importingReusable: importingReusable, folder: folder, startingFrom: previousOutcome,
        verbose: options.verbose)
    previousOutcome = outcome
    let dropped = outcome.repairs.dropped.count
    print(
        "skeleton repairs: \(outcome.stubs.types.count) stub types, "
            + "\(outcome.stubs.nestedInExisting.values.map(\.count).reduce(0, +)) nested stubs in existing types, "
            + "\(outcome.repairs.overrideRemoved.count) `override` removed, "
            + "\(outcome.repairs.overrideAdded.count) `override` added, "
            + "\(outcome.repairs.designatedKept.count) initializers kept designated, "
            + "\(outcome.repairs.preconcurrencyConformances.count) conformances made @preconcurrency, "
            + "\(outcome.repairs.initializersDropped.count) classes' initializers left out, "
            + "\(outcome.repairs.inheritanceRemoved.values.map(\.count).reduce(0, +)) conformances left out, "
            + "\(dropped) declarations left out")
    if options.verbose { for line in outcome.log { print("  repair: \(line)") } }
    for line in outcome.sensitive { print("  SENSITIVE repair: \(line)") }
    guard outcome.compiles, outcome.sensitive.isEmpty else {
        if outcome.compiles {
            print(
                "RESULT (Swift \(version)): not checked — the skeleton compiles only after leaving out declarations "
                    + "the generated file depends on (SENSITIVE repairs above)")
            exitStatus = max(exitStatus, 2)
            continue
        }
        print(
            "RESULT (Swift \(version)): not checked — the skeleton alone does not compile (\(outcome.remaining.count) errors left)"
        )
        for error in outcome.remaining.prefix(options.verbose ? 1000 : 10) {
            print("  \((error.path as NSString).lastPathComponent):\(error.line): \(error.message)")
        }
        exitStatus = max(exitStatus, 2)
        continue
    }
    for (index, file) in generated.enumerated() {
        print("  -- generated by \(file.tool)")
        // A mixin the app adopts without importing the library was stubbed for the skeleton alone; with the generated
        // file, which declares it, the stub goes.
        var paths = outcome.skeleton.paths
        let declaredByGenerated = Set(outcome.stubs.types.keys).intersection(file.declaredNames)
        if !declaredByGenerated.isEmpty, let stubsIndex = paths.firstIndex(where: { $0.hasSuffix("/zz_Stubs.swift") }) {
            var stubs = outcome.stubs
            for name in declaredByGenerated { stubs.types[name] = nil }
            let path = folder + "/zz_Stubs_with_generated\(index).swift"
            try? stubs.source(importingReusable: importingReusable).write(
                toFile: path, atomically: true, encoding: .utf8)
            paths[stubsIndex] = path
            print(
                "  stubs the generated file declares instead: \(declaredByGenerated.sorted().joined(separator: ", "))")
        }
        let with = compiler.typecheck(files: paths + [file.checkedPath], swiftVersion: version)
        let inGenerated = with.filter { $0.path.hasSuffix("/Generated.swift") }
        let baseline = Set(outcome.baseline.map { "\($0.path):\($0.line):\($0.message)" })
        let elsewhere = with.filter {
            !$0.path.hasSuffix("/Generated.swift") && !baseline.contains("\($0.path):\($0.line):\($0.message)")
        }
        let errors = inGenerated.filter { $0.severity == "error" }.count
        let warnings = inGenerated.count - errors
        for diagnostic in inGenerated {
            print(
                "  Generated.swift:\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity): \(diagnostic.message)"
            )
        }
        for diagnostic in elsewhere {
            var place = (diagnostic.path as NSString).lastPathComponent + ":\(diagnostic.line)"
            if let origins = outcome.skeleton.origins[diagnostic.path], diagnostic.line - 1 < origins.count,
                let declaration = origins[diagnostic.line - 1].declaration,
                let info = outcome.skeleton.declarations[declaration]
            {
                place = "\(info.file):\(info.line) (\(info.kind) \(info.name))"
            }
            print(
                "  caused by the generated file, in the app's declarations: \(place): \(diagnostic.severity): \(diagnostic.message)"
            )
        }
        let elsewhereErrors = elsewhere.filter { $0.severity == "error" }.count
        let elsewhereWarnings = elsewhere.count - elsewhereErrors
        let clean = inGenerated.isEmpty && elsewhere.isEmpty
        print(
            "RESULT (Swift \(version)) [\(file.tool)]: \(errors) errors, \(warnings) warnings in the generated file; "
                + "\(elsewhereErrors) errors, \(elsewhereWarnings) warnings it causes in the app's declarations"
                + (clean ? " — clean" : ""))
        if !clean { exitStatus = max(exitStatus, 1) }
    }
}
exit(exitStatus)
