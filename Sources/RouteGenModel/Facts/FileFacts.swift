/// Everything one source file says about routes. A pure function of the file's path and bytes:
/// nothing here depends on another file, which is what makes scanning parallel and cacheable.
///
/// A value type whose fields live in one copy-on-write box: a large app's facts pass from the
/// cache through every stage into the graph, and each copy then costs one reference count
/// instead of one per field. Each field of `Fields` has an accessor that reads or edits it in
/// the box, generated from the field (`FileFactsAccessors.generated.swift`).
package struct FileFacts: Hashable, Sendable {
    package init(path: String, language: SourceLanguage) {
        box = Box(Fields(path: path, language: language))
    }

    package init(_ fields: Fields) {
        box = Box(fields)
    }

    /// The fields as stored, for the facts cache: writing through the accessors would give
    /// every written value a box of its own.
    package var fields: Fields { box.fields }

    /// The stored fields: a new fact is one property here, documented here, with the scanner that
    /// fills it in. `swift run generate-facts-coding` then writes its accessor and its coding in
    /// the facts cache (CONTRIBUTING.md, "Adding a fact").
    package struct Fields: Hashable, Sendable {
        package var path: String
        package var language: SourceLanguage
        package var classes: [ClassDeclaration] = []
        package var typeAliases: [TypeAliasDeclaration] = []
        /// Objective-C classes with an `@implementation` (or a category implementation) here.
        package var implementations: [String] = []
        package var methods: [MethodFact] = []
        package var registrations: [RegistrationFact] = []
        /// Registrations whose key is not a literal routegen can read (`registerIdentifier(config.routeID)`):
        /// some key of their kind is registered, which one is unknown.
        package var unreadKeys: [UnreadKey] = []
        package var routableDeclarations: [RoutableDeclaration] = []
        package var useSites: [UseSite] = []
        /// Explicit `X.registerRoutableDestination()` calls, what a hand-written registry is made of.
        package var registryCalls: [RegistryCall] = []
        /// `notifyRegistrationFinished` calls and `autoRegister` assignments.
        package var registrySetupCalls: [RegistrySetupCall] = []
        /// `// routegen:ignore <rule-id>…` comments: the line a comment silences → the rule ids. A
        /// comment after code silences its own line, a comment on a line of its own the next line.
        /// Every scanner records them (Swift from comment trivia; the Objective-C scanner must do the
        /// same from its comment tokens, with `SuppressionComment.ruleIDs`).
        package var suppressions: [Int: Set<String>] = [:]
        package var diagnostics: [Diagnostic] = []
        /// Every protocol declaration with its parent list (Objective-C), for routability through
        /// other protocols, which only the whole graph can decide.
        package var protocolInheritance: [ProtocolInheritance] = []
        /// Destination classes declared routable (Objective-C).
        package var routableClasses: [RoutableClassDeclaration] = []
        /// Functions and class methods that register or call others, for following calls from
        /// register bodies across files.
        package var helpers: [HelperFunction] = []
        /// Statement calls made in register bodies and helpers.
        package var helperCalls: [HelperCall] = []
        /// Class, category, extension and protocol declarations with what they inherit and adopt.
        package var conformances: [ConformanceDeclaration] = []
        /// `class_addProtocol` calls: conformance no declaration shows.
        package var runtimeConformances: [RuntimeConformance] = []
        /// `defaultRouteConfiguration` overrides and the configuration class they return.
        package var configurations: [ConfigurationFact] = []
        /// `#sourceLocation` directives (Swift), in line order: every other fact has the line as
        /// written; diagnostics are mapped through these when shown.
        package var sourceLocationDirectives: [SourceLocationDirective] = []
        /// Names for strings (Objective-C `#define`s of one literal and `NSString *const`s), for
        /// identifier and URL keys passed by name.
        package var stringConstants: [StringConstant] = []
        /// `self.init(declaredTypeName: "P")` in the extensions that declare Swift protocols routable.
        package var declaredTypeNames: [DeclaredTypeName] = []
        /// Objective-C `#define`s whose bodies declare types (or call macros that may), for the
        /// expansions resolution joins them with (`MacroFacts.swift`).
        package var macroDefinitions: [MacroDefinition] = []
        /// Objective-C lines at file scope that are only a macro, whose expansion may declare types.
        package var macroExpansions: [MacroExpansion] = []

        package init(path: String, language: SourceLanguage) {
            self.path = path
            self.language = language
        }
    }

    /// Written only after `makeUnique`, so a box that several values share never changes. Not
    /// private only because the generated accessors live in a file of their own.
    final class Box: @unchecked Sendable {
        // Never written while another access is under way (`makeUnique` first), so the run-time
        // exclusivity check on every field access buys nothing.
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    /// Read and written only by the accessors, through `makeUnique`.
    var box: Box

    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    package static func == (lhs: FileFacts, rhs: FileFacts) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    package func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
    }
}

extension FileFacts: CustomReflectable {
    /// The stored fields, shown (and counted) as the struct's own.
    package var customMirror: Mirror { Mirror(reflecting: box.fields) }
}

