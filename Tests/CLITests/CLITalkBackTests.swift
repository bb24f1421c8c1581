import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// What the CLI says to a person: the summary, progress and colour on a terminal only, typo
/// suggestions, one error per problem, honest locations, and output in a useful order.
struct CLITalkBackTests {
    static let loginRouterHeader = """
        #import <ZIKRouter/ZIKRouter.h>
        #import "LoginViewController.h"

        NS_ASSUME_NONNULL_BEGIN

        @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
        @end

        NS_ASSUME_NONNULL_END
        """

    static let loginRouterImplementation = """
        #import "LoginViewRouter.h"
        @import ZIKRouter.Internal;

        @implementation LoginViewRouter

        + (void)registerRoutableDestination {
            [self registerView:[LoginViewController class]];
            [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
            [self registerURLPattern:@"app://login"];
        }

        - (nullable id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
            return [[LoginViewController alloc] init];
        }

        @end
        """

    static func swiftRouter(_ name: String, identifier: String) -> String {
        let destination = name.replacingOccurrences(of: "Router", with: "") + "ViewController"
        return """
            import UIKit
            import ZRouter
            import ZIKRouter.Internal

            public final class \(name): ZIKAnyViewRouter {
                override public class func registerRoutableDestination() {
                    registerView(\(destination).self)
                    registerIdentifier("\(identifier)")
                }

                override public func destination(with configuration: ViewRouteConfig) -> Any? {
                    \(destination)()
                }
            }

            final class \(destination): UIViewController, ZIKRoutableView {}
            """
    }

    private func routegen(
        _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
    ) throws -> ProcessOutput {
        try ProcessRunner.run(try ProcessRunner.routegenBinary(), arguments, in: directory, environment: environment)
    }

    // MARK: - A clean check says so

