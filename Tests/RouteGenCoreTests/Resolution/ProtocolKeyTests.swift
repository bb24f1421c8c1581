import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Swift protocol keys are compared in canonical form: typealiases followed, a composition's
/// members in one order. The spelling as written stays beside the key for `dump`.
struct ProtocolKeyTests {
    static let infoApp = """
        import UIKit
        import ZRouter
        @objc protocol ZIKInfoViewProtocol: ZIKViewRoutable {}
        typealias RequiredInfoViewInput = UIViewController & ZIKInfoViewProtocol

        class ZIKInfoViewAdapter: ZIKViewRouteAdapter {
            override class func registerRoutableDestination() {
                register(adapter: RoutableView<UIViewController & ZIKInfoViewProtocol>(),
                         forAdaptee: RoutableView<ZIKInfoViewProtocol>())
            }
        }
        final class InfoViewRouter: ZIKViewRouter<UIViewController, ViewRouteConfig> {
            override class func registerRoutableDestination() {
                register(RoutableView<ZIKInfoViewProtocol>())
            }
        }
        extension RoutableView where Protocol == RequiredInfoViewInput {
            init() { self.init(declaredProtocol: Protocol.self) }
        }
        final class Coordinator {
            func show() {
                Router.perform(to: RoutableView<RequiredInfoViewInput>(), path: .push(from: self))
            }
        }
        """

    @Test func aTypealiasedCompositionMatchesItsExpansion() {
        let graph = Snippet.graph(Self.infoApp)
        let findings = Checker.run(CheckContext(graph: graph)).filter {
            ["unregistered-route", "unregistered-declaration", "dangling-adapter"].contains($0.rule ?? "")
        }
        #expect(findings.map(CheckSnippet.describe) == [])
        #expect(graph.useSites.map(\.key) == ["UIViewController & ZIKInfoViewProtocol"])
        #expect(graph.useSites.map(\.writtenKey) == ["RequiredInfoViewInput"])
        // The @objc protocol that inherits ZIKViewRoutable is declared routable by itself.
        #expect(
            graph.routableDeclarations.map(\.protocolName) == [
                "ZIKInfoViewProtocol", "UIViewController & ZIKInfoViewProtocol",
            ])
    }

    @Test func withoutTheAliasTheSameUseIsUnregistered() {
        // The control: the alias names another composition, so the check must fire.
        let source = Self.infoApp.replacingOccurrences(
            of: "typealias RequiredInfoViewInput = UIViewController & ZIKInfoViewProtocol",
            with: "typealias RequiredInfoViewInput = UIView & ZIKInfoViewProtocol")
        let findings = Checker.run(CheckContext(graph: Snippet.graph(source))).filter {
            $0.rule == "unregistered-route"
        }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("UIView & ZIKInfoViewProtocol") == true)
    }

    @Test(arguments: [
        // Member order, chains, `any`, parentheses, duplicates.
        ("typealias K = B & A", "K", "A & B"),
        ("typealias K = J\ntypealias J = A & B", "K", "A & B"),
        ("typealias K = A & J\ntypealias J = C & B", "K", "A & B & C"),
        ("typealias K = any A & B", "K", "A & B"),
        ("typealias K = (B & A)", "K", "A & B"),
        ("", "B & A & B", "A & B"),
        // A plain protocol and a generic type are kept as written.
        ("", "LoginViewInput", "LoginViewInput"),
        ("typealias K = Box<Int>", "K", "Box<Int>"),
        // A loop of aliases stops instead of hanging; the name is its own key then.
        ("typealias K = J\ntypealias J = K", "K", "K"),
    ])
    func canonicalForms(aliases: String, spelling: String, expected: String) {
        let facts = Snippet.facts(aliases)
        let index = DeclarationIndex(files: [facts], modules: ModuleResolver(moduleMap: [:]).table(for: [facts.path]))
        #expect(ProtocolKeyCanonicalizer(index: index).canonical(spelling, scope: []) == expected)
    }

    @Test func aliasesNestedInTypesResolveFromInsideThem() {
        let graph = Snippet.graph(
            """
            protocol EditorInput: AnyObject {}
            enum Editor {
                typealias Input = EditorInput & UIViewController
                final class Coordinator {
                    func show() { Router.perform(to: RoutableView<Input>(), path: .push(from: self)) }
                }
            }
            final class Other {
                typealias Input = EditorInput
                func show() { Router.perform(to: RoutableView<Input>(), path: .push(from: self)) }
            }
            """)
        #expect(graph.useSites.map(\.key) == ["EditorInput & UIViewController", "EditorInput"])
    }

    @Test func registrationsAndAdapteesKeepWhatTheyWrote() {
        let graph = Snippet.graph(
            Self.infoApp + """

                typealias InfoAdaptee = ZIKInfoViewProtocol
                class SecondAdapter: ZIKViewRouteAdapter {
                    override class func registerRoutableDestination() {
                        register(adapter: RoutableView<RequiredInfoViewInput>(), forAdaptee: RoutableView<InfoAdaptee>())
                    }
                }
                """)
        let adapter = graph.routers.first { $0.name == "SecondAdapter" }?.registrations.first
        #expect(adapter?.key == "UIViewController & ZIKInfoViewProtocol")
        #expect(adapter?.writtenKey == "RequiredInfoViewInput")
        #expect(adapter?.adaptee == "ZIKInfoViewProtocol")
        #expect(adapter?.writtenAdaptee == "InfoAdaptee")
        // Two adapters of one key: the duplicate is found through the alias.
        let duplicates = Checker.run(CheckContext(graph: graph)).filter { $0.rule == "duplicate-protocol" }
        #expect(duplicates.count == 2)
    }

    @Test func dumpShowsTheSpellingAndTheKey() throws {
        let json = GraphDumpEmitter.emit(Snippet.graph(Self.infoApp))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let site = try #require((object["useSites"] as? [[String: Any]])?.first)
        #expect(site["name"] as? String == "RequiredInfoViewInput")
        #expect(site["key"] as? String == "UIViewController & ZIKInfoViewProtocol")
        let routable = try #require(
            (object["routableProtocols"] as? [[String: Any]])?.first {
                $0["name"] as? String == "RequiredInfoViewInput"
            })
        #expect(routable["key"] as? String == "UIViewController & ZIKInfoViewProtocol")
    }

    @Test func objectiveCKeysAreNotRewritten() {
        let facts = [
            Pipeline.facts(
                path: "Sources/App/Aliases.swift", text: "typealias LoginViewInput = UIViewController & Other"),
            Pipeline.facts(
                path: "Sources/App/LoginViewRouter.h", text: "@interface LoginViewRouter : ZIKViewRouter\n@end"),
            Pipeline.facts(
                path: "Sources/App/LoginViewRouter.m",
                text: """
                    @implementation LoginViewRouter
                    + (void)registerRoutableDestination {
                        [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
                    }
                    @end
                    """),
        ]
        let graph = RouteGraphBuilder.build(facts, config: RouteGenConfig())
        #expect(Snippet.registrations(of: "LoginViewRouter", in: graph) == ["viewProtocol LoginViewInput"])
    }
}
