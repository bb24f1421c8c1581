/// The merged, resolved view of every scanned file: which classes are routers, which of them the
/// generated code registers, and what each registers. Emitters and checks read only this.
package struct RouteGraph: Hashable, Sendable {
    /// Sorted by name, then file and line.
    package var routers: [Router]
    package var routableDeclarations: [RoutableDeclaration]
    package var useSites: [UseSite]
    /// Registrations whose owner could not be named as a router (e.g. sent to an unknown class).
    package var unattributedRegistrations: [RegistrationFact]
    /// Every explicit `X.registerRoutableDestination()` call, for checking hand-written registries.
    package var registryCalls: [RegistryCall]
    /// Every `notifyRegistrationFinished` call and `autoRegister` assignment, in path order.
    package var registrySetupCalls: [RegistrySetupCall] = []
    /// `// routegen:ignore <rule-id>` comments by file path, then by the line they silence.
    package var suppressions: [String: [Int: Set<String>]]
    package var diagnostics: [Diagnostic]
    /// The `#if` around the code a diagnostic of `diagnostics` is about, when it has one: a build
    /// that surely leaves the code out has no such finding (`compiled(by:)`).
    package var diagnosticConditions: [Diagnostic: BuildCondition] = [:]
    /// Destination classes declared routable (Objective-C `DeclareRoutableView`, categories).
    package var routableClasses: [RoutableClassDeclaration] = []
    /// Every class, category, extension and protocol declaration with what it inherits and adopts.
    package var conformances: [ConformanceDeclaration] = []
    /// `class_addProtocol` calls, which make conformance unknowable.
    package var runtimeConformances: [RuntimeConformance] = []
    /// `defaultRouteConfiguration` overrides and the class each returns.
    package var configurations: [ConfigurationFact] = []
    /// `self.init(declaredTypeName:)` in routable declarations, their protocols in canonical form.
    package var declaredTypeNames: [DeclaredTypeName] = []
    /// Registrations whose key routegen cannot read, in path order.
    package var unreadKeys: [UnreadKey] = []
    /// Files of modules that code routegen does not scan may import: the pods from a spec
    /// repository the registry leaves out. Anything else scanned is the app's own, which no
    /// unscanned module (a pod, an SDK, a binary framework) can import (`ConformanceGraph`).
    package var importableByUnscannedCode: Set<String> = []
    /// Whether the modules the app links outside the scan can declare a protocol inheriting
    /// ZIKRouter's routable-class protocols (`LinkedDependencies`); unknown unless a run read it.
    package var linkedDependencies: LinkedDependencies = .unknown
    /// Nested or local type names that mean another, outer type in some builds (the nested one is
    /// declared only under `#if`): why, as a clause. A rule that follows such a name gives a note.
    package var undecidedTypeNames: [String: String] = [:]
    /// `#sourceLocation` directives by file path, for `presented(_:)`.
    package var sourceLocationDirectives: [String: [SourceLocationDirective]] = [:]

    package init(
        routers: [Router] = [], routableDeclarations: [RoutableDeclaration] = [], useSites: [UseSite] = [],
        unattributedRegistrations: [RegistrationFact] = [], registryCalls: [RegistryCall] = [],
        suppressions: [String: [Int: Set<String>]] = [:], diagnostics: [Diagnostic] = []
    ) {
        self.routers = routers
        self.routableDeclarations = routableDeclarations
        self.useSites = useSites
        self.unattributedRegistrations = unattributedRegistrations
        self.registryCalls = registryCalls
        self.suppressions = suppressions
        self.diagnostics = diagnostics
    }

    package var registrableRouters: [Router] { routers.filter(\.registrable) }

    /// `diagnostics` with each location moved to where swiftc would report it, through the
    /// `#sourceLocation` directives of its file. Applied only where diagnostics are shown: until
    /// then they keep the line as written, which suppression comments are matched against.
    package func presented(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !sourceLocationDirectives.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard let location = diagnostic.location, let directives = sourceLocationDirectives[location.file] else {
                return diagnostic
            }
            var shown = diagnostic
            shown.location = SourceLocationDirective.presumed(location, under: directives)
            return shown
        }
    }
}

