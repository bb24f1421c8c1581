/// The byte pass over a Swift file: class inheritance, typealiases, extensions and the spellings
/// that force a parse. It over-approximates (a declaration in a comment or string counts) and
/// gives up towards parsing: a declaration it cannot follow sets `mustParse`.
import RouteGenModel

package enum SwiftByteSurvey {
    /// `SwiftPrefilter`'s spellings without `class` and `typealias`, which the router closure now
    /// decides, plus comment commands.
    package static let markers = ByteMarkerSet(
        PrefilterMarkers.swift + [NonFormMarkers.commentCommand, NonFormMarkers.runtimeConformance])

    /// Words that follow `class` when it is a modifier (`class func`), not a declaration.
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "static", "private", "fileprivate",
        "internal", "public", "open", "package", "required", "convenience", "dynamic", "nonisolated", "init",
    ]

    package static func summary(of buffer: UnsafeBufferPointer<UInt8>) -> ByteSummary {
        var summary = ByteSummary(mustParse: markers.containsAny(in: buffer))
        var index = 0
        while index < buffer.count {
            let byte = buffer[index]
            guard ByteLexer.isIdentifierByte(byte) else { index += 1; continue }
            let start = index
            while index < buffer.count, ByteLexer.isIdentifierByte(buffer[index]) { index += 1 }
            var lexer = ByteLexer(buffer, nestedComments: true, at: index)
            if ByteLexer.spells("class", buffer, start, index) {
                readClass(&lexer, into: &summary)
            } else if ByteLexer.spells("extension", buffer, start, index) {
                readExtension(&lexer, into: &summary)
            } else if ByteLexer.spells("typealias", buffer, start, index) {
                readTypeAlias(&lexer, into: &summary)
            } else if ByteLexer.spells("enum", buffer, start, index) || ByteLexer.spells("struct", buffer, start, index)
            {
                // Only string constants make an enum or a struct matter: `RouteID.login`.
                lexer.skipTrivia()
                if let name = lexer.identifier() { summary.declared.append(name) }
            } else if ByteLexer.spells("let", buffer, start, index), start == 0 || buffer[start - 1] == 0x0A {
                // A `let` at the start of a line is at file scope in any file laid out as Swift is:
                // a constant a key may name.
                lexer.skipTrivia()
                if let name = lexer.identifier() { summary.declared.append(name) }
            } else if ByteLexer.spells("protocol", buffer, start, index) {
                // Protocols never reach a router base; declaring one only matters to conformance.
                lexer.skipTrivia()
                if let name = lexer.identifier() { summary.declared.append(name) }
            }
        }
        return summary
    }

    private static func readClass(_ lexer: inout ByteLexer, into summary: inout ByteSummary) {
        lexer.skipTrivia()
        if lexer.current == 0x60 { summary.mustParse = true; return }
        guard let name = lexer.identifier(), !notTypeNames.contains(name) else { return }
        summary.declared.append(name)
        lexer.skipTrivia()
        if lexer.current == 0x3C, !lexer.skipGroup(open: 0x3C, close: 0x3E) { summary.mustParse = true; return }
        lexer.skipTrivia()
        guard lexer.current == 0x3A else { return }
        lexer.index += 1
        var targets: [String] = []
        while true {
            lexer.skipTrivia()
            if lexer.current == 0x40 {
                // An attribute such as `@unchecked`, possibly with arguments.
                lexer.index += 1
                _ = lexer.identifier()
                lexer.skipTrivia()
                if lexer.current == 0x28, !lexer.skipGroup(open: 0x28, close: 0x29) { break }
                continue
            }
            var path = lexer.dottedPath()
            guard !path.isEmpty else {
                if lexer.current != 0x7B { summary.mustParse = true }
                break
            }
            // `A<B>.C`: a type nested in a generic one.
            while true {
                lexer.skipTrivia()
                if lexer.current == 0x3C, !lexer.skipGroup(open: 0x3C, close: 0x3E) { summary.mustParse = true; break }
                lexer.skipTrivia()
                guard lexer.current == 0x2E else { break }
                lexer.index += 1
                lexer.skipTrivia()
                let more = lexer.dottedPath()
                guard !more.isEmpty else { break }
                path = more
            }
            targets.append(path[path.count - 1])
            lexer.skipTrivia()
            guard lexer.current == 0x2C else { break }
            lexer.index += 1
        }
        if !targets.isEmpty { summary.links.append(ByteSummary.Link(name: name, targets: targets)) }
    }

    private static func readExtension(_ lexer: inout ByteLexer, into summary: inout ByteSummary) {
        lexer.skipTrivia()
        let path = lexer.dottedPath()
        if path.isEmpty {
            if lexer.current == 0x60 { summary.mustParse = true }
            return
        }
        summary.declared.append(contentsOf: path)
    }

    private static func readTypeAlias(_ lexer: inout ByteLexer, into summary: inout ByteSummary) {
        lexer.skipTrivia()
        guard let name = lexer.identifier() else {
            if lexer.current == 0x60 { summary.mustParse = true }
            return
        }
        summary.declared.append(name)
        lexer.skipTrivia()
        if lexer.current == 0x3C, !lexer.skipGroup(open: 0x3C, close: 0x3E) { summary.mustParse = true; return }
        lexer.skipTrivia()
        guard lexer.current == 0x3D else { summary.mustParse = true; return }
        lexer.index += 1
        var targets: [String] = []
        var depth = 0
        while let byte = lexer.current {
            if byte == 0x0A {
                if depth == 0 && !targets.isEmpty { break }
                lexer.index += 1
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D
                || (byte == 0x2F && (lexer.peek(1) == 0x2F || lexer.peek(1) == 0x2A))
            {
                lexer.skipTrivia(stopAtNewline: true)
            } else if let identifier = lexer.identifier() {
                targets.append(identifier)
            } else if byte == 0x2D, lexer.peek(1) == 0x3E {
                lexer.index += 2
            } else {
                if byte == 0x3C || byte == 0x28 || byte == 0x5B { depth += 1 }
                if byte == 0x3E || byte == 0x29 || byte == 0x5D { depth = max(0, depth - 1) }
                if depth == 0 && (byte == 0x3B || byte == 0x7D || byte == 0x7B) { break }
                lexer.index += 1
            }
        }
        if !targets.isEmpty { summary.links.append(ByteSummary.Link(name: name, targets: targets)) }
    }
}
