import Foundation
import Testing

/// The built `reusable-gen` run on the deepest inputs each stage accepts with every thread's stack at 512 KiB, as a
/// Mac gives its secondary threads (Dispatch workers included): `ulimit -s 512` sets the stack of the main thread and
/// the default of every thread the process starts, libdispatch's workers among them (`aDispatchWorkerGets512KiB`
/// checks that on Linux). So the whole pipeline, the stages it spreads over cores included, runs within a Mac's
/// budget; GenCoreTests' `StackBudgetTests` runs each stage alone on such a thread.
@Suite struct SmallStackProcessTests {
    /// A cell inside `types` nested types and 255 nested `#if` blocks.
    static func nested(types: Int) -> String {
        var text = "import UIKit\n"
        for level in 0..<255 {
            text += "#if F\(level)\n"
            text += level.isMultiple(of: 2) ? "enum E\(level) {\n" : "struct E\(level) {\n"
        }
        if types > 255 { text += "enum Extra {\n" }
        text += "final class Deep: UITableViewCell, Reusable {}\n"
        if types > 255 { text += "}\n" }
        for _ in 0..<255 { text += "}\n#endif\n" }
        return text
    }

    /// The deep inputs: a cell in 255 types and 255 `#if` blocks (one type more with `pastTheLimit`), a call site in
    /// 100,000 nested closures, a 1,000-class superclass chain, and a XIB with 200 open elements.
    static func writeInputs(in folder: TemporaryDirectory, pastTheLimit: Bool) {
        folder.write("App/Deep.swift", nested(types: pastTheLimit ? 256 : 255))
        folder.write(
            "App/Closures.swift",
            "import UIKit\nfinal class DeepCell: UITableViewCell, NibReusable {}\nfunc f() {"
                + String(repeating: "g {", count: 100_000) + " tableView.register(cellType: DeepCell.self) "
                + String(repeating: "}", count: 100_000) + "}\n")
        var chain = "import UIKit\nclass C0: UITableViewCell, Reusable {}\n"
        for index in 1...1_000 { chain += "class C\(index): C\(index - 1) {}\n" }
        folder.write("App/Chain.swift", chain)
        var xib = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
            <tableViewCell id="cell" customClass="DeepCell" reuseIdentifier="DeepCell">

            """#
        // The cell is the third open element; 197 nested views make the 200 open elements Xcode's XML may have here.
        for level in 4...200 { xib += "<view id=\"v\(level)\">\n" }
        xib += String(repeating: "</view>\n", count: 197)
        folder.write("App/DeepCell.xib", xib + "</tableViewCell>\n</objects>\n</document>\n")
    }

    @Test func theShellReallyLimitsTheStack() throws {
        let run = try BuiltTool.run("/bin/sh", ["-c", "ulimit -s"], smallStacks: true)
        #expect(run.status == 0)
        #expect(run.output == "512\n")
    }

    #if os(Linux)
    /// A program whose Dispatch worker prints its stack size, run under the same limit: 512 KiB, as on a Mac.
    @Test func aDispatchWorkerGets512KiB() throws {
        let folder = TemporaryDirectory()
        let source = folder.write(
            "probe.swift",
            """
            import Dispatch
            import Glibc

            @_silgen_name("pthread_getattr_np")
            func getAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32

            let done = DispatchSemaphore(value: 0)
            // The main thread waits, so the block runs on one of Dispatch's worker threads.
            DispatchQueue.global().async {
                var attributes = pthread_attr_t()
                var size = 0
                if getAttributes(pthread_self(), &attributes) == 0 { pthread_attr_getstacksize(&attributes, &size) }
                print(size)
                done.signal()
            }
            done.wait()

            """)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = ["swiftc", source, "-o", folder("probe")]
        try compile.run()
        compile.waitUntilExit()
        #expect(compile.terminationStatus == 0)
        let run = try BuiltTool.run(folder("probe"), [], smallStacks: true)
        #expect(run.status == 0)
        #expect(run.output == "524288\n")
    }
    #endif

    @Test func theToolTakesTheDeepestInputsWithEveryStackAt512KiB() throws {
        let tool = try BuiltTool.path()
        let folder = TemporaryDirectory()
        Self.writeInputs(in: folder, pastTheLimit: false)
        let output = folder("Generated.swift")
        let run = try BuiltTool.run(tool, ["--output", output, folder("App")], smallStacks: true)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error == "")
        #expect(run.output == "reusable-gen: wrote '\(output)'\n")
        let text = String(decoding: folder.bytes("Generated.swift") ?? [], as: UTF8.self)
        let deep = (0..<255).map { "E\($0)" }.joined(separator: ".") + ".Deep"
        #expect(text.components(separatedBy: "\nextension \(deep) {\n").count == 2)
        #expect(text.components(separatedBy: "\nextension DeepCell {\n").count == 2)
        #expect(text.components(separatedBy: #"case ObjectIdentifier(C1000.self): "C1000""#).count == 2)
    }

    /// A folder tree as deep as a path may be long (about 1,900 levels on Linux, 450 on a Mac) is searched to its
    /// bottom: the walk keeps the folders it is in as a list, not as nested calls.
    @Test func theDeepestFolderTreeIsSearchedWithEveryStackAt512KiB() throws {
        let tool = try BuiltTool.path()
        let folder = TemporaryDirectory()
        #if os(Linux)
        let longestPath = 4_095
        #else
        let longestPath = 1_023
        #endif
        let levels = (longestPath - folder("App/").utf8.count - "/Cell.swift".utf8.count) / 2
        let deepest = "App" + String(repeating: "/d", count: levels)
        folder.write(deepest + "/Cell.swift", "final class DeepestCell: UITableViewCell, Reusable {}\n")
        let run = try BuiltTool.run(tool, [folder("App")], smallStacks: true)
        #expect(levels > 400)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error == "")
        #expect(run.output.components(separatedBy: "\nextension DeepestCell {\n").count == 2)
    }

    @Test func oneLevelPastTheScannersLimitIsAWarningWithEveryStackAt512KiB() throws {
        let tool = try BuiltTool.path()
        let folder = TemporaryDirectory()
        Self.writeInputs(in: folder, pastTheLimit: true)
        let output = folder("Generated.swift")
        let run = try BuiltTool.run(tool, ["--output", output, folder("App")], smallStacks: true)
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.error
                == "\(folder("App/Deep.swift")):513:45: warning: declarations nested more than 256 types, extensions "
                + "or #if blocks deep are not scanned\n")
        #expect(run.output == "reusable-gen: wrote '\(output)'\n")
        let text = String(decoding: folder.bytes("Generated.swift") ?? [], as: UTF8.self)
        #expect(!text.contains("Deep {"))
        #expect(text.components(separatedBy: "\nextension DeepCell {\n").count == 2)
    }
}
