/// Everything one source file says about routes. A pure function of the file's path and bytes:
/// nothing here depends on another file, which is what makes scanning parallel and cacheable.
///
/// A value type whose fields live in one copy-on-write box: a large app's facts pass from the
/// cache through every stage into the graph, and each copy then costs one reference count
/// instead of one per field.
public struct FileFacts: Hashable, Sendable {
    public var path: String {
        get { box.fields.path }
        _modify { makeUnique(); yield &box.fields.path }
    }
    public var language: SourceLanguage {
        get { box.fields.language }
        _modify { makeUnique(); yield &box.fields.language }
    }
    public var classes: [ClassDeclaration] {
        get { box.fields.classes }
        _modify { makeUnique(); yield &box.fields.classes }
    }
    public var typeAliases: [TypeAliasDeclaration] {
        get { box.fields.typeAliases }
        _modify { makeUnique(); yield &box.fields.typeAliases }
    }
    /// Objective-C classes with an `@implementation` (or a category implementation) here.
    public var implementations: [String] {
        get { box.fields.implementations }
        _modify { makeUnique(); yield &box.fields.implementations }
    }
    public var methods: [MethodFact] {
        get { box.fields.methods }
        _modify { makeUnique(); yield &box.fields.methods }
    }
    public var registrations: [RegistrationFact] {
        get { box.fields.registrations }
        _modify { makeUnique(); yield &box.fields.registrations }
    }
    /// Registrations whose key is not a literal routegen can read (`registerIdentifier(RouteID.login)`):
    /// some key of their kind is registered, which one is unknown.
    public var unreadKeys: [UnreadKey] {
        get { box.fields.unreadKeys }
        _modify { makeUnique(); yield &box.fields.unreadKeys }
    }
    public var routableDeclarations: [RoutableDeclaration] {
        get { box.fields.routableDeclarations }
        _modify { makeUnique(); yield &box.fields.routableDeclarations }
    }
    public var useSites: [UseSite] {
        get { box.fields.useSites }
        _modify { makeUnique(); yield &box.fields.useSites }
    }
    /// Explicit `X.registerRoutableDestination()` calls, what a hand-written registry is made of.
    public var registryCalls: [RegistryCall] {
        get { box.fields.registryCalls }
        _modify { makeUnique(); yield &box.fields.registryCalls }
    }
    /// `// routegen:ignore <rule-id>…` comments: the line a comment silences → the rule ids. A
    /// comment after code silences its own line, a comment on a line of its own the next line.
    /// Every scanner records them (Swift from comment trivia; the Objective-C scanner must do the
    /// same from its comment tokens, with `SuppressionComment.ruleIDs`).
    public var suppressions: [Int: Set<String>] {
        get { box.fields.suppressions }
        _modify { makeUnique(); yield &box.fields.suppressions }
    }
    public var diagnostics: [Diagnostic] {
        get { box.fields.diagnostics }
        _modify { makeUnique(); yield &box.fields.diagnostics }
    }
    /// Every protocol declaration with its parent list (Objective-C), for routability through
    /// other protocols, which only the whole graph can decide.
    public var protocolInheritance: [ProtocolInheritance] {
        get { box.fields.protocolInheritance }
        _modify { makeUnique(); yield &box.fields.protocolInheritance }
    }
    /// Destination classes declared routable (Objective-C).
    public var routableClasses: [RoutableClassDeclaration] {
        get { box.fields.routableClasses }
        _modify { makeUnique(); yield &box.fields.routableClasses }
    }
    /// Functions and class methods that register or call others, for following calls from
    /// register bodies across files.
    public var helpers: [HelperFunction] {
        get { box.fields.helpers }
        _modify { makeUnique(); yield &box.fields.helpers }
    }
    /// Statement calls made in register bodies and helpers.
    public var helperCalls: [HelperCall] {
        get { box.fields.helperCalls }
        _modify { makeUnique(); yield &box.fields.helperCalls }
    }
    /// Class, category, extension and protocol declarations with what they inherit and adopt.
    public var conformances: [ConformanceDeclaration] {
        get { box.fields.conformances }
        _modify { makeUnique(); yield &box.fields.conformances }
    }
    /// `class_addProtocol` calls: conformance no declaration shows.
    public var runtimeConformances: [RuntimeConformance] {
        get { box.fields.runtimeConformances }
        _modify { makeUnique(); yield &box.fields.runtimeConformances }
    }
    /// `defaultRouteConfiguration` overrides and the configuration class they return.
    public var configurations: [ConfigurationFact] {
        get { box.fields.configurations }
        _modify { makeUnique(); yield &box.fields.configurations }
    }
    /// `#sourceLocation` directives (Swift), in line order: every other fact has the line as
    /// written; diagnostics are mapped through these when shown.
    public var sourceLocationDirectives: [SourceLocationDirective] {
        get { box.fields.sourceLocationDirectives }
        _modify { makeUnique(); yield &box.fields.sourceLocationDirectives }
    }

