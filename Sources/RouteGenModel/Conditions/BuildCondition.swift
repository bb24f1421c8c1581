/// The conditions that enclose a declaration or a call, outermost first: the `#if` branches
/// (`clauses`) and, for calls inside a function body, the runtime branches (`runtime`).
///
/// Each clause is a condition that must hold for the code to be compiled: `#if A` gives `A`,
/// its `#elseif B` gives `!A` and `B`, its `#else` gives `!A` and `!B`. Runtime clauses follow the
/// same convention for `if`/`else`, `guard`, `switch` cases and early returns. Keeping the clauses
/// apart lets `ConditionLogic` decide whether two places can both run.
///
/// Runtime clauses are never part of `text`: the generated registry calls a router's
/// `registerRoutableDestination`, and the runtime branch lives inside that body.
package struct BuildCondition: Hashable, Sendable {
    package var clauses: [String]
    /// Conditions of `if`, `guard`, `switch`… around a call inside a function body, in the
    /// scanner's spelling. Its atoms live in another namespace than the `#if` atoms: `#if DEBUG`
    /// is a compilation condition, `if DEBUG` a value read when the code runs.
    package var runtime: [String]

    package init(_ clauses: [String] = [], runtime: [String] = []) {
        self.clauses = clauses
        self.runtime = runtime
    }

    package static let always = BuildCondition()

    /// No `#if` around it (runtime branches may still be).
    package var isAlways: Bool { clauses.isEmpty }

    /// The same `#if` branches without the runtime ones.
    package var buildOnly: BuildCondition { BuildCondition(clauses) }

    /// The condition as one expression that can follow `#if`, or nil when unconditional.
    package var text: String? {
        if clauses.isEmpty { return nil }
        if clauses.count == 1 { return clauses[0] }
        return clauses.map(Self.parenthesizedIfCompound).joined(separator: " && ")
    }

    package func appending(_ other: BuildCondition) -> BuildCondition {
        BuildCondition(clauses + other.clauses, runtime: runtime + other.runtime)
    }

    /// `!A` for an atom such as `DEBUG` or `os(iOS)`, `!(A || B)` for anything compound.
    package static func negated(_ clause: String) -> String {
        isAtom(clause) ? "!" + clause : "!(" + clause + ")"
    }

    /// True when the two can never hold in one build and one run (`#if X` / `#else`,
    /// `if FLAG == 0` / `if FLAG == 1`). Conditions routegen cannot read never exclude anything.
    package func excludes(_ other: BuildCondition) -> Bool {
        ConditionLogic.relation(self, other) == .exclusive
    }

    package static func parenthesizedIfCompound(_ clause: String) -> String {
        isSelfContained(clause) ? clause : "(" + clause + ")"
    }

    /// An atom, `!atom`, or `!( … )` whose parenthesis closes at the end: safe next to `&&`.
    package static func isSelfContained(_ clause: String) -> Bool {
        if isAtom(clause) { return true }
        guard clause.hasPrefix("!") else { return false }
        let rest = clause.dropFirst()
        if isAtom(String(rest)) { return true }
        guard rest.first == "(", rest.last == ")" else { return false }
        var depth = 0
        for (offset, character) in rest.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && offset < rest.count - 1 { return false }
        }
        return depth == 0
    }

    /// An identifier, optionally called with one balanced argument list: `DEBUG`, `os(iOS)`,
    /// `canImport(UIKit)`, `swift(>=5.9)`.
    package static func isAtom(_ clause: String) -> Bool {
        guard let first = clause.first, first.isLetter || first == "_" else { return false }
        var depth = 0
        var sawCall = false
        for character in clause {
            switch character {
            case "(":
                if sawCall && depth == 0 { return false }
                depth += 1
                sawCall = true
            case ")":
                depth -= 1
                if depth < 0 { return false }
            case " ", "&", "|", "!":
                if depth == 0 { return false }
            default:
                if depth == 0 && sawCall { return false }
            }
        }
        return depth == 0
    }
}
