import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Identifiers and URL patterns named in Swift: a type's `static let` (`enum RouteID { static let
/// login = "login" }`, nested types and extensions too) and a file-scope `let`, passed by name from
/// registrations and requests. The key is the string, as for an Objective-C `#define`.
struct SwiftStringConstantTests {
    static let routeIDs = """
        /// Route identifiers every module shares.
        enum RouteID {
            static let login = "login"

            enum Settings {
                static let privacy = "settings/privacy"
            }

            /// Not a constant: each screen has its own.
            let screen = "home"
        }

        extension RouteID {
            static let help: String = "help"
        }

        let kHelpURLPattern = "app://help/:topic"
        """

    static let helpRouter = """
        import UIKit
        import ZIKRouter
        import ZRouter

        final class HelpViewRouter: ZIKViewRouter<HelpViewController, ViewRouteConfig> {
            override class func registerRoutableDestination() {
                registerView(HelpViewController.self)
                registerIdentifier(RouteID.help)
                registerIdentifier(RouteID.Settings.privacy)
                registerURLPattern(kHelpURLPattern)
            }

            override func destination(with configuration: ViewRouteConfig) -> HelpViewController? {
                HelpViewController()
            }
        }

        final class HelpViewController: UIViewController, ZIKRoutableView {}
        """

    static let home = """
        import UIKit
        import ZIKRouter
        import ZRouter

        final class HomeViewController: UIViewController {
            func showHelp() {
                Router.to(viewIdentifier: RouteID.help)?.perform(path: .push(from: self))
                ZIKAnyViewRouter.performURL("app://help/routing", fromSource: self)
            }

            func showPrivacy() {
                ZIKAnyViewRouter.toIdentifier(RouteID.Settings.privacy)?.perform(path: .push(from: self))
            }
        }
        """

    static let files: [(path: String, source: String)] = [
        ("Sources/App/Routing/RouteID.swift", routeIDs),
        ("Sources/App/Help/HelpViewRouter.swift", helpRouter),
        ("Sources/App/Home/HomeViewController.swift", home),
    ]

    /// Each file parsed, as the whole-tree run parses a file of constants once a key needs it (the
    /// one-file pre-filter skips a file without a ZIKRouter spelling; the last test runs that way).
    static func parsed(_ path: String, _ source: String, pruning: Bool = true) -> FileFacts {
        LargeStackThread.run { SwiftFileScanner.facts(path: path, source: source, pruning: pruning) }
    }

    static func graph(_ files: [(path: String, source: String)]) -> RouteGraph {
        RouteGraphBuilder.build(files.map { parsed($0.path, $0.source) }, config: RouteGenConfig())
    }

    @Test func staticAndFileScopeLetsAreRecordedByTheNameCodeWrites() {
        let facts = Self.parsed("Sources/App/Routing/RouteID.swift", Self.routeIDs)
        #expect(facts == Self.parsed("Sources/App/Routing/RouteID.swift", Self.routeIDs, pruning: false))
        #expect(
            facts.stringConstants.map { "\($0.name)=\($0.value)@\($0.location.line)" } == [
                "RouteID.login=login@3", "RouteID.Settings.privacy=settings/privacy@6", "RouteID.help=help@14",
                "kHelpURLPattern=app://help/:topic@17",
            ])
    }

    @Test func keysPassedByTheseNamesAreTheirStrings() {
        let graph = Self.graph(Self.files)
        #expect(
            Snippet.registrations(of: "HelpViewRouter", in: graph) == [
                "view HelpViewController", "identifier help", "identifier settings/privacy",
                "urlPattern app://help/:topic", "identifier app://help/:topic",
            ])
        #expect(graph.unreadKeys.isEmpty)
        #expect(!graph.diagnostics.contains { $0.rule == "dynamic-registration" })
        let findings = Checker.run(CheckContext(graph: graph)).filter { $0.severity != .note }
        #expect(findings.map(\.rendered) == [])
    }

    /// The fault the names hid: a lost registration is an error at the request through the name.
    @Test func aLostRegistrationIsAnErrorAtTheRequestThroughTheName() {
        let lost = Self.files.map {
            ($0.path, $0.source.replacingOccurrences(of: "        registerIdentifier(RouteID.help)\n", with: ""))
        }
        let found = Checker.run(CheckContext(graph: Self.graph(lost))).filter { $0.rule == "unregistered-route" }
        #expect(found.map(\.severity) == [.error])
        #expect(found.first?.location?.file == "Sources/App/Home/HomeViewController.swift")
        #expect(found.first?.message.contains("\"help\"") == true, "\(found.map(\.rendered))")
    }

    /// An instance's property, a local variable and a `var` are not constants: the warning says what
    /// is read. (A local `let` of a literal is: `ScopedNameTests`.)
    @Test func otherNamesStayUnreadAndTheWarningSaysWhatIsRead() {
        let graph = Snippet.graph(
            """
            import ZIKRouter
            import ZRouter

            var settingsRouteID = "settings"

            final class SettingsViewRouter: ZIKViewRouter<SettingsViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    var profileRouteID = "profile"
                    profileRouteID += "/edit"
                    registerView(SettingsViewController.self)
                    registerIdentifier(settingsRouteID)
                    registerIdentifier(profileRouteID)
                    registerIdentifier(RouteID.missing)
                }
            }
            """, path: "Sources/App/SettingsViewRouter.swift")
        #expect(graph.unreadKeys.map(\.spelling) == ["profileRouteID", "settingsRouteID", "RouteID.missing"])
        #expect(
            graph.diagnostics.filter { $0.rule == "dynamic-registration" }.map(\.message).first
                == "cannot read the identifier `settingsRouteID` registers statically: no scanned file-scope `let`, type's `static let`, Objective-C `#define` or `NSString *const` makes it a string"
        )
    }

    /// A file holding only constants has no ZIKRouter spelling: the pre-filter skips it until a key
    /// needs one of its names, and then the whole-tree run reads it like the one-file parse.
    @Test func aFileOfConstantsIsParsedWhenAKeyNeedsIt() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        for file in Self.files { try tree.write(file.path, file.source) }
        try tree.write(
            "Sources/App/Theme/Palette.swift", "enum Palette {\n    static let brand = \"brand\"\n}\n")
        WholeTreePrefilterTests.expectSameOutput([tree.path + "/Sources"])
        let result = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], jobs: 2, prefilter: true))
        #expect(!result.skippedPaths.contains(tree.path + "/Sources/App/Routing/RouteID.swift"))
        #expect(result.skippedPaths.contains(tree.path + "/Sources/App/Theme/Palette.swift"))
        #expect(Snippet.registrations(of: "HelpViewRouter", in: result.graph).contains("identifier help"))
    }
}
