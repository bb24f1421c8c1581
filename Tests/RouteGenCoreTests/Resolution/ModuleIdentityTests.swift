import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// A Swift class is its module and name: verdicts about one `EditorViewRouter` never leak to
/// another module's. Objective-C class names are global, and two of one name are a finding.
struct ModuleIdentityTests {
    static let appRegistry: RouteGenConfig = {
        var config = RouteGenConfig()
        config.resolve.registryModule = "App"
        return config
    }()

    static func router(_ graph: RouteGraph, _ name: String, module: String) -> Router? {
        graph.routers.first { $0.name == name && $0.module == module }
    }

    @Test func ownRegistrationIsPerModule() {
        let graph = Snippet.graph(
            [
                (
                    "Sources/EditorKit/EditorViewRouter.swift",
                    """
                    open class EditorViewRouter: ZIKAnyViewRouter {
                        override open class func registerRoutableDestination() { registerIdentifier("editor") }
                    }
                    """
                ),
                (
                    "Sources/NotesKit/EditorViewRouter.swift",
                    """
                    public final class EditorViewRouter: ZIKAnyViewRouter {}
                    """
                ),
            ], config: Self.appRegistry)
        #expect(Self.router(graph, "EditorViewRouter", module: "EditorKit")?.registrable == true)
        #expect(Self.router(graph, "EditorViewRouter", module: "NotesKit")?.exclusion == .missingOwnRegistration)
        let findings = Checker.run(CheckContext(graph: graph)).filter { $0.rule == "missing-own-registration" }
        #expect(findings.map { $0.location?.file } == ["Sources/NotesKit/EditorViewRouter.swift"])
        // The message names the module: the bare name would be EditorKit's router too.
        #expect(findings.first?.message.hasPrefix("router NotesKit.EditorViewRouter is not registered") == true)
        // And the generated registry calls only the one that registers itself.
        let registry = SwiftRegistryEmitter.emit(graph, config: Self.appRegistry)
        #expect(registry.contains("EditorKit.EditorViewRouter.registerRoutableDestination()"))
        #expect(!registry.contains("NotesKit.EditorViewRouter.registerRoutableDestination()"))
    }

    @Test func aModuleQualifiedExtensionAppliesToThatModulesClass() {
        let graph = Snippet.graph([
            ("Sources/EditorKit/EditorViewRouter.swift", "open class EditorViewRouter: ZIKAnyViewRouter {}"),
            ("Sources/NotesKit/EditorViewRouter.swift", "public final class EditorViewRouter: ZIKAnyViewRouter {}"),
            (
                "Sources/App/Registrations.swift",
                """
                import EditorKit
                extension EditorKit.EditorViewRouter {
                    override open class func registerRoutableDestination() { registerIdentifier("editor") }
                }
                """
            ),
        ])
        #expect(Self.router(graph, "EditorViewRouter", module: "EditorKit")?.registrable == true)
        #expect(Self.router(graph, "EditorViewRouter", module: "NotesKit")?.exclusion == .missingOwnRegistration)
    }

    @Test func anUnqualifiedExtensionAppliesToItsOwnModulesClass() {
        let graph = Snippet.graph([
            ("Sources/EditorKit/EditorViewRouter.swift", "open class EditorViewRouter: ZIKAnyViewRouter {}"),
            (
                "Sources/NotesKit/EditorViewRouter.swift",
                """
                public final class EditorViewRouter: ZIKAnyViewRouter {}
                extension EditorViewRouter {
                    override public class func registerRoutableDestination() { registerIdentifier("notes") }
                }
                """
            ),
        ])
        #expect(Self.router(graph, "EditorViewRouter", module: "EditorKit")?.exclusion == .missingOwnRegistration)
        #expect(Self.router(graph, "EditorViewRouter", module: "NotesKit")?.registrable == true)
    }

