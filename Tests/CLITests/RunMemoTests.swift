import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `generate`'s run memo: an unchanged app replays the last run, and so does one whose edits
/// changed no file's facts; any other change of an input, argument or output is a miss that runs
/// the ordinary way; stamps too recent to trust never answer.
@Suite(.serialized) struct RunMemoTests {
    private let hit = "nothing changed since the last run"
    private let sameFacts = "files changed, but no file's facts"
    private let miss = "no match"
    private let none = "no memo kept yet"

    private func routegen(_ arguments: [String]) throws -> ProcessOutput {
        try ProcessRunner.run(try ProcessRunner.routegenBinary(), arguments)
    }

    private func app() throws -> TemporaryDirectory {
        let tree = try RunMemoSampleApp.write()
        try age(tree)
        return tree
    }

    /// Moves every file's modification time a minute back, as for an app checked out a while
    /// ago: a file written this second is too recent for its stamp to be trusted.
    private func age(_ tree: TemporaryDirectory, by seconds: TimeInterval = 60) throws {
        let files = FileManager.default.enumerator(atPath: tree.path + "/Sources")?.allObjects as? [String] ?? []
        for file in files {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-seconds)], ofItemAtPath: tree.path + "/Sources/" + file)
        }
    }

    /// Moves one file's modification time back, leaving the others' stamps as they are.
    private func age(_ tree: TemporaryDirectory, file: String, by seconds: TimeInterval) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-seconds)], ofItemAtPath: tree.path + "/" + file)
    }

    private func arguments(_ tree: TemporaryDirectory, _ extra: [String] = []) -> [String] {
        [
            "generate", tree.path + "/Sources", "--module", "App", "--output-dir", tree.path + "/Generated",
            "--cache-dir", tree.path + "/cache", "--timings",
        ] + extra
    }

    private func registry(_ tree: TemporaryDirectory) throws -> String {
        try String(contentsOfFile: tree.path + "/Generated/RouteRegistry.swift", encoding: .utf8)
    }

    /// Standard error without the timings table, which differs from run to run by design.
    private func findings(_ output: ProcessOutput) -> [String] {
        var lines: [String] = []
        var inTimings = false
        for line in output.stderr.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("routegen timings") { inTimings = true; continue }
            if inTimings && (line.hasPrefix("  ") || line.isEmpty) { continue }
            inTimings = false
            lines.append(String(line))
        }
        return lines
    }

    @Test func anUnchangedAppReplaysTheLastRunWordForWord() throws {
        let tree = try app()
        defer { tree.remove() }
        let first = try routegen(arguments(tree))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains(none))
        #expect(first.stderr.contains("[header-less-router]"))
        let written = try registry(tree)
        #expect(written.contains("LoginViewRouter.registerRoutableDestination()"))
        #expect(written.contains("ZIKSettingsViewRouter.registerRoutableDestination()"))

        let second = try routegen(arguments(tree))
        #expect(second.status == 0)
        #expect(second.stderr.contains(hit), "\(second.stderr)")
        #expect(second.stderr.contains("cache load") == false, "a hit loads nothing else")
        #expect(findings(second) == findings(first), "the same findings, in the same order")
        #expect(try registry(tree) == written)
    }

    @Test func everyKindOfChangeIsAMissAndIsThenRememberedAgain() throws {
        let tree = try app()
        defer { tree.remove() }
        _ = try routegen(arguments(tree))
        #expect(try routegen(arguments(tree)).stderr.contains(hit))

        /// Applies a change, checks the next run is a miss that sees it, and the run after that a hit.
        func expectMiss(
            _ change: String, _ extra: [String] = [], sees check: (String) -> Bool, _ apply: () throws -> Void
        ) throws {
            try apply()
            let run = try routegen(arguments(tree, extra))
            #expect(run.status == 0, "\(change): \(run.stderr)")
            #expect(run.stderr.contains(miss), "\(change) must be a miss: \(run.stderr)")
            #expect(check(try registry(tree)), "\(change): the registry shows it")
            #expect(try routegen(arguments(tree, extra)).stderr.contains(hit), "\(change): remembered again")
        }

        try expectMiss("an edited router", sees: { $0.contains("SignInViewRouter.registerRoutableDestination()") }) {
            try tree.write(
                "Sources/App/Login/LoginViewRouter.swift",
                """
                import ZIKRouter
                import ZRouter

                final class SignInViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        register(RoutableView<LoginViewInput>())
                        registerIdentifier("login")
                    }
                }
                """)
            try age(tree, by: 30)
        }
        try expectMiss("a new router file", sees: { $0.contains("HelpViewRouter.registerRoutableDestination()") }) {
            try tree.write(
                "Sources/App/Help/HelpViewRouter.swift",
                """
                import ZIKRouter

                final class HelpViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        registerIdentifier("help")
                    }
                }
                """)
            try age(tree, by: 20)
        }
        try expectMiss("a removed router file", sees: { !$0.contains("HelpViewRouter.registerRoutableDestination()") })
        {
            try FileManager.default.removeItem(atPath: tree.path + "/Sources/App/Help/HelpViewRouter.swift")
        }
        try expectMiss("a registry edited by hand", sees: { !$0.contains("// edited") }) {
            try tree.write("Generated/RouteRegistry.swift", try registry(tree) + "// edited\n")
        }
        try expectMiss("a deleted registry", sees: { $0.contains("SignInViewRouter") }) {
            try FileManager.default.removeItem(atPath: tree.path + "/Generated/RouteRegistry.swift")
        }
        try expectMiss("a config file", sees: { $0.contains("import AppSupport\n") }) {
            try tree.write("Sources/.routegen.yml", "imports: [ZIKRouter.Internal, AppSupport]\n")
            try age(tree, by: 10)
        }
        try expectMiss(
            "another argument", ["--registry-name", "AppRoutes"],
            sees: { _ in
                FileManager.default.fileExists(atPath: tree.path + "/Generated/AppRoutes.swift")
            }
        ) {}
    }

    /// A workspace whose project reading is kept in the cache folder: the memo's key takes the
    /// stamps that reading's check took of the project's files, and a change to any kind of input
    /// (a project file, an `.xcconfig` it reads, a source file, the config file) is still a run
    /// that is not answered by the stamps, with the registry it shows.
    @Test func aKeptProjectReadingStillNoticesEachKindOfChange() throws {
        let (folder, root) = try SettledCopy.make(of: XcodeFixtures.podsApp, name: "PodsApp")
        defer { folder.remove() }
        let config = folder.path + "/routegen.yml"
        try "imports: [ZIKRouter.Internal]\n".write(toFile: config, atomically: true, encoding: .utf8)
        /// Every input an hour old, as for a checkout of a while ago (the outputs are left alone).
        func settle() throws {
            try SettledCopy.age(root)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: config)
        }
        try settle()
        let registryPath = folder.path + "/Generated/RouteRegistry.swift"
        func run() throws -> ProcessOutput {
            let output = try ProcessRunner.run(
                try ProcessRunner.routegenBinary(),
                [
                    "generate", "--workspace", "NoteApp.xcworkspace", "--config", config, "--output", registryPath,
                    "--cache-dir", folder.path + "/cache", "--timings",
                ], in: root)
            #expect(output.status == 0, "\(output.stderr)")
            return output
        }
        let first = try run()
        #expect(first.stderr.contains(none), "\(first.stderr)")
        let written = try String(contentsOfFile: registryPath, encoding: .utf8)
        let warm = try run()
        #expect(warm.stderr.contains(hit), "\(warm.stderr)")
        #expect(warm.stderr.contains("the reading kept in the cache folder"), "\(warm.stderr)")
        #expect(try String(contentsOfFile: registryPath, encoding: .utf8) == written)

        let edits: [(what: String, file: String, text: String)] = [
            ("the project file", root + "/NoteApp.xcodeproj/project.pbxproj", "\n"),
            (
                "an xcconfig the project reads",
                root + "/Pods/Target Support Files/Pods-NoteApp/Pods-NoteApp.debug.xcconfig",
                "\n// reviewed\n"
            ),
            ("a source file", root + "/NoteApp/AppDelegate.m", "\n// reviewed\n"),
            ("the config file", config, "imports: [ZIKRouter.Internal, NoteKit]\n"),
        ]
        for edit in edits {
            let handle = try #require(FileHandle(forWritingAtPath: edit.file))
            if edit.file == config { try handle.truncate(atOffset: 0) } else { try handle.seekToEnd() }
            try handle.write(contentsOf: Data(edit.text.utf8))
            try handle.close()
            try settle()
            let changed = try run()
            #expect(!changed.stderr.contains(hit), "\(edit.what) must not be answered by the stamps: \(changed.stderr)")
            if edit.file != root + "/NoteApp/AppDelegate.m" {
                #expect(
                    !changed.stderr.contains("the reading kept in the cache folder") || edit.file == config,
                    "\(edit.what): the project is read again")
            }
            let registry = try String(contentsOfFile: registryPath, encoding: .utf8)
            #expect(registry.contains("import NoteKit") == (edit.file == config), "\(edit.what)")
            #expect(try run().stderr.contains(hit), "\(edit.what): remembered again")
        }
    }

    @Test func anEditThatChangesNoFactsKeepsTheOutputsAndSaysTheSame() throws {
        let tree = try app()
        defer { tree.remove() }
        try tree.write(
            "Sources/App/Login/LoginStore.swift",
            """
            import Foundation

            final class LoginStore {
                private(set) var lastUser: String?
                func remember(_ user: String) { lastUser = user }
            }
            """)
        try age(tree)
        let first = try routegen(arguments(tree))
        #expect(first.status == 0, "\(first.stderr)")
        let written = try registry(tree)

        /// Applies an edit (aged, so that only the facts path can answer) and checks how the next run answers.
        func run(after edit: String, _ apply: () throws -> Void) throws -> ProcessOutput {
            try apply()
            try age(tree, by: 30)
            let run = try routegen(arguments(tree))
            #expect(run.status == 0, "\(edit): \(run.stderr)")
            return run
        }
        let comment = try run(after: "a comment after the router") {
            try tree.write(
                "Sources/App/Login/LoginViewRouter.swift",
                try String(contentsOfFile: tree.path + "/Sources/App/Login/LoginViewRouter.swift", encoding: .utf8)
                    + "\n// TODO: a deep link for the login screen\n")
        }
        #expect(comment.stderr.contains(sameFacts), "\(comment.stderr)")
        #expect(findings(comment) == findings(first))
        #expect(try registry(tree) == written)
        #expect(try routegen(arguments(tree)).stderr.contains(hit), "the memo moved on to the edited file's stamp")

        let ordinary = try run(after: "an ordinary file's method") {
            try tree.write(
                "Sources/App/Login/LoginStore.swift",
                "import Foundation\n\nfinal class LoginStore {\n    func forget() {}\n}\n")
        }
        #expect(ordinary.stderr.contains(sameFacts), "\(ordinary.stderr)")
        #expect(try registry(tree) == written)

        // A line added above a registration moves it: its facts changed, so the graph is resolved.
        let moved = try run(after: "a line above the registration") {
            try tree.write(
                "Sources/App/Login/LoginViewRouter.swift",
                "// Login\n"
                    + (try String(
                        contentsOfFile: tree.path + "/Sources/App/Login/LoginViewRouter.swift", encoding: .utf8)))
        }
        #expect(moved.stderr.contains("no match: some file's facts changed"), "\(moved.stderr)")
        #expect(try registry(tree) == written, "resolved again, to the same registry")

        // An ordinary file that comes to declare a router is parsed, and its router registered.
        let router = try run(after: "a router added to an ordinary file") {
            try tree.write(
                "Sources/App/Login/LoginStore.swift",
                """
                import Foundation
                import ZIKRouter

                final class LoginStore {
                    func forget() {}
                }

                final class LoginHelpViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        registerIdentifier("login-help")
                    }
                }
                """)
        }
        #expect(router.stderr.contains("no match: some file's facts changed"), "\(router.stderr)")
        #expect(try registry(tree).contains("LoginHelpViewRouter.registerRoutableDestination()"))
    }

    /// A run answered by facts leaves the cache alone while it read few files (they are read
    /// again next time, still answered by facts); past `RunMemo.unsavedReadLimit` it saves them.
    @Test func aRunAnsweredByFactsSavesTheCacheOnlyPastAFewFiles() throws {
        let tree = try app()
        defer { tree.remove() }
        let count = RunMemo.unsavedReadLimit + 6
        for index in 0..<count {
            try tree.write(
                "Sources/App/Models/Model\(index).swift", "struct Model\(index) {\n    var name = \"\(index)\"\n}\n")
        }
        try age(tree)
        #expect(try routegen(arguments(tree)).status == 0)
        let cache = tree.path + "/cache"
        func cacheFiles() throws -> [Data?] {
            [FactsStore.fileName, FactsStore.deltaFileName].map {
                FileManager.default.contents(atPath: cache + "/" + $0)
            }
        }
        let before = try cacheFiles()

        try tree.write("Sources/App/Models/Model0.swift", "struct Model0 {\n    var name = \"zero\"\n}\n")
        try age(tree, file: "Sources/App/Models/Model0.swift", by: 30)
        let few = try routegen(arguments(tree))
        #expect(few.stderr.contains(sameFacts), "\(few.stderr)")
        #expect(try cacheFiles() == before, "one file read: the cache is left as the memo describes it")
        let again = try routegen(arguments(tree))
        #expect(again.stderr.contains(hit), "the stamps moved on: \(again.stderr)")

        for index in 0..<count {
            try tree.write(
                "Sources/App/Models/Model\(index).swift",
                "struct Model\(index) {\n    var name = \"model \(index)\"\n}\n")
        }
        try age(tree, by: 20)
        let many = try routegen(arguments(tree))
        #expect(many.stderr.contains(sameFacts), "\(many.stderr)")
        #expect(try cacheFiles() != before, "\(count) files read: saved, so later runs need not read them")
        try FileManager.default.removeItem(atPath: cache + "/" + RunMemo.fileName)
        let afterSave = try routegen(arguments(tree))
        #expect(
            afterSave.stderr.contains("\(count + 6) answered from the cache (\(count + 6) unchanged and not read"),
            "\(afterSave.stderr)")
    }

    /// A damaged facts cache under a memo that still matches by facts is rewritten, not left to
    /// be reported again on every run.
    @Test func aDamagedCacheIsRepairedEvenWhenTheFactsAnswer() throws {
        let tree = try app()
        defer { tree.remove() }
        _ = try routegen(arguments(tree))
        try Data("not a cache".utf8).write(to: URL(fileURLWithPath: tree.path + "/cache/" + FactsStore.fileName))
        // A touched file: the stamps miss, so the cache is loaded and the facts compared.
        try age(tree, file: "Sources/App/Login/LoginViewRouter.swift", by: 30)
        let damaged = try routegen(arguments(tree))
        #expect(damaged.status == 0)
        #expect(damaged.stderr.contains("cache not used: the cache file is damaged"), "\(damaged.stderr)")
        #expect(damaged.stderr.contains(sameFacts), "\(damaged.stderr)")
        try FileManager.default.removeItem(atPath: tree.path + "/cache/" + RunMemo.fileName)
        let repaired = try routegen(arguments(tree))
        #expect(!repaired.stderr.contains("cache not used"), "\(repaired.stderr)")
        #expect(repaired.stderr.contains("6 answered from the cache (6 unchanged and not read"), "\(repaired.stderr)")
    }

    @Test func stampsTooRecentToTrustAnswerOnlyByFacts() throws {
        let tree = try app()
        defer { tree.remove() }
        _ = try routegen(arguments(tree))
        // Written just now: a second write within the file system's clock tick could keep the
        // stamp, so the stamps say nothing; the bytes are read and their facts compared.
        let path = tree.path + "/Sources/App/Login/LoginViewRouter.swift"
        try tree.write(
            "Sources/App/Login/LoginViewRouter.swift",
            try String(contentsOfFile: path, encoding: .utf8) + "\n// reviewed\n")
        let recent = try routegen(arguments(tree))
        #expect(recent.status == 0)
        #expect(recent.stderr.contains(sameFacts), "\(recent.stderr)")
        #expect(!recent.stderr.contains(hit))
        let memo = try #require(RunMemo.load(directory: tree.path + "/cache"))
        #expect(memo.key.isEmpty, "no stamp key for stamps too recent to trust")

        // A recent edit that changes facts is read too.
        try FileManager.default.removeItem(atPath: tree.path + "/Sources/App/Legacy/ZIKHelpViewRouter.m")
        try tree.write(
            "Sources/App/Legacy/ZIKHelpViewRouter.h",
            "#import <ZIKRouter/ZIKRouter.h>\n\n@interface ZIKHelpViewRouter : ZIKViewRouter\n@end\n")
        try tree.write(
            "Sources/App/Legacy/ZIKHelpViewRouter.m",
            """
            #import "ZIKHelpViewRouter.h"
            #import "ZIKSettingsViewController.h"

            @implementation ZIKHelpViewRouter
            + (void)registerRoutableDestination {
                [self registerView:[ZIKSettingsViewController class]];
            }
            @end
            """)
        let changed = try routegen(arguments(tree))
        #expect(changed.status == 0)
        #expect(changed.stderr.contains(miss), "\(changed.stderr)")
        #expect(!changed.stderr.contains("[header-less-router]"), "the edit was read")
        #expect(try registry(tree).contains("ZIKHelpViewRouter.registerRoutableDestination()"))
    }

    @Test func aDamagedMemoIsAMissNeverATrap() throws {
        let tree = try app()
        defer { tree.remove() }
        _ = try routegen(arguments(tree))
        let path = tree.path + "/cache/" + RunMemo.fileName
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        for damaged in [Array(bytes.prefix(bytes.count / 2)), bytes.map { $0 ^ 0x5A }, []] {
            try Data(damaged).write(to: URL(fileURLWithPath: path))
            let run = try routegen(arguments(tree))
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains(none))
            #expect(try registry(tree).contains("LoginViewRouter"))
        }
        #expect(try routegen(arguments(tree)).stderr.contains(hit), "rewritten whole by the last miss")
    }

    @Test func aMemoDecodesToItselfAndEveryTruncationToNothing() {
        let memo = RunMemo(
            key: Array(repeating: 7, count: 16), context: Array(repeating: 8, count: 16), facts: [],
            outputs: [
                RunMemo.Output(
                    path: "/tmp/Generated/RouteRegistry.swift", contents: Data("enum RouteRegistry {}\n".utf8))
            ], messages: ["a.swift:1:1: warning: something [rule]", "é ✓"])
        let bytes = memo.encoded
        #expect(RunMemo.decode(bytes) == memo)
        for length in 0..<bytes.count {
            #expect(RunMemo.decode(Array(bytes.prefix(length))) == nil)
        }
    }

    /// A project's modules name exactly its files and are keyed in the files' order, without a
    /// sort; any other map is sorted. Both give the same bytes, and a module moved still counts.
    @Test func theModulesAreKeyedInPathOrderEitherWay() throws {
        let tree = try app()
        defer { tree.remove() }
        var inventory = Pipeline.inventory(Pipeline.Input(paths: [tree.path + "/Sources"]))
        #expect(inventory.files.count >= 3)
        inventory.discovery.modules = Dictionary(
            uniqueKeysWithValues: inventory.discovery.files.enumerated().map { ($1, "Module\($0 % 2)") })
        func key(_ inventory: SourceInventory) -> [UInt8] {
            RunMemoKey(
                arguments: ["generate"], workingDirectory: "/work", environment: [:], standardErrorIsTerminal: false,
                configDigest: "c1", inventory: inventory, otherInputs: []
            ).digest
        }
        let ordered = key(inventory)
        // One more file discovered that no module names: the map is sorted instead.
        var sorted = inventory
        sorted.discovery.files.append(tree.path + "/Sources/zz-unlisted.txt")
        #expect(key(sorted) == ordered, "the same modules, the same bytes, whichever way they were ordered")
        var moved = inventory
        moved.discovery.modules[inventory.discovery.files[0]] = "Elsewhere"
        #expect(key(moved) != ordered)
        var renamed = inventory
        let first = inventory.discovery.files[0]
        renamed.discovery.modules[first] = nil
        renamed.discovery.modules[first + ".moved"] = "Module0"
        #expect(key(renamed) != ordered)
    }

    /// Modules a project's layout gives in file order, and stamps the project reading's check took
    /// already, make the same key as the look-ups and `stat`s they spare; a module moved or a
    /// file changed afterwards still changes it.
    @Test func whatTheProjectReadingWorkedOutKeysTheSame() throws {
        let tree = try app()
        defer { tree.remove() }
        let plain = Pipeline.inventory(Pipeline.Input(paths: [tree.path + "/Sources"]))
        let files = plain.discovery.files
        let named = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, "Module\($0 % 2)") })
        var looked = plain
        looked.discovery.files = []
        looked.discovery.modules = [:]
        var ordered = looked
        var digested = looked
        looked.discovery.include(files, modules: named)
        ordered.discovery.include(files, modules: named, inOrder: files.map { named[$0]! }, standard: true)
        #expect(looked.discovery.modulesInFileOrder == nil)
        #expect(ordered.discovery.modulesInFileOrder == files.map { named[$0]! })
        let input = tree.path + "/Sources/App/Login/LoginViewRouter.swift"
        func key(_ inventory: SourceInventory, checked: [String: FileStamp?] = [:]) -> [UInt8] {
            RunMemoKey(
                arguments: ["generate"], workingDirectory: "/work", environment: [:], standardErrorIsTerminal: false,
                configDigest: "c1", inventory: inventory, otherInputs: [input], checkedStamps: checked
            ).digest
        }
        let base = key(looked)
        #expect(key(ordered) == base, "modules in file order key as the look-ups do")
        var misdigested = digested
        let pairs = files.map { (key: $0, value: named[$0]!) }
        digested.discovery.include(
            files, modules: named, inOrder: files.map { named[$0]! }, standard: true,
            filesDigest: FileListDigest.digest(sortedPairs: pairs))
        #expect(digested.discovery.keptFilesDigest != nil)
        #expect(key(digested) == base, "a kept reading's digest of its files keys as their paths do")
        misdigested.discovery.include(
            files, modules: named, inOrder: files.map { named[$0]! }, standard: true,
            filesDigest: FileListDigest.digest(sortedPairs: pairs.dropLast()))
        #expect(key(misdigested) != base, "the kept digest is what is keyed, not the paths hashed again")
        var filtered = digested
        filtered.files.removeLast()
        filtered.stamps.removeLast()
        #expect(key(filtered) != key(digested), "files left out by the config are not the kept list")
        var regrown = digested
        regrown.discovery.files.append(tree.path + "/Sources/Later.swift")
        #expect(regrown.discovery.keptFilesDigest == nil, "a changed file list drops the kept digest")
        #expect(key(ordered, checked: [input: FileSystem.stamp(of: input)]) == base, "a checked stamp keys as a stat")
        var moved = ordered
        moved.discovery.modules[files[0]] = "Elsewhere"
        #expect(moved.discovery.modulesInFileOrder == nil, "a changed module drops the order")
        #expect(key(moved) != base)
        var stale = FileSystem.stamp(of: input)
        stale?.size += 1
        #expect(key(ordered, checked: [input: stale]) != base, "the checked stamp is what is keyed")
        try tree.write("Sources/App/Login/LoginViewRouter.swift", "// changed\n")
        #expect(key(ordered) != base, "an input not checked is stat'ed")
    }

    @Test func theKeyChangesWithEachInputAndOnlyThen() throws {
        let tree = try app()
        defer { tree.remove() }
        let input = Pipeline.Input(paths: [tree.path + "/Sources"])
        let inventory = Pipeline.inventory(input)
        func key(
            _ arguments: [String] = ["generate"], directory: String = "/work",
            environment: [String: String] = ["HOME": "/root"], terminal: Bool = false, config: String = "c1",
            inventory: SourceInventory? = nil, inputs: [String] = []
        ) -> RunMemoKey {
            RunMemoKey(
                arguments: arguments, workingDirectory: directory, environment: environment,
                standardErrorIsTerminal: terminal, configDigest: config,
                inventory: inventory ?? Pipeline.inventory(input), otherInputs: inputs)
        }
        let base = key()
        #expect(base.trustworthy)
        #expect(key().digest == base.digest, "the same inputs, the same key")
        #expect(key(inventory: inventory).digest == base.digest)
        #expect(
            key(environment: ["HOME": "/root", "_": "/usr/bin/time", "OLDPWD": "/tmp", "SHLVL": "2"]).digest
                == base.digest, "a shell's bookkeeping is not an input")
        let variants = [
            key(["generate", "--public"]), key(directory: "/other"), key(environment: ["HOME": "/home"]),
            key(terminal: true), key(config: "c2"),
            key(inputs: [tree.path + "/Sources/App/Login/LoginViewRouter.swift"]),
        ]
        for variant in variants { #expect(variant.digest != base.digest) }
        var moved = inventory
        moved.stamps[0]?.modifiedNanoseconds += 1
        #expect(key(inventory: moved).digest != base.digest, "one stamp differs")
        var recent = inventory
        recent.stamps[0]?.modifiedSeconds = Int(Date().timeIntervalSince1970)
        #expect(!key(inventory: recent).trustworthy)
        var unstatable = inventory
        unstatable.stamps[0] = nil
        #expect(!key(inventory: unstatable).trustworthy)
    }
}
