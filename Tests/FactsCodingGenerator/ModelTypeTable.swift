/// The declarations the generated code is written from: every struct and enum of the model
/// sources by its qualified name (`ByteSummary.Link`), read with SwiftSyntax, and the types whose
/// stored form is written by hand.
import Foundation
import SwiftParser
import SwiftSyntax

package struct ModelTypeTable {
    package struct StoredField {
        package var name: String
        package var type: TypeSyntax
        package var isConstant: Bool
        /// The `///` lines above the declaration, as written.
        package var documentation: [String]
    }

    package struct InitParameter {
        /// The argument label; nil for `_`.
        package var label: String?
        package var type: TypeSyntax
        package var hasDefault: Bool
    }

    package enum Declaration {
        case structure(fields: [StoredField], initializers: [[InitParameter]])
        /// The cases' names in order, with whether each carries a payload.
        case enumeration(rawType: String?, cases: [(name: String, hasPayload: Bool)])
    }

    package private(set) var declarations: [String: Declaration] = [:]
    /// Where each declaration is, for messages.
    package private(set) var files: [String: String] = [:]
    /// Names declared twice (in two modules): a field may not name them unqualified.
    private var ambiguous: Set<String> = []

    package init(files paths: [String], relativeTo root: String) throws {
        for path in paths.sorted() {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let relative = String(path.dropFirst(root.count + 1))
            let collector = DeclarationCollector(viewMode: .sourceAccurate)
            collector.walk(Parser.parse(source: source))
            for (name, declaration) in collector.found {
                if declarations[name] != nil {
                    ambiguous.insert(name)
                } else {
                    declarations[name] = declaration
                    files[name] = relative
                }
            }
        }
    }

    /// The qualified name `name` (as written in a member of `context`) stands for, looking in
    /// `context`, then in the types around it, then at the top level; nil for a type declared
    /// elsewhere (the standard library's).
    package func resolve(_ type: TypeSyntax, in context: String) throws -> String? {
        if let member = type.as(MemberTypeSyntax.self) {
            guard let base = try resolve(member.baseType, in: context) else { return nil }
            let name = base + "." + member.name.text
            return declarations[name] != nil ? name : nil
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else {
            return nil
        }
        return try resolve(name: identifier.name.text, in: context)
    }

    /// The same for a name as written, `Shape` or `ConformanceDeclaration.Form`.
    package func resolve(name written: String, in context: String) throws -> String? {
        let parts = written.split(separator: ".").map(String.init)
        guard let first = parts.first, let base = try resolve(simple: first, in: context) else { return nil }
        let name = ([base] + parts.dropFirst()).joined(separator: ".")
        return declarations[name] != nil ? name : nil
    }

    private func resolve(simple: String, in context: String) throws -> String? {
        var scope = context.split(separator: ".").map(String.init)
        while true {
            let name = (scope + [simple]).joined(separator: ".")
            if declarations[name] != nil {
                if ambiguous.contains(name) {
                    throw GenerationError("`\(name)` (in `\(context)`) is declared twice; qualify it")
                }
                return name
            }
            if scope.isEmpty { return nil }
            scope.removeLast()
        }
    }
}

package struct GenerationError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

private final class DeclarationCollector: SyntaxVisitor {
    var found: [(String, ModelTypeTable.Declaration)] = []
    private var scope: [String] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(node.name.text)
        found.append((scope.joined(separator: "."), Self.structure(node.memberBlock)))
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(node.name.text)
        let raw = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        var cases: [(name: String, hasPayload: Bool)] = []
        for member in node.memberBlock.members {
            guard let decl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in decl.elements {
                cases.append((element.name.text, element.parameterClause != nil))
            }
        }
        found.append((scope.joined(separator: "."), .enumeration(rawType: raw, cases: cases)))
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

    // Classes, extensions and functions declare no stored fact; their nested types are not stored.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private static func structure(_ members: MemberBlockSyntax) -> ModelTypeTable.Declaration {
        var fields: [ModelTypeTable.StoredField] = []
        var initializers: [[ModelTypeTable.InitParameter]] = []
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                fields += storedFields(variable)
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self),
                initializer.optionalMark == nil,
                isVisibleToOtherModules(initializer.modifiers)
            {
                initializers.append(
                    initializer.signature.parameterClause.parameters.map { parameter in
                        ModelTypeTable.InitParameter(
                            label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                            type: parameter.type, hasDefault: parameter.defaultValue != nil)
                    })
            }
        }
        return .structure(fields: fields, initializers: initializers)
    }

    /// `var`s (and `let`s, which the generator refuses) without accessors and not `static`.
    private static func storedFields(_ variable: VariableDeclSyntax) -> [ModelTypeTable.StoredField] {
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { return [] }
        var fields: [ModelTypeTable.StoredField] = []
        for binding in variable.bindings {
            if let accessors = binding.accessorBlock, !isObserversOnly(accessors) { continue }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // `var isLate = false`: the generator cannot ask the compiler, so only a literal's type is known.
            let type =
                binding.typeAnnotation?.type ?? binding.initializer.map { literalType($0.value) }
                ?? TypeSyntax(MissingTypeSyntax())
            fields.append(
                ModelTypeTable.StoredField(
                    name: name, type: type, isConstant: variable.bindingSpecifier.tokenKind == .keyword(.let),
                    documentation: documentation(variable.leadingTrivia)))
        }
        return fields
    }

    private static func literalType(_ value: ExprSyntax) -> TypeSyntax {
        let name: String
        switch value.kind {
        case .booleanLiteralExpr: name = "Bool"
        case .integerLiteralExpr: name = "Int"
        case .stringLiteralExpr: name = "String"
        default: return TypeSyntax(MissingTypeSyntax())
        }
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
    }

    private static func isObserversOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy {
            $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
        }
    }

    private static func isVisibleToOtherModules(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains {
            $0.name.tokenKind == .keyword(.package) || $0.name.tokenKind == .keyword(.public)
        }
    }

    private static func documentation(_ trivia: Trivia) -> [String] {
        var lines: [String] = []
        for piece in trivia {
            switch piece {
            case .docLineComment(let text): lines.append(text)
            case .newlines, .spaces, .tabs, .carriageReturnLineFeeds: continue
            default: lines = []
            }
        }
        return lines
    }
}
