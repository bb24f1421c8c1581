/// The `#if` branches that enclose a declaration or a call, outermost first.
///
/// Each clause is a condition that must hold for the code to be compiled: `#if A` gives `A`,
/// its `#elseif B` gives `!A` and `B`, its `#else` gives `!A` and `!B`. Keeping the clauses apart
/// (instead of one string) lets later checks see that `A` and `!A` exclude each other.
public struct BuildCondition: Hashable, Codable, Sendable {
    public var clauses: [String]

    public init(_ clauses: [String] = []) {
        self.clauses = clauses
    }

    public static let always = BuildCondition()

    public var isAlways: Bool { clauses.isEmpty }

    /// The condition as one expression that can follow `#if`, or nil when unconditional.
    public var text: String? {
        if clauses.isEmpty { return nil }
        if clauses.count == 1 { return clauses[0] }
        return clauses.map(Self.parenthesizedIfCompound).joined(separator: " && ")
    }

    public func appending(_ other: BuildCondition) -> BuildCondition {
        BuildCondition(clauses + other.clauses)
    }

    /// `!A` for an atom such as `DEBUG` or `os(iOS)`, `!(A || B)` for anything compound.
    public static func negated(_ clause: String) -> String {
        isAtom(clause) ? "!" + clause : "!(" + clause + ")"
    }

    /// True when some clause of `self` is the negation of a clause of `other`: the two can never
    /// be compiled together.
    public func excludes(_ other: BuildCondition) -> Bool {
        for mine in clauses {
            for theirs in other.clauses where mine == Self.negated(theirs) || theirs == Self.negated(mine) {
                return true
            }
        }
        return false
    }

    static func parenthesizedIfCompound(_ clause: String) -> String {
        isSelfContained(clause) ? clause : "(" + clause + ")"
    }

    /// An atom, `!atom`, or `!( … )` whose parenthesis closes at the end: safe next to `&&`.
    static func isSelfContained(_ clause: String) -> Bool {
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
    static func isAtom(_ clause: String) -> Bool {
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
