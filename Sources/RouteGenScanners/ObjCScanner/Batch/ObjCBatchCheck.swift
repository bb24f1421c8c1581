/// Whether one file's share of a batched unit equals what parsing the file alone gives.
///
/// The tokens are the same in both when none runs past the file's end: libclang lexes the
/// file's own byte range raw, from the start of a line, in both. So the tokens can judge the
/// declarations: a file's share is trusted when the parser was at file scope after it, every
/// declaration lies inside it, and its containers are exactly the ones its own tokens open,
/// each closed by its own `@end`. Clang drops or changes a container the file declares that an
/// earlier file declared too (a second `@protocol P` or `@implementation Foo` gives no cursor,
/// a second `@interface Foo : X` a class reference), and a construct left open by an earlier
/// file swallows the file's declarations: both show up here as containers that differ.
///
/// Preprocessor state is the other leak: a later file must not see this file's macros or an
/// `#if` it left open. `ObjCBatchTraits` keeps files that may change macros last in their unit;
/// `endsTrustedPrefix` is the net behind it, read from the directives themselves.
import RouteGenModel

package enum ObjCBatchCheck {
    package enum Failure: Hashable, Sendable {
        /// A token starts in the file and ends after it (an unterminated comment, say).
        case tokensLeaveFile
        /// The boundary after the file was not read at file scope.
        case notClosedAtFileScope
        /// A declaration or method reaches outside the file.
        case declarationLeavesFile
        /// The containers libclang reports are not the ones the file's tokens open.
        case containersDiffer
        /// A container does not end at one of the file's own `@end`s.
        case containerNotClosedByOwnEnd

        /// The parser or lexer may have carried something out of the file, so what follows it
        /// in the unit cannot be trusted either.
        package var leavesStateInDoubt: Bool {
            switch self {
            case .tokensLeaveFile, .notClosedAtFileScope, .declarationLeavesFile: true
            case .containersDiffer, .containerNotClosedByOwnEnd: false
            }
        }
    }

    package struct Verdict: Hashable, Sendable {
        /// Nil when the share equals the lone parse.
        package var failure: Failure?
        /// Files after this one in the unit may read differently than alone; they go into a new unit.
        package var endsTrustedPrefix: Bool
    }

    package static func verdict(_ share: ObjCBatchUnit.Share, bytes: [UInt8]) -> Verdict {
        let failure = firstFailure(share, length: bytes.count)
        let ends = (failure?.leavesStateInDoubt ?? false) || endsTrustedPrefix(share.unit.tokens, bytes: bytes)
        return Verdict(failure: failure, endsTrustedPrefix: ends)
    }

    private static func firstFailure(_ share: ObjCBatchUnit.Share, length: Int) -> Failure? {
        guard share.tokensStayInside else { return .tokensLeaveFile }
        guard share.closedAtFileScope else { return .notClosedAtFileScope }
        let declarations = share.unit.declarations
        guard declarations.allSatisfy({ $0.offsets.allSatisfy { (0...length).contains($0) } }) else {
            return .declarationLeavesFile
        }
        let spelled = ObjCContainerSpelling(share.unit.tokens)
        guard declarations.map(\.nameOffset).sorted() == spelled.nameOffsets else { return .containersDiffer }
        guard declarations.allSatisfy({ spelled.endOffsets.contains($0.end) }) else {
            return .containerNotClosedByOwnEnd
        }
        return nil
    }

    /// A directive that changes macros (`#define`, `#undef`, `#pragma push_macro|pop_macro|
    /// poison`, `_Pragma`), moves locations (`#line`, `# 12 "x.h"`), is spelled with a digraph
    /// (`%:`), or an `#if` left open or closed too often.
    package static func endsTrustedPrefix(_ tokens: [ObjCToken], bytes: [UInt8]) -> Bool {
        var depth = 0
        for line in ObjCDirectiveLine.read(tokens, bytes: bytes) {
            guard let keyword = line.keyword else { return true }
            switch keyword.text {
            case "if", "ifdef", "ifndef":
                depth += 1
            case "endif":
                depth -= 1
                if depth < 0 { return true }
            case "define", "undef", "line":
                return true
            case "pragma" where line.operands.contains(where: { macroPragmas.contains($0.text) }):
                return true
            default:
                break
            }
        }
        if depth != 0 { return true }
        let pragmaOrDigraph = Self.pragmaOrDigraph
        // By index: a closure over the elements would copy each token, and retain its text.
        for index in tokens.indices where tokens[index].kind != .comment && pragmaOrDigraph.mayMatch(tokens[index].text)
        {
            let text = tokens[index].text
            if text == "_Pragma" || text.hasPrefix("%:") { return true }
        }
        return false
    }

    private static let macroPragmas: Set<String> = ["push_macro", "pop_macro", "poison"]
    private static let pragmaOrDigraph = InitialBytes(["_Pragma", "%:"])
}

/// The containers a file's own tokens open — `@interface`, `@implementation`, and `@protocol P`
/// not followed by `;` or `,` (a forward declaration; `@protocol(P)` has no name after it) —
/// by the offset of the name after the keyword, which is where libclang locates each of them
/// (for categories and class extensions too: the class name). And where each `@end` ends, which
/// is where a closed container's extent ends: after `end` for `@interface` and `@protocol`,
/// after `@` for `@implementation`.
package struct ObjCContainerSpelling {
    /// Sorted; -1 for an opener with no name after it (which never matches a declaration).
    package private(set) var nameOffsets: [Int] = []
    package private(set) var endOffsets: Set<Int> = []

    package init(_ tokens: [ObjCToken]) {
        // Positions of the tokens that are not comments: copying the tokens themselves would
        // retain every token's text.
        var code: [Int32] = []
        code.reserveCapacity(tokens.count)
        for index in tokens.indices where tokens[index].kind != .comment { code.append(Int32(index)) }
        func token(_ position: Int) -> ObjCToken { tokens[Int(code[position])] }
        for index in code.indices
        where token(index).mark == UInt8(ascii: "@") && index + 1 < code.count && token(index + 1).isIdentifierLike {
            let name = index + 2 < code.count && token(index + 2).isIdentifierLike ? token(index + 2) : nil
            switch token(index + 1).text {
            case "interface", "implementation":
                nameOffsets.append(name?.start ?? -1)
            case "protocol":
                guard let name else { continue }
                if index + 3 < code.count, token(index + 3).is(";") || token(index + 3).is(",") { continue }
                nameOffsets.append(name.start)
            case "end":
                endOffsets.insert(token(index).end)
                endOffsets.insert(token(index + 1).end)
            default:
                continue
            }
        }
        nameOffsets.sort()
    }
}
