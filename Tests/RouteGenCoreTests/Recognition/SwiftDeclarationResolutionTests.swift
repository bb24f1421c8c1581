import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Swift routable declarations and use sites as the graph resolves them across files.
struct SwiftDeclarationResolutionTests {
    /// A protocol inheriting one that inherits a routable root is routable too, across files.
    @Test func protocolsInheritingARoutableRootAreDeclarationsAcrossFiles() {
        let graph = Snippet.graph(
            [
                "Sources/App/Cart.swift": "@objc protocol CartInput: ZIKViewRoutable {}",
                "Sources/App/Editable.swift":
                    "@objc protocol EditableCartInput: CartInput {}\nfunc editCart() { _ = Router.to(RoutableView<EditableCartInput>()) }",
            ].sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        #expect(
            graph.routableDeclarations.map { "\($0.kind.rawValue) \($0.protocolName)" }.sorted() == [
                "view CartInput", "view EditableCartInput",
            ])
    }

    /// A protocol made routable by its own `RoutableView` extension passes nothing on: ZRouter needs
    /// an extension for the protocol that inherits it, and ZIKRouter never sees Swift-only protocols.
    @Test func inheritingAnExtensionDeclaredProtocolIsNotADeclaration() {
        let graph = Snippet.graph([
            (
                "Sources/App/ProfileViewInput.swift",
                """
                protocol ProfileViewInput: AnyObject { var userID: String? { get set } }
                extension RoutableView where Protocol == ProfileViewInput {
                    init() { self.init(declaredTypeName: "ProfileViewInput") }
                }
                """
            ),
            ("Sources/App/EditableProfileViewInput.swift", "protocol EditableProfileViewInput: ProfileViewInput {}"),
        ])
        #expect(graph.routableDeclarations.map(\.protocolName) == ["ProfileViewInput"])
    }

    @Test func routerClassUseSitesAreKeptOnlyForKnownRouters() {
        let graph = Snippet.graph(
            """
            class LoginViewRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() {} }
            func show() {
                LoginViewRouter.perform(path: .push(from: self))
                ImagePicker.perform(with: 3)
                LoginViewRouter.makeDestination()
            }
            """)
        #expect(
            graph.useSites.map { "\($0.kind.rawValue) \($0.key ?? "-")" } == [
                "routerClass LoginViewRouter", "routerClass LoginViewRouter",
            ])
    }
}