    @Test func cleanCheckPrintsOneSummaryLineAndQuietSilencesIt() throws {
        let app = Repository.path("Fixtures/SwiftApp/Sources")
        let output = try routegen(["check", app, "--module", "App"])
        #expect(output.status == 0)
        #expect(output.stdout.isEmpty)
        let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "one line: \(output.stderr)")
        let summary = String(lines[0])
        #expect(summary.hasPrefix("routegen check: "))
        #expect(summary.contains(" files, "), "\(summary)")
        #expect(summary.contains(" routers: 0 errors, 0 warnings, 0 notes ("), "\(summary)")
        #expect(summary.hasSuffix(" s)"), "\(summary)")
        let quiet = try routegen(["check", app, "--module", "App", "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty)
    }

    /// A check routegen cannot decide is a note the summary counts; `--undecided` prints only those
    /// notes, and the exit status stays the full check's.
    @Test func undecidedChecksAreCountedAndListedAlone() throws {
        let app = try TemporaryDirectory()
        defer { app.remove() }
        try app.write(
            "Sources/App/Chat.swift",
            """
            import UIKit
            import ZRouter
            import ChatInterfaces

            /// ChatViewInput and its RoutableView extension come from ChatInterfaces, a binary module.
            final class ChatViewController: UIViewController, ZIKRoutableView {}

            final class ChatViewRouter: ZIKViewRouter<ChatViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(ChatViewController.self)
                    register(RoutableView<ChatViewInput>())
                }
            }
            """)
        try app.write(
            "Sources/App/Profile.swift",
            """
            import UIKit
            import ZRouter

            protocol ProfileViewInput: AnyObject {}
            extension RoutableView where Protocol == ProfileViewInput {
                init() { self.init(declaredTypeName: "ProfileViewInput") }
            }

            final class ProfileViewController: UIViewController, ZIKRoutableView {}

            final class ProfileViewRouter: ZIKViewRouter<ProfileViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(ProfileViewController.self)
                    register(RoutableView<ProfileViewInput>())
                }
            }
            """)
        let full = try routegen(["check", app.path + "/Sources", "--module", "App"])
        #expect(full.status == 1)
        #expect(full.stdout.contains("error: view class ProfileViewController"), "\(full.stdout)")
        // ChatViewInput is unscanned: neither the destination's conformance nor the entry's protocol is decided.
        #expect(full.stderr.contains("; 2 checks undecided (--undecided lists them)"), "\(full.stderr)")
        let undecided = try routegen(["check", app.path + "/Sources", "--module", "App", "--undecided"])
        #expect(undecided.status == 1, "the exit status is the full check's")
        // It lists them itself: its summary counts them without pointing to the option.
        #expect(undecided.stderr.contains("; 2 checks undecided ("), "\(undecided.stderr)")
        #expect(!undecided.stderr.contains("--undecided lists them"), "\(undecided.stderr)")
        let lines = undecided.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(undecided.stdout)")
        let conformance = lines.first { $0.hasSuffix("[destination-conformance]") }
        #expect(
            conformance?.contains(
                "note: routegen cannot decide whether ChatViewController, registered by router ChatViewRouter here, conforms to ChatViewInput"
            ) == true, "\(undecided.stdout)")
        #expect(
            conformance?.hasSuffix(": ChatViewInput is declared in no scanned file [destination-conformance]") == true,
            "\(undecided.stdout)")
        #expect(
            lines.contains {
                $0.contains("note: routegen cannot decide whether `RoutableView<ChatViewInput>`")
                    && $0.hasSuffix(": ChatViewInput is declared in no scanned file [invalid-routable-type]")
            }, "\(undecided.stdout)")
    }

    @Test func summaryCountsAreSingularAndPluralRight() {
        let one = RunSummary(
            command: "check", files: 1, routers: 1, diagnostics: [Diagnostic(.error, "x")], seconds: 0.5)
        #expect(one.line == "routegen check: 1 file, 1 router: 1 error, 0 warnings, 0 notes (0.50 s)")
        let many = RunSummary(
            command: "check", files: 6000, routers: 2,
            diagnostics: [Diagnostic(.warning, "a"), Diagnostic(.warning, "b"), Diagnostic(.note, "c")], baselined: 3,
            seconds: 9.126)
        #expect(
            many.line
                == "routegen check: 6000 files, 2 routers: 0 errors, 2 warnings, 1 note (3 more accepted by the baseline) (9.13 s)"
        )
        let unsure = RunSummary(
            command: "check", files: 3, routers: 1,
            diagnostics: [
                Diagnostic(.note, "routegen cannot decide …", ruleID: "destination-conformance"),
                Diagnostic(.note, "not a check", ruleID: "dynamic-registration"),
            ], seconds: 0.1)
        #expect(
            unsure.line
                == "routegen check: 3 files, 1 router: 0 errors, 0 warnings, 2 notes; 1 check undecided (--undecided lists them) (0.10 s)"
        )
    }

    // MARK: - Terminal-only decoration

    @Test func colourAndProgressOnlyOnATerminal() {
        let terminal = TerminalStyle(isTerminal: true, environment: [:])
        #expect(terminal == TerminalStyle(colour: true, progress: true))
        #expect(TerminalStyle(isTerminal: false, environment: [:]) == .plain)
        #expect(
            TerminalStyle(isTerminal: true, environment: ["NO_COLOR": "1"])
                == TerminalStyle(colour: false, progress: true))
        #expect(
            TerminalStyle(isTerminal: true, environment: ["NO_COLOR": ""]).colour, "an empty NO_COLOR does not count")
        #expect(
            TerminalStyle(isTerminal: true, environment: ["CI": "true"]) == TerminalStyle(colour: true, progress: false)
        )
        #expect(TerminalStyle(isTerminal: true, environment: ["CI": "false"]).progress)
        #expect(TerminalStyle(isTerminal: true, environment: ["TERM": "dumb"]) == .plain)
        let diagnostic = Diagnostic(
            .error, "broken", at: SourceLocation(file: "/a.swift", line: 3, column: 4), ruleID: "r")
        #expect(TerminalStyle.plain.render(diagnostic) == "/a.swift:3:4: error: broken [r]")
        #expect(terminal.render(diagnostic) == "\u{1B}[1m/a.swift:3:4:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m broken [r]")
    }

    /// Under a real pseudo-terminal (util-linux `script`), the binary colours severities and draws
    /// a progress line; piped, the same run prints neither.
    @Test func pseudoTerminalGetsColourAndProgressPipesDoNot() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/App.swift", CheckCLITests.broken)
        let binary = try ProcessRunner.routegenBinary()
        let command = "\(binary) check Sources"
        let plainEnvironment = ["CI": "", "NO_COLOR": "", "TERM": "xterm-256color"]
        let terminal = try ProcessRunner.run(
            "script", ["-qec", command, "/dev/null"], in: tree.path, environment: plainEnvironment)
        #expect(terminal.status == 1)
        #expect(
            terminal.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"),
            "coloured on a terminal: \(terminal.stdout.debugDescription)")
        #expect(terminal.stdout.contains("\r\u{1B}[2Kroutegen: scanning "), "progress line on a terminal")
        let noColour = try ProcessRunner.run(
            "script", ["-qec", command, "/dev/null"], in: tree.path,
            environment: plainEnvironment.merging(["NO_COLOR": "1"]) { $1 })
        #expect(!noColour.stdout.contains("\u{1B}[1;31m"))
        #expect(noColour.stdout.contains("error: view identifier"))
        let ci = try ProcessRunner.run(
            "script", ["-qec", command, "/dev/null"], in: tree.path,
            environment: plainEnvironment.merging(["CI": "true"]) { $1 })
        #expect(!ci.stdout.contains("routegen: scanning"), "no progress line in CI")
        let piped = try routegen(["check", "Sources"], in: tree.path, environment: plainEnvironment)
        #expect(!piped.stdout.contains("\u{1B}") && !piped.stderr.contains("\u{1B}"), "never an escape in a pipe")
    }

    // MARK: - Typos

    @Test func mistypedSubcommandGetsASuggestion() throws {
        let output = try routegen(["chek", "Sources"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("'chek' is not a routegen command"))
        #expect(output.stderr.contains("did you mean `check`?"))
        #expect(!output.stderr.contains("no such file or directory"))
        // A real folder of that name is still scanned, as the default command's path.
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("chek/App/R.swift", Self.swiftRouter("HomeRouter", identifier: "home"))
        let folder = try routegen(["chek"], in: tree.path)
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stdout.contains("HomeRouter.registerRoutableDestination()"))
        #expect(
            MistypedSubcommand.suggestion(
                for: "dmup", subcommands: ["generate", "check", "dump"], pathExists: { _ in false }) == "dump")
        #expect(
            MistypedSubcommand.suggestion(
                for: "Sources", subcommands: ["generate", "check", "dump"], pathExists: { _ in false }) == nil)
        #expect(
            MistypedSubcommand.suggestion(for: "chek.swift", subcommands: ["check"], pathExists: { _ in false }) == nil)
    }

    @Test func misspeltRuleIdInTheConfigIsAnErrorWithASuggestion() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/R.swift", Self.swiftRouter("HomeRouter", identifier: "home"))
        try tree.write(".routegen.yml", "rules:\n  unregistred-route: off\n  unreachable-router: error\n")
        let output = try routegen(["check", "Sources"], in: tree.path)
        #expect(output.status == 2)
        #expect(
            output.stderr.contains(
                ".routegen.yml:2:3: error: unknown rule id 'unregistred-route' under 'rules' (did you mean 'unregistered-route'?)"
            ), "\(output.stderr)")
        try tree.write(".routegen.yml", "rulez:\n  unreachable-router: error\n")
        let key = try routegen(["check", "Sources"], in: tree.path)
        #expect(key.status == 2)
        #expect(key.stderr.contains("unknown key 'rulez' (did you mean 'rules'?)"), "\(key.stderr)")
        try tree.write(".routegen.yml", "rules:\n  config: off\n")
        let config = try routegen(["check", "Sources"], in: tree.path)
        #expect(config.status == 2)
        #expect(config.stderr.contains("'config' cannot be set under 'rules'"))
        // Scanner ids are rule ids too.
        try tree.write(".routegen.yml", "rules:\n  syntax-error: off\n")
        #expect(try routegen(["check", "Sources"], in: tree.path).status == 0)
    }

    // MARK: - One error per problem, at an honest place

    @Test func missingRegistryIsOneError() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        for index in 1...3 {
            try tree.write(
                "Sources/App/R\(index).swift", Self.swiftRouter("Home\(index)Router", identifier: "home\(index)"))
        }
        let output = try routegen(["check", "Sources", "--registry", "nope.swift"], in: tree.path)
        #expect(output.status == 2)
        let findings = output.stdout.split(separator: "\n")
        #expect(findings.count == 1, "\(output.stdout)")
        #expect(
            findings.first?.hasSuffix(
                "/nope.swift: error: no such file or directory: nope.swift (given with --registry) [missing-path]")
                == true, "\(output.stdout)")
        #expect(!output.stdout.contains("stale-registry"))
    }

    @Test func missingPathHasNoMadeUpLineOrColumn() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/R.swift", Self.swiftRouter("HomeRouter", identifier: "home"))
        let xcode = try routegen(["check", "Sources", "Gone"], in: tree.path)
        #expect(xcode.status == 2)
        let expected =
            StandardPath.standardized(tree.path + "/Gone") + ": error: no such file or directory: Gone [missing-path]\n"
        #expect(xcode.stdout == expected)
        let json = try routegen(["check", "Sources", "Gone", "--format", "json"], in: tree.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostic = try #require((report["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["line"] is NSNull && diagnostic["column"] is NSNull)
        let github = try routegen(["check", "Sources", "Gone", "--format", "github"], in: tree.path)
        #expect(github.stdout.hasPrefix("::error file="))
        #expect(!github.stdout.contains("line="))
        let generate = try routegen(["Sources", "Gone"], in: tree.path)
        #expect(generate.stderr.contains("/Gone: error: no such file or directory"))
        #expect(!generate.stderr.contains("Gone:1:1"))
    }

    // MARK: - Registry entry

    @Test func objcEntryWithoutModuleWarnsWhatToPass() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        // Not SwiftPM's Sources/<Target>/ layout: nothing says which module the routers are in.
        try tree.write("App/Home/HomeRouter.swift", Self.swiftRouter("HomeRouter", identifier: "home"))
        try tree.write("App/Login/LoginViewRouter.h", Self.loginRouterHeader)
        try tree.write("App/Login/LoginViewRouter.m", Self.loginRouterImplementation)
        let unnamed = try routegen(["App", "--entry", "objc"], in: tree.path)
        #expect(unnamed.status == 0, "\(unnamed.stderr)")
        #expect(unnamed.stdout.contains("#import \"Product-Swift.h\""))
        #expect(
            unnamed.stderr.contains(
                "warning: the Objective-C registry calls the Swift routers through <Module>-Swift.h, but the module is unknown"
            ), "\(unnamed.stderr)")
        #expect(unnamed.stderr.contains("pass --module with the app's product module name"))
        let named = try routegen(["App", "--entry", "objc", "--module", "Shop"], in: tree.path)
        #expect(named.stdout.contains("#import \"Shop-Swift.h\""))
        #expect(!named.stderr.contains("objc-entry-module"))
        let header = try routegen(["App", "--entry", "objc", "--swift-header", "Shop-Swift.h"], in: tree.path)
        #expect(!header.stderr.contains("objc-entry-module"))
    }

    @Test func objectiveCOnlyAppGetsTheObjectiveCRegistry() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/LoginViewRouter.h", Self.loginRouterHeader)
        try tree.write("Sources/App/LoginViewRouter.m", Self.loginRouterImplementation)
        let output = try routegen(["Sources"], in: tree.path)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("// ---- RouteRegistry.h ----"))
        #expect(output.stdout.contains("[LoginViewRouter registerRoutableDestination];"))
        #expect(!output.stdout.contains("import ZIKRouter.Internal\n"), "no Swift registry")
        #expect(
            output.stderr.contains(
                "note: no Swift file was scanned, so the Objective-C registry (.h and .m) is written"))
        let swift = try routegen(["Sources", "--entry", "swift"], in: tree.path)
        #expect(swift.stdout.contains("LoginViewRouter.registerRoutableDestination()"))
        #expect(!swift.stderr.contains("no-swift-sources"))
        #expect(EntryAdvice.defaultEntry(swiftFilesFound: 0, objcFilesFound: 3) == .objc)
        #expect(EntryAdvice.defaultEntry(swiftFilesFound: 1, objcFilesFound: 3) == .swift)
        #expect(EntryAdvice.defaultEntry(swiftFilesFound: 0, objcFilesFound: 0) == .swift)
    }

    @Test func manyModulesNoteNamesAFewAndSaysWhatToPass() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        for index in 1...8 {
            try tree.write(
                "Sources/Feature\(index)/Router.swift",
                Self.swiftRouter("Feature\(index)Router", identifier: "feature\(index)"))
        }
        let output = try routegen(["Sources"], in: tree.path)
        #expect(output.status == 0, "\(output.stderr)")
        let note = try #require(output.stderr.split(separator: "\n").first { $0.contains("[registry-module]") })
        #expect(
            note
                == "note: routers live in 8 modules (Feature1, Feature2, Feature3, Feature4, Feature5 and 3 more); every one is imported. Pass --module with the module that compiles the registry (or set `module:` in .routegen.yml) so it does not import itself [registry-module]"
        )
        #expect(!note.contains("Feature8"))
    }

    @Test func generatedCountsAreSingularAndPluralRight() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/R.swift", Self.swiftRouter("HomeRouter", identifier: "home"))
        let one = try routegen(["Sources"], in: tree.path)
        #expect(one.stdout.contains("// Registers 1 Swift router for apps"), "\(one.stdout)")
        try tree.write("Sources/App/S.swift", Self.swiftRouter("SettingsRouter", identifier: "settings"))
        #expect(try routegen(["Sources"], in: tree.path).stdout.contains("// Registers 2 Swift routers for apps"))
        try tree.write("Sources/App/LoginViewRouter.h", Self.loginRouterHeader)
        try tree.write("Sources/App/LoginViewRouter.m", Self.loginRouterImplementation)
        let objc = try routegen(["Sources", "--entry", "objc"], in: tree.path)
        #expect(objc.stdout.contains("// Registers 1 Objective-C router and calls"), "\(objc.stdout)")
        #expect(Plural.counted(0, "router") == "0 routers")
        #expect(Plural.counted(1, "Objective-C router") == "1 Objective-C router")
    }

    // MARK: - Order and paths

    @Test func findingsComeBeforeTheSummaryInOnePipe() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/App.swift", CheckCLITests.broken)
        let binary = try ProcessRunner.routegenBinary()
        let merged = try ProcessRunner.run("/bin/sh", ["-c", "'\(binary)' check Sources 2>&1 | cat"], in: tree.path)
        let lines = merged.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(merged.stdout)")
        #expect(lines.first?.contains("error: view identifier \"profile\"") == true)
        #expect(
            lines.last?.hasPrefix("routegen check: 1 file, 1 router: 1 error, 0 warnings, 0 notes") == true,
            "\(merged.stdout)")
    }

    @Test func findingPathsAreAbsoluteWhateverTheWorkingDirectory() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("Sources/App/App.swift", CheckCLITests.broken)
        let file = StandardPath.standardized(tree.path + "/Sources/App/App.swift")
        let fromRoot = try routegen(["check", "Sources"], in: tree.path)
        let fromInside = try routegen(["check", "App"], in: tree.path + "/Sources")
        let fromOutside = try routegen(["check", tree.path + "/Sources/../Sources"], in: NSTemporaryDirectory())
        for output in [fromRoot, fromInside, fromOutside] {
            #expect(output.stdout.hasPrefix(file + ":9:13: error: "), "\(output.stdout)")
        }
        let json = try routegen(["check", "App", "--format", "json"], in: tree.path + "/Sources")
        #expect(json.stdout.contains("\"file\": \"\(file)\""))
    }
}
