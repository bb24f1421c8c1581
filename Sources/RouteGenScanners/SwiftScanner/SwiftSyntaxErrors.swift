import RouteGenModel
import SwiftSyntax

/// The syntax errors of a parsed file, worded from the tree alone: a token the parser expected
/// and inserted as missing (`expected ')'`), code it could not place (`unexpected code 'x'`), or a
/// token the lexer rejected. swift-syntax's `ParseDiagnosticsGenerator` words them better, but it
/// traps on some inputs (a Fix-It with no change, for `=` after a vertical tab), and a damaged
/// file must give a warning, never end the run.
package struct SwiftSyntaxErrors {
    package struct Error {
        package var message: String
        package var position: AbsolutePosition
    }

    /// In source order.
    package private(set) var errors: [Error] = []

    package init(_ tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .all)
        collector.walk(tree)
        errors = collector.errors.sorted { $0.position < $1.position }
    }

    private final class Collector: SyntaxVisitor {
        var errors: [Error] = []

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            let text = Self.oneLine(node.trimmedDescription)
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            errors.append(
                Error(
                    message: shown.isEmpty ? "unexpected code" : "unexpected code `\(shown)`",
                    position: node.positionAfterSkippingLeadingTrivia))
            // Tokens inside are part of the same error.
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing {
                let expected =
                    token.text.isEmpty || token.text.hasPrefix("<#") ? Self.describe(token.parent) : "`\(token.text)`"
                errors.append(
                    Error(message: "expected \(expected)", position: token.positionAfterSkippingLeadingTrivia))
            } else if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
                errors.append(
                    Error(
                        message: "the lexer rejects `\(Self.oneLine(token.trimmedDescription))`",
                        position: token.positionAfterSkippingLeadingTrivia))
            }
            return .skipChildren
        }

        /// The text with every run of whitespace as one space: a diagnostic is one line.
        private static func oneLine(_ text: String) -> String {
            text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        /// `an expression`, `a type`, `a pattern` or `a name`, from the missing node's kind.
        private static func describe(_ node: Syntax?) -> String {
            guard let node else { return "a name" }
            if node.is(ExprSyntax.self) { return "an expression" }
            if node.is(TypeSyntax.self) { return "a type" }
            if node.is(PatternSyntax.self) { return "a pattern" }
            if node.is(DeclSyntax.self) { return "a declaration" }
            if node.is(StmtSyntax.self) { return "a statement" }
            return "a name"
        }
    }
}
