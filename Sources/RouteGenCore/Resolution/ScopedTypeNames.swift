/// Swift's lookup of a type name written inside nested scopes: a type declared in a type's body,
/// or in a function, closure or block body (`SwiftLocalScopes`), shadows every outer and
/// module-level type of the same name within that scope. A name written in scope `A.B` means
/// `A.B.Name` when that is declared, else `A.Name`, else the module-level `Name`. Objective-C has
/// no nested types: its names are written with an empty scope and stay as they are.
///
/// A nested declaration compiled only under `#if` shadows an outer one in some builds and not in
/// others: a name resolved to it may mean either, and `undecided` says so, so that a rule
/// following the name gives a note rather than a verdict (`RouteGraph.undecidedTypeNames`).
import RouteGenModel

struct ScopedTypeNames: Sendable {
    /// Every nested or local class, protocol and typealias, by qualified name.
    private var nested: Set<String> = []
    /// Nested names declared only under `#if` while an outer declaration of the same name exists:
    /// why a name resolved to one may mean another type, as a clause.
    private(set) var undecided: [String: String] = [:]

    init(files: [FileFacts]) {
        var conditions: [String: [BuildCondition]] = [:]
        var topLevel: Set<String> = []
        func add(_ name: String, _ condition: BuildCondition) {
            if name.contains(".") {
                conditions[name, default: []].append(condition)
            } else {
                topLevel.insert(name)
            }
        }
        for file in files {
            for declaration in file.classes { add(declaration.name, declaration.condition) }
            guard file.language == .swift else { continue }
            for declaration in file.conformances where declaration.form == .swiftProtocol {
                add(declaration.typeName, declaration.condition)
            }
            for alias in file.typeAliases { add(alias.name, .always) }
        }
        nested = Set(conditions.keys)
        for (name, declared) in conditions where !declared.contains(where: \.isAlways) {
            var scope = name.split(separator: ".").map(String.init)
            let first = scope.removeLast()
            guard let outer = Self.outer(first, in: scope.dropLast(), nested: nested, topLevel: topLevel) else {
                continue
            }
            let builds = Set(declared.compactMap(\.text)).sorted().joined(separator: " or ")
            undecided[name] =
                "\(first) means \(name) only in builds where `#if \(builds)` holds, and \(outer) in the others"
        }
    }

    /// Nothing nested is declared: every name means what it says.
    var isEmpty: Bool { nested.isEmpty }

    /// The qualified name `name` means when written in `scope` (outermost first); `name` itself
    /// when no enclosing scope declares its first component.
    func resolve(_ name: String, in scope: [String]) -> String {
        guard !scope.isEmpty, !nested.isEmpty else { return name }
        let dot = name.firstIndex(of: ".")
        let first = dot.map { String(name[..<$0]) } ?? name
        for depth in stride(from: scope.count, to: 0, by: -1) {
            let candidate = (scope.prefix(depth) + [first]).joined(separator: ".")
            if nested.contains(candidate) { return candidate + (dot.map { String(name[$0...]) } ?? "") }
        }
        return name
    }

    /// The declaration of `first` seen from `scope`, module level included.
    private static func outer(
        _ first: String, in scope: ArraySlice<String>, nested: Set<String>, topLevel: Set<String>
    ) -> String? {
        for depth in stride(from: scope.count, to: 0, by: -1) {
            let candidate = (scope.prefix(depth) + [first]).joined(separator: ".")
            if nested.contains(candidate) { return candidate }
        }
        return topLevel.contains(first) ? first : nil
    }
}

extension ScopedTypeNames {
    /// A registration with the classes it names resolved from where it is written: a registered
    /// destination class, the class a `forMaking…` registration makes, the configuration class
    /// its factory makes.
    func qualifying(_ fact: RegistrationFact) -> RegistrationFact {
        guard !isEmpty, !fact.enclosingScope.isEmpty else { return fact }
        var fact = fact
        switch fact.kind {
        case .view, .exclusiveView, .service, .exclusiveService:
            let resolved = resolve(fact.key, in: fact.enclosingScope)
            if resolved != fact.key {
                fact.writtenKey = fact.writtenKey ?? fact.key
                fact.key = resolved
            }
        default:
            break
        }
        if let made = fact.madeClass { fact.madeClass = resolve(made, in: fact.enclosingScope) }
        if let made = fact.configurationFactory?.madeClass {
            fact.configurationFactory?.madeClass = resolve(made, in: fact.enclosingScope)
        }
        return fact
    }

    /// A conformance declaration with the types it inherits resolved from its scope.
    func qualifying(_ declaration: ConformanceDeclaration) -> ConformanceDeclaration {
        guard !isEmpty, !declaration.scope.isEmpty else { return declaration }
        var declaration = declaration
        declaration.inherited = declaration.inherited.map { resolve($0, in: declaration.scope) }
        return declaration
    }

    /// A `defaultRouteConfiguration` with its class resolved from inside the router.
    func qualifying(_ configuration: ConfigurationFact) -> ConfigurationFact {
        guard !isEmpty, let name = configuration.className else { return configuration }
        var configuration = configuration
        configuration.className = resolve(name, in: configuration.routerName.split(separator: ".").map(String.init))
        return configuration
    }

    /// A request naming a class (`SomeRouter.perform…`, `routersToClass`) with the class resolved.
    func qualifying(_ site: UseSite) -> UseSite {
        guard !isEmpty, !site.scope.isEmpty, let key = site.key else { return site }
        switch site.kind {
        case .routerClass, .viewClass, .serviceClass:
            var site = site
            site.key = resolve(key, in: site.scope)
            return site
        default:
            return site
        }
    }
}