package enum RouterKind: String, Codable, Sendable, CaseIterable {
    case view
    case viewAdapter = "view-adapter"
    case service
    case serviceAdapter = "service-adapter"

    /// The order of the generated groups (docs/ZIKRouter-semantics.md#generated-code-shape): routers before adapters, views before services.
    package var groupOrder: Int {
        switch self {
        case .view: 0
        case .viewAdapter: 1
        case .service: 2
        case .serviceAdapter: 3
        }
    }

    package var isService: Bool { self == .service || self == .serviceAdapter }

    /// Adapters make no destination of their own: ZIKRouter's launch check exempts them.
    package var isAdapter: Bool { self == .viewAdapter || self == .serviceAdapter }

    /// The heading of this group in generated code.
    package var groupTitle: String {
        switch self {
        case .view: "View routers"
        case .viewAdapter: "View route adapters"
        case .service: "Service routers"
        case .serviceAdapter: "Service route adapters"
        }
    }
}

/// Why a router is left out of the generated registry.
package enum ExclusionReason: Hashable, Sendable {
    case ignoredByComment
    case generic
    case abstract(decidedBy: String)
    case missingOwnRegistration
    /// An Objective-C router whose `@interface` is scanned but whose `@implementation` is not (a
    /// binary framework, a folder left out): whether it defines `registerRoutableDestination`,
    /// and what it registers, is unknown.
    case implementationNotScanned
    case inaccessible(AccessLevel)
    case notVisibleAcrossModules(routerModule: String, registryModule: String)
    /// An Objective-C router whose `@interface` is only in a `.m`: no generated file can import it.
    case notImportable(file: String)
    /// A router of a CocoaPods pod from a spec repository that `pods:` does not name. It is
    /// scanned so its routes are known, but it is the pod's code, not the app's: the registry
    /// leaves it out unless the app asks for it.
    case podLeftOut(pod: String)
    /// A router of such a pod that the app's own code registers by hand (a
    /// `registerRoutableDestination` call outside the pod): its routes run, and the generated
    /// registry must not register it a second time.
    case podRegisteredByApp(pod: String, at: SourceLocation)

    package var description: String {
        switch self {
        case .ignoredByComment:
            "marked `// routegen:ignore`"
        case .generic:
            "generic class: the Objective-C runtime never lists it and it cannot be named without type arguments; register its non-generic subclasses"
        case .abstract(let decidedBy):
            "abstract: `isAbstractRouter` of \(decidedBy) returns true for it"
        case .missingOwnRegistration:
            "does not define its own `registerRoutableDestination`; calling it would re-run its superclass's registrations and trap"
        case .implementationNotScanned:
            "has no `@implementation` in the scanned sources (a binary framework, or a folder not scanned), so routegen cannot tell whether it defines `registerRoutableDestination` or what it registers; scan its implementation, or register it by hand if it is a concrete router"
        case .inaccessible(let access):
            "declared \(access.rawValue) (or inside a \(access.rawValue) scope): the generated registry cannot call it"
        case .notVisibleAcrossModules(let routerModule, let registryModule):
            "internal to module \(routerModule) but the registry is compiled in \(registryModule): make it public or open"
        case .notImportable(let file):
            "its @interface is only in \(file), so no generated file can import it: move the @interface to a header"
        case .podRegisteredByApp(let pod, let location):
            "it belongs to pod \(pod) and the app registers it by hand at \(location.file.split(separator: "/").last.map(String.init) ?? location.file):\(location.line)"
        case .podLeftOut(let pod):
            "it belongs to pod \(pod), which comes from a spec repository: add `pods: [\(pod)]` to .routegen.yml to register its routers"
        }
    }
}

