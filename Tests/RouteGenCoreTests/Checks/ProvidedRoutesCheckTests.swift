import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `provided-routes:` on the demo app of a LoginModule that requests the Cart module's routes,
/// which only the full app links (Fixtures/ComponentDemo, one app per language).
struct ProvidedRoutesCheckTests {
    static let languages = ["Swift", "ObjC"]

    private static func folder(_ language: String) -> String {
        Repository.path("Fixtures/ComponentDemo/\(language)")
    }

    private static func config(_ language: String) throws -> RouteGenConfig {
        try ConfigLoader.load(path: folder(language) + "/" + RouteGenConfig.fileName)
    }

    private static func check(_ language: String, config: RouteGenConfig) -> [Diagnostic] {
        let result = Pipeline.run(Pipeline.Input(paths: [folder(language)], config: config))
        return Checker.run(CheckContext(graph: result.graph, config: config))
    }

    /// `rule File:line` of each diagnostic.
    private static func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map {
            "\($0.severity) \($0.rule ?? "-") \(fileName($0.location?.file ?? "-")):\($0.location?.line ?? 0)"
        }
    }

    @Test(arguments: languages)
    func theDemoAppIsCleanWithItsProvidedRoutes(language: String) throws {
        let config = try Self.config(language)
        #expect(config.resolve.providedRoutes.count == 4)
        #expect(Self.check(language, config: config).map(\.rendered) == [])
    }

    /// Without the entries, each request of a Cart route is an error, and so is every rule that
    /// asks whether the route is registered: the declaration in the interface pod and the
    /// demo app's adapter to it.
    @Test(arguments: languages)
    func withoutThemEveryCartRequestIsAnError(language: String) throws {
        var config = try Self.config(language)
        config.resolve.providedRoutes = []
        let found = Self.check(language, config: config)
        #expect(found.allSatisfy { $0.severity == .error }, "\(found.map(\.rendered))")
        let rules = Dictionary(grouping: found) { $0.rule ?? "-" }.mapValues(\.count)
        #expect(
            rules == ["unregistered-route": 5, "unregistered-declaration": 3, "dangling-adapter": 1],
            "\(found.map(\.rendered))")
        let messages = found.map(\.message).joined(separator: "\n")
        for key in ["CartViewInput", "CartServiceInput", "\"cart\"", "shop://cart/featured", "LoginRequiredCartInput"] {
            #expect(messages.contains(key), "\(key) is no longer reported")
        }
    }

    /// An entry answers only what it names: a service identifier does not answer a view
    /// identifier's request, a view protocol not a view module protocol's.
    @Test(arguments: languages)
    func anEntryOfAnotherKindAnswersNothing(language: String) throws {
        var config = try Self.config(language)
        config.resolve.providedRoutes = config.resolve.providedRoutes.map { entry in
            var entry = entry
            if entry.kind == .viewIdentifier { entry.kind = .serviceIdentifier }
            if entry.kind == .view { entry.kind = .viewModule }
            return entry
        }
        let found = Self.check(language, config: config).filter { $0.severity == .error }
        let requested = found.filter { $0.rule == "unregistered-route" }.map(\.message)
        #expect(requested.contains { $0.hasPrefix("view identifier \"cart\"") }, "\(requested)")
        #expect(requested.contains { $0.hasPrefix("view protocol CartViewInput") }, "\(requested)")
        // Swift's `register(adapter:forAdaptee:)` writes the view protocols' adapter map only;
        // Objective-C's `registerDestinationAdapter:` writes the one both view kinds share, so a
        // view-module entry ends that chain.
        #expect(found.contains { $0.rule == "dangling-adapter" } == (language == "Swift"))
    }

    /// Provided routes are not the app's to register: the generated files are the same with and
    /// without them, and name none of them.
    @Test(arguments: languages)
    func generationRegistersNothingForThem(language: String) throws {
        let config = try Self.config(language)
        var bare = config
        bare.resolve.providedRoutes = []
        let graph = Pipeline.run(Pipeline.Input(paths: [Self.folder(language)], config: config)).graph
        let swift = SwiftRegistryEmitter.emit(graph, config: config)
        #expect(swift == SwiftRegistryEmitter.emit(graph, config: bare))
        var objcConfig = config
        objcConfig.output.entry = .objc
        var objcBare = bare
        objcBare.output.entry = .objc
        let objc = ObjCRegistryEmitter.emitImplementation(graph, config: objcConfig)
        #expect(objc == ObjCRegistryEmitter.emitImplementation(graph, config: objcBare))
        for text in [swift, objc] {
            #expect(!text.contains("Cart"), "\(text)")
        }
        // The registry of the app's own language registers its router, and only that.
        #expect((language == "Swift" ? swift : objc).contains("LoginViewRouter"))
    }

    /// An entry nothing needs, and one the scanned app registers itself, are warnings at their
    /// line in the config file; the entries that answer requests are not reported.
    @Test(arguments: languages)
    func unneededEntriesAreWarningsAtTheirLines(language: String) throws {
        let path = Self.folder(language) + "/extra.yml"
        var config = try Self.config(language)
        let extra = try ConfigLoader.parse(
            """
            provided-routes:
              - kind: view
                name: OrderHistoryViewInput
                reason: OrdersModule, no longer used by LoginModule
              - kind: view
                name: LoginViewInput
                reason: copied from the Shop app's list
              - kind: service-url
                name: "shop://cart/:itemID"
                reason: CartModule pod
            """, path: path)
        config.resolve.providedRoutes += extra.resolve.providedRoutes
        let found = Self.check(language, config: config)
        #expect(
            Self.places(found) == [
                "warning unneeded-provided-route extra.yml:2",
                "warning unneeded-provided-route extra.yml:5",
                "warning unneeded-provided-route extra.yml:8",
            ])
        #expect(
            found[0].message
                == "view protocol OrderHistoryViewInput is listed under provided-routes (OrdersModule, no longer used by LoginModule), but no use site, routable declaration or adapter of the scanned code needs it: delete the entry"
        )
        #expect(
            found[1].message.hasPrefix(
                "view protocol LoginViewInput is listed under provided-routes (copied from the Shop app's list), but router LoginViewRouter (LoginViewRouter."
            ), "\(found[1].message)")
        #expect(
            found[1].message.hasSuffix(
                "registers it in the scanned code: delete the entry, which would keep unregistered-route quiet if that registration went away"
            ))

        config.resolve.ruleSeverities["unneeded-provided-route"] = .off
        #expect(Self.check(language, config: config) == [])
    }

    /// An identifier or URL pattern the app registers itself is reported as well as a protocol.
    @Test func identifiersAndPatternsTheAppRegistersAreReported() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(
            "Sources/App/SettingsViewRouter.swift",
            """
            import ZIKRouter
            import ZRouter

            final class SettingsViewController: UIViewController, ZIKRoutableView {}

            final class SettingsViewRouter: ZIKViewRouter<SettingsViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(SettingsViewController.self)
                    registerIdentifier("settings")
                    registerURLPattern("app://settings/:section")
                }

                override func destination(with configuration: ViewRouteConfig) -> SettingsViewController? {
                    SettingsViewController()
                }
            }

            func openSettings(from source: UIViewController) {
                Router.to(viewIdentifier: "settings")?.perform(path: .push(from: source))
                ZIKAnyViewRouter.performURL("app://settings/privacy", fromSource: source)
            }
            """)
        var config = try ConfigLoader.parse(
            """
            provided-routes:
              - {kind: view-identifier, name: settings, reason: SettingsKit}
              - {kind: view-url, name: "app://settings/:section", reason: SettingsKit}
              - {kind: service-identifier, name: settings, reason: SettingsKit's service}
            """, path: "cfg.yml")
        config.resolve.registryModule = "App"
        let result = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], config: config))
        let found = Checker.run(CheckContext(graph: result.graph, config: config))
        #expect(
            Self.places(found) == [
                "warning unneeded-provided-route cfg.yml:2",
                "warning unneeded-provided-route cfg.yml:3",
                "warning unneeded-provided-route cfg.yml:4",
            ])
        #expect(
            found[0].message.contains("but router SettingsViewRouter (SettingsViewRouter.swift) registers it"),
            "\(found[0].message)")
        #expect(
            found[1].message.contains("but router SettingsViewRouter (SettingsViewRouter.swift) registers it"),
            "\(found[1].message)")
        #expect(
            found[2].message.contains("no use site, routable declaration or adapter of the scanned code needs it"),
            "\(found[2].message)")
    }
}
