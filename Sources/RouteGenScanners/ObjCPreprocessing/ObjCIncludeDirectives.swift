/// The `#import`, `#include` and `@import` directives of an Objective-C or C file, read from its
/// bytes: which headers its translation unit goes on to read. A byte pass, not the preprocessor:
/// comments and string literals are skipped, and so is code under `#if 0` (and the `#else` of
/// `#if 1`); every other condition counts as compiled, as it does everywhere else in routegen, so
/// a header imported under `#if DEBUG` or `#ifdef __OBJC__` is followed. A directive whose name is
/// a macro is returned as `.computed`, for the caller to count.
import RouteGenModel

package enum ObjCIncludeDirectives {
    package static func read(_ bytes: [UInt8]) -> [IncludeDirective] {
        bytes.withUnsafeBufferPointer { read($0) }
    }

    package static func read(_ buffer: UnsafeBufferPointer<UInt8>) -> [IncludeDirective] {
        var reader = Reader(buffer)
        reader.run()
        return reader.directives
    }

    /// One `#if` group: whether the branch being read can be compiled, and whether a branch
    /// before it certainly was (`#if 1`), which makes every later branch dead.
    private struct Group {
        var live: Bool
        var settled: Bool
    }

    private struct Reader {
        let buffer: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        /// Only whitespace and comments since the line began: a `#` here starts a directive.
        var atLineStart = true
        var groups: [Group] = []
        /// How many open groups are in a dead branch.
        var deadGroups = 0
        var directives: [IncludeDirective] = []

        init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

        func byte(_ offset: Int) -> UInt8? {
            index + offset < buffer.count ? buffer[index + offset] : nil
        }

        mutating func run() {
            while index < buffer.count {
                let current = buffer[index]
                switch current {
                case 0x0A:
                    line += 1
                    atLineStart = true
                    index += 1
                case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                    index += 1
                case 0x5C where byte(1) == 0x0A:
                    // A line splice: the next line continues this one.
                    line += 1
                    index += 2
                case 0x2F where byte(1) == 0x2F:
                    skipLineComment()
                case 0x2F where byte(1) == 0x2A:
                    skipBlockComment()
                case 0x22, 0x27:
                    atLineStart = false
                    skipLiteral(closing: current)
                case 0x23 where atLineStart:
                    index += 1
                    directive()
                case 0x40:
                    atLineStart = false
                    index += 1
                    if spellsWord("import") { moduleImport() }
                default:
                    atLineStart = false
                    index += 1
                }
            }
        }

        mutating func skipLineComment() {
            while index < buffer.count, buffer[index] != 0x0A {
                if buffer[index] == 0x5C, byte(1) == 0x0A {
                    // A spliced line comment goes on to the next line.
                    line += 1
                    index += 2
                    continue
                }
                index += 1
            }
        }

        /// A comment is whitespace: the line start it began on is kept.
        mutating func skipBlockComment() {
            index += 2
            while index < buffer.count {
                if buffer[index] == 0x2A, byte(1) == 0x2F {
                    index += 2
                    return
                }
                if buffer[index] == 0x0A { line += 1 }
                index += 1
            }
        }

        /// A string or character literal; one left open ends at the line's end, so that an
        /// apostrophe in text under `#if 0` cannot hide the lines after it.
        mutating func skipLiteral(closing: UInt8) {
            index += 1
            while index < buffer.count {
                let current = buffer[index]
                if current == 0x5C {
                    if byte(1) == 0x0A { line += 1 }
                    index += 2
                    continue
                }
                if current == 0x0A { return }
                index += 1
                if current == closing { return }
            }
        }

        /// Horizontal whitespace and comments inside a directive's line.
        mutating func skipInlineSpace() {
            while index < buffer.count {
                switch buffer[index] {
                case 0x20, 0x09, 0x0D, 0x0B, 0x0C: index += 1
                case 0x5C where byte(1) == 0x0A:
                    line += 1
                    index += 2
                case 0x2F where byte(1) == 0x2A: skipBlockComment()
                default: return
                }
            }
        }

        /// The rest of a directive's line, spliced lines and comments included; the newline is left.
        mutating func skipDirectiveRest() {
            while index < buffer.count {
                let current = buffer[index]
                switch current {
                case 0x0A: return
                case 0x5C where byte(1) == 0x0A:
                    line += 1
                    index += 2
                case 0x2F where byte(1) == 0x2F: skipLineComment()
                case 0x2F where byte(1) == 0x2A: skipBlockComment()
                case 0x22, 0x27: skipLiteral(closing: current)
                default: index += 1
                }
            }
        }

        func spellsWord(_ word: StaticString) -> Bool {
            let length = word.utf8CodeUnitCount
            guard index + length <= buffer.count else { return false }
            let bytes = word.utf8Start
            for offset in 0..<length where buffer[index + offset] != bytes[offset] { return false }
            return index + length == buffer.count || !ByteLexer.isIdentifierByte(buffer[index + length])
        }

        mutating func identifier() -> String? {
            var lexer = ByteLexer(buffer, nestedComments: false, at: index)
            let name = lexer.identifier()
            index = lexer.index
            return name
        }

        mutating func directive() {
            let startLine = line
            skipInlineSpace()
            guard let name = identifier() else {
                skipDirectiveRest()
                return
            }
            switch name {
            case "import", "include":
                if deadGroups == 0 { include(line: startLine) }
            case "if":
                let value = literalCondition()
                open(Group(live: value != 0, settled: value == 1))
            case "ifdef", "ifndef":
                open(Group(live: true, settled: false))
            case "elif", "elifdef", "elifndef":
                let value = name == "elif" ? literalCondition() : nil
                branch { group in
                    group.live = !group.settled && value != 0
                    if value == 1 { group.settled = true }
                }
            case "else":
                branch { group in
                    group.live = !group.settled
                    group.settled = true
                }
            case "endif":
                if let last = groups.popLast(), !last.live { deadGroups -= 1 }
            default:
                break
            }
            skipDirectiveRest()
        }

        mutating func open(_ group: Group) {
            groups.append(group)
            if !group.live { deadGroups += 1 }
        }

        mutating func branch(_ change: (inout Group) -> Void) {
            guard var group = groups.popLast() else { return }
            if !group.live { deadGroups -= 1 }
            change(&group)
            open(group)
        }

        /// 0 or 1 when the condition is that literal alone (in parentheses or not), else nil.
        mutating func literalCondition() -> Int? {
            skipInlineSpace()
            var parentheses = 0
            while byte(0) == 0x28 {
                parentheses += 1
                index += 1
                skipInlineSpace()
            }
            guard let digit = byte(0), digit == 0x30 || digit == 0x31,
                byte(1).map({ !ByteLexer.isIdentifierByte($0) }) ?? true
            else { return nil }
            index += 1
            skipInlineSpace()
            while parentheses > 0, byte(0) == 0x29 {
                parentheses -= 1
                index += 1
                skipInlineSpace()
            }
            guard parentheses == 0, byte(0) == nil || byte(0) == 0x0A || (byte(0) == 0x2F && byte(1) == 0x2F) else {
                return nil
            }
            return digit == 0x30 ? 0 : 1
        }

        mutating func include(line startLine: Int) {
            skipInlineSpace()
            guard let opening = byte(0) else { return }
            if opening == 0x22 || opening == 0x3C {
                let closing: UInt8 = opening == 0x22 ? 0x22 : 0x3E
                let start = index + 1
                var end = start
                while end < buffer.count, buffer[end] != closing, buffer[end] != 0x0A { end += 1 }
                guard end < buffer.count, buffer[end] == closing, end > start else { return }
                let spelling = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
                directives.append(IncludeDirective(opening == 0x22 ? .quoted : .angled, spelling, line: startLine))
                index = end + 1
            } else if ByteLexer.isIdentifierStart(opening), let macro = identifier() {
                directives.append(IncludeDirective(.computed, macro, line: startLine))
            }
        }

        /// `@import A.B;` after the `@`.
        mutating func moduleImport() {
            let startLine = line
            index += 6
            guard deadGroups == 0 else { return }
            var lexer = ByteLexer(buffer, nestedComments: false, at: index)
            lexer.skipTrivia()
            guard let module = lexer.dottedPath().first else { return }
            // The lexer crossed any line breaks between `@import` and the name: counted here.
            let skipped = UnsafeBufferPointer(rebasing: buffer[index..<lexer.index])
            line += skipped.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            index = lexer.index
            directives.append(IncludeDirective(.module, module, line: startLine))
        }
    }
}
