/// Joins the Objective-C macros expanded at file scope with their definitions, wherever each was
/// scanned, into the declarations the compiler sees at the expansion: a module header's
/// `#define ADAPT_LOGIN @interface AlertConfiguration (LoginInput) <LoginAlertInput> @end`, expanded
/// in the app's adapter file, is a category of `AlertConfiguration` declared in the adapter file.
///
/// Facts stay per file (the scan is parallel and cached by content): the defining file records
/// what the body declares under the `#if` around the `#define`, the expanding file the line and the
/// `#if` around it. The joined declarations are located at the expansion and carry both conditions,
/// so project mode judges them with the defines of the target that compiles the expanding file,
/// as the compiler does, and folder mode decides them as any other `#if`.
///
/// Which definition an expansion sees:
/// - the expanding file's own, above the line, when it has one (the compiler uses that one);
/// - otherwise the definitions in every other scanned file. When files define the name with
///   different bodies, routegen cannot tell which header the file includes: what each declares
///   counts, but only as a conformance that may hold (`isConditional`), so a check that needs it
///   gives a note rather than a verdict;
/// - none: the macro comes from a file routegen does not read. Its expansion may declare a category
///   of the classes its arguments name, or of any class when it has none: those conformances are
///   unknown (`RuntimeConformance` with the macro), and the checks they could change give notes.
///
/// A line at file scope that names an undefined macro does not compile (an undeclared identifier
/// where a declaration must start), so wherever the expanding file compiles, one of the macro's
/// definitions is active. When they all stand under one `#if`, it therefore holds wherever the
/// expansion's own `#if`s do: a module header's `#if USE_DEFAULT_DEPENDENCY_LoginKit` is decided by
/// the app's expansion of its macro, in folder mode too. Definitions under different conditions
/// (`#if A` … `#else` …) keep them, as they choose the body.
///
/// A body's calls of other macros are expanded at the same place, through the same lookup.
import RouteGenModel

enum MacroDeclarationJoin {
    /// The files with what the macros expanded in each add to its own facts; the files as given
    /// when none expands one.
    static func join(_ files: [FileFacts]) -> [FileFacts] {
        guard files.contains(where: { !$0.macroExpansions.isEmpty }) else { return files }
        let index = DefinitionIndex(files)
        var joined = files
        for position in files.indices where !files[position].macroExpansions.isEmpty {
            var expander = Expander(index: index, file: files[position].path)
            for expansion in files[position].macroExpansions {
                expander.expand(expansion)
            }
            expander.add(to: &joined[position])
        }
        return joined
    }

