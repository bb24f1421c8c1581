/// Whether a class conforms to a protocol or descends from a class, from every conformance
/// declaration of the graph: the class's own declarations, categories, class extensions and
/// Swift extensions in any file, its superclasses transitively, and protocol inheritance. The
/// answer is three-valued: whenever a piece is not in the scanned sources (an undeclared class or
/// superclass, an undeclared protocol, a conditional conformance, `class_addProtocol`, a
/// declaration under a build condition that neither holds nor is excluded), it may be `unknown`,
/// with the reason.
///
/// What the module structure proves decides most of those: code routegen does not scan (a pod
/// from a spec repository, an SDK, a binary framework) cannot import the app's own modules, so an
/// undeclared class or protocol can neither adopt nor inherit a protocol, nor descend from a
/// class, that the app declares. Only the protocols and classes of left-out spec-repository pods,
/// which such code may import, stay open (`RouteGraph.importableByUnscannedCode`), and so does a
/// class that no scanned file declares at all, which is more likely a file outside the scan.
import RouteGenModel

struct ConformanceGraph: Sendable {
    enum Verdict: Hashable, Sendable {
        case conforms
        case doesNotConform
        /// Why routegen cannot tell, as a clause: "its chain adopts EmptyDataSetSource, which no
        /// scanned file declares".
        case unknown(String)
    }

    /// Class declarations (Objective-C `@interface A : B`, Swift `class A: B`) by name.
    private var classes: [String: [ConformanceDeclaration]] = [:]
    /// Categories, class extensions and Swift extensions by the class they extend.
    private var additions: [String: [ConformanceDeclaration]] = [:]
    /// Protocol name → the protocols it inherits, over all its declarations.
    private var protocolParents: [String: Set<String>] = [:]
    private var runtime: [RuntimeConformance] = []
    /// Protocols and classes declared only in the app's own files, which no unscanned code can
    /// inherit, adopt or subclass.
    private var appProtocols: Set<String> = []
    private var appClasses: Set<String> = []
    /// Why a protocol no scanned file declares may inherit ZIKRouter's routable-class protocols.
    private var routerProtocolsOpenBecause: String?
    /// Nested or local classes that another type shadows in some builds (`ScopedTypeNames`).
    private var undecidedNames: [String: String] = [:]

    init(_ graph: RouteGraph) {
        var foreignProtocols = Set<String>()
        var foreignClasses = Set<String>()
        for declaration in graph.conformances {
            let foreign = graph.importableByUnscannedCode.contains(declaration.location.file)
            switch declaration.form {
            case .objcClass, .swiftClass:
                classes[declaration.typeName, default: []].append(declaration)
                if foreign { foreignClasses.insert(declaration.typeName) }
            case .objcProtocol, .swiftProtocol:
                protocolParents[declaration.typeName, default: []].formUnion(declaration.inherited)
                if foreign { foreignProtocols.insert(declaration.typeName) }
            case .objcCategory, .objcClassExtension, .swiftExtension:
                break
            }
        }
        for declaration in graph.conformances {
            switch declaration.form {
            case .objcCategory, .objcClassExtension, .swiftExtension:
                additions[extendedClass(declaration.typeName), default: []].append(declaration)
            default:
                break
            }
        }
        runtime = graph.runtimeConformances
        appProtocols = Set(protocolParents.keys).subtracting(foreignProtocols)
        appClasses = Set(classes.keys).subtracting(foreignClasses)
        routerProtocolsOpenBecause = graph.linkedDependencies.openBecause
        undecidedNames = graph.undecidedTypeNames
    }

    /// `extension LoginKit.LoginViewController` names the class `LoginViewController` when no
    /// type `LoginKit` is declared: the first component is then a module.
    private func extendedClass(_ name: String) -> String {
        guard classes[name] == nil, let dot = name.firstIndex(of: "."), classes[String(name[..<dot])] == nil else {
            return name
        }
        return String(name[name.index(after: dot)...])
    }

