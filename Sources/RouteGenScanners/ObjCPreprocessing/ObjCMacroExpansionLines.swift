/// The byte pass's view of the lines the Objective-C scanner records as macro expansions
/// (`ObjCFactsReader.readMacroExpansions`): a line whose code is only `NAME` or `NAME(…)`, a `;`
/// allowed after it, outside braces and brackets. Only a macro can stand there, and its expansion
/// may declare a category (`ADAPT_LOGIN_DEPENDENCY`, `APP_ROUTABLE_VIEW(AboutViewController)`).
///
/// The pass works on bytes, without `#if` evaluation, so it finds every line the scanner can
/// record and possibly more: a file it finds none in holds no expansion. It also says which lines
/// stand where the scanner looks (outside every `@interface`, `@implementation` and `@protocol`,
/// after the end of a declaration), which the survey needs to decide what must be parsed.
package enum ObjCMacroExpansionLines {
    package struct Line: Hashable, Sendable {
        package var name: String
        /// `NAME(…)` rather than a bare name.
        package var isCall: Bool
        /// Outside every container, at the start of a declaration: where the scanner records an
        /// expansion (unless the line lies in a dead `#if 0` branch).
        package var atFileScope: Bool
        /// The bytes between the parentheses of a call.
        package var arguments: Range<Int>?
    }

    /// The lines, leaving out names in `excluded`.
    package static func lines(
        _ bytes: UnsafeBufferPointer<UInt8>, excluding excluded: Set<String> = ignoredNames
    ) -> [Line] {
        var walk = Walk(bytes: bytes)
        var lines: [Line] = []
        while let line = walk.next() {
            if !excluded.contains(line.name) { lines.append(line) }
        }
        return lines
    }

    /// Macros that declare nothing: the prelude's, and the system headers' bracketing macros a
    /// file's declarations often sit between.
    package static let ignoredNames: Set<String> = ObjCMacroLineBlanking.preludeNames.union([
        "CF_EXTERN_C_BEGIN", "CF_EXTERN_C_END", "__BEGIN_DECLS", "__END_DECLS", "NS_HEADER_AUDIT_BEGIN",
        "NS_HEADER_AUDIT_END", "CF_ASSUME_NONNULL_BEGIN", "CF_ASSUME_NONNULL_END", "CF_IMPLICIT_BRIDGING_ENABLED",
        "CF_IMPLICIT_BRIDGING_DISABLED",
    ])

    /// Words that are keywords to clang (its tokens never make them an expansion's name).
    static let keywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
        "float", "for", "goto", "if", "inline", "int", "long", "register", "return", "short", "signed", "sizeof",
        "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while",
    ]

    private struct Walk {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var braces = 0
        /// Parentheses and square brackets.
        var nesting = 0
        var inContainer = false
        /// The last code ended a declaration (`;`, `}`, `@end`, a macro line) or there was none.
        var atBoundary = true
        var lineHasCode = false

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func next() -> Line? {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x0A:
                    lineHasCode = false
                    index += 1
                case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                    index += 1
                case 0x2F where peek(1) == 0x2F || peek(1) == 0x2A:
                    skipComment()
                case 0x22, 0x27:
                    code(boundary: false)
                    index = skipLiteral(from: index)
                case 0x23 where !lineHasCode:
                    // A directive: its logical line, continuations included (a `#define`'s body).
                    index = logicalLineEnd(from: index)
                case 0x7B:
                    braces += 1
                    code(boundary: false)
                    index += 1
                case 0x7D:
                    braces = max(0, braces - 1)
                    code(boundary: braces == 0)
                    index += 1
                case 0x3B:
                    code(boundary: braces == 0 && nesting == 0)
                    index += 1
                case 0x28, 0x5B:
                    nesting += 1
                    code(boundary: false)
                    index += 1
                case 0x29, 0x5D:
                    nesting = max(0, nesting - 1)
                    code(boundary: false)
                    index += 1
                case 0x40:
                    readDirective()
                default:
                    guard ByteLexer.isIdentifierStart(byte) else {
                        code(boundary: false)
                        index += 1
                        continue
                    }
                    let start = index
                    let startsLine = !lineHasCode
                    while index < bytes.count, ByteLexer.isIdentifierByte(bytes[index]) { index += 1 }
                    if startsLine, braces == 0, nesting == 0, let line = macroLine(name: start..<index) {
                        return line
                    }
                    code(boundary: false)
                }
            }
            return nil
        }

        private func peek(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private mutating func code(boundary: Bool) {
            lineHasCode = true
            atBoundary = boundary
        }

        /// `@interface`, `@implementation` and `@protocol P` (not `@protocol P;`, `@protocol(P)`)
        /// open a container, `@end` closes it.
        private mutating func readDirective() {
            index += 1
            let start = index
            while index < bytes.count, ByteLexer.isIdentifierByte(bytes[index]) { index += 1 }
            if ByteLexer.spells("end", bytes, start, index) {
                inContainer = false
                code(boundary: true)
                return
            }
            code(boundary: false)
            if ByteLexer.spells("interface", bytes, start, index)
                || ByteLexer.spells("implementation", bytes, start, index)
            {
                inContainer = true
            } else if ByteLexer.spells("protocol", bytes, start, index) {
                var lexer = ByteLexer(bytes, nestedComments: false, at: index)
                lexer.skipTrivia()
                guard lexer.identifier() != nil else { return }
                lexer.skipTrivia()
                if lexer.current != 0x3B && lexer.current != 0x2C { inContainer = true }
            }
        }

        /// The line of the name at `name`, when it is only the name or a call, and a `;`.
        private mutating func macroLine(name: Range<Int>) -> Line? {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self)
            guard !keywords.contains(text) else { return nil }
            var position = skipSpaces(from: name.upperBound)
            var arguments: Range<Int>?
            if position < bytes.count, bytes[position] == 0x28 {
                guard let close = closingParenthesis(from: position) else { return nil }
                arguments = (position + 1)..<close
                position = skipSpaces(from: close + 1)
            }
            if position < bytes.count, bytes[position] == 0x3B { position = skipSpaces(from: position + 1) }
            guard
                position >= bytes.count || bytes[position] == 0x0A
                    || (bytes[position] == 0x2F && position + 1 < bytes.count
                        && (bytes[position + 1] == 0x2F || bytes[position + 1] == 0x2A))
            else { return nil }
            let line = Line(
                name: text, isCall: arguments != nil, atFileScope: !inContainer && atBoundary, arguments: arguments)
            index = position
            code(boundary: true)
            return line
        }

        private func skipSpaces(from start: Int) -> Int {
            var position = start
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0D
            {
                position += 1
            }
            return position
        }

        /// The `)` closing the `(` at `open`, on any line, outside literals and comments. An
        /// unclosed one leaves the walk's nesting above 0 to the end, so this runs to the end once.
        private func closingParenthesis(from open: Int) -> Int? {
            var depth = 0
            var position = open
            while position < bytes.count {
                switch bytes[position] {
                case 0x28: depth += 1
                case 0x29:
                    depth -= 1
                    if depth == 0 { return position }
                case 0x22, 0x27:
                    position = skipLiteral(from: position)
                    continue
                case 0x2F where position + 1 < bytes.count && bytes[position + 1] == 0x2A:
                    position = blockCommentEnd(from: position)
                    continue
                case 0x2F where position + 1 < bytes.count && bytes[position + 1] == 0x2F:
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                    continue
                default: break
                }
                position += 1
            }
            return nil
        }

        private mutating func skipComment() {
            if bytes[index + 1] == 0x2F {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                index = blockCommentEnd(from: index)
            }
        }

        private func blockCommentEnd(from start: Int) -> Int {
            var position = start + 2
            while position + 1 < bytes.count, !(bytes[position] == 0x2A && bytes[position + 1] == 0x2F) {
                position += 1
            }
            return min(bytes.count, position + 2)
        }

        /// Past the literal opening at `start` (or the line's end if it is not closed there).
        private func skipLiteral(from start: Int) -> Int {
            let quote = bytes[start]
            var position = start + 1
            while position < bytes.count, bytes[position] != quote, bytes[position] != 0x0A {
                if bytes[position] == 0x5C { position += 1 }
                position += 1
            }
            return min(bytes.count, position + 1)
        }

        /// The end of the directive line at `start`: the first newline not escaped by a backslash.
        private func logicalLineEnd(from start: Int) -> Int {
            var position = start
            while position < bytes.count {
                if bytes[position] == 0x0A {
                    var back = position - 1
                    if back >= start, bytes[back] == 0x0D { back -= 1 }
                    if back >= start, bytes[back] == 0x5C {
                        position += 1
                        continue
                    }
                    return position
                }
                if bytes[position] == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2A {
                    // A block comment may run over lines of a directive.
                    position = blockCommentEnd(from: position)
                    continue
                }
                position += 1
            }
            return bytes.count
        }
    }
}