    public init(path: String, language: SourceLanguage) {
        box = Box(Fields(path: path, language: language))
    }

    init(_ fields: Fields) {
        box = Box(fields)
    }

    /// The fields as stored, for the facts cache: writing through the accessors above would
    /// give every written value a box of its own.
    var fields: Fields { box.fields }

    /// The stored fields. A new fact is a field here plus an accessor above (and its coding in
    /// the facts cache).
    struct Fields: Hashable, Sendable {
        var path: String
        var language: SourceLanguage
        var classes: [ClassDeclaration] = []
        var typeAliases: [TypeAliasDeclaration] = []
        var implementations: [String] = []
        var methods: [MethodFact] = []
        var registrations: [RegistrationFact] = []
        var unreadKeys: [UnreadKey] = []
        var routableDeclarations: [RoutableDeclaration] = []
        var useSites: [UseSite] = []
        var registryCalls: [RegistryCall] = []
        var suppressions: [Int: Set<String>] = [:]
        var diagnostics: [Diagnostic] = []
        var protocolInheritance: [ProtocolInheritance] = []
        var routableClasses: [RoutableClassDeclaration] = []
        var helpers: [HelperFunction] = []
        var helperCalls: [HelperCall] = []
        var conformances: [ConformanceDeclaration] = []
        var runtimeConformances: [RuntimeConformance] = []
        var configurations: [ConfigurationFact] = []
        var sourceLocationDirectives: [SourceLocationDirective] = []
    }

    /// Written only after `makeUnique`, so a box that several values share never changes.
    private final class Box: @unchecked Sendable {
        // Never written while another access is under way (`makeUnique` first), so the run-time
        // exclusivity check on every field access buys nothing.
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    public static func == (lhs: FileFacts, rhs: FileFacts) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
    }
}

extension FileFacts: CustomReflectable {
    /// The stored fields, shown (and counted) as the struct's own.
    public var customMirror: Mirror { Mirror(reflecting: box.fields) }
}

/// A class declaration with a superclass candidate. Whether it is a router is decided only when
/// the whole graph is known, because its base may be declared in another file.
public struct ClassDeclaration: Hashable, Sendable {
    /// Qualified by the enclosing types: `Outer.InnerViewRouter`.
    public var name: String
    /// The enclosing type names, outermost first, used to resolve the superclass name.
    public var scope: [String]
    /// The first inherited type. In Swift it may turn out to be a protocol; resolution decides.
    public var superclass: TypeReference?
    public var genericParameters: [String]
    /// Effective access: the most restrictive of the class's own and its enclosing scopes'.
    public var access: AccessLevel
    public var location: SourceLocation
    public var condition: BuildCondition
    public var commands: Set<CommentCommand>

    public init(
        name: String, scope: [String] = [], superclass: TypeReference?, genericParameters: [String] = [],
        access: AccessLevel = .internal, location: SourceLocation, condition: BuildCondition = .always,
        commands: Set<CommentCommand> = []
    ) {
        self.name = name
        self.scope = scope
        self.superclass = superclass
        self.genericParameters = genericParameters
        self.access = access
        self.location = location
        self.condition = condition
        self.commands = commands
    }
}

/// `typealias Name = Target` (generic or not), which may stand for a router base.
public struct TypeAliasDeclaration: Hashable, Sendable {
    public var name: String
    public var scope: [String]
    public var target: TypeReference
    public var location: SourceLocation

    public init(name: String, scope: [String] = [], target: TypeReference, location: SourceLocation) {
        self.name = name
        self.scope = scope
        self.target = target
        self.location = location
    }
}