    /// A class's own declarations whose build condition does not exclude `condition`.
    func declarations(of name: String, under condition: BuildCondition) -> [ConformanceDeclaration] {
        (classes[name] ?? []).filter { ConditionLogic.relation($0.condition, condition) != .exclusive }
    }

    /// Whether `name` can be taken for a class: declared as one, or a framework root class.
    func isClass(_ name: String) -> Bool {
        classes[name] != nil || FrameworkTypes.rootClasses.contains(name)
    }

    /// A member of a registered key: a class (the destination must descend from it) or a protocol.
    func satisfies(_ className: String, _ member: String, under condition: BuildCondition) -> Verdict {
        if isClass(member) {
            return descends(className, from: member, under: condition)
        }
        return conforms(className, to: member, under: condition)
    }

    /// What the class chain of `className` adopts, under `condition`.
    private struct Adoption {
        var certain: Set<String> = []
        /// Adopted only under a condition that may or may not hold with `condition`, or conditionally.
        var possible: Set<String> = []
        /// The chain, nearest first, ending in a framework root when `complete`.
        var chain: [String] = []
        var complete = false
        /// Why the walk stopped before a root, when it did.
        var stop: Stop?
        /// Conformance no declaration shows, added to a class of the chain (the first found), and
        /// that class: it can only add protocols, so it matters only to a protocol not adopted for sure.
        var added: (conformance: RuntimeConformance, to: String)?
    }

    /// Where a chain stops being known.
    private enum Stop {
        /// No scanned file declares the class: unscanned code, which cannot adopt an app protocol.
        case undeclared(String)
        /// Something else (same-named classes with different superclasses, a Swift type routegen
        /// cannot tell to be a class or a protocol).
        case other(String)
    }

    /// - Parameter superclassesOnly: the caller asks only about the superclass chain, which
    ///   `class_addProtocol` does not change (and which `added` is not looked up for).
    private func adoption(
        of className: String, under condition: BuildCondition, superclassesOnly: Bool = false
    ) -> Adoption {
        var result = Adoption()
        var current = className
        var visited: Set<String> = []
        while visited.insert(current).inserted {
            result.chain.append(current)
            if let why = undecidedNames[current] {
                result.stop = .other("routegen cannot tell which class is meant: \(why)")
                return result
            }
            if !superclassesOnly, result.added == nil,
                let added = runtime.first(where: {
                    $0.className == current && ConditionLogic.relation($0.condition, condition) != .exclusive
                })
            {
                result.added = (added, current)
            }
            // Categories and extensions count on framework classes too (`UIViewController (Routable)`).
            for addition in additions[current] ?? []
            where ConditionLogic.relation(addition.condition, condition) != .exclusive {
                record(addition.inherited, of: addition, under: condition, into: &result)
            }
            if FrameworkTypes.rootClasses.contains(current) && classes[current] == nil {
                // Categories on a framework class's own framework superclasses count too
                // (`ZIKSwiftViewMakeableConfiguration (LoginModuleInput)` for ZRouter's `ViewMakeableConfiguration`).
                if let parent = FrameworkTypes.frameworkSuperclasses[current] {
                    current = parent
                    continue
                }
                result.complete = true
                return result
            }
            let own = declarations(of: current, under: condition)
            guard !own.isEmpty else {
                result.stop = .undeclared(current)
                return result
            }
            var superclasses: Set<String?> = []
            for declaration in own {
                // A Swift class whose first inherited type is neither a known class nor a known protocol.
                guard let (superclass, protocols) = split(declaration) else {
                    result.stop = .other(
                        "\(current) inherits \(declaration.inherited.first ?? "a type"), which routegen cannot tell to be a class or a protocol"
                    )
                    return result
                }
                superclasses.insert(superclass)
                record(protocols, of: declaration, under: condition, into: &result)
            }
            // Same-named classes with different superclasses (`#if` branches, modules): not followed.
            guard superclasses.count == 1, let next = superclasses.first else {
                result.stop = .other("\(current) is declared more than once with different superclasses")
                return result
            }
            guard let next else {
                // A root class of the app's own.
                result.complete = true
                return result
            }
            current = next
        }
        return result
    }