    /// The macro names whose files the conformance round must read: the macros scanned files
    /// expand (their definitions may be in a file the pre-filter skipped), the macros their
    /// definitions call, and the macros defined with declarations (a skipped file may expand them).
    static func namesWanted(in files: [FileFacts]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for expansion in file.macroExpansions { names.insert(expansion.name) }
            for definition in file.macroDefinitions {
                names.insert(definition.name)
                for call in definition.calls { names.insert(call.name) }
            }
        }
        return names
    }

    /// Every definition of every name, in file order.
    private struct DefinitionIndex {
        var byName: [String: [(file: String, definition: MacroDefinition)]] = [:]

        init(_ files: [FileFacts]) {
            for file in files {
                for definition in file.macroDefinitions {
                    byName[definition.name, default: []].append((file.path, definition))
                }
            }
        }

        /// The definitions an expansion in `file` at `line` sees, and whether they are in doubt
        /// (other files' definitions that differ).
        func visible(_ name: String, file: String, line: Int) -> (definitions: [MacroDefinition], inDoubt: Bool) {
            let all = byName[name] ?? []
            let own = all.filter { $0.file == file && $0.definition.location.line < line }.map(\.definition)
            if !own.isEmpty { return (own, false) }
            let others = all.filter { $0.file != file }
            let bodies = Set(others.map { Body($0.definition) })
            let files = Set(others.map(\.file))
            return (others.map(\.definition), files.count > 1 && bodies.count > 1)
        }
    }

    /// What a definition makes, without where and when: two headers with the same body agree.
    private struct Body: Hashable {
        var isFunctionLike: Bool
        var parameters: [String]
        var declarations: [MacroDeclaration]
        var calls: [MacroCall]
        var isOpaque: Bool

        init(_ definition: MacroDefinition) {
            isFunctionLike = definition.isFunctionLike
            parameters = definition.parameters
            declarations = definition.declarations
            calls = definition.calls
            isOpaque = definition.isOpaque
        }
    }

    /// Expands one file's macros into the facts they add.
    private struct Expander {
        let index: DefinitionIndex
        let file: String
        var conformances: [ConformanceDeclaration] = []
        var protocolInheritance: [ProtocolInheritance] = []
        var routableDeclarations: [RoutableDeclaration] = []
        var routableClasses: [RoutableClassDeclaration] = []
        var runtimeConformances: [RuntimeConformance] = []

        /// Macros that expand each other deeper than this are cut off (the preprocessor stops
        /// at recursion itself; this bounds a chain that only looks endless).
        static let maximumDepth = 32
        /// Expansions one file may make: bodies that each call others twice double at every level.
        /// Past it, what the rest declares is unknown.
        private var budget = 4096

        init(index: DefinitionIndex, file: String) {
            self.index = index
            self.file = file
        }

        mutating func expand(_ expansion: MacroExpansion) {
            expand(
                expansion.name, arguments: expansion.isCall ? expansion.arguments : nil, macro: expansion.name,
                at: expansion.location, condition: expansion.condition, inDoubt: false, expanding: [],
                compiles: true)
        }

        /// - Parameters:
        ///   - macro: the macro expanded at the line, which the facts name.
        ///   - expanding: the macros being expanded around this one; a name among them is not
        ///     expanded again, as the preprocessor leaves it.
        ///   - compiles: the name stands alone at file scope, where it must be a macro for the file
        ///     to compile; the one `#if` its definitions share then holds with the line's own.
        private mutating func expand(
            _ name: String, arguments: [String]?, macro: String, at location: SourceLocation,
            condition: BuildCondition, inDoubt: Bool, expanding: [String], compiles: Bool = false
        ) {
            guard !expanding.contains(name) else { return }
            guard budget > 0, expanding.count < Self.maximumDepth else {
                unknown(name, arguments: nil, at: location, condition: condition)
                return
            }
            budget -= 1
            let (definitions, doubt) = index.visible(name, file: file, line: location.line)
            guard !definitions.isEmpty else {
                unknown(name, arguments: arguments, at: location, condition: condition)
                return
            }
            // A function-like macro named without arguments is not expanded; an object-like one
            // with arguments leaves them behind, which is not a declaration.
            let expanded = definitions.filter { $0.isFunctionLike == (arguments != nil) }
            let impliedByCompiling = compiles && Set(expanded.map(\.condition)).count == 1
            for definition in expanded {
                let values = Self.values(of: definition.parameters, arguments ?? [])
                let condition = impliedByCompiling ? condition : condition.appending(definition.condition)
                let inDoubt = inDoubt || doubt
                if definition.isOpaque {
                    unknown(name, arguments: arguments, at: location, condition: condition)
                }
                for declaration in definition.declarations {
                    add(
                        declaration, values: values, macro: macro, at: location, condition: condition,
                        inDoubt: inDoubt, arguments: arguments)
                }
                for call in definition.calls {
                    expand(
                        call.name, arguments: call.isCall ? call.arguments.map { $0.substituting(values) } : nil,
                        macro: macro, at: location, condition: condition, inDoubt: inDoubt,
                        expanding: expanding + [name])
                }
            }
        }

        /// Parameter → argument; `__VA_ARGS__` takes the rest, joined as written.
        private static func values(of parameters: [String], _ arguments: [String]) -> [String: String] {
            var values: [String: String] = [:]
            for (position, parameter) in parameters.enumerated() {
                if parameter == "__VA_ARGS__" {
                    values[parameter] = arguments.dropFirst(position).joined(separator: ", ")
                } else if position < arguments.count {
                    values[parameter] = arguments[position]
                }
            }
            return values
        }

        private mutating func add(
            _ declaration: MacroDeclaration, values: [String: String], macro: String, at location: SourceLocation,
            condition: BuildCondition, inDoubt: Bool, arguments: [String]?
        ) {
            let typeName = declaration.typeName.substituting(values)
            let superclass = declaration.superclass?.substituting(values)
            // `<__VA_ARGS__>` lists every protocol the call passes.
            let inherited = declaration.inherited.flatMap { text in
                text.substituting(values).split(separator: ",").map { String($0.filter { $0 != " " }) }
            }
            guard Self.isName(typeName), superclass.map(Self.isName) ?? true, inherited.allSatisfy(Self.isName) else {
                // An argument that is not one name (`id<P>`): what it declares cannot be read.
                unknown(macro, arguments: arguments, at: location, condition: condition)
                return
            }
            conformances.append(
                ConformanceDeclaration(
                    typeName: typeName, form: declaration.form, superclass: superclass, inherited: inherited,
                    isConditional: inDoubt, location: location, condition: condition))
            if declaration.form == .objcProtocol {
                guard !inherited.isEmpty else { return }
                protocolInheritance.append(
                    ProtocolInheritance(
                        protocolName: typeName, parents: inherited, location: location, condition: condition))
                for parent in inherited {
                    guard let kind = RoutableKind(rootProtocol: parent) else { continue }
                    routableDeclarations.append(
                        RoutableDeclaration(
                            kind: kind, protocolName: typeName, location: location, condition: condition))
                }
                return
            }
            for name in inherited {
                let kind: RoutableClassDeclaration.Kind? =
                    switch name {
                    case "ZIKRoutableView": .view
                    case "ZIKRoutableService": .service
                    default: nil
                    }
                guard let kind else { continue }
                routableClasses.append(
                    RoutableClassDeclaration(
                        className: typeName, kind: kind, form: macro, location: location, condition: condition))
            }
        }

        /// A macro whose declarations cannot be known: the classes its arguments name, or any
        /// class when it names none, may adopt protocols no declaration shows.
        private mutating func unknown(
            _ name: String, arguments: [String]?, at location: SourceLocation, condition: BuildCondition
        ) {
            let classes = (arguments ?? []).filter(Self.isName)
            guard arguments != nil else {
                runtimeConformances.append(
                    RuntimeConformance(className: nil, macro: name, location: location, condition: condition))
                return
            }
            for className in classes {
                runtimeConformances.append(
                    RuntimeConformance(className: className, macro: name, location: location, condition: condition))
            }
        }

        /// One identifier: what a declaration's name must be after the arguments are put in.
        private static func isName(_ text: String) -> Bool {
            guard let first = text.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
            return text.utf8.allSatisfy { byte in
                byte == 0x5F || byte == 0x24 || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
                    || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
            }
        }

        func add(to facts: inout FileFacts) {
            facts.conformances += conformances
            facts.protocolInheritance += protocolInheritance
            facts.routableDeclarations += routableDeclarations
            facts.routableClasses += routableClasses
            facts.runtimeConformances += runtimeConformances
        }
    }
}
