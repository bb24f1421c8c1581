/// Follows the calls a `registerRoutableDestination` body makes into helpers (C and free
/// functions, class and static methods, in any scanned file), transitively, and hands back what
/// they register as if the body had registered it.
///
/// The code that sets manual registration up runs registrations too: a function that switches
/// `autoRegister` off, finishes registration, or calls routers' `registerRoutableDestination`
/// itself (a hand-written registry, its `+load`) may create block routes and call helpers that do,
/// and ZIKRouter accepts them until registration is finished. Such a function is followed like a
/// register body, up to its own `notifyRegistrationFinished`; what it reaches belongs to no router.
///
/// Binding: inside a helper, `self` is whatever it is at run time. A call on `self` or an
/// unqualified call keeps the caller's class; `[Other registerX]` / `Other.registerX()` runs with
/// `Other` as `self`. So a registration without an explicit receiver binds to that class (one
/// sent to a framework base class to the caller); an explicit receiver keeps its own binding.
/// Either way the registration runs when the calling body runs, so that body holds it. Its condition is
/// the helper's own and every call's on the way, so a helper called inside `if (FLAG)` registers
/// only under `FLAG`.
import RouteGenModel

enum HelperExpansion {
    struct Result: Sendable {
        var registrations: [RegistrationFact]
        var diagnostics: [Diagnostic]
        /// The `#if` around the registration each conditional diagnostic is about.
        var diagnosticConditions: [Diagnostic: BuildCondition] = [:]
    }

    static func expand(_ files: [FileFacts]) -> Result {
        var helpers: [String: [HelperFunction]] = [:]
        var calls: [String: [HelperCall]] = [:]
        for file in files {
            for helper in file.helpers { helpers[helper.key, default: []].append(helper) }
            for call in file.helperCalls { calls[call.caller, default: []].append(call) }
        }
        // Without helpers no call can register anything (most apps register in the body itself).
        guard !helpers.isEmpty else { return Result(registrations: [], diagnostics: []) }
        var superclasses: [String: String] = [:]
        for file in files {
            for declaration in file.classes {
                if let superclass = declaration.superclass?.name, superclasses.index(forKey: declaration.name) == nil {
                    superclasses[declaration.name] = superclass
                }
            }
        }

        var state = State(helpers: helpers, calls: calls, superclasses: superclasses)
        let suffix = ".registerRoutableDestination"
        for caller in calls.keys.sorted() where caller.hasSuffix(suffix) {
            let typeName = String(caller.dropLast(suffix.count))
            state.follow(caller, body: typeName, selfType: typeName, condition: .always, entry: nil, visiting: [caller])
        }
        let lateFacts = followSetupFunctions(files, into: &state)
        var diagnostics: [Diagnostic] = lateFacts.map { fact, finish in
            Diagnostic(
                .warning,
                "`\(fact.kind.rawValue) \(fact.key)` is registered after `notifyRegistrationFinished` at \(finish.file.split(separator: "/").last.map(String.init) ?? finish.file):\(finish.line) finished registration; ZIKRouter asserts \"Only register in +registerRoutableDestination.\" in debug builds, and routegen does not count it",
                at: fact.location, rule: .registrationOutsideRegister)
        }
        let unreached = unreachedHelperDiagnostics(helpers, reached: state.reached)
        diagnostics += unreached.diagnostics
        return Result(
            registrations: state.registrations, diagnostics: diagnostics, diagnosticConditions: unreached.conditions)
    }

    /// Follows the functions that set manual registration up, each from its root, adding what
    /// they reach before their own finish to `state` (each registration once, however many roots
    /// reach it). Returns the registrations reached after a finish, with that finish.
    private static func followSetupFunctions(
        _ files: [FileFacts], into state: inout State
    ) -> [(RegistrationFact, SourceLocation)] {
        let helpers = state.helpers
        // A setup function may also be reached from another (a registry's `+load` calling its own
        // `registerRoutes`): each registration it reaches is taken once.
        var setup = State(helpers: helpers, calls: state.calls, superclasses: state.superclasses)
        // Registrations the setup reaches after its own finish, with that finish.
        var lateFacts: [(RegistrationFact, SourceLocation)] = []
        for (root, finish) in setupRoots(files, helpers: helpers).sorted(by: { $0.key < $1.key }) {
            for helper in helpers[root] ?? [] {
                let typeName = helper.typeName ?? ""
                for fact in helper.registrations {
                    if let finish, !(fact.location < finish) {
                        lateFacts.append((fact, finish))
                    } else {
                        setup.registrations.append(fact)
                    }
                }
                setup.follow(
                    root, body: typeName, selfType: typeName, condition: .always, entry: nil, visiting: [root],
                    before: finish)
                guard let finish else { continue }
                var late = State(helpers: helpers, calls: state.calls, superclasses: state.superclasses)
                late.follow(
                    root, body: typeName, selfType: typeName, condition: .always, entry: nil, visiting: [root],
                    after: finish)
                lateFacts += late.registrations.map { ($0, finish) }
                state.reached.formUnion(late.reached)
            }
            state.reached.insert(root)
        }
        state.reached.formUnion(setup.reached)
        var taken: Set<TakenKey> = []
        for fact in setup.registrations
        where taken.insert(TakenKey(location: fact.location, kind: fact.kind, key: fact.key)).inserted {
            state.registrations.append(fact)
        }
        lateFacts.removeAll {
            !taken.insert(TakenKey(location: $0.0.location, kind: $0.0.kind, key: $0.0.key)).inserted
        }
        return lateFacts
    }

