/// A linear pass over a Swift file's bytes that refuses, before SwiftParser runs, the nestings on
/// which the parser is far from linear: nested `[` (array and dictionary literals, whose parse
/// looks ahead at each level and took 13 s at depth 20 and minutes at depth 22 in a debug build,
/// its stack use growing as fast), deeply nested `#if` blocks, and brackets of any kind nested past
/// `SwiftFileScanner.maximumNestingLevel` (the parser would stop there anyway, but only after
/// tens of seconds for 100,000 levels), and long runs of `>`: the lexer reads `>>>…>` as one
/// token, and each generic argument clause it closes splits one `>` off and lexes the rest of the
/// run again, so n nested clauses closed by one run cost n²/2 (1,000 took 3.4 s in a debug build,
/// 10,000 would take minutes; the same nesting closed with `> > >` takes 0.12 s). A file past a limit gets an
/// error that names it, so the run fails instead of hanging or losing its routers.
///
/// Only code counts: comments and the text of string literals (plain, multi-line and raw) are
/// skipped, since the parser reads them as one token whatever they hold; the code of an
/// interpolation `\( … )` counts again. A literal the guard finds unterminated (a `"` the parser
/// may read otherwise, as in the regex `/"/`) is read again as code: on the rest of its line for a
/// single-line literal, to the end of the file for a multi-line one or one nested in another's
/// interpolation. A line is read again at most once and the end of the file at most once, so the
/// pass stays linear. Nothing legitimate comes near the limits.
import RouteGenModel

