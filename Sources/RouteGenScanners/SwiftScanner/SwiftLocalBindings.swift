import RouteGenModel
import SwiftSyntax

/// A bare name passed as a key (`registerIdentifier(loginID)`) means a local constant, variable or
/// parameter when one of that name is in scope where it is written: Swift looks names up from the
/// innermost scope out, so such a binding shadows a file-scope `let` or an imported Objective-C
/// `#define` of the same name, which resolution would otherwise read.
package enum SwiftLocalBindings {
    package enum Binding: Equatable {
        /// `let name = "literal"` in an enclosing body: the key is that string.
        case string(String)
        /// A variable, a parameter, a constant of another value: the key cannot be read.
        case other
    }

    /// The binding `name` refers to at `node`, looking out to the nearest type or file scope;
    /// nil when none is local.
    package static func binding(named name: String, at node: some SyntaxProtocol) -> Binding? {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            if let found = binding(named: name, in: parent, before: child) { return found }
            child = parent
        }
        return nil
    }

    /// What `scope` binds of `name` for code in its child `child`.
    private static func binding(named name: String, in scope: Syntax, before child: Syntax) -> Binding? {
        if let statements = scope.as(CodeBlockItemListSyntax.self) {
            // Declarations and `guard let`s before the statement that holds the name.
            var found: Binding?
            for item in statements {
                if item.id == child.id { break }
                if let declared = declared(name, by: item.item) { found = declared }
            }
            return found
        }
        if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature,
            child.id != signature.id, closureParameters(signature).contains(name)
        {
            return .other
        }
        if let function = scope.as(FunctionDeclSyntax.self), child.id == function.body?.id,
            parameters(function.signature.parameterClause).contains(name)
        {
            return .other
        }
        if let initializer = scope.as(InitializerDeclSyntax.self), child.id == initializer.body?.id,
            parameters(initializer.signature.parameterClause).contains(name)
        {
            return .other
        }
        if let conditional = scope.as(IfExprSyntax.self), child.id == conditional.body.id,
            boundNames(conditional.conditions).contains(name)
        {
            return .other
        }
        if let loop = scope.as(WhileStmtSyntax.self), child.id == loop.body.id,
            boundNames(loop.conditions).contains(name)
        {
            return .other
        }
        if let loop = scope.as(ForStmtSyntax.self), child.id == loop.body.id,
            identifiers(in: Syntax(loop.pattern)).contains(name)
        {
            return .other
        }
        return nil
    }

    private static func declared(_ name: String, by item: CodeBlockItemSyntax.Item) -> Binding? {
        if let variable = item.as(VariableDeclSyntax.self) {
            var found: Binding?
            for binding in variable.bindings where identifiers(in: Syntax(binding.pattern)).contains(name) {
                let literal = binding.initializer.flatMap { SwiftSyntaxReading.stringLiteral($0.value) }
                let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
                found =
                    isConstant && binding.pattern.is(IdentifierPatternSyntax.self) && literal != nil
                    ? .string(literal!) : .other
            }
            return found
        }
        if let guardStatement = item.as(GuardStmtSyntax.self), boundNames(guardStatement.conditions).contains(name) {
            return .other
        }
        return nil
    }

    private static func boundNames(_ conditions: ConditionElementListSyntax) -> Set<String> {
        var names: Set<String> = []
        for element in conditions {
            if let binding = element.condition.as(OptionalBindingConditionSyntax.self) {
                names.formUnion(identifiers(in: Syntax(binding.pattern)))
            } else if let matching = element.condition.as(MatchingPatternConditionSyntax.self) {
                names.formUnion(identifiers(in: Syntax(matching.pattern)))
            }
        }
        return names
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> Set<String> {
        Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
    }

    private static func closureParameters(_ signature: ClosureSignatureSyntax) -> Set<String> {
        switch signature.parameterClause {
        case .simpleInput(let shorthand)?:
            return Set(shorthand.map(\.name.text))
        case .parameterClause(let clause)?:
            return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        case nil:
            return []
        }
    }

    /// The names a pattern binds: `name`, `(a, b)`, `let .some(x)`.
    private static func identifiers(in pattern: Syntax) -> Set<String> {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        var names: Set<String> = []
        for child in pattern.children(viewMode: .sourceAccurate) {
            names.formUnion(identifiers(in: child))
        }
        return names
    }
}
