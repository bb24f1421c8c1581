import RouteGenModel
import SwiftSyntax

/// Swift's names for strings: a file-scope `let kHelpURL = "app://help"` and a type's `static let
/// login = "login"` (`enum RouteID { … }`, `extension RouteID { … }`), recorded as `StringConstant`s
/// named as code outside the type writes them (`kHelpURL`, `RouteID.login`). Registrations and
/// requests that pass such a name (`registerIdentifier(RouteID.login)`) are keyed by the string,
/// as Objective-C `#define`s are.
extension SwiftFactsVisitor {
    func recordStringConstants(_ node: VariableDeclSyntax) {
        guard node.bindingSpecifier.tokenKind == .keyword(.let), registerBodies.isEmpty else { return }
        if types.isEmpty {
            guard Self.isAtFileScope(Syntax(node)) else { return }
        } else {
            // A stored instance `let` is a different string per instance; a static one is one string.
            guard node.parent?.is(MemberBlockItemSyntax.self) == true,
                node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { return }
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer.flatMap({ SwiftSyntaxReading.stringLiteral($0.value) })
            else { continue }
            facts.stringConstants.append(
                StringConstant(
                    name: (scopeNames + [name]).joined(separator: "."), value: value,
                    location: location(of: binding.pattern)))
        }
    }

    /// Directly in the file, or in `#if` clauses there: not in a function, closure or type.
    private static func isAtFileScope(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(SourceFileSyntax.self) { return true }
            guard
                syntax.is(CodeBlockItemSyntax.self) || syntax.is(CodeBlockItemListSyntax.self)
                    || syntax.is(IfConfigClauseSyntax.self) || syntax.is(IfConfigClauseListSyntax.self)
                    || syntax.is(IfConfigDeclSyntax.self)
            else { return false }
            current = syntax.parent
        }
        return false
    }
}
