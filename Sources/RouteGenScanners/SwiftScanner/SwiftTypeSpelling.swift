import SwiftParser
import SwiftSyntax

/// A Swift type spelling parsed as far as comparing protocol keys needs: a composition of
/// names, each with or without generic arguments. It lets the resolution compare keys without
/// seeing SwiftSyntax.
package indirect enum SwiftTypeSpelling: Hashable, Sendable {
    /// `A & B`, `any A & B`, `(A & B)`.
    case composition([SwiftTypeSpelling])
    /// A type name in its normalized spelling; `isPlain` when it has no generic arguments and so
    /// can name a typealias.
    case name(String, isPlain: Bool)

    /// Nil when `spelling` does not parse as a type, or parses as more or less than it says.
    package static func parse(_ spelling: String) -> SwiftTypeSpelling? {
        var parser = Parser(spelling)
        let type = TypeSyntax.parse(from: &parser)
        guard !type.hasError, type.trimmedDescription == spelling.trimmingSpaces else { return nil }
        return SwiftTypeSpelling(type)
    }

    private init(_ type: TypeSyntax) {
        if let composition = type.as(CompositionTypeSyntax.self) {
            self = .composition(composition.elements.map { SwiftTypeSpelling($0.type) })
        } else if let existential = type.as(SomeOrAnyTypeSyntax.self), existential.someOrAnySpecifier.text == "any" {
            self = SwiftTypeSpelling(existential.constraint)
        } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil
        {
            self = SwiftTypeSpelling(only.type)
        } else {
            let isPlain =
                type.as(IdentifierTypeSyntax.self).map { $0.genericArgumentClause == nil }
                ?? type.as(MemberTypeSyntax.self).map { $0.genericArgumentClause == nil } ?? false
            self = .name(SwiftSyntaxReading.normalizedSpelling(type), isPlain: isPlain)
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
