/// Every type-level declaration of every scanned file, indexed by qualified name, with Swift's
/// lookup rule for a name written inside nested types (innermost scope first).
import RouteGenModel

struct DeclarationIndex: Sendable {
    /// A reference, so that a look-up (several per router, registration and use site) hands
    /// back one pointer instead of a copy of the whole declaration.
    final class ClassEntry: Sendable {
        let declaration: ClassDeclaration
        let language: SourceLanguage
        let module: String?

        init(declaration: ClassDeclaration, language: SourceLanguage, module: String?) {
            self.declaration = declaration
            self.language = language
            self.module = module
        }

        var identity: ClassIdentity { ClassIdentity(language: language, module: module, name: declaration.name) }
    }

    private(set) var classes: [String: [ClassEntry]] = [:]
    private(set) var aliases: [String: [TypeAliasDeclaration]] = [:]
    /// Types that define `registerRoutableDestination` themselves (in the body or an extension).
    private(set) var definesRegistration: Set<ClassIdentity> = []
    /// Objective-C classes with an `@implementation` in the scanned files.
    private(set) var objcImplementations: Set<String> = []
    /// Types that define `-destinationWithConfiguration:` / `destination(with:)` themselves.
    private(set) var definesDestination: Set<ClassIdentity> = []
    /// Those methods, in path order, for the class their returns instantiate.
    private(set) var destinationMethods: [ClassIdentity: [MethodFact]] = [:]
    /// The `isAbstractRouter` override of each type that has one, the first in path order.
    private(set) var abstractOverrides: [ClassIdentity: (verdict: AbstractVerdict, location: SourceLocation)] = [:]
    /// The `supportedRouteTypes` overrides of each type, in path order (one per `#if` branch).
    private(set) var routeTypeOverrides: [ClassIdentity: [MethodFact]] = [:]
    /// The custom-route instance methods each type defines itself.
    private(set) var customRouteMethods: [ClassIdentity: Set<CustomRouteMethod>] = [:]

    init(files: [FileFacts], modules: FileModules) {
        self.init(files: files, fileModules: modules.modules(of: files))
    }

    /// - Parameter fileModules: the module of each of `files`.
    init(files: [FileFacts], fileModules: [String?]) {
        for (file, module) in zip(files, fileModules) {
            for declaration in file.classes {
                classes[declaration.name, default: []].append(
                    ClassEntry(declaration: declaration, language: file.language, module: module))
            }
            for alias in file.typeAliases {
                aliases[alias.name, default: []].append(alias)
            }
            objcImplementations.formUnion(file.implementations)
        }
        // Methods attach to the class their type name resolves to from their own module: a
        // Swift class is its module and name, so `EditorViewRouter` in module B is B's class
        // when B declares one, and `extension A.EditorViewRouter` is A's.
        for (file, module) in zip(files, fileModules) {
            for method in file.methods {
                let owner =
                    lookupClass(method.typeName, in: [], preferring: module).map(\.identity)
                    ?? ClassIdentity(language: file.language, module: module, name: method.typeName)
                switch method.kind {
                case .registerRoutableDestination:
                    definesRegistration.insert(owner)
                case .isAbstractRouter(let verdict):
                    if abstractOverrides[owner] == nil {
                        abstractOverrides[owner] = (verdict, method.location)
                    }
                case .destinationWithConfiguration:
                    definesDestination.insert(owner)
                    destinationMethods[owner, default: []].append(method)
                case .supportedRouteTypes:
                    routeTypeOverrides[owner, default: []].append(method)
                case .customRouteMethod(let kind):
                    customRouteMethods[owner, default: []].insert(kind)
                }
            }
        }
    }

    /// `name` as seen from inside `scope`: `Outer.Inner.name`, then `Outer.name`, then `name`.
    static func candidates(_ name: String, in scope: [String]) -> [String] {
        (0...scope.count).reversed().map { depth in
            depth == 0 ? name : (scope.prefix(depth) + [name]).joined(separator: ".")
        }
    }

    /// A class by name; among same-named classes (other modules, `#if` branches) the caller's
    /// module wins, then the first in path order.
    func lookupClass(_ name: String, in scope: [String], preferring module: String?) -> ClassEntry? {
        // Most names are looked up outside any type: then the name is the only candidate.
        for candidate in scope.isEmpty ? [name] : Self.candidates(name, in: scope) {
            guard let entries = classes[candidate] else { continue }
            return entries.first { $0.module == module } ?? entries.first
        }
        // `Module.Name`: a module-qualified reference to a class of that module.
        if let dot = name.firstIndex(of: ".") {
            let module = String(name[..<dot])
            let rest = String(name[name.index(after: dot)...])
            if let entry = classes[rest]?.first(where: { $0.module == module }) { return entry }
        }
        return nil
    }

    func lookupAlias(_ name: String, in scope: [String]) -> TypeAliasDeclaration? {
        if scope.isEmpty { return aliases[name]?.first }
        for candidate in Self.candidates(name, in: scope) {
            if let alias = aliases[candidate]?.first { return alias }
        }
        return nil
    }
}

/// Which class a name means at run time. Swift classes are their module and name; Objective-C
/// class names are global to the app, so their module plays no part.
struct ClassIdentity: Hashable, Sendable {
    var module: String?
    var name: String

    init(language: SourceLanguage, module: String?, name: String) {
        self.module = language == .swift ? module : nil
        self.name = name
    }
}
