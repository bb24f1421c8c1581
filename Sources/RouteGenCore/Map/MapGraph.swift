/// How much of the map a diagram shows.
import RouteGenModel

package enum MapLevel: String, Sendable, CaseIterable {
    /// Routers, keys, use sites, adapters and findings.
    case routes
    /// One node per module and an edge where one module requests a route another provides.
    case module
}

/// A diagram independent of its notation: the dot and Mermaid renderers only spell it.
struct MapGraph: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case module, router, routableProtocol, identifier, urlPattern, destination, useSites, finding
    }

    enum Style: Hashable, Sendable {
        case normal
        /// A router the generated registry leaves out, or a route made in one.
        case excluded
        /// A finding, or a key that is requested but nothing provides.
        case problem
    }

    struct Node: Hashable, Sendable {
        var id: String
        var label: [String]
        var shape: Shape
        var style: Style = .normal
        /// The full text, for renderers that show hover text.
        var tooltip: String?
    }

    struct Cluster: Hashable, Sendable {
        var id: String
        var label: String
        var nodes: [Node]
    }

    enum EdgeStyle: Hashable, Sendable {
        case provides, requests, adapts, finding
    }

    struct Edge: Hashable, Sendable {
        var from: String
        var to: String
        var label: String?
        var style: EdgeStyle
    }

    var clusters: [Cluster] = []
    var nodes: [Node] = []
    var edges: [Edge] = []

    static func make(_ map: RouteMap, level: MapLevel) -> MapGraph {
        level == .module ? moduleLevel(map) : routeLevel(map)
    }

    private static func moduleLevel(_ map: RouteMap) -> MapGraph {
        var ids = MapIDs()
        let findings = map.findingCounts()
        var routerCounts: [String: Int] = [:]
        for provider in map.providers { routerCounts[provider.module, default: 0] += 1 }
        var graph = MapGraph()
        for module in map.modules {
            var label = [module]
            let routers = routerCounts[module] ?? 0
            label.append(routers == 1 ? "1 route provider" : "\(routers) route providers")
            if let count = findings[module] { label.append(count == 1 ? "1 finding" : "\(count) findings") }
            graph.nodes.append(
                Node(
                    id: ids.id(for: "m:" + module, base: "m_" + module), label: label, shape: .module,
                    style: findings[module] == nil ? .normal : .problem))
        }
        for dependency in map.moduleDependencies() {
            graph.edges.append(
                Edge(
                    from: ids.id(for: "m:" + dependency.from, base: ""),
                    to: ids.id(for: "m:" + dependency.to, base: ""),
                    label: dependency.count == 1 ? nil : "\(dependency.count)", style: .requests
                ))
        }
        return graph
    }

    private static func routeLevel(_ map: RouteMap) -> MapGraph {
        var level = RouteLevel(modules: map.modules)
        // In this order: ids are numbered as they are asked for.
        level.addKeys(of: map)
        level.addProviders(map.providers)
        level.addAdapters(map.adapters)
        level.addRequests(map.requests)
        level.addFindings(map.findings)
        var graph = level.graph
        graph.clusters = level.clusters.keys.sorted().map { level.clusters[$0]! }
        return graph
    }
}

/// The route-level graph as it is built: a cluster per module, a node per key, provider and
/// file of use sites, and where each finding points.
private struct RouteLevel {
    var ids = MapIDs()
    var graph = MapGraph()
    var clusters: [String: MapGraph.Cluster] = [:]
    /// A finding points at the node for its line: a request's key, a registration's key, an
    /// adapter's protocol, a router; else at the file's use sites.
    var targets: [String: String] = [:]
    /// The first provider of each name, which a request for a router class points at.
    var routerIDs: [String: String] = [:]
    /// The node of each file that requests routes.
    var fileIDs: [String: String] = [:]

    init(modules: [String]) {
        for module in modules {
            clusters[module] = MapGraph.Cluster(
                id: ids.id(for: "m:" + module, base: "cluster_" + module), label: module, nodes: [])
        }
    }

    mutating func keyID(_ key: RouteMap.Key) -> String { ids.id(for: "k:\(key.kindName):\(key.name)", base: "") }

    func place(_ location: SourceLocation) -> String { "\(location.file):\(location.line)" }

    /// A key nothing registered or adapts is a problem.
    mutating func addKeys(of map: RouteMap) {
        let provided = Set(map.providers.filter { $0.exclusion == nil }.flatMap(\.keys))
        let adapted = Set(map.adapters.map(\.from))
        for key in map.keys {
            let missing = !provided.contains(key) && !adapted.contains(key)
            graph.nodes.append(
                MapGraph.Node(
                    id: ids.id(for: "k:\(key.kindName):\(key.name)", base: key.idBase),
                    label: [key.name, key.kindName],
                    shape: key.shape, style: missing ? .problem : .normal
                ))
        }
    }

