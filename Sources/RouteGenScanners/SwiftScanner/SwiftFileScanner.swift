import RouteGenModel
import SwiftParser
import SwiftSyntax

/// Scans one Swift file with SwiftSyntax. A pure function of the path and the source text.
package enum SwiftFileScanner {
    /// How deeply `<`, `{`, `(`, `[` and `#if` may nest before the parser gives up on the rest of
    /// the file. Set explicitly because SwiftParser's own default depends on how swift-syntax was
    /// compiled (20 in a debug build, the build the package plugin uses; 256 in a release build),
    /// and the tool must accept the same files either way. The value is what a release build
    /// accepts; it fits the stack of `LargeStackThread` in a debug build with a wide margin.
    package static let maximumNestingLevel = 256

    /// Must run on a `LargeStackThread` (the pipeline's workers are): a debug build of the parser
    /// needs more stack for `maximumNestingLevel` than an ordinary thread has.
    package static func facts(path: String, source: String) -> FileFacts {
        facts(path: path, source: source, pruning: true)
    }

    /// `pruning` false walks every node: the same facts, more slowly (the tests compare the two).
    package static func facts(path: String, source: String, pruning: Bool) -> FileFacts {
        if let refusal = SwiftNestingGuard.check(source) {
            var facts = FileFacts(path: path, language: .swift)
            facts.diagnostics.append(
                Diagnostic(
                    .error, refusal.message, at: SourceLocation(file: path, line: refusal.line, column: refusal.column),
                    rule: .nestingTooDeep))
            return facts
        }
        var text = source
        let (tree, spellings, locations) = text.withUTF8 { buffer in
            let tree = Parser.parse(source: buffer, maximumNestingLevel: maximumNestingLevel)
            return (tree, SwiftSpellingIndex(buffer), SwiftLocations(path: path, tree: tree, bytes: buffer))
        }
        let visitor = SwiftFactsVisitor(path: path, locations: locations, spellings: pruning ? spellings : nil)
        visitor.walk(tree)
        // Apart from the walk, which skips the inside of the calls it has read: a suppression
        // comment counts wherever it is, however the code around it was visited.
        if spellings.hasCommentCommand || !pruning {
            for token in tree.tokens(viewMode: .sourceAccurate) {
                visitor.recordSuppressions(around: token)
            }
        }
        var facts = visitor.facts
        if spellings.hasSourceLocation || !pruning {
            facts.sourceLocationDirectives = SwiftSourceLocationDirectives.read(tree, converter: locations.converter)
        }
        if tree.hasMaximumNestingLevelOverflow {
            // The parser stopped at the limit and kept the rest of the file as unparsed tokens:
            // routers there are unknown, so this must fail the run rather than lose them.
            facts.diagnostics.append(nestingOverflow(tree, path: path, converter: locations.converter))
        } else if tree.hasError {
            let errors = SwiftSyntaxErrors(tree).errors
            if let first = errors.first {
                let position = locations.converter.location(for: first.position)
                let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
                facts.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "syntax error: \(first.message)\(more); routes in the damaged part may be missed",
                        at: SourceLocation(file: path, line: position.line, column: position.column),
                        rule: .syntaxError
                    ))
            }
        }
        return facts
    }

    private static func nestingOverflow(
        _ tree: SourceFileSyntax, path: String, converter: SourceLocationConverter
    ) -> Diagnostic {
        // The first token the parser left unparsed is where the limit was crossed.
        let unparsed = tree.tokens(viewMode: .all).first { token in
            token.parent?.is(UnexpectedNodesSyntax.self) == true && token.parent?.hasMaximumNestingLevelOverflow == true
        }
        let position = (unparsed ?? tree.endOfFileToken).startLocation(converter: converter)
        return Diagnostic(
            .error,
            "nesting deeper than \(maximumNestingLevel) levels of brackets, braces, generic arguments or #if; the rest of the file was not parsed and its routes are unknown",
            at: SourceLocation(file: path, line: position.line, column: position.column),
            rule: .nestingTooDeep
        )
    }
}
