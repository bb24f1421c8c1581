import RouteGenModel
import SwiftSyntax

/// Types declared in a function, closure or block body. Swift makes such a type visible only in
/// that body, where it shadows every outer and module-level type of the same name
/// (`class Config` inside a `forMaking…` factory closure is not the file's `Config`). Each body
/// that declares one becomes a segment of the qualified names of the types in it
/// (`AServiceAdapter.(local in registerRoutableDestination at 145:130).Config`): no code outside
/// the body can spell such a name, so it never meets another type's, and resolution's innermost-first
/// lookup of a name written inside the body finds the local type first.
///
/// The walk pushes a segment when it enters such a body; a name read from a body before the walk
/// gets there (the class a configuration factory's closure returns) is qualified from the syntax
/// tree with the same segments.
package enum SwiftLocalScopes {
    /// The segment a body adds to the qualified names of the types declared in it; nil when it
    /// declares none.
    package static func segment(of body: Syntax, locations: SwiftLocations) -> String? {
        guard let statements = statements(of: body), !declaredTypes(in: statements).isEmpty else { return nil }
        let (line, column) = locations.lineAndColumn(of: body.positionAfterSkippingLeadingTrivia)
        return "(local in \(enclosingFunction(of: body)) at \(line):\(column))"
    }

    /// `name` as written at `node`, with its first component qualified when a body between `node`
    /// and `walked` declares a type of that name; nil when none does. Bodies around `walked` are the
    /// walk's, whose segments `scope` holds already: a name they declare is left to resolution,
    /// which looks it up from the fact's scope.
    /// - Parameters:
    ///   - walked: the node the walk is visiting, an ancestor of `node`.
    ///   - scope: the walk's scope names there.
    package static func qualified(
        _ name: String, at node: some SyntaxProtocol, below walked: some SyntaxProtocol, scope: [String],
        locations: SwiftLocations
    ) -> String? {
        let first = name.prefix { $0 != "." }
        var bodies: [Syntax] = []
        var current = Syntax(node).parent
        while let syntax = current, syntax.id != walked.id {
            if isTypeBoundary(syntax) { return nil }
            if statements(of: syntax) != nil { bodies.append(syntax) }
            current = syntax.parent
        }
        // Innermost first: the nearest body that declares the name decides.
        for (index, body) in bodies.enumerated() {
            guard let statements = statements(of: body), declaredTypes(in: statements).contains(String(first)) else {
                continue
            }
            let segments = bodies[index...].reversed().compactMap { segment(of: $0, locations: locations) }
            return (scope + segments + [name]).joined(separator: ".")
        }
        return nil
    }

    /// The statements of a body that can declare local types: a function's, accessor's or block's
    /// braces, a closure, a computed property's getter written without `get`.
    static func statements(of syntax: Syntax) -> CodeBlockItemListSyntax? {
        if let block = syntax.as(CodeBlockSyntax.self) { return block.statements }
        if let closure = syntax.as(ClosureExprSyntax.self) { return closure.statements }
        if let accessors = syntax.as(AccessorBlockSyntax.self), case .getter(let statements) = accessors.accessors {
            return statements
        }
        return nil
    }

    /// Types declared directly in the statements, `#if` branches included.
    static func declaredTypes(in statements: CodeBlockItemListSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in statements {
            collect(item.item, into: &names)
        }
        return names
    }

    private static func collect(_ item: CodeBlockItemSyntax.Item, into names: inout Set<String>) {
        guard case .decl(let declaration) = item else { return }
        if let name = typeName(declaration) {
            names.insert(name)
        } else if let conditional = declaration.as(IfConfigDeclSyntax.self) {
            for clause in conditional.clauses {
                guard case .statements(let statements)? = clause.elements else { continue }
                for nested in statements { collect(nested.item, into: &names) }
            }
        }
    }

    private static func typeName(_ declaration: DeclSyntax) -> String? {
        if let decl = declaration.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = declaration.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = declaration.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = declaration.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = declaration.as(TypeAliasDeclSyntax.self) { return decl.name.text }
        return nil
    }

    /// Where local lookup ends: a type's or extension's members are resolved across files.
    private static func isTypeBoundary(_ syntax: Syntax) -> Bool {
        syntax.is(MemberBlockSyntax.self) || syntax.is(SourceFileSyntax.self)
    }

    /// The function, initializer or accessor a body belongs to, for a segment a reader can place.
    private static func enclosingFunction(of body: Syntax) -> String {
        var current: Syntax? = body
        while let syntax = current, !isTypeBoundary(syntax) {
            if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text }
            if syntax.is(InitializerDeclSyntax.self) { return "init" }
            if syntax.is(DeinitializerDeclSyntax.self) { return "deinit" }
            if let accessor = syntax.as(AccessorDeclSyntax.self) { return accessor.accessorSpecifier.text }
            if let binding = syntax.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return name
            }
            current = syntax.parent
        }
        return "closure"
    }
}