    /// The superclass (nil for none) and the protocols a class declaration lists; nil when the
    /// first type a Swift class inherits cannot be told to be a class or a protocol.
    private func split(_ declaration: ConformanceDeclaration) -> (superclass: String?, protocols: [String])? {
        if declaration.form == .objcClass { return (declaration.superclass, declaration.inherited) }
        guard let first = declaration.inherited.first else { return (nil, []) }
        if isClass(first) { return (first, Array(declaration.inherited.dropFirst())) }
        if isProtocolName(first) { return (nil, declaration.inherited) }
        return nil
    }

    private func isProtocolName(_ name: String) -> Bool {
        protocolParents[name] != nil || FrameworkTypes.isFrameworkProtocol(name)
    }

    private func record(
        _ protocols: [String], of declaration: ConformanceDeclaration, under condition: BuildCondition,
        into result: inout Adoption
    ) {
        let certain = !declaration.isConditional && implies(condition, declaration.condition)
        if certain { result.certain.formUnion(protocols) } else { result.possible.formUnion(protocols) }
    }

    /// Whether every build and run of `condition` has `required` too: its clauses are among them.
    private func implies(_ condition: BuildCondition, _ required: BuildCondition) -> Bool {
        Set(required.clauses).isSubset(of: condition.clauses) && Set(required.runtime).isSubset(of: condition.runtime)
    }

    /// Protocols and everything they inherit, transitively; `undeclared` collects app protocols
    /// whose declaration is not in the scanned sources.
    private func closure(_ protocols: Set<String>, undeclared: inout Set<String>) -> Set<String> {
        var result = protocols
        var queue = Array(protocols)
        while let name = queue.popLast() {
            guard let parents = protocolParents[name] else {
                if !FrameworkTypes.isFrameworkProtocol(name) { undeclared.insert(name) }
                continue
            }
            for parent in parents where result.insert(parent).inserted { queue.append(parent) }
        }
        return result
    }

    /// A `class_addProtocol` whose class cannot be read, or a macro without arguments whose
    /// definition no scanned file holds, may add any protocol to any class.
    private func runtimeForAll(_ condition: BuildCondition) -> RuntimeConformance? {
        runtime.first { $0.className == nil && ConditionLogic.relation($0.condition, condition) != .exclusive }
    }

    /// Why `className` may adopt protocols no declaration shows.
    private static func addedProtocols(by added: RuntimeConformance, to className: String) -> String {
        guard let macro = added.macro else { return "`class_addProtocol` adds protocols to \(className) at run time" }
        return
            "the macro \(macro) at \(fileName(added.location.file)):\(added.location.line), which no scanned file defines, may declare a category of \(className)"
    }

