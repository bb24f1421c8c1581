/// Follows the calls a `registerRoutableDestination` body makes into helpers (C and free
/// functions, class and static methods, in any scanned file), transitively, and hands back what
/// they register as if the body had registered it.
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

        var diagnostics: [Diagnostic] = []
        for key in helpers.keys.sorted() where !state.reached.contains(key) {
            for helper in helpers[key]! {
                for fact in helper.registrations {
                    diagnostics.append(
                        Diagnostic(
                            .warning,
                            "`\(fact.kind.rawValue) \(fact.key)` is registered in `\(helper.key)`, which no `registerRoutableDestination` calls; routegen only follows registrations made there and in the functions it calls",
                            at: fact.location, rule: .registrationOutsideRegister
                        ))
                }
            }
        }
        return Result(registrations: state.registrations, diagnostics: diagnostics)
    }

    private struct State {
        let helpers: [String: [HelperFunction]]
        let calls: [String: [HelperCall]]
        let superclasses: [String: String]
        var reached: Set<String> = []
        var registrations: [RegistrationFact] = []

        /// `body` is the class whose register body the chain started from, `entry` the call there.
        mutating func follow(
            _ caller: String, body: String, selfType: String, condition: BuildCondition, entry: SourceLocation?,
            visiting: Set<String>
        ) {
            for call in calls[caller] ?? [] {
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
                        fact.enclosingType = body
                        fact.enclosingScope = []
                        if fact.receiver == nil, boundSelf != body { fact.receiver = boundSelf }
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
}