    @Test func abstractVerdictsArePerModule() {
        let graph = Snippet.graph([
            (
                "Sources/EditorKit/BaseViewRouter.swift",
                """
                open class BaseViewRouter: ZIKAnyViewRouter {
                    override open class func isAbstractRouter() -> Bool { true }
                }
                """
            ),
            (
                "Sources/NotesKit/BaseViewRouter.swift",
                """
                open class BaseViewRouter: ZIKAnyViewRouter {
                    override open class func registerRoutableDestination() { registerIdentifier("notes-base") }
                }
                public final class NoteViewRouter: BaseViewRouter {
                    override public class func registerRoutableDestination() { registerIdentifier("note") }
                }
                """
            ),
        ])
        #expect(
            Self.router(graph, "BaseViewRouter", module: "EditorKit")?.exclusion
                == .abstract(decidedBy: "BaseViewRouter"))
        #expect(Self.router(graph, "BaseViewRouter", module: "NotesKit")?.registrable == true)
        #expect(Self.router(graph, "NoteViewRouter", module: "NotesKit")?.registrable == true)
    }

    @Test func objectiveCClassesAreGlobalWhateverTheirFolder() {
        // The `@implementation` in another module's folder still defines the class's method.
        let graph = Snippet.graph([
            ("Sources/EditorKit/EditorViewRouter.h", "@interface EditorViewRouter : ZIKViewRouter\n@end"),
            (
                "Sources/EditorKitImpl/EditorViewRouter.m",
                """
                @implementation EditorViewRouter
                + (void)registerRoutableDestination { [self registerIdentifier:@"editor"]; }
                @end
                """
            ),
        ])
        #expect(graph.routers.map(\.registrable) == [true])
    }

    @Test func duplicateObjectiveCClassFixtures() {
        CheckFixture.verify(DuplicateObjCClassRule(), language: "ObjC")
        CheckFixture.verify(DuplicateObjCClassRule(), language: "Swift")
    }

    @Test func duplicateObjectiveCClassMessageNamesTheOtherPlace() {
        let findings = CheckSnippet.findings(
            DuplicateObjCClassRule(),
            [
                ("Pods/EditorKit/EditorViewRouter.h", "@interface EditorViewRouter : ZIKViewRouter\n@end"),
                ("Pods/NotesKit/EditorViewRouter.h", "@interface EditorViewRouter : ZIKViewRouter\n@end"),
                (
                    "Pods/NotesKit/EditorViewRouter.m",
                    "@implementation EditorViewRouter\n+ (void)registerRoutableDestination {}\n@end"
                ),
            ])
        #expect(
            findings == [
                "1:12: Objective-C class EditorViewRouter is also declared at Pods/NotesKit/EditorViewRouter.h:1; Objective-C class names are global to the app, so only one of these routers exists at run time: rename one",
                "1:12: Objective-C class EditorViewRouter is also declared at Pods/EditorKit/EditorViewRouter.h:1; Objective-C class names are global to the app, so only one of these routers exists at run time: rename one",
            ])
    }
}

struct ModuleIdentityRouteTests {
    @Test func aRegistrationRunsWhenItsOwnModulesRouterIsRegistered() {
        // EditorKit's same-named router is generic (never registered); NotesKit's registers a
        // protocol from an extension in another file. Only NotesKit's decides whether it runs.
        let graph = Snippet.graph([
            (
                "Sources/EditorKit/EditorViewRouter.swift",
                """
                open class EditorViewRouter<Destination: AnyObject>: ZIKViewRouter<Destination, ViewRouteConfig> {
                    override open class func registerRoutableDestination() {}
                }
                """
            ),
            ("Sources/NotesKit/EditorViewRouter.swift", "public final class EditorViewRouter: ZIKAnyViewRouter {}"),
            (
                "Sources/NotesKit/EditorViewRouter+Registration.swift",
                """
                public protocol NoteEditorInput: AnyObject {}
                extension RoutableView where Protocol == NoteEditorInput {
                    public init() { self.init(declaredProtocol: Protocol.self) }
                }
                extension EditorViewRouter {
                    override public class func registerRoutableDestination() {
                        register(RoutableView<NoteEditorInput>())
                    }
                }
                """
            ),
            (
                "Sources/NotesKit/NotesCoordinator.swift",
                """
                final class NotesCoordinator {
                    func edit() { Router.perform(to: RoutableView<NoteEditorInput>(), path: .push(from: self)) }
                }
                """
            ),
        ])
        #expect(
            graph.routers.map { "\($0.module ?? "-").\($0.name) \($0.registrable)" } == [
                "EditorKit.EditorViewRouter false", "NotesKit.EditorViewRouter true",
            ])
        let findings = Checker.run(CheckContext(graph: graph)).filter {
            $0.rule == "unregistered-route" || $0.rule == "unregistered-declaration"
        }
        #expect(findings.map(CheckSnippet.describe) == [])
    }
}
