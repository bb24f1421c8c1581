/// The bytes clang reads when its first reading of a file lost a container. Without the
/// framework headers every name in a superclass's type arguments is unknown to clang, and an
/// unknown name followed by its own `<…>` (`ZIKViewMakeableConfiguration<UIViewController *> *`,
/// `NSArray<NSString *> *`) derails its parser until the end of the file: the `@interface` and
/// every declaration after it vanish from the AST.
///
/// An unknown attribute macro after the superclass (`@interface R : Base APP_FINAL`) does the
/// same. The AST is only asked where containers and methods are; the superclass, its arguments
/// and the protocol list are read from the original tokens. So both can be blanked for that
/// reading: every byte but line breaks becomes a space, which keeps each offset, line and column.
import RouteGenModel

package enum ObjCTypeArgumentBlanking {
    /// `bytes` with the superclass type-argument list of every `@interface` blanked, or nil
    /// when there is none to blank.
    package static func blanked(_ bytes: [UInt8], tokens: [ObjCToken]) -> [UInt8]? {
        let code = tokens.filter { $0.kind != .comment }
        var result = bytes
        var changed = false
        for range in superclassArgumentLists(code) + trailingMacros(code) {
            for offset in range where result[offset] != 0x0A && result[offset] != 0x0D {
                result[offset] = 0x20
                changed = true
            }
        }
        return changed ? result : nil
    }

    /// Byte ranges of `<…>` right after the superclass of `@interface Name : Super` (or
    /// `@interface Name<T> : Super`) when the list holds types rather than protocol names.
    package static func superclassArgumentLists(_ code: [ObjCToken]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for next in superclassColons(code) {
            guard next + 2 < code.count, code[next + 1].kind == .identifier, code[next + 2].is("<"),
                let close = ObjCTokenReading.matchingClose(code, from: next + 2)
            else { continue }
            let parts = ObjCTokenReading.splitArguments(code, (next + 3)..<close)
            guard parts.contains(where: { holdsType(code[$0]) }) else { continue }
            ranges.append(code[next + 2].start..<code[close].end)
        }
        return ranges
    }

    /// Identifiers (with their `(…)` arguments) after the superclass, on its line, before the
    /// protocol list: attribute macros whose definitions clang never sees.
    package static func trailingMacros(_ code: [ObjCToken]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for next in superclassColons(code) {
            guard next + 1 < code.count, code[next + 1].kind == .identifier else { continue }
            let line = code[next + 1].line
            var position = next + 2
            if position < code.count, code[position].is("<"),
                let close = ObjCTokenReading.matchingClose(code, from: position),
                ObjCTokenReading.splitArguments(code, (position + 1)..<close).contains(where: { holdsType(code[$0]) })
            {
                position = close + 1
            }
            while position < code.count, code[position].line == line, code[position].kind == .identifier {
                var end = position
                if end + 1 < code.count, code[end + 1].is("("),
                    let close = ObjCTokenReading.matchingClose(code, from: end + 1)
                {
                    end = close
                }
                ranges.append(code[position].start..<code[end].end)
                position = end + 1
            }
        }
        return ranges
    }

    /// The index of the `:` in each `@interface Name : Super` and `@interface Name<T> : Super`.
    private static func superclassColons(_ code: [ObjCToken]) -> [Int] {
        code.indices.compactMap { index in
            guard code[index].is("@"), index + 2 < code.count, code[index + 1].text == "interface" else { return nil }
            var next = index + 3
            if next < code.count, code[next].is("<"), let close = ObjCTokenReading.matchingClose(code, from: next) {
                next = close + 1
            }
            return next < code.count && code[next].is(":") ? next : nil
        }
    }

    /// A protocol list holds bare names only; a `*`, a nested `<…>`, a block caret or a type
    /// keyword make it a type-argument list.
    package static func holdsType(_ tokens: ArraySlice<ObjCToken>) -> Bool {
        let typeWords: Set<String> = ["id", "Class", "__kindof", "instancetype", "SEL"]
        return tokens.contains { $0.is("*") || $0.is("<") || $0.is("^") || typeWords.contains($0.text) }
    }
}
