import RouteGenModel
import SwiftSyntax

/// Small readings of SwiftSyntax nodes shared by the scanner's parts. Everything reads the tree,
/// never the raw text, so comments and string contents can never be mistaken for code.
package enum SwiftSyntaxReading {
    /// A body that is not one `return x` or one expression `x`, as written.
    package struct UnreadBody: Error {
        package var spelling: String
    }

    /// The expression a one-statement body returns or is (`return .viewDefault`, `.viewDefault`):
    /// the forms the class methods routegen reads (`isAbstractRouter`, `supportedRouteTypes`) take.
    package static func singleExpression(of body: CodeBlockSyntax) -> Result<ExprSyntax, UnreadBody> {
        guard body.statements.count == 1, let item = body.statements.first else {
            return .failure(UnreadBody(spelling: normalizedSpelling(body.statements)))
        }
        if let returned = item.item.as(ReturnStmtSyntax.self), let value = returned.expression {
            return .success(value)
        }
        if let value = item.item.as(ExprSyntax.self) {
            return .success(value)
        }
        return .failure(UnreadBody(spelling: normalizedSpelling(item)))
    }

    /// `Outer.Base<VC, Config>` → name `Outer.Base`, arguments `VC`, `Config`.
    package static func typeReference(_ type: TypeSyntax) -> TypeReference {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return TypeReference(
                name: identifier.name.text,
                genericArguments: genericArguments(identifier.genericArgumentClause),
                spelling: normalizedSpelling(type)
            )
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return TypeReference(
                name: typeName(of: member.baseType) + "." + member.name.text,
                genericArguments: genericArguments(member.genericArgumentClause),
                spelling: normalizedSpelling(type)
            )
        }
        let spelling = normalizedSpelling(type)
        return TypeReference(name: spelling, spelling: spelling)
    }

    /// `typeReference(type).name` without the arguments and spelling it would build too.
    package static func typeName(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return typeName(of: member.baseType) + "." + member.name.text
        }
        return normalizedSpelling(type)
    }

    package static func genericArguments(_ clause: GenericArgumentClauseSyntax?) -> [String] {
        clause?.arguments.map { normalizedSpelling($0.argument) } ?? []
    }

    /// Source text with comments dropped and each run of whitespace (newlines included) folded to
    /// one space; tokens the source writes together stay together.
    package static func normalizedSpelling(_ node: some SyntaxProtocol) -> String {
        var result = ""
        var previous: TokenSyntax?
        for token in node.tokens(viewMode: .sourceAccurate) {
            // Most tokens have no trivia at all; building a `Trivia` to find that out allocates.
            if let previous,
                hasSpace(previous.trailingTriviaLength, previous.trailingTrivia)
                    || hasSpace(token.leadingTriviaLength, token.leadingTrivia)
            {
                result += " "
            }
            result += token.text
            previous = token
        }
        return result
    }

    private static func hasSpace(_ length: SourceLength, _ trivia: @autoclosure () -> Trivia) -> Bool {
        length.utf8Length > 0 && hasSpace(trivia())
    }

    private static func hasSpace(_ trivia: Trivia) -> Bool {
        trivia.contains { piece in
            switch piece {
            case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds, .lineComment, .blockComment,
                .docLineComment, .docBlockComment:
                return true
            default:
                return false
            }
        }
    }

    /// The effective access a declaration's modifiers give, if they name one.
    package static func accessLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
        for modifier in modifiers where modifier.detail == nil {
            if let level = AccessLevel(rawValue: modifier.name.text) { return level }
        }
        return nil
    }

    package static func hasModifier(_ modifiers: DeclModifierListSyntax, _ names: Set<String>) -> Bool {
        modifiers.contains { names.contains($0.name.text) }
    }

    /// `static` or `class`: a type method.
    package static func isTypeMethod(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { modifier in
            let name = modifier.name.text
            return typeMethodInitials.mayMatch(name) && typeMethodModifiers.contains(name)
        }
    }

    private static let typeMethodModifiers: Set<String> = ["class", "static"]
    private static let typeMethodInitials = InitialBytes(typeMethodModifiers)

    /// The value of a string literal without interpolation; nil for anything else.
    package static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var value = ""
        for segment in literal.segments {
            guard let text = segment.as(StringSegmentSyntax.self) else { return nil }
            value += text.content.text
        }
        return value
    }

    /// A reference to a value by name, `kLoginRouteID` → `kLoginRouteID`, or to a type's member,
    /// `RouteID.login` → `RouteID.login` (`Routes.Settings.privacy` too); nil for anything else (a
    /// call, a literal, `self`, an instance's property such as `config.identifier`).
    package static func bareName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base, member.declName.argumentNames == nil,
                case .identifier(let name) = member.declName.baseName.tokenKind,
                let path = bareName(base), path.first?.isUppercase == true
            else { return nil }
            return path + "." + name
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            case .identifier(let name) = reference.baseName.tokenKind
        else { return nil }
        return name
    }

    /// `Name.self` → `Name` (also `Module.Name.self`, `Name<T>.self`).
    package static func metatypeName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.self),
            let base = member.base
        else { return nil }
        return typeName(of: base)
    }

    /// A type named in expression position: `Name`, `Module.Name`, `Name<A, B>` (arguments dropped).
    package static func typeName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(of: specialization.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let baseName = typeName(of: base)
        {
            return baseName + "." + member.declName.baseName.text
        }
        if let type = expression.as(TypeExprSyntax.self) {
            return typeReference(type.type).name
        }
        return nil
    }

    /// The comment commands in a declaration's leading trivia.
    package static func commentCommands(_ trivia: Trivia) -> Set<CommentCommand> {
        var commands: Set<CommentCommand> = []
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .docLineComment(let text), .blockComment(let text), .docBlockComment(let text):
                if let command = CommentCommand.parse(commentLine: text) { commands.insert(command) }
            default:
                continue
            }
        }
        return commands
    }

    package static func argumentLabels(_ arguments: LabeledExprListSyntax) -> [String] {
        arguments.map { $0.label?.text ?? "_" }
    }
}
