/// Which types the facts cache stores and how each field of each is coded, worked out from the
/// declarations: the roots' stored properties, then those of every struct they store, in the order
/// first met. A struct coded by hand (an `extension X: BinaryStorable` in the cache's sources) and
/// an enum are leaves.
import SwiftSyntax

package struct StoredTypes {
    package struct CodedField {
        package var name: String
        /// `code(raw:)`: an enum stored as its raw string (alone, optional or in a set).
        package var isRaw: Bool
    }

    package struct CodedType {
        /// As Swift names it: `ByteSummary.Link`.
        package var name: String
        package var fields: [CodedField]
        /// An expression of a value whose fields reading overwrites.
        package var blank: String
    }

    /// Whether a field is coded as raw strings, and the structs it stores that need a coding of their own.
    typealias FieldShape = (isRaw: Bool, structs: [String])

    /// In the order first met from the roots.
    package private(set) var types: [CodedType] = []

    private let table: ModelTypeTable
    private let codedByHand: Set<String>

    package init(roots: [String], table: ModelTypeTable, codedByHand: Set<String>) throws {
        self.table = table
        self.codedByHand = codedByHand
        var pending = roots
        var seen = Set(roots)
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard case .structure(let fields, let initializers)? = table.declarations[name] else {
                throw GenerationError("`\(name)` is stored but is not a struct of the model sources")
            }
            var coded: [CodedField] = []
            for field in fields {
                if field.isConstant {
                    throw GenerationError("`\(name).\(field.name)` is a `let`: reading the cache assigns every field")
                }
                let (isRaw, stored) = try shape(of: field.type, in: name, field: field.name)
                coded.append(CodedField(name: field.name, isRaw: isRaw))
                for type in stored where seen.insert(type).inserted { pending.append(type) }
            }
            types.append(
                CodedType(name: name, fields: coded, blank: try blank(of: name, initializers: initializers)))
        }
    }

    /// Whether the field is coded as raw strings, and the structs it stores that need a coding
    /// of their own. Only the shapes `BinaryFieldCoder` has a method for.
    private func shape(of type: TypeSyntax, in context: String, field: String) throws -> FieldShape {
        let unsupported = GenerationError(
            "`\(context).\(field)`: `\(type.trimmedDescription)` has no coding; BinaryFieldCoder stores a value, "
                + "an optional or an array of one, a set of enums, or [Int: Set<String>]")
        if type.is(MissingTypeSyntax.self) {
            throw GenerationError("`\(context).\(field)` has no type the generator can read: write it out")
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            guard let shape = try element(optional.wrappedType, in: context, allowingRaw: true) else {
                throw unsupported
            }
            return shape
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            guard let shape = try element(array.element, in: context, allowingRaw: false) else { throw unsupported }
            return shape
        }
        if type.as(DictionaryTypeSyntax.self) != nil {
            guard type.trimmedDescription == "[Int: Set<String>]" else { throw unsupported }
            return (false, [])
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Set",
            let argument = identifier.genericArgumentClause?.arguments.first
        {
            guard let resolved = try resolvedArgument(argument, in: context), isRawEnum(resolved) else {
                throw unsupported
            }
            return (true, [])
        }
        guard let shape = try element(type, in: context, allowingRaw: true) else { throw unsupported }
        return shape
    }

    /// A single value: a standard scalar, a raw enum (when the coder has a raw method for the
    /// shape), a type coded by hand, or a struct to code.
    private func element(_ type: TypeSyntax, in context: String, allowingRaw: Bool) throws -> FieldShape? {
        if ["Int", "Bool", "String"].contains(type.trimmedDescription) { return (false, []) }
        guard let resolved = try table.resolve(type, in: context) else { return nil }
        if isRawEnum(resolved) { return allowingRaw ? (true, []) : nil }
        if codedByHand.contains(resolved) { return (false, []) }
        if case .structure? = table.declarations[resolved] { return (false, [resolved]) }
        throw GenerationError(
            "`\(resolved)` is stored in `\(context)` but is an enum with payloads: code it by hand in the cache")
    }

    /// By its text: a generic argument's syntax differs between the SwiftSyntax releases routegen builds with.
    private func resolvedArgument(_ argument: GenericArgumentSyntax, in context: String) throws -> String? {
        try table.resolve(name: argument.argument.trimmedDescription, in: context)
    }

    private func isRawEnum(_ name: String) -> Bool {
        if case .enumeration(rawType: "String", _)? = table.declarations[name] { return true }
        return false
    }

    /// A call of the initializer with the fewest arguments without a default, each given an
    /// empty value.
    private func blank(
        of name: String, initializers: [[ModelTypeTable.InitParameter]]
    ) throws
        -> String
    {
        let fewest = initializers.enumerated().min { lhs, rhs in
            let left = lhs.element.filter { !$0.hasDefault }.count
            let right = rhs.element.filter { !$0.hasDefault }.count
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        guard let parameters = fewest?.element else {
            throw GenerationError("`\(name)` has no `package` initializer to make a blank value with")
        }
        var arguments: [String] = []
        for parameter in parameters where !parameter.hasDefault {
            let value = try emptyValue(of: parameter.type, in: name)
            arguments.append(parameter.label.map { "\($0): \(value)" } ?? value)
        }
        return "\(name)(\(arguments.joined(separator: ", ")))"
    }

    private func emptyValue(of type: TypeSyntax, in context: String) throws -> String {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "nil" }
        if type.is(ArrayTypeSyntax.self) { return "[]" }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        switch type.trimmedDescription {
        case "String": return "\"\""
        case "Int": return "0"
        case "Bool": return "false"
        default: break
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Set" { return "[]" }
        guard let resolved = try table.resolve(type, in: context) else {
            throw GenerationError("`\(context)`: no empty value for an argument of type `\(type.trimmedDescription)`")
        }
        switch table.declarations[resolved] {
        case .enumeration(_, let cases)?:
            guard let plain = cases.first(where: { !$0.hasPayload }) else {
                throw GenerationError("`\(context)`: `\(resolved)` has no case without a payload for a blank value")
            }
            return "." + plain.name
        case .structure?:
            guard !codedByHand.contains(resolved) else {
                throw GenerationError("`\(context)`: `\(resolved)` is coded by hand and has no blank value")
            }
            return ".blank"
        case nil:
            throw GenerationError("`\(context)`: no empty value for `\(resolved)`")
        }
    }
}
