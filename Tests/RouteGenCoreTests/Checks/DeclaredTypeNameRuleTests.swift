import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel

/// `declared-type-name`: the name a routable declaration passes to `init(declaredTypeName:)` must be
/// `String(describing: Protocol.self)`, which ZRouter asserts in debug builds.
struct DeclaredTypeNameRuleTests {
    let rule = DeclaredTypeNameRule()

    /// A feature module's routable declarations, written the way ZRouter's documentation suggests
    /// for apps with hundreds of routes (a name instead of `String(describing:)` at launch).
    static func declarations(login: String, clock: String, editor: String, settings: String) -> String {
        """
        import UIKit
        import ZIKRouter
        import ZRouter

        protocol LoginViewInput: AnyObject {}
        protocol ClockService: AnyObject {}
        typealias ClockInput = ClockService
        enum Editor {
            protocol ModuleInput: AnyObject {}
        }
        protocol SettingsViewInput: AnyObject {}
        protocol Themeable: AnyObject {}

        extension RoutableView where Protocol == LoginViewInput {
            init() { self.init(declaredTypeName: "\(login)") }
        }

        extension RoutableService where Protocol == ClockInput {
            init() { self.init(declaredTypeName: "\(clock)") }
        }

        extension RoutableViewModule where Protocol == Editor.ModuleInput {
            init() { self.init(declaredTypeName: "\(editor)") }
        }

        #if DEBUG
        extension RoutableView where Protocol == SettingsViewInput {
            init() {
                self.init(declaredTypeName: "\(settings)")
            }
        }
        #endif

        extension RoutableView where Protocol == SettingsViewInput & Themeable {
            init() { self.init(declaredProtocol: Protocol.self) }
        }
        """
    }

    func findings(_ source: String) -> [Finding] {
        rule.findings(in: CheckContext(graph: Snippet.graph(source, path: "Sources/App/RoutableDeclarations.swift")))
    }

    @Test func theSimpleNameOfEachProtocolIsAccepted() {
        let source = Self.declarations(
            login: "LoginViewInput", clock: "ClockService", editor: "ModuleInput", settings: "SettingsViewInput")
        #expect(findings(source).map(\.message) == [])
        let graph = Snippet.graph(source, path: "Sources/App/RoutableDeclarations.swift")
        // The typealias is followed: `String(describing:)` prints the type it stands for.
        #expect(
            graph.declaredTypeNames.map { "\($0.kind.rawValue) \($0.protocolName) \($0.typeName)" } == [
                "view LoginViewInput LoginViewInput", "service ClockService ClockService",
                "viewModule Editor.ModuleInput ModuleInput", "view SettingsViewInput SettingsViewInput",
            ])
    }

    @Test func anotherNameAModulePrefixOrTheAliasIsAnError() {
        let source = Self.declarations(
            login: "LoginInput", clock: "ClockInput", editor: "Editor.ModuleInput", settings: "App.SettingsViewInput")
        let found = findings(source)
        let reported = Checker.run(
            CheckContext(graph: Snippet.graph(source, path: "Sources/App/RoutableDeclarations.swift"))
        ).filter { $0.rule == "declared-type-name" }
        #expect(reported.map(\.severity) == [.error, .error, .error, .error])
        #expect(found.map { $0.location?.line ?? 0 } == [15, 19, 23, 29])
        #expect(
            found[0].message
                == "RoutableView<LoginViewInput> is declared with `declaredTypeName: \"LoginInput\"`, but `String(describing: LoginViewInput.self)` is \"LoginViewInput\"; ZRouter asserts when the entry is made in debug builds, and in release builds keys the route under \"LoginInput\""
        )
        #expect(found[1].message.contains("`String(describing: ClockService.self)` is \"ClockService\""))
        #expect(found[3].message.contains("ZRouter also asserts that a key has no module prefix"))
    }

    @Test func aCompositionIsANote() {
        let source = """
            import ZRouter
            protocol SettingsViewInput: AnyObject {}
            protocol Themeable: AnyObject {}
            extension RoutableView where Protocol == SettingsViewInput & Themeable {
                init() { self.init(declaredTypeName: "SettingsViewInput & Themeable") }
            }
            """
        let found = findings(source)
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message.hasPrefix("routegen cannot decide whether") == true)
    }
}
