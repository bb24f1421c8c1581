/// What the scanned protocol and class declarations say about a protocol's ancestry, for the
/// rules that ask which `…Routable` root a protocol reaches and whether a type is declared in
/// the scanned sources at all. Declarations under different `#if` branches are merged: a
/// protocol reaches a root when any of its declarations leads there, so a branch routegen cannot
/// decide never turns into an error.
import RouteGenModel

struct ProtocolAncestry: Sendable {
    /// Whether a protocol's inheritance reaches a root, and if not fully scanned, where it stops.
    enum Reach: Hashable, Sendable {
        case reaches
        case doesNotReach
        /// The first protocol of the chain (in name order) that no scanned file declares.
        case unknown(undeclared: String)
    }

    /// Protocol name → every protocol it inherits, over all its declarations.
    private var parents: [String: Set<String>] = [:]
    private var classNames: Set<String> = []
    /// Protocols some declaration of which Objective-C can see (`@protocol`, `@objc protocol`).
    private var objcVisible: Set<String> = []
    /// Types declared in files that code routegen does not scan may import (left-out pods).
    private var importable: Set<String> = []

    init(_ graph: RouteGraph) {
        for declaration in graph.conformances {
            switch declaration.form {
            case .objcProtocol, .swiftProtocol:
                parents[declaration.typeName, default: []].formUnion(declaration.inherited)
                if !declaration.isSwiftOnly { objcVisible.insert(declaration.typeName) }
            case .objcClass, .swiftClass:
                classNames.insert(declaration.typeName)
            case .objcCategory, .objcClassExtension, .swiftExtension:
                continue
            }
            if graph.importableByUnscannedCode.contains(declaration.location.file) {
                importable.insert(declaration.typeName)
            }
        }
    }

    /// Whether `name` inherits `root`, directly or through other protocols. A framework protocol
    /// (`NSObject`, `UITableViewDelegate`, ZIKRouter's roots) ends a chain: it inherits no app
    /// protocol and no other root.
    func reach(_ name: String, _ root: String) -> Reach {
        var seen: Set<String> = [name]
        var queue = [name]
        var undeclared: [String] = []
        while let current = queue.popLast() {
            if current == root { return .reaches }
            guard let inherited = parents[current] else {
                if !Self.endsChain(current) { undeclared.append(current) }
                continue
            }
            for parent in inherited where seen.insert(parent).inserted { queue.append(parent) }
        }
        if let first = undeclared.sorted().first { return .unknown(undeclared: first) }
        return .doesNotReach
    }

    /// An undeclared protocol known to inherit no root. `isFrameworkProtocol` takes every `ZIK`
    /// name for ZIKRouter's, but ZIKRouter's own demo names app protocols so
    /// (`ZIKLoginModuleRequiredAlertInput`): of those, only ZIKRouter's protocols end a chain.
    private static func endsChain(_ name: String) -> Bool {
        if RoutableKind(rootProtocol: name) != nil || FrameworkTypes.routableClassProtocols.contains(name) {
            return true
        }
        return FrameworkTypes.isFrameworkProtocol(name) && !name.hasPrefix("ZIK") && !name.hasPrefix("ZIX")
    }

    /// The routable roots the protocol's scanned inheritance reaches, in `RoutableKind` order.
    func kinds(of name: String) -> [RoutableKind] {
        RoutableKind.allCases.filter { reach(name, $0.rootProtocol) == .reaches }
    }

    func isDeclaredProtocol(_ name: String) -> Bool { parents[name] != nil }

    /// Declared only as Swift protocols without `@objc`.
    func isSwiftOnly(_ name: String) -> Bool { parents[name] != nil && !objcVisible.contains(name) }

    /// Declared as a class in a scanned file, or one of the framework classes a chain may end in.
    func isClass(_ name: String) -> Bool {
        classNames.contains(name) || FrameworkTypes.rootClasses.contains(name)
    }

    /// Declared in a scanned file that no unscanned code can import: everything said about it
    /// (what it inherits, where it is declared routable) is in the scanned sources.
    func isSettled(_ name: String) -> Bool {
        if importable.contains(name) { return false }
        return parents[name] != nil || classNames.contains(name) || FrameworkTypes.rootClasses.contains(name)
    }
}

extension RoutableKind {
    /// The ZIKRouter protocol a protocol of this kind inherits: `ZIKViewRoutable` for `.view`.
    var rootProtocol: String {
        switch self {
        case .view: "ZIKViewRoutable"
        case .viewModule: "ZIKViewModuleRoutable"
        case .service: "ZIKServiceRoutable"
        case .serviceModule: "ZIKServiceModuleRoutable"
        }
    }
}