    mutating func addProviders(_ providers: [RouteMap.Provider]) {
        for provider in providers {
            let id = ids.id(
                for: "p:\(provider.module):\(provider.name):\(place(provider.location))", base: "r_" + provider.name)
            routerIDs[provider.name] = routerIDs[provider.name] ?? id
            var label = [provider.name, provider.role]
            if provider.exclusion != nil { label.append("not registered") }
            clusters[provider.module]!.nodes.append(
                MapGraph.Node(
                    id: id, label: label, shape: .router, style: provider.exclusion == nil ? .normal : .excluded,
                    tooltip: provider.exclusion))
            targets[place(provider.location)] = id
            for key in provider.keys {
                graph.edges.append(MapGraph.Edge(from: id, to: keyID(key), label: nil, style: .provides))
            }
            for site in provider.sites { targets[place(site.location)] = keyID(site.key) }
        }
    }

    mutating func addAdapters(_ adapters: [RouteMap.Adapter]) {
        for adapter in adapters {
            graph.edges.append(
                MapGraph.Edge(from: keyID(adapter.from), to: keyID(adapter.to), label: "adapter", style: .adapts))
            targets[place(adapter.location)] = keyID(adapter.from)
        }
    }

    /// One node per file that requests routes, inside its module: per-site nodes would not be
    /// readable at app scale.
    mutating func addRequests(_ requests: [RouteMap.Request]) {
        var requestEdges = Set<MapGraph.Edge>()
        for request in requests {
            let file = request.location.file
            let id: String
            if let known = fileIDs[file] {
                id = known
            } else {
                id = ids.id(for: "u:" + file, base: "u_" + fileName(file))
                fileIDs[file] = id
                clusters[request.module]!.nodes.append(
                    MapGraph.Node(id: id, label: [fileName(file), "use sites"], shape: .useSites, tooltip: file))
            }
            for key in request.keys {
                requestEdges.insert(MapGraph.Edge(from: id, to: keyID(key), label: nil, style: .requests))
            }
            if let router = request.routerName, let target = routerIDs[router] {
                requestEdges.insert(MapGraph.Edge(from: id, to: target, label: nil, style: .requests))
            }
            targets[place(request.location)] = request.keys.first.map { keyID($0) } ?? id
        }
        graph.edges += requestEdges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    /// A node per finding, in its module, pointing at what its line holds.
    mutating func addFindings(_ findings: [RouteMap.Finding]) {
        for (number, finding) in findings.enumerated() {
            let diagnostic = finding.diagnostic
            let id = ids.id(for: "f:\(number)", base: "f_\(number + 1)")
            var label = ["\(diagnostic.severity.rawValue): \(diagnostic.rule ?? "")"]
            if let location = diagnostic.location { label.append("\(fileName(location.file)):\(location.line)") }
            clusters[
                finding.module,
                default: MapGraph.Cluster(
                    id: ids.id(for: "m:" + finding.module, base: "cluster_" + finding.module), label: finding.module,
                    nodes: [])
            ]
            .nodes.append(
                MapGraph.Node(id: id, label: label, shape: .finding, style: .problem, tooltip: diagnostic.message))
            let target = diagnostic.location.flatMap { targets[place($0)] ?? fileIDs[$0.file] }
            if let target { graph.edges.append(MapGraph.Edge(from: id, to: target, label: nil, style: .finding)) }
        }
    }
}

/// Stable, notation-safe node ids: the readable base (letters, digits and `_` only) and a
/// number when two keys would share one. Callers ask in sorted order, so ids never depend on
/// file or thread order.
struct MapIDs {
    private var byKey: [String: String] = [:]
    private var used: Set<String> = []

    mutating func id(for key: String, base: String) -> String {
        if let known = byKey[key] { return known }
        var clean = String(
            base.unicodeScalars.map {
                ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) ? Character($0) : "_"
            })
        if clean.isEmpty || clean.first!.isNumber { clean = "n_" + clean }
        var candidate = clean
        var number = 2
        while used.contains(candidate) {
            candidate = "\(clean)_\(number)"
            number += 1
        }
        used.insert(candidate)
        byKey[key] = candidate
        return candidate
    }
}

extension RouteMap.Key {
    var shape: MapGraph.Shape {
        switch self {
        case .routable: .routableProtocol
        case .identifier: .identifier
        case .urlPattern: .urlPattern
        case .destination: .destination
        }
    }

    var idBase: String {
        switch self {
        case .routable(let kind, let name): "\(kind.rawValue)_\(name)"
        case .identifier(let name): "id_\(name)"
        case .urlPattern(let name): "url_\(name)"
        case .destination(let name): "class_\(name)"
        }
    }
}
