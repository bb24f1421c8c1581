/// The merged, resolved view of every scanned file: which classes are routers, which of them the
/// generated code registers, and what each registers. Emitters and checks read only this.
public struct RouteGraph: Hashable, Codable, Sendable {
    /// Sorted by name, then file and line.
    public var routers: [Router]
    public var routableDeclarations: [RoutableDeclaration]
    public var useSites: [UseSite]
    /// Registrations whose owner could not be named as a router (e.g. sent to an unknown class).
    public var unattributedRegistrations: [RegistrationFact]
    /// Every explicit `X.registerRoutableDestination()` call, for checking hand-written registries.
    public var registryCalls: [RegistryCall]
    /// `// routegen:ignore <rule-id>` comments by file path, then by the line they silence.
    public var suppressions: [String: [Int: Set<String>]]
    public var diagnostics: [Diagnostic]
    /// Destination classes declared routable (Objective-C `DeclareRoutableView`, categories).
    public var routableClasses: [RoutableClassDeclaration] = []
    /// `#sourceLocation` directives by file path, for `presented(_:)`.
    public var sourceLocationDirectives: [String: [SourceLocationDirective]] = [:]

    public init(
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

    public var registrableRouters: [Router] { routers.filter(\.registrable) }

    /// `diagnostics` with each location moved to where swiftc would report it, through the
    /// `#sourceLocation` directives of its file. Applied only where diagnostics are shown: until
    /// then they keep the line as written, which suppression comments are matched against.
    public func presented(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !sourceLocationDirectives.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard let location = diagnostic.location, let directives = sourceLocationDirectives[location.file] else { return diagnostic }
            var shown = diagnostic
            shown.location = SourceLocationDirective.presumed(location, under: directives)
            return shown
        }
    }
}

public enum RouterKind: String, Codable, Sendable, CaseIterable {
    case view
    case viewAdapter = "view-adapter"
    case service
    case serviceAdapter = "service-adapter"

    /// The order of the generated groups (docs/ZIKRouter-semantics.md#generated-code-shape): routers before adapters, views before services.
    public var groupOrder: Int {
        switch self {
        case .view: 0
        case .viewAdapter: 1
        case .service: 2
        case .serviceAdapter: 3
        }
    }

    public var isService: Bool { self == .service || self == .serviceAdapter }

    /// The heading of this group in generated code.
    public var groupTitle: String {
        switch self {
        case .view: "View routers"
        case .viewAdapter: "View route adapters"
        case .service: "Service routers"
        case .serviceAdapter: "Service route adapters"
        }
    }
}

/// Why a router is left out of the generated registry.
public enum ExclusionReason: Hashable, Codable, Sendable {
    case ignoredByComment
    case generic
    case abstract(decidedBy: String)
    case missingOwnRegistration
    case inaccessible(AccessLevel)
    case notVisibleAcrossModules(routerModule: String, registryModule: String)
    /// An Objective-C router whose `@interface` is only in a `.m`: no generated file can import it.
    case notImportable(file: String)

    public var description: String {
        switch self {
        case .ignoredByComment:
            "marked `// routegen:ignore`"
        case .generic:
            "generic class: the Objective-C runtime never lists it and it cannot be named without type arguments; register its non-generic subclasses"
        case .abstract(let decidedBy):
            "abstract: `isAbstractRouter` of \(decidedBy) returns true for it"
        case .missingOwnRegistration:
            "does not define its own `registerRoutableDestination`; calling it would re-run its superclass's registrations and trap"
        case .inaccessible(let access):
            "declared \(access.rawValue) (or inside a \(access.rawValue) scope): the generated registry cannot call it"
        case .notVisibleAcrossModules(let routerModule, let registryModule):
            "internal to module \(routerModule) but the registry is compiled in \(registryModule): make it public or open"
        case .notImportable(let file):
            "its @interface is only in \(file), so no generated file can import it: move the @interface to a header"
        }
    }
}

/// A class whose superclass chain reaches `ZIKViewRouter` or `ZIKServiceRouter`.
public struct Router: Hashable, Codable, Sendable {
    public var name: String
    public var language: SourceLanguage
    public var kind: RouterKind
    /// The superclass as written.
    public var superclass: String
    /// The chain of user classes and aliases up to the framework base, nearest first.
    public var ancestry: [String]
    public var location: SourceLocation
    /// The module the declaring file belongs to, when known.
    public var module: String?
    /// For Objective-C routers: the header that declares the `@interface`.
    public var header: String?
    public var access: AccessLevel
    public var condition: BuildCondition
    public var isEarly: Bool
    /// Nil when the router is registered by the generated code.
    public var exclusion: ExclusionReason?
    /// Its own and the registrations other routers' bodies attribute to it, in source order.
    public var registrations: [RegistrationFact]

    public var registrable: Bool { exclusion == nil }

    public init(
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
