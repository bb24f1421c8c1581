/// `unregistered-route`: a use site asks for a protocol, identifier or URL that no registered
/// route answers (docs/ZIKRouter-semantics.md#runtime-conflicts-lookup's "Didn't find view router for view protocol"), caught before run time.
///
/// Only registrations that run count: those made in the `registerRoutableDestination` of a
/// router the registry calls. A generic or abstract router's own registrations never run in a
/// manually registered app (the registry never calls it), so a protocol registered only there is
/// reported, with the reason. Registrations sent to a class routegen does not know are trusted.
/// A registration whose key routegen cannot read turns a use site of its kind that nothing else
/// answers into a note: the unread key may be the one asked for. So does a protocol that no
/// scanned file declares routable (it comes from a module routegen does not scan).
/// `SomeRouter.perform…` use sites name a class, not a key, and are not checked; nor are URLs
/// that are not literals.
import RouteGenModel

package struct UnregisteredRouteRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "unregistered-route",
        defaultSeverity: .error,
        summary: "A use site requests a protocol, identifier or URL that no registered route answers.",
        reportedAt: "the use site",
        rationale:
            "A `RoutableView<P>()`, `Router.perform(to:)`, `Router.to(…)`, `makeDestination`, `Switchable…` use (or an Objective-C `ZIKRouterToView(P)` and the like), an identifier or a URL literal that no registered route answers. ZIKRouter finds out only at run time, when the screen opens. Register the protocol, identifier or URL in a router's `registerRoutableDestination`, an adapter or a block route. When a registration's key is not a literal routegen can read (a constant no scanned file defines, a variable such as `config.routeID`, `NSClassFromString(…)`), it is reported as `dynamic-registration` and an unmatched request of its kind is only a note: the unread key may be the one asked for. A request for a protocol that no scanned file declares routable is a note too: the code compiles only where the protocol is declared, so it comes from a module routegen does not scan (a binary framework), most likely with its router.",
        triggeringExamples: [
            .swift(
                """
                protocol ProfileViewInput: AnyObject {}

                extension RoutableView where Protocol == ProfileViewInput {
                    init() { self.init(declaredProtocol: Protocol.self) }
                }

                final class LoginViewController: UIViewController, ZIKRoutableView {}

                final class LoginViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(LoginViewController.self)
                        registerIdentifier("login")
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { LoginViewController() }
                }

                final class Coordinator {
                    func showProfile() {
                        Router.perform(to: RoutableView<ProfileViewInput>(), path: .push(from: self)) // expect: unregistered-route
                    }

                    func openSettings() {
                        Router.to(viewIdentifier: "settings")?.perform(path: .push(from: self)) // expect: unregistered-route
                    }
                }
                """),
            .objc(
                "Coordinator",
                header: """
                    #import <ZIKRouter/ZIKRouter.h>

                    @protocol ProfileViewInput <ZIKViewRoutable>
                    @end

                    @interface Coordinator : NSObject
                    @end
                    """,
                implementation: """
                    #import "Coordinator.h"

                    @implementation Coordinator

                    - (void)showProfile {
                        [ZIKRouterToView(ProfileViewInput) performPath:ZIKViewRoutePath.pushFrom(self)]; // expect: unregistered-route
                    }

                    - (void)openSettings {
                        [ZIKAnyViewRouter.toIdentifier(@"settings") performPath:ZIKViewRoutePath.pushFrom(self)]; // expect: unregistered-route
                    }

                    @end
                    """),
        ],
        nonTriggeringExamples: [
            .swift(
                """
                protocol ProfileViewInput: AnyObject {}

                extension RoutableView where Protocol == ProfileViewInput {
                    init() { self.init(declaredProtocol: Protocol.self) }
                }

                final class ProfileViewController: UIViewController, ZIKRoutableView, ProfileViewInput {}

                final class ProfileViewRouter: ZIKAnyViewRouter {
                    override class func registerRoutableDestination() {
                        registerView(ProfileViewController.self)
                        register(RoutableView<ProfileViewInput>())
                        registerIdentifier("settings")
                    }

                    override func destination(with configuration: ViewRouteConfig) -> Any? { ProfileViewController() }
                }

                final class Coordinator {
                    func showProfile() {
                        Router.perform(to: RoutableView<ProfileViewInput>(), path: .push(from: self))
                        Router.to(viewIdentifier: "settings")?.perform(path: .push(from: self))
                    }
                }
                """),
            .objc(
                "ProfileViewRouter",
                header: """
                    #import <UIKit/UIKit.h>
                    #import <ZIKRouter/ZIKRouter.h>

                    @protocol ProfileViewInput <ZIKViewRoutable>
                    @end

                    @interface ProfileViewController : UIViewController <ZIKRoutableView, ProfileViewInput>
                    @end

                    @interface ProfileViewRouter : ZIKViewRouter
                    @end
                    """,
                implementation: """
                    #import "ProfileViewRouter.h"
                    #import <ZIKRouter/ZIKViewRouterInternal.h>

                    @implementation ProfileViewController
                    @end

                    @implementation ProfileViewRouter

                    + (void)registerRoutableDestination {
                        [self registerView:[ProfileViewController class]];
                        [self registerViewProtocol:ZIKRoutable(ProfileViewInput)];
                    }

                    - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                        return [[ProfileViewController alloc] init];
                    }

                    - (void)showProfileFrom:(UIViewController *)source {
                        [ZIKRouterToView(ProfileViewInput) performPath:ZIKViewRoutePath.pushFrom(source)];
                    }

                    @end
                    """),
        ]
    )

    package func findings(in context: CheckContext) -> [Finding] {
        let unread = UnreadKeyLeniency.sorted(context.graph)
        let unseen = UnreadKeyLeniency.unseenRouters(context.graph)
        let declared = Set(context.graph.routableDeclarations.map(\.protocolName))
        return context.graph.useSites.compactMap { site in
            guard let key = site.key else { return nil }
            let what: String
            let resolution: Resolution
            switch site.kind {
            case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol:
                let kind = site.kind.routableKind!
                what = "\(kind.spokenName) \(key)"
                resolution = context.routes.resolve(ProtocolKey(kind: kind, name: key), under: site.condition)
            case .viewIdentifier, .serviceIdentifier:
                let registry = RegistryKind(isService: site.kind == .serviceIdentifier)
                what = "\(registry.rawValue) identifier \"\(key)\""
                resolution = context.routes.resolveIdentifier(key, in: registry, under: site.condition)
            case .viewURL, .serviceURL:
                guard key.contains("://") else { return nil }
                let registry = RegistryKind(isService: site.kind == .serviceURL)
                what = "\(registry.rawValue) URL \"\(key)\""
                resolution = context.routes.resolveURL(key, in: registry, under: site.condition)
                if case .unregistered = resolution {
                    return Self.finding(
                        "\(what) requested by `\(site.api)` matches no registered URL pattern", site: site,
                        unread: unread, unseen: unseen)
                }
            // `routersToClass` answers an unregistered class with an empty array, without asserting.
            case .routerClass, .viewClass, .serviceClass:
                return nil
            }
            guard case .unregistered(let gap) = resolution else { return nil }
            var message = "\(what) requested by `\(site.api)` is not registered: \(gap.explanation)"
            if let declaration = context.graph.routableDeclarations.first(where: {
                $0.protocolName == key && site.kind.routableKind == $0.kind
            }),
                gap.chain.count == 1, gap.notRunning.isEmpty
            {
                message += " (it is declared routable in \(fileName(declaration.location.file)))"
            }
            // The code requesting a protocol compiles only where the protocol is declared
            // routable: declared in no scanned file, it comes from a module routegen does not
            // scan, most likely with the router that registers it.
            if site.kind.routableKind != nil, !declared.contains(key) {
                return Finding(
                    message
                        + "; \(key) is declared routable in no scanned file, so it may come with its router from a module routegen does not scan (a binary framework)",
                    at: site.location, severity: .note)
            }
            return Self.finding(message, site: site, unread: unread, unseen: unseen)
        }
    }

    /// An error, unless a registration whose key routegen cannot read may register what the site asks for.
    private static func finding(_ message: String, site: UseSite, unread: [UnreadKey], unseen: [Router]) -> Finding {
        UnreadKeyLeniency.finding(
            message, at: site.location, kinds: site.kind.kindsThatMayAnswer, unread: unread, unseen: unseen)
    }
}

extension UseSite.Kind {
    /// The registrations that, with a key routegen cannot read, may answer this site. Kept broad
    /// (any protocol registration for any protocol request): a miss costs a false error, a match
    /// only a note.
    var kindsThatMayAnswer: Set<RegistrationKind> {
        switch self {
        case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol:
            UnreadKeyLeniency.protocolKinds
        case .viewIdentifier, .serviceIdentifier: [.identifier, .urlPattern]
        case .viewURL, .serviceURL: [.urlPattern]
        case .routerClass, .viewClass, .serviceClass: []
        }
    }

    /// The protocol map a protocol use site looks in.
    var routableKind: RoutableKind? {
        switch self {
        case .viewProtocol: .view
        case .viewModuleProtocol: .viewModule
        case .serviceProtocol: .service
        case .serviceModuleProtocol: .serviceModule
        default: nil
        }
    }
}

extension RoutableKind {
    /// `view protocol`, `view module protocol`, …, for messages.
    var spokenName: String {
        switch self {
        case .view: "view protocol"
        case .viewModule: "view module protocol"
        case .service: "service protocol"
        case .serviceModule: "service module protocol"
        }
    }
}
