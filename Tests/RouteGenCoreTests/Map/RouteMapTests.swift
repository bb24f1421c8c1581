import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `routegen map`: what the map holds, and that the dot and Mermaid spellings are deterministic and
/// escaped. Rendering by the real tools (Graphviz, Chromium) is in `MapToolTests`.
struct RouteMapTests {
    static let login = RouteMapSample.login
    static let profile = RouteMapSample.profile
    static let app = RouteMapSample.app

    static func map(_ files: [(path: String, source: String)] = [login, profile, app]) -> RouteMap {
        let graph = Snippet.graph(files)
        return RouteMapBuilder.build(graph, findings: Checker.run(CheckContext(graph: graph)), moduleMap: [:])
    }

    @Test func providersKeysAndRequestsComeFromTheGraph() throws {
        let map = Self.map()
        #expect(map.modules == ["App", "LoginKit", "ProfileKit"])
        let router = try #require(map.providers.first { $0.name == "LoginViewRouter" })
        #expect(router.module == "LoginKit")
        // A URL pattern is an identifier too, as ZIKRouter registers it; string keys keep their source spelling.
        #expect(
            router.keys == [
                .routable(.view, "LoginViewInput"), .identifier("app://login/:account"),
                .identifier(#"login \"quoted\" <b>#1</b>"#), .urlPattern("app://login/:account"),
                .destination("LoginViewController"),
            ])
        #expect(
            map.adapters.map { "\($0.from.name)->\($0.to.name) by \($0.adapterName)" } == [
                "RequiredLoginViewInput->LoginViewInput by AppRouteAdapter"
            ])
        let url = try #require(map.requests.first { $0.requested == "app://login/42" })
        #expect(url.keys == [.urlPattern("app://login/:account")], "a URL points at the patterns that match it")
        #expect(map.findings.map { $0.diagnostic.rule ?? "" } == ["unregistered-route"])
        #expect(map.findings.first?.module == "ProfileKit")
    }

    /// A `routersToClass` request points at the destination class a router registers; a destination
    /// made with ZIKRouter's own class provides no route, so the map leaves it to the findings.
    @Test func classRequestsPointAtTheDestinationAndZIKRoutersOwnClassesAreNoRequest() {
        let source = """
            import UIKit
            import ZIKRouter
            import ZRouter

            final class HelpViewController: UIViewController, ZIKRoutableView {}

            final class HelpViewRouter: ZIKViewRouter<HelpViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() { registerView(HelpViewController.self) }
                override func destination(with configuration: ViewRouteConfig) -> HelpViewController? { HelpViewController() }
            }

            final class HelpCenter {
                func open() {
                    _ = ZIKAnyViewRouter.routersToClass(HelpViewController.self)
                    _ = HelpViewRouter.makeDestination()
                    _ = ZIKAnyViewRouter.makeDestination()
                }
            }
            """
        let map = Self.map([("Sources/App/HelpCenter.swift", source)])
        #expect(
            map.requests.map { "\($0.requested) \($0.keys.map(\.name)) \($0.routerName ?? "-")" } == [
                "HelpViewController [\"HelpViewController\"] -", "HelpViewRouter [] HelpViewRouter",
            ])
        #expect(map.findings.map { $0.diagnostic.rule ?? "" } == ["adapter-as-router"])
    }

    @Test func moduleLevelFollowsAdaptersToTheProvidingModule() {
        let dependencies = Self.map().moduleDependencies().map { "\($0.from)->\($0.to) \($0.count)" }
        // ProfileKit asks for RequiredLoginViewInput (adapted in App to LoginKit's protocol) and a
        // URL LoginKit's router serves: both reach LoginKit, the adapter's module is not the provider.
        #expect(dependencies == ["ProfileKit->LoginKit 2"])
    }

    @Test func findingsAreDrawnInTheirOwnStyleAndPointAtWhatTheyAreAbout() {
        let dot = RouteMapEmitter.dot(Self.map(), level: .routes)
        // The key nothing provides is a problem node; the finding node points at it.
        #expect(
            dot.contains(
                "\"view_SettingsViewInput\" [label=\"SettingsViewInput\\nview protocol\", shape=hexagon, color=\"#c62828\""
            ))
        #expect(dot.contains("\"f_1\" -> \"view_SettingsViewInput\" [style=dotted"))
        #expect(
            dot.contains(
                "\"view_RequiredLoginViewInput\" -> \"view_LoginViewInput\" [style=bold, color=\"#1565c0\", label=\"adapter\"]"
            ))
        #expect(dot.contains("subgraph \"cluster_ProfileKit\""))
        let mermaid = RouteMapEmitter.mermaid(Self.map(), level: .routes)
        #expect(
            mermaid.contains("class f_1,view_SettingsViewInput problem")
                || mermaid.contains("class view_SettingsViewInput,f_1 problem"), "\(mermaid)")
    }

    /// A route the config provides (a binary SDK registers it) is provided on the map too, as
    /// `check` counts it: its key is not drawn as a problem, and URLs its pattern matches point at it.
    @Test func providedRoutesProvideTheirKeys() throws {
        let graph = Snippet.graph([Self.login, Self.profile, Self.app])
        var config = RouteGenConfig()
        config.resolve.providedRoutes = [
            ProvidedRoute(kind: .view, name: "SettingsViewInput", reason: "registered by SettingsSDK", line: 4),
            ProvidedRoute(kind: .viewURL, name: "app://settings/:tab", reason: "registered by SettingsSDK", line: 7),
        ]
        let findings = Checker.run(CheckContext(graph: graph, config: config))
        #expect(!findings.contains { $0.rule == "unregistered-route" })
        let map = RouteMapBuilder.build(
            graph, findings: findings, moduleMap: [:], providedRoutes: config.resolve.providedRoutes)
        let provider = try #require(map.providers.first { $0.module == RouteMap.providedModule })
        #expect(provider.name == "registered by SettingsSDK")
        #expect(provider.keys == [.routable(.view, "SettingsViewInput"), .urlPattern("app://settings/:tab")])
        let dot = RouteMapEmitter.dot(map, level: .routes)
        #expect(dot.contains("\"view_SettingsViewInput\" [label=\"SettingsViewInput\\nview protocol\", shape=hexagon"))
        #expect(
            !dot.contains(
                "\"view_SettingsViewInput\" [label=\"SettingsViewInput\\nview protocol\", shape=hexagon, color=\"#c62828\""
            ))
        // Without the config, the same key is the problem the other test draws.
        let bare = RouteMapBuilder.build(graph, findings: Checker.run(CheckContext(graph: graph)), moduleMap: [:])
        #expect(!bare.providers.contains { $0.module == RouteMap.providedModule })
    }

    @Test func labelsAreEscapedForEachNotation() {
        let map = Self.map()
        let dot = RouteMapEmitter.dot(map, level: .routes)
        #expect(dot.contains(#"label="login \\\"quoted\\\" <b>#1</b>\nidentifier""#), "\(dot)")
        let mermaid = RouteMapEmitter.mermaid(map, level: .routes)
        #expect(
            mermaid.contains(##"["login \#34;quoted\#34; #60;b#62;#35;1#60;/b#62;<br/>identifier"]"##), "\(mermaid)")
        let html = RouteMapEmitter.html(map, diagram: .unavailable("no <dot>"))
        #expect(html.contains(#"<code>login \&quot;quoted\&quot; &lt;b&gt;#1&lt;/b&gt;</code>"#))
        #expect(html.contains("no &lt;dot&gt;"))
        #expect(!html.contains("<b>#1"))
    }

    @Test func moduleLevelHasOneNodePerModule() {
        let dot = RouteMapEmitter.dot(Self.map(), level: .module)
        #expect(dot.contains("\"m_ProfileKit\" -> \"m_LoginKit\" [style=dashed, label=\"2\"]"), "\(dot)")
        #expect(dot.contains("\"m_ProfileKit\" [label=\"ProfileKit\\n0 route providers\\n1 finding\""), "\(dot)")
        let mermaid = RouteMapEmitter.mermaid(Self.map(), level: .module)
        #expect(mermaid.contains("m_ProfileKit -.->|\"2\"| m_LoginKit"))
    }

    @Test(arguments: [MapLevel.routes, .module])
    func outputDoesNotDependOnFileOrder(level: MapLevel) {
        let forward = Self.map([Self.login, Self.profile, Self.app])
        let backward = Self.map([Self.app, Self.profile, Self.login])
        #expect(RouteMapEmitter.dot(forward, level: level) == RouteMapEmitter.dot(backward, level: level))
        #expect(RouteMapEmitter.mermaid(forward, level: level) == RouteMapEmitter.mermaid(backward, level: level))
        #expect(
            RouteMapEmitter.html(forward, diagram: .unavailable("-"))
                == RouteMapEmitter.html(backward, diagram: .unavailable("-")))
    }

    @Test func idsStayDistinctWhenNamesSanitizeAlike() {
        var ids = MapIDs()
        #expect(ids.id(for: "a", base: "x-y") == "x_y")
        #expect(ids.id(for: "b", base: "x.y") == "x_y_2")
        #expect(ids.id(for: "a", base: "ignored") == "x_y")
        #expect(ids.id(for: "c", base: "9lives") == "n_9lives")
    }
}
