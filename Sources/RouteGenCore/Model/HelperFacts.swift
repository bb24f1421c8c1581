/// A function or class method, outside any `registerRoutableDestination`, that makes
/// registrations or calls other functions: what routegen follows when a register body calls it.
/// Whether one is reached, and for which router, is decided on the whole graph (`HelperExpansion`).
public struct HelperFunction: Hashable, Sendable {
    /// The base name (`registerLoginDependencies`) or Objective-C selector (`registerWithOptions:`).
    public var name: String
    /// The type a static / class method is defined on (as its declaration or extension names
    /// it); nil for a free or C function.
    public var typeName: String?
    public var location: SourceLocation
    /// Made in the body; the enclosing type is the helper's own until a call binds it.
    public var registrations: [RegistrationFact]

    public init(name: String, typeName: String?, location: SourceLocation, registrations: [RegistrationFact] = []) {
        self.name = name
        self.typeName = typeName
        self.location = location
        self.registrations = registrations
    }

    /// `Type.name` for a method, `name` for a free function: what calls are matched against.
    public var key: String { HelperFunction.key(name, on: typeName) }

    public static func key(_ name: String, on typeName: String?) -> String {
        typeName.map { $0 + "." + name } ?? name
    }
}

/// A call made as a statement in a `registerRoutableDestination` body or in a helper:
/// `registerDependencyOfLoginModule()`, `[self registerHelpers]`, `Other.registerRoutes()`.
public struct HelperCall: Hashable, Sendable {
    /// The function making the call: `Type.registerRoutableDestination` for a register body,
    /// the helper's `key` otherwise.
    public var caller: String
    /// The base name or selector called.
    public var callee: String
    /// An explicit class receiver; nil for `self`, `Self`, an unqualified call or a C function.
    public var receiver: String?
    /// True when it can only be a method of `self`'s class (`self.f()`, `[self f]`); false when
    /// it may also be a free function (`f()`).
    public var isMethodCall: Bool
    public var location: SourceLocation
    public var condition: BuildCondition

    public init(caller: String, callee: String, receiver: String?, isMethodCall: Bool, location: SourceLocation, condition: BuildCondition = .always) {
        self.caller = caller
        self.callee = callee
        self.receiver = receiver
        self.isMethodCall = isMethodCall
        self.location = location
        self.condition = condition
    }

    /// The caller key of a `registerRoutableDestination` body.
    public static func registerBody(of typeName: String) -> String {
        typeName + ".registerRoutableDestination"
    }
}
