import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Bad input gets a diagnostic with the path, the rest is still scanned, and nothing is lost.
struct BadInputTests {
    private let router =
        "final class LoginViewRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }"

    @Test func missingPathIsAnErrorButTheRestIsScanned() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/Login.swift", router)
        let result = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources", tree.path + "/Nope"]))
        #expect(result.graph.routers.map(\.name) == ["LoginViewRouter"])
        #expect(
            result.graph.diagnostics.map(\.rendered) == [
                "\(tree.path)/Nope: error: no such file or directory: \(tree.path)/Nope [missing-path]"
            ])
        #expect(result.exitStatus == 1)
    }

    @Test func nothingReadableIsExitTwo() {
        let result = Pipeline.run(Pipeline.Input(paths: ["/definitely/not/here"]))
        #expect(result.figures.nothingReadable)
        #expect(result.exitStatus == 2)
    }

    /// swiftc refuses a Swift file that is not UTF-8, and the file may hold a router: an error.
    @Test func nonUTF8SwiftFileIsAnErrorWithItsLine() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/Login.swift", router)
        try tree.write("Sources/App/Latin1.swift", Data("// ok\n// caf".utf8) + Data([0xE9, 0x0A]))
        let result = Pipeline.run(Pipeline.Input(paths: [tree.path]))
        #expect(result.graph.routers.map(\.name) == ["LoginViewRouter"])
        let diagnostic = try #require(result.graph.diagnostics.first)
        #expect(diagnostic.rule == "non-utf8-file")
        #expect(
            diagnostic.location == SourceLocation(file: tree.path + "/Sources/App/Latin1.swift", line: 2, column: 1))
        #expect(diagnostic.severity == .error)
        #expect(result.exitStatus == 1)
    }

    @Test func unreadableFileIsAnError() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/Login.swift", router)
        try tree.write("Sources/App/Secret.swift", router.replacingOccurrences(of: "Login", with: "Secret"))
        let secret = tree.path + "/Sources/App/Secret.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: secret)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: secret) }
        // Root reads anything: only assert the error where the file really is unreadable.
        let readable = FileManager.default.isReadableFile(atPath: secret)
        let result = Pipeline.run(Pipeline.Input(paths: [tree.path]))
        if readable {
            #expect(result.graph.routers.map(\.name) == ["LoginViewRouter", "SecretViewRouter"])
        } else {
            #expect(result.graph.routers.map(\.name) == ["LoginViewRouter"])
            #expect(result.graph.diagnostics.map(\.rule) == ["unreadable-file"])
            #expect(result.exitStatus == 1)
        }
    }

    @Test func syntaxErrorsAreWarningsWithALocationAndTheIntactPartStillCounts() throws {
        let facts = Snippet.facts(
            """
            \(router)
            class Broken: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    registerIdentifier("broken"
                }
            """)
        #expect(facts.classes.map(\.name) == ["LoginViewRouter", "Broken"])
        let diagnostic = try #require(facts.diagnostics.first)
        #expect(diagnostic.rule == "syntax-error")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location?.line == 4, "at the call left open")
    }

    /// Inputs on which swift-syntax's own diagnostics generator traps (a Fix-It with no change for
    /// `=` after a vertical tab, found by the `swift` fuzz target): the file gives a warning and
    /// its routers still count.
    @Test func aLexerErrorIsAWarningNotATrap() throws {
        let facts = Snippet.facts("\(router)\nlet spacing =\u{0B} 1\n")
        #expect(facts.classes.map(\.name) == ["LoginViewRouter"])
        let diagnostic = try #require(facts.diagnostics.first { $0.rule == "syntax-error" })
        #expect(diagnostic.message.hasPrefix("syntax error: the lexer rejects `=`"))
        #expect(diagnostic.severity == .warning)
    }

    /// The warning says what the parser missed or could not place, at its place (after a router,
    /// so that the pre-filter lets the file through).
    @Test(arguments: [
        ("registerIdentifier(\"x\"\n", "syntax error: expected `)`", 2),
        ("let spacing: = 3\n", "syntax error: expected a type", 2),
        ("let a = 1 }\n", "syntax error: unexpected code `}`", 2),
        ("let a = 1 } )\n  ]\n", "syntax error: unexpected code `} ) ]`", 2),
    ])
    func syntaxErrorsAreWordedFromTheTree(_ source: String, _ message: String, _ line: Int) throws {
        let facts = Snippet.facts(router + "\n" + source)
        let diagnostic = try #require(facts.diagnostics.first { $0.rule == "syntax-error" })
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
        #expect(diagnostic.location?.line == line)
    }

    /// A folder with no sources fails the run, so the registry generated before is kept.
    @Test func emptyDirectoryIsAnError() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("README.md", "nothing here")
        let result = Pipeline.run(Pipeline.Input(paths: [tree.path]))
        #expect(result.graph.diagnostics.map(\.rule) == ["no-sources"])
        #expect(result.graph.diagnostics.first?.severity == .error)
        #expect(result.exitStatus == 1)
    }

    /// Symbolic links to folders are followed, but a loop or a second path to a folder already
    /// walked is not: the walk ends and each file is listed once, under its shallowest path.
    @Test func discoveryFollowsFolderLinksWithoutLoopingOrRepeating() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/A.swift", "final class A {}")
        try tree.write("Elsewhere/Shared/S.swift", "final class S {}")
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: tree.path + "/Sources/App/loop", withDestinationPath: tree.path + "/Sources")
        try manager.createSymbolicLink(
            atPath: tree.path + "/Sources/Linked", withDestinationPath: tree.path + "/Sources/App")
        try manager.createSymbolicLink(
            atPath: tree.path + "/Sources/Shared", withDestinationPath: tree.path + "/Elsewhere/Shared")
        for jobs in [1, 4] {
            let result = SourceDiscovery.discover(paths: [tree.path + "/Sources"], fileLists: [], jobs: jobs)
            #expect(result.files == [tree.path + "/Sources/App/A.swift", tree.path + "/Sources/Shared/S.swift"])
            #expect(result.diagnostics.isEmpty)
        }
    }

    @Test func discoverySkipsHiddenAndBuildFoldersAndFollowsFileLists() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        for folder in ["App", ".hidden", ".build", "Pods", "Carthage", "DerivedData", "App/.git"] {
            try tree.write("\(folder)/R.swift", router)
        }
        try tree.write("Other/Listed.swift", router)
        try tree.write("list.txt", "# generated by the build\n\n\(tree.path)/Other/Listed.swift\n")
        let discovery = SourceDiscovery.discover(paths: [tree.path], fileLists: [tree.path + "/list.txt"])
        #expect(discovery.files == [tree.path + "/App/R.swift", tree.path + "/Other/Listed.swift"])
        #expect(discovery.diagnostics.isEmpty)
    }

    @Test func outputWriterLeavesUnchangedFilesAloneAndReplacesAtomically() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let path = tree.path + "/Generated/RouteRegistry.swift"
        #expect(try OutputWriter.write("one\n", to: path) == .written)
        let before = try FileManager.default.attributesOfItem(atPath: path)
        #expect(try OutputWriter.write("one\n", to: path) == .unchanged)
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        #expect(try OutputWriter.write("two\n", to: path) == .written)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: tree.path + "/Generated") == ["RouteRegistry.swift"],
            "no temporary file left behind")
    }
}
