/// `invalid-route-key`: an identifier or URL pattern registered with an empty string literal.
/// ZIKRouter asserts `identifier.length > 0` when a router or block route registers one (a URL
/// pattern is registered as an identifier too). A URL pattern or requested URL literal that `NSURL`
/// may reject is a note: ZIKRouter asserts that `[NSURL URLWithString:]` reads it.
import RouteGenModel

package struct InvalidRouteKeyRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "invalid-route-key",
        defaultSeverity: .error,
        summary:
            "A router or block route registers an empty identifier or URL pattern, or a URL literal `NSURL` may reject is registered or requested.",
        reportedAt: "the registration",
        rationale:
            "ZIKRouter asserts `identifier.length > 0` when a router or a block route registers an identifier (`registerIdentifier:` / `registerIdentifier(_:)`, a block route's `.registerIdentifier(…)`), and `registerURLPattern:` registers its pattern as an identifier too, so an empty string literal asserts when the registration runs in debug builds, and in release builds binds a key no request can mean. Give the route a name, or drop the registration. (A `forMaking…` identifier registration is not checked this way by ZIKRouter.) A URL pattern literal that is not a URL by RFC 3986 (`app://user/{id}`, a space, an unescaped non-ASCII character) and an empty URL literal requested with `performURL…` / `routerForURL` are notes: `NSURL` returns nil for them with the SDKs before iOS 17 and macOS 14 (later ones escape some characters instead), and ZIKRouter then asserts \"Invalid url pattern\" / \"Invalid url\". (ZIKRouter percent-escapes a requested URL before reading it, so only the empty one fails.)",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    private static func swiftExample(mistake: Bool) -> RuleExample {
        .swift(
            """
            import UIKit
            import ZIKRouter
            import ZIKRouter.Internal
            import ZRouter

            final class LoginViewController: UIViewController, ZIKRoutableView {}

            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    registerIdentifier(\(mistake ? "\"\") // expect: invalid-route-key" : "\"login\")")
                }

                override func destination(with configuration: ViewRouteConfig) -> LoginViewController? { LoginViewController() }
            }
            """)
    }

    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "LoginViewRouter",
            header: """
                #import <ZIKRouter/ZIKRouter.h>

                @interface LoginViewController : XXViewController <ZIKRoutableView>
                @end

                @interface LoginViewRouter : ZIKViewRouter
                @end
                """,
            implementation: """
                #import "LoginViewRouter.h"
                #import <ZIKRouter/ZIKViewRouterInternal.h>

                @implementation LoginViewController
                @end

                @implementation LoginViewRouter
                + (void)registerRoutableDestination {
                    [self registerView:[LoginViewController class]];
                    [self registerURLPattern:@"\(mistake ? "\"]; // expect: invalid-route-key" : "app://login\"];")
                }

                - (id)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                    return [[LoginViewController alloc] init];
                }
                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<SourceLocation> = []
        for registration in context.routes.all where registration.runs {
            let fact = registration.fact
            guard fact.kind == .identifier || fact.kind == .urlPattern, fact.route != .makingDestination,
                seen.insert(fact.location).inserted
            else { continue }
            if fact.key.isEmpty {
                let what =
                    fact.kind == .urlPattern
                    ? "an empty URL pattern, which it also registers as an identifier" : "an empty identifier"
                findings.append(
                    Finding(
                        "\(registration.routeDescription) registers \(what); ZIKRouter asserts `identifier.length > 0` when the registration runs in debug builds",
                        at: fact.location))
            } else if fact.kind == .urlPattern, let problem = URLLiteralValidity.problem(in: fact.key) {
                findings.append(
                    Finding(
                        "\(registration.routeDescription) registers the URL pattern \"\(fact.key)\", which is not a URL by RFC 3986 (it holds \(problem)); `NSURL` rejects such a string with the SDKs before iOS 17 and macOS 14, and ZIKRouter then asserts \"Invalid url pattern\" when the registration runs in debug builds",
                        at: fact.location, severity: .note))
            }
        }
        findings += Self.emptyRequestedURLs(context.graph.useSites)
        return findings
    }

    /// ZIKRouter percent-escapes a requested URL (`stringByAddingPercentEscapesUsingEncoding:`,
    /// `%` included) before `NSURL` reads it, so the characters that make a pattern invalid never
    /// make a request invalid; the literal `NSURL` still rejects is the empty string. routegen reads
    /// the first literal of the argument, which may be only part of the URL, so this is a note.
    private static func emptyRequestedURLs(_ sites: [UseSite]) -> [Finding] {
        sites.filter { ($0.kind == .viewURL || $0.kind == .serviceURL) && $0.key == "" }.map { site in
            Finding(
                "`\(site.api)` requests the empty URL \"\"; `NSURL` returns nil for it, and ZIKRouter asserts \"Invalid url\" when the request runs in debug builds (unless the literal is only part of the argument)",
                at: site.location, severity: .note)
        }
    }
}
