/// `invalid-routable-type`: a Swift `RoutableView<T>` (`RoutableViewModule`, `RoutableService`,
/// `RoutableServiceModule`) whose `T` is not a protocol declared routable for that kind: a class
/// (the view controller or configuration that adopts the protocol, which the compiler accepts
/// through ZRouter's `where Protocol: ZIKViewRoutable` initializer), one of ZIKRouter's four root
/// protocols, or a protocol that neither an `extension RoutableView where Protocol == T` nor an
/// inheritance of the matching root declares routable. ZRouter asserts when the entry is made
/// and its launch check lists every such type the binary uses.
import RouteGenModel

package struct InvalidRoutableTypeRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "invalid-routable-type",
        defaultSeverity: .error,
        summary:
            "A Swift `RoutableView<T>` (or `RoutableViewModule`, `RoutableService`, `RoutableServiceModule`) names a class, a root protocol, or a protocol not declared routable for that kind.",
        reportedAt: "the routable entry (use site, registration or adapter)",
        rationale:
            "ZRouter routes by protocols declared routable: an `extension RoutableView where Protocol == P` (and the module and service equivalents) or an `@objc` protocol inheriting the matching `…Routable` protocol. The compiler also accepts a class that adopts such a protocol (`RoutableView<LoginViewController>()`, `RoutableViewModule<LoginConfiguration>()`), ZIKRouter's root protocols (`RoutableView<ZIKViewRoutable>()`) and, through `init(declaredProtocol:)`, any protocol; ZRouter asserts when such an entry is made (\"Generic parameter T should be protocol type\") and its debug launch check (`ZIKROUTER_CHECK`) lists every one the app uses, and no router is found through them. Name the protocol instead, or declare it routable. Said when `T` is declared in the scanned sources; a type declared elsewhere gives a note where it is registered (its requests are not noted again). Objective-C has no such form: `ZIKRoutable(SomeClass)` does not compile.",
        triggeringExamples: [swiftExample(mistake: true)],
        // Objective-C cannot make the mistake: `ZIKRoutable(LoginViewController)` does not compile.
        nonTriggeringExamples: [swiftExample(mistake: false), SwiftOnlyRuleExamples.objcLoginRouter]
    )

    private static func swiftExample(mistake: Bool) -> RuleExample {
        .swift(
            """
            import ZIKRouter
            import ZRouter

            @objc protocol LoginViewInput: ZIKViewRoutable {}
            protocol LoginModuleInput: AnyObject {}
            protocol AnalyticsService: AnyObject {}

            extension RoutableViewModule where Protocol == LoginModuleInput {
                init() { self.init(declaredProtocol: Protocol.self) }
            }

            final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}
            final class LoginConfiguration: ZIKViewRouteConfiguration, LoginModuleInput {}

            final class LoginViewRouter: ZIKViewRouter<LoginViewController, LoginConfiguration> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                    register(RoutableView<\(mistake ? "LoginViewController" : "LoginViewInput")>())\(mistake ? " // expect: invalid-routable-type" : "")
                    register(RoutableViewModule<\(mistake ? "LoginConfiguration" : "LoginModuleInput")>())\(mistake ? " // expect: invalid-routable-type" : "")
                }

                override class func defaultRouteConfiguration() -> LoginConfiguration {
                    LoginConfiguration()
                }

                override func destination(with configuration: LoginConfiguration) -> LoginViewController? {
                    LoginViewController()
                }
            }

            final class Coordinator {
                func showLogin(from source: UIViewController) {
                    Router.perform(to: RoutableView<\(mistake ? "ZIKViewRoutable" : "LoginViewInput")>(), path: .push(from: source))\(mistake ? " // expect: invalid-routable-type" : "")
                    \(mistake ? "_ = Router.makeDestination(to: RoutableService<AnalyticsService>(declaredProtocol: AnalyticsService.self)) // expect: invalid-routable-type" : "")
                }
            }
            """)
    }

    /// One `RoutableX<T>` written in a Swift file.
    private struct Entry: Hashable {
        var kind: RoutableKind
        var type: String
        var location: SourceLocation
        /// A use site, which asks for a route; false for a registration or an adapter.
        var isRequest = false
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let ancestry = ProtocolAncestry(context.graph)
        var declared: [String: Set<RoutableKind>] = [:]
        for declaration in context.graph.routableDeclarations {
            declared[declaration.protocolName, default: []].insert(declaration.kind)
        }
        var findings: [Finding] = []
        for entry in Self.entries(context.graph) where declared[entry.type]?.contains(entry.kind) != true {
            // A request of a type that is declared nowhere in the scanned sources is said once, where
            // it is registered: no route answers it (`unregistered-route`'s note names the type),
            // or the registration's entry has this rule's note.
            if entry.isRequest, declared[entry.type] == nil, RoutableKind(rootProtocol: entry.type) == nil,
                !ancestry.isSettled(entry.type)
            {
                continue
            }
            if let finding = Self.finding(entry, declaredKinds: declared[entry.type] ?? [], ancestry: ancestry) {
                findings.append(finding)
            }
        }
        return findings.sorted {
            ($0.location?.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0) < (
                $1.location?.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0
            )
        }
    }

    /// Every `RoutableX<T>` of the Swift files: use sites, and registrations and adapters written
    /// with entries, in whatever register body (ZRouter's launch check lists the types the binary
    /// uses, whether or not the code runs).
    private static func entries(_ graph: RouteGraph) -> [Entry] {
        var entries: [Entry] = []
        var seen: Set<Entry> = []
        func add(_ kind: RoutableKind, _ type: String, _ location: SourceLocation, isRequest: Bool = false) {
            let entry = Entry(kind: kind, type: type, location: location, isRequest: isRequest)
            if seen.insert(entry).inserted { entries.append(entry) }
        }
        for site in graph.useSites where site.location.file.hasSuffix(".swift") {
            guard let kind = site.kind.routableKind, let key = site.key else { continue }
            add(kind, key, site.location, isRequest: true)
        }
        let facts = graph.routers.flatMap(\.registrations) + graph.unattributedRegistrations
        for fact in facts where fact.keyIsRoutableEntry && fact.location.file.hasSuffix(".swift") {
            switch fact.kind {
            case .viewProtocol: add(.view, fact.key, fact.location)
            case .viewModuleProtocol: add(.viewModule, fact.key, fact.location)
            case .serviceProtocol: add(.service, fact.key, fact.location)
            case .serviceModuleProtocol: add(.serviceModule, fact.key, fact.location)
            case .adapter:
                guard let kind = fact.routableKind else { continue }
                add(kind, fact.key, fact.location)
                if let adaptee = fact.adaptee { add(kind, adaptee, fact.location) }
            default:
                continue
            }
        }
        return entries
    }

    private static func finding(
        _ entry: Entry, declaredKinds: Set<RoutableKind>, ancestry: ProtocolAncestry
    ) -> Finding? {
        let written = "\(entry.kind.swiftEntryType)<\(entry.type)>"
        let consequence =
            "ZRouter asserts when the entry is made and lists it in its debug launch check (`ZIKROUTER_CHECK`), and no router is found through it"
        if RoutableKind(rootProtocol: entry.type) != nil {
            return Finding(
                "`\(written)` names ZIKRouter's root protocol \(entry.type), which no route registers: name the routable protocol instead; \(consequence)",
                at: entry.location)
        }
        let members = ConformanceChecking.members(of: entry.type)
        if members.count == 1, ancestry.isClass(entry.type) {
            return Finding(
                "`\(written)` names the class \(entry.type), not a protocol: name the routable protocol it adopts instead; \(consequence)",
                at: entry.location)
        }
        if let unsettled = members.first(where: { !ancestry.isSettled($0) }) {
            let reason =
                ancestry.isDeclaredProtocol(unsettled) || ancestry.isClass(unsettled)
                ? "\(unsettled) is declared in a module that code routegen does not scan may import"
                : "\(unsettled) is declared in no scanned file"
            return ConformanceChecking.undecided(
                "`\(written)` names a protocol declared routable as a \(entry.kind.spokenName)", reason: reason,
                at: entry.location)
        }
        let declaredAs =
            declaredKinds.isEmpty
            ? "no `extension \(entry.kind.swiftEntryType) where Protocol == \(entry.type)` declares it routable and it does not inherit \(entry.kind.rootProtocol)"
            : "it is declared routable only as a \(declaredKinds.sorted { $0.rawValue < $1.rawValue }.map(\.spokenName).joined(separator: " and a "))"
        return Finding(
            "`\(written)` names \(entry.type), which is not a routable \(entry.kind.spokenName): \(declaredAs); \(consequence)",
            at: entry.location)
    }
}