/// A class whose superclass chain reaches `ZIKViewRouter` or `ZIKServiceRouter`.
package struct Router: Hashable, Sendable {
    package var name: String
    package var language: SourceLanguage
    package var kind: RouterKind
    /// The superclass as written.
    package var superclass: String
    /// The chain of user classes and aliases up to the framework base, nearest first.
    package var ancestry: [String]
    package var location: SourceLocation
    /// The module the declaring file belongs to, when known.
    package var module: String?
    /// For Objective-C routers: the header that declares the `@interface`.
    package var header: String?
    package var access: AccessLevel
    package var condition: BuildCondition
    package var isEarly: Bool
    /// Nil when the router is registered by the generated code.
    package var exclusion: ExclusionReason?
    /// Its own and the registrations other routers' bodies attribute to it, in source order.
    package var registrations: [RegistrationFact]
    /// The configuration class a framework base's type arguments name
    /// (`ZIKViewRouter<LoginViewController, LoginConfig>`), when it is a plain class name.
    package var configurationArgument: String?
    /// Whether the class itself defines `-destinationWithConfiguration:` / `destination(with:)`;
    /// nil when its implementation is not scanned.
    package var definesDestination: Bool?
    /// The class that method instantiates, when routegen reads it as a literal.
    package var returnedDestination: ReturnedDestination?
    /// A view router's route types and custom-route methods; nil for other kinds.
    package var routeTypes: RouterRouteTypes?

    package var registrable: Bool { exclusion == nil }

    /// Whether its registrations run at launch: it is in the generated registry, or the app
    /// registers it by hand.
    package var registeredAtLaunch: Bool {
        if case .podRegisteredByApp? = exclusion { return true }
        return registrable
    }

    package init(
        name: String, language: SourceLanguage, kind: RouterKind, superclass: String, ancestry: [String],
        location: SourceLocation, module: String?, header: String? = nil, access: AccessLevel,
        condition: BuildCondition, isEarly: Bool, exclusion: ExclusionReason?, registrations: [RegistrationFact]
    ) {
        self.name = name
        self.language = language
        self.kind = kind
        self.superclass = superclass
        self.ancestry = ancestry
        self.location = location
        self.module = module
        self.header = header
        self.access = access
        self.condition = condition
        self.isEarly = isEarly
        self.exclusion = exclusion
        self.registrations = registrations
    }
}

/// `[C new]`, `[[C alloc] init…]`, `C()`: the class a router's `-destinationWithConfiguration:` /
/// `destination(with:)` makes, and where the method is.
package struct ReturnedDestination: Hashable, Sendable {
    package var className: String
    package var location: SourceLocation

    package init(className: String, location: SourceLocation) {
        self.className = className
        self.location = location
    }
}

/// What a view router's `+supportedRouteTypes` returns and which custom-route methods the router
/// class defines itself, as far as the scanned sources tell.
package struct RouterRouteTypes: Hashable, Sendable {
    package enum Mask: Hashable, Sendable {
        /// A literal routegen read; `decidedBy` is the class whose override returns it, nil for
        /// ZIKRouter's default (`ZIKViewRouteTypeMaskViewControllerDefault`).
        case known(ViewRouteTypeMask, decidedBy: String?)
        /// Why the route types cannot be read, as a clause.
        case unknown(String)
    }

    package var mask: Mask
    /// Defined by the router class itself (its body, an extension or a category), not inherited:
    /// ZIKRouter's registration check asks the class's own method list.
    package var ownCustomRouteMethods: Set<CustomRouteMethod>
    /// Whether the router or a class of its chain below ZIKRouter's base implements
    /// `-performCustomRouteOnDestination:fromSource:configuration:`; nil when a class of the chain
    /// is not scanned and none that is implements it.
    package var chainImplementsPerform: Bool?

    package init(mask: Mask, ownCustomRouteMethods: Set<CustomRouteMethod>, chainImplementsPerform: Bool? = nil) {
        self.mask = mask
        self.ownCustomRouteMethods = ownCustomRouteMethods
        self.chainImplementsPerform = chainImplementsPerform
    }
}