package enum SwiftNestingGuard {
    /// Deepest nesting of `[` accepted.
    package static let maximumSquareBracketDepth = 10
    /// Deepest nesting of `#if` accepted.
    package static let maximumConditionalDepth = 64
    /// Longest run of `>` accepted in code; real code closes a handful of generic clauses at once.
    package static let maximumAngleRun = 32

    package struct Refusal: Equatable {
        package var line: Int
        package var column: Int
        package var message: String
    }

    package static func check(_ text: String) -> Refusal? {
        check(text, skippingInertRuns: true)
    }

    /// `skippingInertRuns` false takes every byte through the full step: the same answer, more
    /// slowly (the tests compare the two).
    package static func check(_ text: String, skippingInertRuns: Bool) -> Refusal? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner(bytes, skippingInertRuns: skippingInertRuns)
            return scanner.run()
        }
    }

    /// A string literal being read: its delimiter, and when inside an interpolation, how many
    /// parentheses of the interpolation's code are open.
    private struct Literal {
        var hashes: Int
        var multiline: Bool
        var interpolationParentheses: Int?
        /// Where the literal's opening quote was, with the counts then: what reading it again
        /// as code starts from.
        var restart: Position
    }

    private struct Position {
        var index: Int
        var line: Int
        var lineStart: Int
        var square: Int
        var brackets: Int
        var conditionals: Int
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var square = 0
        var brackets = 0
        var conditionals = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        var commentDepth = 0
        var lineComment = false
        var angleRun = 0
        var lastAngle = -2
        /// Innermost last; a literal inside an interpolation sits above the literal holding it.
        var literals: [Literal] = []
        /// No literal opens on this line: the line is being read again as code.
        var codeOnlyLine = 0
        /// No literal opens any more: the file's end is being read again as code.
        var codeOnly = false

        let skippingInertRuns: Bool
        // The tables, held by the scanner: a static's accessor in the loop costs a once-check per byte.
        private let codeBytes = Scanner.codeByte
        private let literalRunEnds = Scanner.endsLiteralRun
        private let commentRunEnds = Scanner.endsCommentRun

        init(_ bytes: UnsafeBufferPointer<UInt8>, skippingInertRuns: Bool) {
            self.bytes = bytes
            self.skippingInertRuns = skippingInertRuns
        }

        func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

        /// True when `count` `#` start at `offset`.
        func hashes(_ count: Int, at offset: Int) -> Bool {
            guard offset + count <= bytes.count else { return false }
            return bytes[offset..<offset + count].allSatisfy { $0 == 0x23 }
        }

        func refusal(_ message: String) -> Refusal {
            Refusal(line: line, column: index - lineStart + 1, message: message)
        }

        mutating func run() -> Refusal? {
            while true {
                while index < bytes.count {
                    if skippingInertRuns {
                        skipInert()
                        guard index < bytes.count else { break }
                    }
                    if let found = step() { return found }
                }
                // A literal still open at the end: what followed its quote may well be code.
                guard !codeOnly, let outermost = literals.first else { return nil }
                literals.removeAll()
                restart(at: outermost.restart)
                codeOnly = true
            }
        }

        private mutating func restart(at position: Position) {
            index = position.index
            line = position.line
            lineStart = position.lineStart
            square = position.square
            brackets = position.brackets
            conditionals = position.conditionals
            lineComment = false
            commentDepth = 0
            lastAngle = -2
        }

        /// Steps over a run of bytes that `step()` would only step past (marking, in code, that
        /// the line has begun): the text of a literal or comment, names, operators, spaces.
        private mutating func skipInert() {
            if let literal = literals.last, literal.interpolationParentheses == nil {
                while index < bytes.count, !literalRunEnds[Int(bytes[index])] { index += 1 }
            } else if lineComment {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if commentDepth > 0 {
                while index < bytes.count, !commentRunEnds[Int(bytes[index])] { index += 1 }
            } else {
                while index < bytes.count {
                    switch codeBytes[Int(bytes[index])] {
                    case .blank: index += 1
                    case .plain: atLineStart = false; index += 1
                    case .significant: return
                    }
                }
            }
        }

        private enum CodeByte { case significant, blank, plain }

        /// What a byte of code does when it is not the start of a comment, literal or directive.
        private static let codeByte: [CodeByte] = (0..<256).map { byte in
            switch UInt8(byte) {
            // \n / " # ( { [ ) } ] >
            case 0x0A, 0x2F, 0x22, 0x23, 0x28, 0x7B, 0x5B, 0x29, 0x7D, 0x5D, 0x3E: .significant
            case 0x20, 0x09: .blank
            default: .plain
            }
        }

        /// A line break, an escape or a quote: where a literal's text may end.
        private static let endsLiteralRun: [Bool] = (0..<256).map { [0x0A, 0x5C, 0x22].contains($0) }
        /// A line break, `*` or `/`: where a block comment may end or nest.
        private static let endsCommentRun: [Bool] = (0..<256).map { [0x0A, 0x2A, 0x2F].contains($0) }

        private mutating func step() -> Refusal? {
            let current = bytes[index]
            if current == 0x0A {
                if let literal = literals.last, literal.interpolationParentheses == nil, !literal.multiline {
                    // A single-line literal cannot span lines: this `"` opened none. Alone and
                    // begun on this line, the rest of the line is read again, once; otherwise
                    // (inside another literal's interpolation, or after an interpolation spanning
                    // lines) everything from the outermost literal on is, once per file, so that
                    // restarts can never add up.
                    if literals.count == 1, literal.restart.line == line {
                        codeOnlyLine = line
                    } else {
                        codeOnly = true
                    }
                    let from = literals[0].restart
                    literals.removeAll()
                    restart(at: from)
                    return nil
                }
                line += 1
                lineStart = index + 1
                atLineStart = true
                lineComment = false
                index += 1
                return nil
            }
            if let literal = literals.last, literal.interpolationParentheses == nil {
                readLiteralText(literal)
                return nil
            }
            return readCode(current)
        }

        /// One step inside a literal's text: an escape, an interpolation's start, the closing
        /// delimiter, or any other byte.
        private mutating func readLiteralText(_ literal: Literal) {
            let current = bytes[index]
            if current == 0x5C, hashes(literal.hashes, at: index + 1) { // \ and the literal's #s
                let after = index + 1 + literal.hashes
                if byte(at: after) == 0x28 { // (
                    literals[literals.count - 1].interpolationParentheses = 0
                    index = after + 1
                } else {
                    // An escaped character; a line break here is counted by the main loop.
                    index = byte(at: after) == 0x0A ? after : after + 1
                }
                return
            }
            if current == 0x22 { // "
                let quotes = literal.multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ byte(at: index + $0) == 0x22 }), hashes(literal.hashes, at: index + quotes)
                {
                    literals.removeLast()
                    index += quotes + literal.hashes
                    atLineStart = false
                    return
                }
            }
            index += 1
        }

        /// One step of code (at the top level or inside an interpolation); a refusal when a
        /// limit is passed.
        private mutating func readCode(_ current: UInt8) -> Refusal? {
            let next = byte(at: index + 1)
            if lineComment { index += 1; return nil }
            if commentDepth > 0 {
                // Swift block comments nest.
                if current == 0x2A, next == 0x2F {
                    commentDepth -= 1; index += 2
                } else if current == 0x2F, next == 0x2A {
                    commentDepth += 1; index += 2
                } else {
                    index += 1
                }
                return nil
            }
            if current == 0x2F, next == 0x2F { lineComment = true; index += 2; return nil }
            if current == 0x2F, next == 0x2A { commentDepth = 1; index += 2; return nil }
            if openLiteral() { atLineStart = false; return nil }
            let wasAtLineStart = atLineStart
            if current != 0x20, current != 0x09 { atLineStart = false }
            defer { index += 1 }
            switch current {
            case 0x28, 0x7B, 0x5B: // ( { [
                if current == 0x28, let open = literals.last?.interpolationParentheses {
                    literals[literals.count - 1].interpolationParentheses = open + 1
                }
                brackets += 1
                if brackets > SwiftFileScanner.maximumNestingLevel {
                    return refusal(
                        "brackets, braces and parentheses nested deeper than \(SwiftFileScanner.maximumNestingLevel) levels; the file is not parsed and its routes are unknown"
                    )
                }
                guard current == 0x5B else { break }
                square += 1
                if square > maximumSquareBracketDepth {
                    return refusal(
                        "`[` nested deeper than \(maximumSquareBracketDepth) levels (array or dictionary literals); SwiftParser's time grows exponentially with this nesting, so the file is not parsed and its routes are unknown"
                    )
                }
            case 0x29: // )
                if let open = literals.last?.interpolationParentheses {
                    // The `)` that ends an interpolation returns to the literal's text.
                    literals[literals.count - 1].interpolationParentheses = open == 0 ? nil : open - 1
                    if open == 0 { break }
                }
                brackets = max(0, brackets - 1)
            case 0x7D: // }
                brackets = max(0, brackets - 1)
            case 0x3E: // >
                angleRun = lastAngle == index - 1 ? angleRun + 1 : 1
                lastAngle = index
                if angleRun > maximumAngleRun {
                    return refusal(
                        "more than \(maximumAngleRun) `>` in a row; SwiftParser's time grows with the square of such a run when it closes nested generic arguments, so the file is not parsed and its routes are unknown (write the closing brackets apart: `> > >`)"
                    )
                }
            case 0x5D: // ]
                brackets = max(0, brackets - 1)
                square = max(0, square - 1)
            case 0x23 where wasAtLineStart: // # at the start of a line
                let word = directive(from: index + 1)
                if word == "if" {
                    conditionals += 1
                    if conditionals > maximumConditionalDepth {
                        return refusal(
                            "#if nested deeper than \(maximumConditionalDepth) levels; the file is not parsed and its routes are unknown"
                        )
                    }
                } else if word == "endif" {
                    conditionals = max(0, conditionals - 1)
                }
            default:
                break
            }
            return nil
        }

        /// Starts a literal at `index` when one opens there (`"`, `"""`, or either after `#`s).
        private mutating func openLiteral() -> Bool {
            guard !codeOnly, codeOnlyLine != line else { return false }
            var count = 0
            while byte(at: index + count) == 0x23 { count += 1 }
            guard byte(at: index + count) == 0x22 else { return false }
            let multiline = byte(at: index + count + 1) == 0x22 && byte(at: index + count + 2) == 0x22
            // Read again from the quote itself, which as code is a plain byte.
            let restart = Position(
                index: index + count + 1, line: line, lineStart: lineStart, square: square, brackets: brackets,
                conditionals: conditionals)
            literals.append(
                Literal(hashes: count, multiline: multiline, interpolationParentheses: nil, restart: restart))
            index += count + (multiline ? 3 : 1)
            return true
        }

        private func directive(from start: Int) -> String {
            var end = start
            while end < bytes.count, (bytes[end] | 0x20) >= 0x61, (bytes[end] | 0x20) <= 0x7A { end += 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }
}
