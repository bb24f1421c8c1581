/// Decides whether two conditions can hold in one build and one run, by trying every value of
/// the atoms the two formulas mention (they are small: a handful of `#if` and `if` atoms).
///
/// Model: a flag is true or false; a name compared with literals takes one of those literals or
/// some other value, so `X == 0` and `X == 1` never hold together and `X != 0` excludes `X == 0`;
/// a name both tested as a flag and compared reads as C does (`if (X)` means `X != 0`). Atoms are
/// otherwise independent. Opaque atoms (conditions routegen cannot read) may be either value.
package enum ConditionLogic {
    package enum Relation: Equatable, Sendable {
        /// Some build and run executes both.
        case together
        /// No build and run executes both (`#if A` / `#else`, `if X == 0` / `if X == 1`).
        case exclusive
        /// They may both run, but only under conditions routegen cannot read: not worth an error.
        case unknown
    }

    /// Above this many combinations of atom values the answer is `unknown` rather than slow.
    package static let combinationLimit = 1 << 14

    package static func relation(_ one: BuildCondition, _ other: BuildCondition) -> Relation {
        if one.clauses.isEmpty, one.runtime.isEmpty, other.clauses.isEmpty, other.runtime.isEmpty { return .together }
        let first = ConditionFormula(one)
        let second = ConditionFormula(other)
        switch isSatisfiable(.and([first, second])) {
        case false?: return .exclusive
        case nil: return .unknown
        case true?: break
        }
        // A condition only one side depends on and routegen cannot read may be what keeps them apart.
        return first.opaqueAtoms == second.opaqueAtoms ? .together : .unknown
    }

    /// Nil when there are too many combinations to try.
    package static func isSatisfiable(_ formula: ConditionFormula) -> Bool? {
        var atoms = Atoms()
        atoms.collect(formula)
        let flags = atoms.flags.subtracting(atoms.values.keys).union(atoms.opaque).sorted()
        let compared = atoms.values.keys.sorted().map { name -> (String, [String]) in
            var domain = atoms.values[name]!
            if atoms.flags.contains(name) { domain.insert("0") }
            return (name, domain.sorted() + [Atoms.otherValue])
        }
        var combinations = 1
        for _ in flags {
            combinations *= 2
            if combinations > combinationLimit { return nil }
        }
        for (_, domain) in compared {
            combinations *= domain.count
            if combinations > combinationLimit { return nil }
        }
        for combination in 0..<combinations {
            var rest = combination
            var assignment = Assignment()
            for name in flags {
                assignment.flags[name] = rest % 2 == 1
                rest /= 2
            }
            for (name, domain) in compared {
                assignment.values[name] = domain[rest % domain.count]
                rest /= domain.count
            }
            if assignment.evaluate(formula) { return true }
        }
        return false
    }

    private struct Atoms {
        static let otherValue = "\u{0}other"
        var flags: Set<String> = []
        var values: [String: Set<String>] = [:]
        var opaque: Set<String> = []

        mutating func collect(_ formula: ConditionFormula) {
            switch formula {
            case .constant: break
            case .flag(let name): flags.insert(name)
            case .equals(let name, let value): values[name, default: []].insert(value)
            case .opaque(let text): opaque.insert(text)
            case .not(let inner): collect(inner)
            case .and(let parts), .or(let parts): parts.forEach { collect($0) }
            }
        }
    }

    private struct Assignment {
        var flags: [String: Bool] = [:]
        var values: [String: String] = [:]

        func evaluate(_ formula: ConditionFormula) -> Bool {
            switch formula {
            case .constant(let value): value
            case .flag(let name): values[name].map { $0 != "0" } ?? flags[name] ?? false
            case .equals(let name, let value): values[name] == value
            case .opaque(let text): flags[text] ?? false
            case .not(let inner): !evaluate(inner)
            case .and(let parts): parts.allSatisfy(evaluate)
            case .or(let parts): parts.contains(where: evaluate)
            }
        }
    }
}