/// A class declaration with a superclass candidate. Whether it is a router is decided only when
/// the whole graph is known, because its base may be declared in another file.
package struct ClassDeclaration: Hashable, Sendable {
    /// Qualified by the enclosing types: `Outer.InnerViewRouter`.
    package var name: String
    /// The enclosing type names, outermost first, used to resolve the superclass name.
    package var scope: [String]
    /// The first inherited type. In Swift it may turn out to be a protocol; resolution decides.
    package var superclass: TypeReference?
    package var genericParameters: [String]
    /// Effective access: the most restrictive of the class's own and its enclosing scopes'.
    package var access: AccessLevel
    package var location: SourceLocation
    package var condition: BuildCondition
    package var commands: Set<CommentCommand>

    package init(
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
package struct TypeAliasDeclaration: Hashable, Sendable {
    package var name: String
    package var scope: [String]
    package var target: TypeReference
    package var location: SourceLocation

    package init(name: String, scope: [String] = [], target: TypeReference, location: SourceLocation) {
        self.name = name
        self.scope = scope
        self.target = target
        self.location = location
    }
}

/// A method that decides how the runtime treats a router, defined on a type either in its body or
/// in an extension of it.
package struct MethodFact: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
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
    package var typeName: String
    package var kind: Kind
    package var location: SourceLocation
    package var condition: BuildCondition
    /// For `destinationWithConfiguration`: the class every return that is not `nil` instantiates
    /// (`[C new]`, `[[C alloc] init…]`, `C()`, `C(…)`, or a local assigned once from one); nil when
    /// a return is anything else, two disagree, or no return instantiates a class.
    package var returnedClass: String?

    package init(
        typeName: String, kind: Kind, location: SourceLocation, condition: BuildCondition = .always,
        returnedClass: String? = nil
    ) {
        self.typeName = typeName
        self.kind = kind
        self.location = location
        self.condition = condition
        self.returnedClass = returnedClass
    }
}

/// What an `isAbstractRouter` override returns, as far as a static reading can tell.
package enum AbstractVerdict: Hashable, Sendable {
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
package struct UnreadKey: Hashable, Sendable {
    package var kind: RegistrationKind
    /// The argument as written.
    package var spelling: String
    package var location: SourceLocation

    package init(kind: RegistrationKind, spelling: String, location: SourceLocation) {
        self.kind = kind
        self.spelling = spelling
        self.location = location
    }
}

/// One registration found inside a `registerRoutableDestination` body.
package struct RegistrationFact: Hashable, Sendable {
    package var kind: RegistrationKind
    /// The class, protocol, identifier or URL pattern registered; for adapters, the adapter protocol.
    package var key: String
    /// For adapters, the adaptee protocol.
    package var adaptee: String?
    /// For adapters: which registry and whether module protocols are adapted.
    package var routableKind: RoutableKind?
    /// True for selectors such as `registerModuleProtocol` and `registerDestinationAdapter` whose
    /// registry is the owner's: the scanner records the view-registry kind and resolution moves it
    /// to the service registry when the owner is a service router.
    package var registryFromOwner: Bool
    /// The class the call is sent to when written explicitly (`OtherRouter.register(…)`); nil
    /// for unqualified calls and `self` / `Self` / `super`, which bind to the enclosing router.
    package var receiver: String?
    package var route: RegistrationRoute
    /// The type whose `registerRoutableDestination` holds the call, qualified.
    package var enclosingType: String
    /// The type scopes around the call, outermost first (the enclosing type last), for resolving `receiver`.
    package var enclosingScope: [String]
    package var location: SourceLocation
    package var condition: BuildCondition
    /// For a registration made in a helper: the call in the `registerRoutableDestination` body
    /// that reached it. Set during resolution, never by a scanner.
    package var calledFrom: SourceLocation?
    /// `key` and `adaptee` as the source spells them, set by resolution when it replaced them
    /// with their canonical form (a typealias followed, a composition's members sorted).
    package var writtenKey: String?
    package var writtenAdaptee: String?
    /// For a `forMaking…` registration: the class it makes (its second argument, `[X class]` or
    /// `X.self`), nil when that is not a literal routegen can read.
    package var madeClass: String?
    /// The key argument was a bare identifier (`[self registerViewProtocol:_LoginViewInput_]`,
    /// `[self registerIdentifier:kLoginRouteID]`): a protocol only through a `#define` of a
    /// protocol expression (`#define _LoginViewInput_ (Protocol<ZIKViewRoutable> *)@protocol(LoginViewInput)`),
    /// an identifier or URL pattern only through a name for a string (`StringConstant`), in any
    /// file. Resolution keeps the registration when one names it and turns it into an unread key
    /// otherwise.
    package var keyNeedsDefine = false
    /// The same for an adapter's adaptee (`[self registerDestinationAdapter:_RequiredLoginViewInput_
    /// forAdaptee:_LoginViewInput_]`): resolution keeps it when a `#define` makes it a protocol
    /// and leaves the adaptee unread otherwise.
    package var adapteeNeedsDefine = false
    /// The key (and an adapter's adaptee) is a Swift routable entry, `register(RoutableView<P>())`,
    /// not a protocol passed to one of ZIKRouter's selectors (`registerViewProtocol(P.self)`):
    /// ZRouter checks the first kind and ZIKRouter the second.
    package var keyIsRoutableEntry = false
    /// For a block route's registration: where the route is created (`makeRouteWithDestination:`,
    /// `make(withDestination:makeDestination:)`), which tells the registrations of one route from
    /// those of another made in the same body.
    package var blockRoute: SourceLocation?
    /// On the destination registration of a view block route's creation: what the rest of its
    /// chain sets up.
    package var blockRouteTraits: BlockRouteTraits?
    /// For a `forMaking…` module registration given a configuration factory: what it returns.
    package var configurationFactory: ConfigurationFactory?
    /// For a `forMaking…` registration: its factory is a C function (`factory:`,
    /// `configurationFactory:`), not a block (`making:`, `configurationMaking:`).
    package var factoryIsFunction = false

    package init(
        kind: RegistrationKind, key: String, adaptee: String? = nil, routableKind: RoutableKind? = nil,
        registryFromOwner: Bool = false, receiver: String? = nil, route: RegistrationRoute = .router,
        enclosingType: String, enclosingScope: [String] = [],
        location: SourceLocation, condition: BuildCondition = .always, calledFrom: SourceLocation? = nil,
        madeClass: String? = nil
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
package struct RoutableDeclaration: Hashable, Sendable {
    package var kind: RoutableKind
    package var protocolName: String
    package var location: SourceLocation
    package var condition: BuildCondition
    /// The protocol as the source spells it, set by resolution when `protocolName` was
    /// replaced with its canonical form.
    package var writtenName: String?

    package init(
        kind: RoutableKind, protocolName: String, location: SourceLocation, condition: BuildCondition = .always
    ) {
        self.kind = kind
        self.protocolName = protocolName
        self.location = location
        self.condition = condition
    }
}

/// A place that asks the router for a route.
package struct UseSite: Hashable, Sendable {
    package enum Kind: String, Sendable {
        case viewProtocol, viewModuleProtocol, serviceProtocol, serviceModuleProtocol
        case viewIdentifier, serviceIdentifier
        case viewURL, serviceURL
        /// `SomeRouter.perform…` / `SomeRouter.makeDestination…`: only kept when the name resolves to a
        /// router or is one of ZIKRouter's own router classes.
        case routerClass
        /// `ZIKViewRouter.routersToClass(C)` / `ZIKAnyServiceRouter.routersToClass(C)`: the routers
        /// registered for destination class C (and its superclasses).
        case viewClass, serviceClass
    }

    /// What a `routerClass` site does with the class: make a destination, or perform a route with a
    /// segue, with another route, or with a path routegen cannot read. ZIKViewRouter itself
    /// performs segues (a segue's destination is prepared by its own router) and nothing else.
    package enum RouterCall: String, Sendable {
        case makeDestination, performSegue, performOther, performUnread
    }

    package var kind: Kind
    /// The protocol, identifier, URL, router class or destination class named; nil when it is not
    /// a literal.
    package var key: String?
    /// The API spelled at the site, e.g. `Router.perform(to:)`, for messages.
    package var api: String
    package var location: SourceLocation
    package var condition: BuildCondition
    /// The type scopes around the site, outermost first, for typealiases declared inside them.
    package var scope: [String]
    /// The key as the source spells it, set by resolution when `key` was replaced with its
    /// canonical form.
    package var writtenKey: String?
    /// The key argument was a bare identifier (`ZIKServiceRouter.toService(_LoginServiceInput_)`,
    /// `ZIKAnyViewRouter.toIdentifier(kLoginRouteID)`): resolution keeps a protocol site when a
    /// `#define` makes the name a protocol and drops it otherwise; an identifier site gets the
    /// string a `#define` gives the name, or no key.
    package var keyNeedsDefine = false
    /// For a `routerClass` site: what the call does.
    package var routerCall: RouterCall?
    /// A protocol site that makes a destination with the router it looks up
    /// (`[ZIKRouterToView(P) makeDestination]`, `Router.makeDestination(to:)`,
    /// `Router.to(RoutableView<P>())?.makeDestination()`), which asserts when the router cannot.
    package var makesDestination = false

    package init(
        kind: Kind, key: String?, api: String, location: SourceLocation, condition: BuildCondition = .always,
        scope: [String] = []
    ) {
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
package struct RegistryCall: Hashable, Sendable {
    /// The class as written, possibly module-qualified or nested: `LoginKit.LoginViewRouter`.
    package var receiver: String
    /// The function or method that holds the call (`registerEarlyRoutes`), when there is one.
    package var function: String?
    package var location: SourceLocation
    package var condition: BuildCondition

    package init(receiver: String, function: String?, location: SourceLocation, condition: BuildCondition = .always) {
        self.receiver = receiver
        self.function = function
        self.location = location
        self.condition = condition
    }
}
