import RouteGenModel
import SwiftSyntax

/// A `RoutableView<P>()`-style construction: which entry kind and which protocol it names.
package struct RoutableEntry: Equatable {
    package var kind: RoutableKind
    /// Nil when the code leaves the protocol to type inference (`RoutableView()`), which a
    /// syntactic scanner cannot resolve.
    package var protocolName: String?

    /// Reads `RoutableView<P>()`, `RoutableView<P>(declaredProtocol: P.self)`,
    /// `RoutableView<P>(declaredTypeName: "P")` and `ZRouter.`-qualified spellings.
    private static let entryInitials = InitialBytes(RoutableKind.allCases.map(\.swiftEntryType) + ["ZRouter."])

    package static func read(_ expression: ExprSyntax) -> RoutableEntry? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        var genericArgument: String?
        if let specialization = callee.as(GenericSpecializationExprSyntax.self) {
            genericArgument = SwiftSyntaxReading.genericArguments(specialization.genericArgumentClause).first
            callee = specialization.expression
        }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        {
            return read(ExprSyntax(call.with(\.calledExpression, base)))
        }
        // The entry type is the callee's last name (after `ZRouter.` at most): a call whose last
        // name cannot be one is turned away before its type name is built.
        let last =
            callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let last, !entryInitials.mayMatch(last) { return nil }
        guard let name = SwiftSyntaxReading.typeName(of: callee) else { return nil }
        let bare = name.hasPrefix("ZRouter.") ? String(name.dropFirst("ZRouter.".count)) : name
        guard let kind = RoutableKind(swiftEntryType: bare) else { return nil }
        // The typeName form is the key ZRouter stores, so it wins over the generic argument.
        for argument in call.arguments where argument.label?.text == "declaredTypeName" {
            if let literal = SwiftSyntaxReading.stringLiteral(argument.expression) {
                return RoutableEntry(kind: kind, protocolName: literal)
            }
        }
        return RoutableEntry(kind: kind, protocolName: genericArgument)
    }
}