    /// A warning for each registration in a helper nothing follows. A helper under an `#if` a
    /// project's build leaves out is not there: its registrations are reported only where the
    /// build may compile them, so each conditional warning keeps its condition.
    private static func unreachedHelperDiagnostics(
        _ helpers: [String: [HelperFunction]], reached: Set<String>
    ) -> (diagnostics: [Diagnostic], conditions: [Diagnostic: BuildCondition]) {
        var diagnostics: [Diagnostic] = []
        var conditions: [Diagnostic: BuildCondition] = [:]
        for key in helpers.keys.sorted() where !reached.contains(key) {
            for helper in helpers[key]! {
                for fact in helper.registrations {
                    let diagnostic = Diagnostic(
                        .warning,
                        "`\(fact.kind.rawValue) \(fact.key)` is registered in `\(helper.key)`, which neither a `registerRoutableDestination` nor the code that sets manual registration up calls; routegen only follows registrations made there and in the functions they call",
                        at: fact.location, rule: .registrationOutsideRegister)
                    diagnostics.append(diagnostic)
                    if !fact.condition.isAlways { conditions[diagnostic] = fact.condition }
                }
            }
        }
        return (diagnostics, conditions)
    }

    /// One registration, wherever it was reached from.
    private struct TakenKey: Hashable {
        var location: SourceLocation
        var kind: RegistrationKind
        var key: String
    }

    private struct State {
        let helpers: [String: [HelperFunction]]
        let calls: [String: [HelperCall]]
        let superclasses: [String: String]
        var reached: Set<String> = []
        var registrations: [RegistrationFact] = []

        /// `body` is the class whose register body the chain started from, `entry` the call there.
        /// `before`: only the calls before it, for a setup function up to its own finish.
        mutating func follow(
            _ caller: String, body: String, selfType: String, condition: BuildCondition, entry: SourceLocation?,
            visiting: Set<String>, before: SourceLocation? = nil, after: SourceLocation? = nil
        ) {
            for call in calls[caller] ?? []
            where (before.map { call.location < $0 } ?? true) && (after.map { !(call.location < $0) } ?? true) {
                guard let (key, boundSelf) = target(of: call, selfType: selfType), !visiting.contains(key) else {
                    continue
                }
                reached.insert(key)
                let reachedUnder = condition.appending(call.condition)
                let start = entry ?? call.location
                for helper in helpers[key] ?? [] {
                    for var fact in helper.registrations {
                        // Held by the body that runs it; sent to `self` of the helper, which is
                        // an explicit receiver when the chain went through `[Other registerX]`.
                        // The scope stays the helper's: names in the call are written there.
                        fact.enclosingType = body
                        // A block route is the receiver of its own registrations, whoever creates it.
                        if fact.receiver == nil, boundSelf != body, fact.route != .blockRoute {
                            fact.receiver = boundSelf
                        }
                        fact.condition = reachedUnder.appending(fact.condition)
                        fact.calledFrom = start
                        registrations.append(fact)
                    }
                }
                follow(
                    key, body: body, selfType: boundSelf, condition: reachedUnder, entry: start,
                    visiting: visiting.union([key]))
            }
        }

        /// The helper a call runs and the class that is `self` inside it.
        private func target(of call: HelperCall, selfType: String) -> (String, String)? {
            if let receiver = call.receiver {
                return method(call.callee, from: receiver).map { ($0, receiver) }
            }
            if let key = method(call.callee, from: selfType) { return (key, selfType) }
            let free = HelperFunction.key(call.callee, on: nil)
            if !call.isMethodCall, helpers[free] != nil { return (free, selfType) }
            return nil
        }

        /// The nearest class in the superclass chain that defines the method, as a helper key.
        private func method(_ name: String, from typeName: String) -> String? {
            var current: String? = typeName
            var seen: Set<String> = []
            while let type = current, seen.insert(type).inserted {
                let key = HelperFunction.key(name, on: type)
                if helpers[key] != nil { return key }
                current = superclasses[type]
            }
            return nil
        }
    }

    /// The helpers that set manual registration up (their own body switches `autoRegister`,
    /// finishes registration, calls the generated registry or a router's
    /// `registerRoutableDestination`), each with its first `notifyRegistrationFinished`.
    private static func setupRoots(
        _ files: [FileFacts], helpers: [String: [HelperFunction]]
    ) -> [String: SourceLocation?] {
        var roots: [String: SourceLocation?] = [:]
        for file in files {
            var functions = file.registryCalls.compactMap(\.function)
            for call in file.registrySetupCalls {
                guard let function = call.function else { continue }
                functions.append(function)
                guard call.kind == .notifyRegistrationFinished else { continue }
                let key = helperKey(function)
                if let earlier = roots[key] ?? nil, earlier < call.location { continue }
                roots[key] = call.location
            }
            for function in functions where roots.index(forKey: helperKey(function)) == nil {
                roots[helperKey(function)] = .some(nil)
            }
        }
        return roots.filter { helpers[$0.key] != nil }
    }

    /// `AppDelegate.application(_:didFinishLaunchingWithOptions:)` → `AppDelegate.application`: a
    /// Swift function as helper keys name it (Objective-C selectors are the same in both).
    private static func helperKey(_ function: String) -> String {
        guard let paren = function.firstIndex(of: "(") else { return function }
        return String(function[..<paren])
    }
}
