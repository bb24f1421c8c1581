import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Scans one Swift file with SwiftSyntax. A pure function of the path and the source text.
public enum SwiftFileScanner {
    public static func scan(path: String, source: String) -> FileFacts {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = SwiftFactsVisitor(path: path, converter: converter)
        visitor.walk(tree)
        // Apart from the walk, which skips the inside of the calls it has read: a suppression
        // comment counts wherever it is, however the code around it was visited.
        for token in tree.tokens(viewMode: .sourceAccurate) {
            visitor.recordSuppressions(around: token)
        }
        var facts = visitor.facts
        if tree.hasError {
            let errors = ParseDiagnosticsGenerator.diagnostics(for: tree)
            if let first = errors.first {
                let position = first.location(converter: converter)
                let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
                facts.diagnostics.append(Diagnostic(
                    .warning,
                    "syntax error: \(first.message)\(more); routes in the damaged part may be missed",
                    at: SourceLocation(file: path, line: position.line, column: position.column),
                    rule: "syntax-error"
                ))
            }
        }
        return facts
    }
}
