/// A function or class method, outside any `registerRoutableDestination`, that makes
/// registrations or calls other functions: what routegen follows when a register body calls it.
/// Whether one is reached, and for which router, is decided on the whole graph (`HelperExpansion`).
package struct HelperFunction: Hashable, Sendable {
    /// The base name (`registerLoginDependencies`) or Objective-C selector (`registerWithOptions:`).
    package var name: String
    /// The type a static / class method is defined on (as its declaration or extension names
    /// it); nil for a free or C function.
    package var typeName: String?
    package var location: SourceLocation
    /// Made in the body; the enclosing type is the helper's own until a call binds it.
    package var registrations: [RegistrationFact]

    package init(name: String, typeName: String?, location: SourceLocation, registrations: [RegistrationFact] = []) {
        self.name = name
        self.typeName = typeName
        self.location = location
        self.registrations = registrations
    }

    /// `Type.name` for a method, `name` for a free function: what calls are matched against.
    package var key: String { HelperFunction.key(name, on: typeName) }

    package static func key(_ name: String, on typeName: String?) -> String {
        typeName.map { $0 + "." + name } ?? name
    }
}

/// A call made as a statement in a `registerRoutableDestination` body or in a helper:
/// `registerDependencyOfLoginModule()`, `[self registerHelpers]`, `Other.registerRoutes()`.
package struct HelperCall: Hashable, Sendable {
    /// The function making the call: `Type.registerRoutableDestination` for a register body,
    /// the helper's `key` otherwise.
    package var caller: String
    /// The base name or selector called.
    package var callee: String
    /// An explicit class receiver; nil for `self`, `Self`, an unqualified call or a C function.
    package var receiver: String?
    /// True when it can only be a method of `self`'s class (`self.f()`, `[self f]`); false when
    /// it may also be a free function (`f()`).
    package var isMethodCall: Bool
    package var location: SourceLocation
    package var condition: BuildCondition

    package init(
        caller: String, callee: String, receiver: String?, isMethodCall: Bool, location: SourceLocation,
        condition: BuildCondition = .always
    ) {
        self.caller = caller
        self.callee = callee
        self.receiver = receiver
        self.isMethodCall = isMethodCall
        self.location = location
        self.condition = condition
    }

    /// The caller key of a `registerRoutableDestination` body.
    package static func registerBody(of typeName: String) -> String {
        typeName + ".registerRoutableDestination"
    }
}
