import RouteGenModel
import SwiftSyntax

/// Reads a file's `#sourceLocation` directives through SwiftSyntax's `SourceLocationConverter`,
/// which applies them the way the compiler does (a malformed directive, or one on the last line
/// with nothing after it, changes nothing), so routegen's mapping agrees with swiftc's.
package enum SwiftSourceLocationDirectives {
    /// Walks every token: the caller skips files whose bytes do not spell `#sourceLocation`
    /// (almost all of them).
    package static func read(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> [SourceLocationDirective]
    {
        var directives: [SourceLocationDirective] = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .poundSourceLocation {
            guard let directive = token.parent?.as(PoundSourceLocationSyntax.self) else { continue }
            let directiveLine = converter.location(for: directive.endPositionBeforeTrailingTrivia).line
            let governed = converter.location(for: converter.position(ofLine: directiveLine + 1, column: 1))
            guard governed.line == directiveLine + 1 else { continue }
            let unchanged = governed.presumedFile == governed.file && governed.presumedLine == governed.line
            directives.append(
                SourceLocationDirective(
                    physicalLine: governed.line,
                    file: unchanged ? nil : governed.presumedFile,
                    line: governed.presumedLine
                ))
        }
        return directives
    }
}
