/// A call that drives ZIKRouter's registry itself rather than a router: the end of manual
/// registration (`notifyRegistrationFinished`) or a switch of automatic registration
/// (`ZIKRouteRegistry.autoRegister = NO`, `[ZIKRouteRegistry setAutoRegister:NO]`). ZIKRouter asserts
/// when registration is finished by hand while automatic registration is on, and when it is
/// finished twice.
package struct RegistrySetupCall: Hashable, Sendable {
    package enum Kind: String, Sendable {
        case notifyRegistrationFinished
        case autoRegisterOff
        case autoRegisterOn
        /// `autoRegister` set to a value routegen cannot read (a variable, a call).
        case autoRegisterUnread
        /// `[RouteRegistry registerRoutes]` / `RouteRegistry.registerAllRoutes()`: a call of the
        /// methods of the registry `routegen generate` writes that end with
        /// `notifyRegistrationFinished`. Recorded for any callee; the rule compares it with the
        /// configured registry name.
        case registerRoutesCall
    }

    package var kind: Kind
    /// For `registerRoutesCall`: the class the call is sent to and the method, as written
    /// (`RouteRegistry.registerRoutes`).
    package var callee: String?
    /// The function or method that holds the call, qualified by its type; nil at file scope
    /// (Swift top-level code). Two calls in one body share it.
    package var function: String?
    package var location: SourceLocation
    /// The `#if` branches and the runtime branches (`if`, `guard`, `switch`) around the call.
    package var condition: BuildCondition
    /// Inside a loop, a closure or a block within its function: it may run any number of times,
    /// or never, whatever its conditions say.
    package var nested: Bool

    package init(
        kind: Kind, function: String?, location: SourceLocation, condition: BuildCondition = .always,
        nested: Bool = false, callee: String? = nil
    ) {
        self.kind = kind
        self.callee = callee
        self.function = function
        self.location = location
        self.condition = condition
        self.nested = nested
    }

    /// Runs whenever its function runs, in every build its `#if` branches compile.
    package var runsWithItsFunction: Bool { condition.runtime.isEmpty && !nested }
}
