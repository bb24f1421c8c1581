/// The `#if` structure of one file, read from its libclang tokens: which build condition holds at
/// each offset, which regions are dead (`#if 0`, the `#else` of `#if 1`), and which tokens belong
/// to preprocessor directives rather than code.
///
/// Clauses follow the Swift scanner's convention (`BuildCondition`): `#if A` gives `A`, its
/// `#elif B` gives `!A` and `B`, its `#else` gives `!A` (and `!B`). They keep the preprocessor's
/// spelling: `#ifdef A` gives `defined(A)`, `#ifndef A` gives `!defined(A)`. The include-guard
/// idiom (`#ifndef X` directly followed by `#define X`) adds no clause.
import RouteGenModel

package struct ObjCConditionalMap {
    private struct Segment {
        var start: Int
        /// Nil when the code from `start` on is never compiled.
        var clauses: [String]?
    }

    private var segments: [Segment] = [Segment(start: 0, clauses: [])]
    /// `[start, end)` of every directive line, continuation lines included.
    package private(set) var directiveRanges: [Range<Int>] = []
    /// The `#define` lines, for the aliases a macro may stand for.
    package private(set) var defines: [ObjCDirectiveLine] = []

    private struct Group {
        var parent: [String]?
        /// Negations of the earlier branches' conditions.
        var negations: [String] = []
        /// An earlier branch was `#if 1`: every later branch is dead.
        var earlierAlwaysTaken = false
    }

    package init(tokens: [ObjCToken], bytes: [UInt8]) {
        var groups: [Group] = []
        var current: [String]? = []
        for line in ObjCDirectiveLine.read(tokens, bytes: bytes) {
            directiveRanges.append(line.range)
            guard let keyword = line.keyword else { continue }
            let operands = line.operands
            switch keyword.text {
            case "if", "ifdef", "ifndef":
                let isGuard =
                    keyword.text == "ifndef"
                    && Self.definesNext(operands.first?.text, tokens: tokens, from: line.nextIndex)
                var group = Group(parent: current)
                current = Self.enter(&group, condition: isGuard ? .always : Self.condition(keyword.text, operands))
                groups.append(group)
            case "elif", "elifdef", "elifndef":
                guard !groups.isEmpty else { continue }
                let base = String(keyword.text.dropFirst(2)) // "if", "ifdef", "ifndef"
                current = Self.enter(&groups[groups.count - 1], condition: Self.condition(base, operands))
            case "else":
                guard !groups.isEmpty else { continue }
                current = Self.enter(&groups[groups.count - 1], condition: .always)
            case "endif":
                guard let group = groups.popLast() else { continue }
                current = group.parent
            case "define":
                defines.append(line)
                continue
            default:
                continue
            }
            segments.append(Segment(start: line.range.upperBound, clauses: current))
        }
    }

    /// The condition under which code at `offset` is compiled; nil when it never is.
    package func condition(at offset: Int) -> BuildCondition? {
        segments[segment(at: offset)].clauses.map { BuildCondition($0) }
    }

    /// Whether code at `offset` is compiled under some condition (`condition(at:)` is not nil).
    package func isLive(at offset: Int) -> Bool {
        segments[segment(at: offset)].clauses != nil
    }

    /// The tokens that are neither comments nor directives and lie in compiled code: those with
    /// `!isDirective(start)` and `isLive(at: start)`. Tokens come in ascending order, so the
    /// directive and segment each one falls in are found by walking on, not by searching.
    package func liveCode(_ tokens: [ObjCToken]) -> [ObjCToken] {
        var code: [ObjCToken] = []
        code.reserveCapacity(tokens.count)
        var directive = 0
        var segment = 0
        var previousStart = Int.min
        for index in tokens.indices where tokens[index].kind != .comment {
            let start = tokens[index].start
            if start < previousStart {
                // Out of order (never from libclang): search, as the binary searches would.
                directive = 0
                segment = 0
            }
            previousStart = start
            while directive < directiveRanges.count, directiveRanges[directive].upperBound <= start { directive += 1 }
            if directive < directiveRanges.count, directiveRanges[directive].contains(start) { continue }
            while segment + 1 < segments.count, segments[segment + 1].start <= start { segment += 1 }
            if segments[segment].clauses != nil { code.append(tokens[index]) }
        }
        return code
    }

    private func segment(at offset: Int) -> Int {
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    package func isDirective(_ offset: Int) -> Bool {
        var low = 0
        var high = directiveRanges.count
        while low < high {
            let middle = (low + high) / 2
            if directiveRanges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < directiveRanges.count && directiveRanges[low].contains(offset)
    }

    // MARK: Branches

    private enum Condition {
        case always, never
        case clause(String)
    }

    /// Opens the next branch of `group` and returns the clauses in force inside it.
    private static func enter(_ group: inout Group, condition: Condition) -> [String]? {
        guard let parent = group.parent, !group.earlierAlwaysTaken else { return nil }
        let clauses = parent + group.negations
        switch condition {
        case .always:
            group.earlierAlwaysTaken = true
            return clauses
        case .never:
            return nil
        case .clause(let text):
            group.negations.append(BuildCondition.negated(text))
            return clauses + [text]
        }
    }

    private static func condition(_ directive: String, _ operands: [ObjCToken]) -> Condition {
        switch directive {
        case "ifdef":
            return operands.first.map { .clause("defined(\($0.text))") } ?? .never
        case "ifndef":
            return operands.first.map { .clause("!defined(\($0.text))") } ?? .never
        default:
            let text = ObjCTokenSpelling.condition(operands)
            switch text {
            case "0", "false": return .never
            case "1", "true": return .always
            case "": return .never
            default: return .clause(text)
            }
        }
    }

    /// Whether the directive after the current one is `#define name`.
    private static func definesNext(_ name: String?, tokens: [ObjCToken], from index: Int) -> Bool {
        var position = index
        while position < tokens.count, tokens[position].kind == .comment { position += 1 }
        guard let name, position + 2 < tokens.count else { return false }
        return tokens[position].is("#") && tokens[position + 1].text == "define" && tokens[position + 2].text == name
    }
}
