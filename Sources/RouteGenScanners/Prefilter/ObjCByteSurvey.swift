/// The byte pass over an Objective-C file: `@interface` superclasses, categories and
/// implementations, typedefs, `#define`s, `@compatibility_alias` and `NSString *const` names, and
/// the spellings that force a parse. Like the Swift pass it over-approximates and gives up towards parsing.
import RouteGenModel

package enum ObjCByteSurvey {
    /// `ObjCPrefilter`'s spellings without `@interface`, which the router closure now decides,
    /// plus comment commands.
    package static let markers = ByteMarkerSet(
        PrefilterMarkers.objc + [NonFormMarkers.commentCommand, NonFormMarkers.runtimeConformance])

    package static func summary(of buffer: UnsafeBufferPointer<UInt8>) -> ByteSummary {
        survey(of: buffer).summary
    }

    /// The summary, and whether the file has a line that `ObjCMacroLineBlanking` blanks under the
    /// default prelude: the batch parse must know that too, and this pass has worked it out.
    package static func survey(of buffer: UnsafeBufferPointer<UInt8>) -> (summary: ByteSummary, hasMacroLines: Bool) {
        var summary = ByteSummary(mustParse: markers.containsAny(in: buffer))
        var index = 0
        while index < buffer.count {
            let byte = buffer[index]
            if byte == 0x40 || byte == 0x23 {
                // `@keyword` or `#define` (spaces allowed after `#`).
                var lexer = ByteLexer(buffer, nestedComments: false, at: index + 1)
                if byte == 0x23 { while lexer.current == 0x20 || lexer.current == 0x09 { lexer.index += 1 } }
                index += 1
                guard let word = lexer.identifier() else { continue }
                switch (byte, word) {
                case (0x40, "interface"): readInterface(&lexer, into: &summary)
                case (0x40, "implementation"): readImplementation(&lexer, into: &summary)
                case (0x40, "compatibility_alias"): readCompatibilityAlias(&lexer, into: &summary)
                case (0x23, "define"): readDefine(&lexer, into: &summary)
                default: break
                }
                index = max(index, lexer.index)
                continue
            }
            guard ByteLexer.isIdentifierByte(byte) else { index += 1; continue }
            let start = index
            while index < buffer.count, ByteLexer.isIdentifierByte(buffer[index]) { index += 1 }
            if ByteLexer.spells("NSString", buffer, start, index) {
                var lexer = ByteLexer(buffer, nestedComments: false, at: index)
                readStringConstant(&lexer, into: &summary)
                continue
            }
            guard ByteLexer.spells("typedef", buffer, start, index) else { continue }
            var lexer = ByteLexer(buffer, nestedComments: false, at: index)
            readTypedef(&lexer, into: &summary)
        }
        // `APP_ROUTABLE_VIEW(LoginViewController)` alone on its line: a macro whose expansion may
        // declare a category of the classes it names. They count as declared, so a conformance
        // check that needs one of them parses the file.
        let macroLines = ObjCMacroLineBlanking.lines(buffer, defined: ObjCMacroLineBlanking.preludeNames)
        for line in macroLines {
            summary.declared += ObjCMacroLineBlanking.argumentNames(buffer, line: line)
        }
        // `ADAPT_LOGIN_DEPENDENCY` alone at file scope: the macro's name counts as declared, so the
        // file is parsed when a definition the scan read declares types (`ConformanceRound`). A bare
        // one that the file does not define may come from a header routegen never reads, and then
        // may declare any category (a note on every conformance check): always parsed, so that the
        // notes do not depend on the pre-filter.
        var ownDefines: Set<String>?
        for line in ObjCMacroExpansionLines.lines(buffer) {
            summary.declared.append(line.name)
            guard line.atFileScope, !line.isCall, !summary.mustParse else { continue }
            if ownDefines == nil { ownDefines = ObjCMacroLineBlanking.definedNames(buffer) }
            if ownDefines?.contains(line.name) == false { summary.mustParse = true }
        }
        return (summary, !macroLines.isEmpty)
    }

    private static func readInterface(_ lexer: inout ByteLexer, into summary: inout ByteSummary) {
        lexer.skipTrivia()
        guard let name = lexer.identifier() else { summary.mustParse = true; return }
        summary.declared.append(name)
        lexer.skipTrivia()
        // A category or class extension declares no superclass.
        if lexer.current == 0x28 { return }
        if lexer.current == 0x3C, !lexer.skipGroup(open: 0x3C, close: 0x3E) { summary.mustParse = true; return }
        lexer.skipTrivia()
        guard lexer.current == 0x3A else { return }
        lexer.index += 1
        lexer.skipTrivia()
        guard let superclass = lexer.identifier() else { summary.mustParse = true; return }
        summary.links.append(ByteSummary.Link(name: name, targets: [superclass]))
    }

    /// `NSString *const NAME =`: a name for a string, which a key passed by that name needs (the
    /// second round parses the file then). The lexer is left where it was: the value is not read.
    private static func readStringConstant(_ lexer: inout ByteLexer, into summary: inout ByteSummary) {
        var probe = lexer
        probe.skipTrivia()
        guard probe.current == 0x2A else { return }
        probe.index += 1
        probe.skipTrivia()
        guard probe.identifier() == "const" else { return }
        probe.skipTrivia()
        guard let name = probe.identifier() else { return }
        probe.skipTrivia()
        guard probe.current == 0x3D else { return }
        summary.declared.append(name)
    }

    private static func readImplementation(_ lexer: inout ByteLexer, into summary: inout ByteSummary) {
        lexer.skipTrivia()
        guard let name = lexer.identifier() else { summary.mustParse = true; return }
        summary.declared.append(name)
    }

    private static func readCompatibilityAlias(_ lexer: inout ByteLexer, into summary: inout ByteSummary) {
        lexer.skipTrivia()
        guard let name = lexer.identifier() else { summary.mustParse = true; return }
        lexer.skipTrivia()
        guard let target = lexer.identifier() else { summary.mustParse = true; return }
        summary.declared.append(name)
        summary.links.append(ByteSummary.Link(name: name, targets: [target]))
    }

    /// `#define NAME body` or `#define NAME(args) body`: NAME may stand for any identifier of the body.
    private static func readDefine(_ lexer: inout ByteLexer, into summary: inout ByteSummary) {
        lexer.skipTrivia(stopAtNewline: true)
        guard let name = lexer.identifier() else { return }
        if lexer.current == 0x28, !lexer.skipGroup(open: 0x28, close: 0x29) { summary.mustParse = true; return }
        var targets: [String] = []
        while true {
            lexer.skipTrivia(stopAtNewline: true)
            guard let byte = lexer.current, byte != 0x0A else { break }
            if let identifier = lexer.identifier() { targets.append(identifier) } else { lexer.index += 1 }
        }
        summary.declared.append(name)
        if !targets.isEmpty { summary.links.append(ByteSummary.Link(name: name, targets: targets)) }
    }

    /// `typedef … NAME;`: the last identifier before the `;` (outside braces) may stand for any other.
    private static func readTypedef(_ lexer: inout ByteLexer, into summary: inout ByteSummary) {
        var identifiers: [String] = []
        var depth = 0
        while let byte = lexer.current {
            if let identifier = lexer.identifier() { identifiers.append(identifier); continue }
            if byte == 0x2F, lexer.peek(1) == 0x2F || lexer.peek(1) == 0x2A { lexer.skipTrivia(); continue }
            if byte == 0x7B { depth += 1 }
            if byte == 0x7D { depth = max(0, depth - 1) }
            lexer.index += 1
            if byte == 0x3B && depth == 0 { break }
            // Digits inside numbers are not identifiers.
            if byte >= 0x30 && byte <= 0x39 {
                while let next = lexer.current, ByteLexer.isIdentifierByte(next) { lexer.index += 1 }
            }
        }
        guard let name = identifiers.popLast() else { return }
        summary.declared.append(name)
        if !identifiers.isEmpty { summary.links.append(ByteSummary.Link(name: name, targets: identifiers)) }
    }
}