/// A method that decides how the runtime treats a router, defined on a type either in its body or
/// in an extension of it.
public struct MethodFact: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `class func` / `static func registerRoutableDestination()`.
        case registerRoutableDestination
        /// `isAbstractRouter()` and what its body says.
        case isAbstractRouter(AbstractVerdict)
        /// The instance method `-destinationWithConfiguration:` / `destination(with:)`, which
        /// ZIKRouter's launch check wants every concrete router that is not an adapter to define.
        case destinationWithConfiguration
        /// A view router's `supportedRouteTypes()` and what its body returns.
        case supportedRouteTypes(RouteTypesVerdict)
        /// An instance method a custom route needs (`canPerformCustomRoute`, `performCustomRoute…`).
        case customRouteMethod(CustomRouteMethod)
    }

    /// The type that defines the method, qualified by its enclosing types (or as an extension names it).
    public var typeName: String
    public var kind: Kind
    public var location: SourceLocation
    public var condition: BuildCondition

    public init(typeName: String, kind: Kind, location: SourceLocation, condition: BuildCondition = .always) {
        self.typeName = typeName
        self.kind = kind
        self.location = location
        self.condition = condition
    }
}

/// What an `isAbstractRouter` override returns, as far as a static reading can tell.
public enum AbstractVerdict: Hashable, Sendable {
    /// `return true` / `return false` (or `YES` / `NO`).
    case always(Bool)
    /// `return self == A.self || self == B.self`: abstract only when the receiver is one of these.
    case onlyFor([String])
    /// Anything else; the text is kept for the report.
    case unknown(String)
}

/// A registration whose key routegen cannot read statically: a constant, a variable, a call. The
/// `dynamic-registration` warning names it; the checks use it to know that an unknown key of its
/// kind may be registered, so a use site they cannot match is not reported as an error.
public struct UnreadKey: Hashable, Sendable {
    public var kind: RegistrationKind
    /// The argument as written.
    public var spelling: String
    public var location: SourceLocation

    public init(kind: RegistrationKind, spelling: String, location: SourceLocation) {
        self.kind = kind
        self.spelling = spelling
        self.location = location
    }
}

/// One registration found inside a `registerRoutableDestination` body.
public struct RegistrationFact: Hashable, Sendable {
    public var kind: RegistrationKind
    /// The class, protocol, identifier or URL pattern registered; for adapters, the adapter protocol.
    public var key: String
    /// For adapters, the adaptee protocol.
    public var adaptee: String?
    /// For adapters: which registry and whether module protocols are adapted.
    public var routableKind: RoutableKind?
    /// True for selectors such as `registerModuleProtocol` and `registerDestinationAdapter` whose
    /// registry is the owner's: the scanner records the view-registry kind and resolution moves it
    /// to the service registry when the owner is a service router.
    public var registryFromOwner: Bool
    /// The class the call is sent to when written explicitly (`OtherRouter.register(…)`); nil
    /// for unqualified calls and `self` / `Self` / `super`, which bind to the enclosing router.
    public var receiver: String?
    public var route: RegistrationRoute
    /// The type whose `registerRoutableDestination` holds the call, qualified.
    public var enclosingType: String
    /// The type scopes around the call, outermost first (the enclosing type last), for resolving `receiver`.
    public var enclosingScope: [String]
    public var location: SourceLocation
    public var condition: BuildCondition
    /// For a registration made in a helper: the call in the `registerRoutableDestination` body
    /// that reached it. Set during resolution, never by a scanner.
    public var calledFrom: SourceLocation?
    /// `key` and `adaptee` as the source spells them, set by resolution when it replaced them
    /// with their canonical form (a typealias followed, a composition's members sorted).
    public var writtenKey: String?
    public var writtenAdaptee: String?
    /// For a `forMaking…` registration: the class it makes (its second argument, `[X class]` or
    /// `X.self`), nil when that is not a literal routegen can read.
    public var madeClass: String?
    /// The protocol argument was a bare identifier (`[self registerViewProtocol:_LoginViewInput_]`):
    /// a protocol only through a `#define` of a protocol expression (`#define _LoginViewInput_
    /// (Protocol<ZIKViewRoutable> *)@protocol(LoginViewInput)`), in any file. Resolution keeps
    /// the registration when one names it and turns it into an unread key otherwise.
    public var keyNeedsDefine = false
    /// The key (and an adapter's adaptee) is a Swift routable entry, `register(RoutableView<P>())`,
    /// not a protocol passed to one of ZIKRouter's selectors (`registerViewProtocol(P.self)`):
    /// ZRouter checks the first kind and ZIKRouter the second.
    public var keyIsRoutableEntry = false
    /// For a block route's registration: where the route is created (`makeRouteWithDestination:`,
    /// `make(withDestination:makeDestination:)`), which tells the registrations of one route from
    /// those of another made in the same body.
    public var blockRoute: SourceLocation?
    /// On the destination registration of a view block route's creation: what the rest of its
    /// chain sets up.
    public var blockRouteTraits: BlockRouteTraits?
    /// For a `forMaking…` module registration given a configuration factory: what it returns.
    public var configurationFactory: ConfigurationFactory?