    func conforms(_ className: String, to protocolName: String, under condition: BuildCondition) -> Verdict {
        // A protocol routegen cannot see may be one a listed protocol inherits under another name.
        if protocolParents[protocolName] == nil && !FrameworkTypes.isFrameworkProtocol(protocolName) {
            return .unknown("\(protocolName) is declared in no scanned file")
        }
        // Unscanned code cannot import the app's own protocol, so it can neither adopt it nor
        // inherit it: what it declares does not matter.
        let appOwned = appProtocols.contains(protocolName)
        let adoption = adoption(of: className, under: condition)
        var undeclared: Set<String> = []
        if closure(adoption.certain, undeclared: &undeclared).contains(protocolName) { return .conforms }
        // What is added without a declaration can only add protocols: it leaves a certain one alone.
        if let added = runtimeForAll(condition) {
            guard let macro = added.macro else {
                return .unknown(
                    "a `class_addProtocol` whose class routegen cannot read may add \(protocolName) to any class")
            }
            return .unknown(
                "the macro \(macro) at \(fileName(added.location.file)):\(added.location.line), which no scanned file defines, may declare that any class adopts \(protocolName)"
            )
        }
        if let added = adoption.added { return .unknown(Self.addedProtocols(by: added.conformance, to: added.to)) }
        if !adoption.complete {
            switch adoption.stop {
            case .other(let why)?: return .unknown(why)
            // The registered class itself undeclared more likely means a file outside the scan than
            // a pod's class: only a declared class's unscanned superclass is settled.
            case .undeclared(let name)?:
                if !appOwned || name == className { return .unknown(Self.undeclared(name, in: className)) }
            case nil: return .unknown("\(className)'s chain cannot be followed")
            }
        }
        var ignored: Set<String> = []
        if closure(adoption.possible, undeclared: &ignored).contains(protocolName) {
            return .unknown("\(className) adopts it only under a condition routegen cannot decide, or conditionally")
        }
        if !appOwned, let name = (undeclared.union(ignored)).sorted().first {
            // Only a module that imports ZIKRouter can declare a protocol inheriting its
            // routable-class protocols; the project may prove that no unscanned module does.
            guard FrameworkTypes.routableClassProtocols.contains(protocolName) else {
                return .unknown("\(className)'s chain adopts \(name), which no scanned file declares")
            }
            if let why = routerProtocolsOpenBecause {
                return .unknown(
                    "\(className)'s chain adopts \(name), which no scanned file declares and which may inherit \(protocolName): \(why)"
                )
            }
        }
        return .doesNotConform
    }

    /// `X is declared in no scanned file`, or, for a superclass, where the chain reaches it.
    private static func undeclared(_ name: String, in className: String) -> String {
        name == className
            ? "\(className) is declared in no scanned file"
            : "\(className)'s chain reaches \(name), which no scanned file declares"
    }

    /// Whether a class is a view: its chain reaches one of `FrameworkTypes.viewClasses`.
    func isView(_ className: String, under condition: BuildCondition) -> Verdict {
        let adoption = adoption(of: className, under: condition, superclassesOnly: true)
        if adoption.chain.contains(where: FrameworkTypes.viewClasses.contains) { return .conforms }
        if adoption.complete { return .doesNotConform }
        switch adoption.stop {
        case .undeclared(let name)?: return .unknown(Self.undeclared(name, in: className))
        case .other(let why)?: return .unknown(why)
        case nil: return .unknown("\(className)'s chain cannot be followed")
        }
    }

    /// Where a class's chain ends.
    enum Root: Equatable {
        /// A framework class routegen knows (`FrameworkTypes.rootClasses`).
        case framework(String)
        /// A root class of the app's own.
        case own
        case unknown(String)
    }

    /// The superclass chain alone: protocols added at run time do not change what a class is. A
    /// framework class the app declares itself (a stand-in of UIKit) still counts as that class.
    func root(of className: String, under condition: BuildCondition) -> Root {
        let adoption = adoption(of: className, under: condition, superclassesOnly: true)
        if let framework = adoption.chain.first(where: FrameworkTypes.rootClasses.contains) {
            return .framework(framework)
        }
        if adoption.complete { return .own }
        switch adoption.stop {
        case .undeclared(let name)?: return .unknown(Self.undeclared(name, in: className))
        case .other(let why)?: return .unknown(why)
        case nil: return .unknown("\(className)'s chain cannot be followed")
        }
    }

    func descends(_ className: String, from ancestor: String, under condition: BuildCondition) -> Verdict {
        let adoption = adoption(of: className, under: condition)
        if adoption.chain.contains(ancestor) { return .conforms }
        if adoption.complete { return .doesNotConform }
        switch adoption.stop {
        case .undeclared(let name)?:
            // An unscanned class cannot descend from the app's own.
            return appClasses.contains(ancestor) && name != className
                ? .doesNotConform : .unknown(Self.undeclared(name, in: className))
        case .other(let why)?:
            return .unknown(why)
        case nil:
            return .unknown("\(className)'s chain cannot be followed")
        }
    }
}