    public init(
        kind: RegistrationKind, key: String, adaptee: String? = nil, routableKind: RoutableKind? = nil,
        registryFromOwner: Bool = false, receiver: String? = nil, route: RegistrationRoute = .router, enclosingType: String, enclosingScope: [String] = [],
        location: SourceLocation, condition: BuildCondition = .always, calledFrom: SourceLocation? = nil, madeClass: String? = nil
    ) {
        self.kind = kind
        self.key = key
        self.adaptee = adaptee
        self.routableKind = routableKind
        self.registryFromOwner = registryFromOwner
        self.receiver = receiver
        self.route = route
        self.enclosingType = enclosingType
        self.enclosingScope = enclosingScope
        self.location = location
        self.condition = condition
        self.calledFrom = calledFrom
        self.madeClass = madeClass
    }
}

/// A protocol declared routable: `extension RoutableView where Protocol == P` in Swift, or an
/// Objective-C protocol inheriting one of the `…Routable` protocols.
public struct RoutableDeclaration: Hashable, Sendable {
    public var kind: RoutableKind
    public var protocolName: String
    public var location: SourceLocation
    public var condition: BuildCondition
    /// The protocol as the source spells it, set by resolution when `protocolName` was
    /// replaced with its canonical form.
    public var writtenName: String?

    public init(kind: RoutableKind, protocolName: String, location: SourceLocation, condition: BuildCondition = .always) {
        self.kind = kind
        self.protocolName = protocolName
        self.location = location
        self.condition = condition
    }
}

/// A place that asks the router for a route.
public struct UseSite: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case viewProtocol, viewModuleProtocol, serviceProtocol, serviceModuleProtocol
        case viewIdentifier, serviceIdentifier
        case viewURL, serviceURL
        /// `SomeRouter.perform…` / `SomeRouter.makeDestination…`: only kept when the name resolves to a router.
        case routerClass
    }

    public var kind: Kind
    /// The protocol, identifier, URL or router class named; nil when it is not a literal.
    public var key: String?
    /// The API spelled at the site, e.g. `Router.perform(to:)`, for messages.
    public var api: String
    public var location: SourceLocation
    public var condition: BuildCondition
    /// The type scopes around the site, outermost first, for typealiases declared inside them.
    public var scope: [String]
    /// The key as the source spells it, set by resolution when `key` was replaced with its
    /// canonical form.
    public var writtenKey: String?
    /// The protocol argument was a bare identifier (`ZIKServiceRouter.toService(_LoginServiceInput_)`):
    /// resolution keeps the site when a `#define` makes it a protocol, and drops it otherwise.
    public var keyNeedsDefine = false

    public init(kind: Kind, key: String?, api: String, location: SourceLocation, condition: BuildCondition = .always, scope: [String] = []) {
        self.kind = kind
        self.key = key
        self.api = api
        self.location = location
        self.condition = condition
        self.scope = scope
    }
}

/// `X.registerRoutableDestination()` (Swift) or `[X registerRoutableDestination]` (Objective-C)
/// with an explicit class receiver: one line of a hand-written registration list.
public struct RegistryCall: Hashable, Sendable {
    /// The class as written, possibly module-qualified or nested: `LoginKit.LoginViewRouter`.
    public var receiver: String
    /// The function or method that holds the call (`registerEarlyRoutes`), when there is one.
    public var function: String?
    public var location: SourceLocation
    public var condition: BuildCondition

    public init(receiver: String, function: String?, location: SourceLocation, condition: BuildCondition = .always) {
        self.receiver = receiver
        self.function = function
        self.location = location
        self.condition = condition
    }
}
