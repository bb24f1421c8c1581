/// The module diagram for the page: an SVG Graphviz drew, or why there is none.
import RouteGenModel

package enum MapDiagram: Sendable {
    case svg(String)
    case unavailable(String)
}

/// `routegen map --format html`: one self-contained page (inline style and script, no network)
/// with a searchable, sortable route table, the findings, a section per module and the module
/// diagram when Graphviz could draw it.
enum MapHTMLRenderer {
    static func render(_ map: RouteMap, diagram: MapDiagram) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Route map</title>
            <style>
            \(MapHTMLAssets.style)
            </style>
            </head>
            <body>
            <header><h1>Route map</h1><p>\(map.modules.count) modules, \(map.providers.count) route providers, \(map.keys.count) keys, \(map.requests.count) use sites, \(map.findings.count) findings</p></header>
            <main>
            <div class="search"><input id="search" type="search" placeholder="Filter: protocol, router, module, file…" aria-label="Filter the tables"><span id="count"></span></div>

            """
        out += "<h2>Module diagram</h2>\n"
        switch diagram {
        case .svg(let svg): out += "<div class=\"diagram\">\n\(svg)\n</div>\n"
        case .unavailable(let reason): out += "<p class=\"note\" id=\"no-diagram\">\(escaped(reason))</p>\n"
        }
        out += routeTable(map)
        out += findingsTable(map)
        out += moduleSections(map)
        out += "</main>\n<script>\n\(MapHTMLAssets.script)\n</script>\n</body>\n</html>\n"
        return out
    }

    private static func routeTable(_ map: RouteMap) -> String {
        let lookup = RouteLookup(map)
        var out = "<h2>Routes</h2>\n<table class=\"filterable\" id=\"routes\">\n"
        out +=
            "<thead><tr><th>Key</th><th>Kind</th><th>Router</th><th>Destination</th><th>Module</th><th>Use sites</th></tr></thead>\n<tbody>\n"
        for key in map.keys {
            if case .destination = key { continue }
            out += keyRows(key, lookup: lookup)
        }
        // Routers that register only destination classes still belong in the table.
        for provider in map.providers
        where !provider.keys.contains(where: { if case .destination = $0 { false } else { true } }) {
            out += row(
                [
                    "", "destination only", routerCell(provider), destinations(provider), escaped(provider.module),
                    sites(lookup.requestsByRouter[provider.name] ?? []),
                ],
                class: provider.exclusion == nil ? nil : "excluded")
        }
        out += "</tbody>\n</table>\n"
        return out
    }

    /// The map's requests, providers and adapters by the key or router they name.
    private struct RouteLookup {
        var requestsByKey: [RouteMap.Key: [RouteMap.Request]] = [:]
        var requestsByRouter: [String: [RouteMap.Request]] = [:]
        var providersByKey: [RouteMap.Key: [RouteMap.Provider]] = [:]
        var adaptersByKey: [RouteMap.Key: [RouteMap.Adapter]] = [:]
        /// An adapter's module is its provider's; the first by name when two share it.
        let adapterModules: [String: String]

        init(_ map: RouteMap) {
            for request in map.requests {
                for key in request.keys { requestsByKey[key, default: []].append(request) }
                if let router = request.routerName { requestsByRouter[router, default: []].append(request) }
            }
            for provider in map.providers {
                for key in provider.keys { providersByKey[key, default: []].append(provider) }
            }
            for adapter in map.adapters { adaptersByKey[adapter.from, default: []].append(adapter) }
            adapterModules = Dictionary(map.providers.map { ($0.name, $0.module) }, uniquingKeysWith: min)
        }
    }

    /// A row per provider and adapter of the key, or one that says nothing provides it.
    private static func keyRows(_ key: RouteMap.Key, lookup: RouteLookup) -> String {
        var out = ""
        let name = "<code>\(escaped(key.name))</code>"
        let kind = escaped(key.kindName)
        let requests = lookup.requestsByKey[key] ?? []
        let providers = lookup.providersByKey[key] ?? []
        let adapters = lookup.adaptersByKey[key] ?? []
        for provider in providers {
            out += row(
                [
                    name, kind, routerCell(provider), destinations(provider), escaped(provider.module),
                    sites(requests + (lookup.requestsByRouter[provider.name] ?? [])),
                ],
                class: provider.exclusion == nil ? nil : "excluded")
        }
        for adapter in adapters {
            out += row(
                [
                    name, kind,
                    "<code>\(escaped(adapter.adapterName))</code> <span class=\"kind\">adapts to</span> <code>\(escaped(adapter.to.name))</code>",
                    "",
                    escaped(lookup.adapterModules[adapter.adapterName] ?? ""), sites(requests),
                ], class: nil)
        }
        if providers.isEmpty && adapters.isEmpty {
            out += row(
                [name, kind, "<span class=\"kind\">nothing provides it</span>", "", "", sites(requests)],
                class: "missing")
        }
        return out
    }

    private static func row(_ cells: [String], class rowClass: String?) -> String {
        "<tr" + (rowClass.map { " class=\"\($0)\"" } ?? "") + ">" + cells.map { "<td>\($0)</td>" }.joined()
            + "</tr>\n"
    }

    private static func sites(_ requests: [RouteMap.Request]) -> String {
        requests.map { "<code>\(escaped($0.location.file)):\($0.location.line)</code>" }.joined(separator: "<br>")
    }

    private static func destinations(_ provider: RouteMap.Provider) -> String {
        provider.keys.filter { if case .destination = $0 { true } else { false } }.map {
            "<code>\(escaped($0.name))</code>"
        }.joined(separator: "<br>")
    }

    private static func routerCell(_ provider: RouteMap.Provider) -> String {
        var cell = "<code>\(escaped(provider.name))</code> <span class=\"kind\">\(escaped(provider.role))</span>"
        if let exclusion = provider.exclusion {
            cell += "<br><span class=\"kind\">not registered: \(escaped(exclusion))</span>"
        }
        return cell
    }

    private static func findingsTable(_ map: RouteMap) -> String {
        var out = "<h2>Findings</h2>\n"
        if map.findings.isEmpty { return out + "<p>routegen check reports nothing.</p>\n" }
        out +=
            "<table class=\"filterable\" id=\"findings\">\n<thead><tr><th>Severity</th><th>Rule</th><th>Location</th><th>Module</th><th>Message</th></tr></thead>\n<tbody>\n"
        for finding in map.findings {
            let diagnostic = finding.diagnostic
            let location = diagnostic.location.map { "<code>\(escaped($0.file)):\($0.line)</code>" } ?? ""
            out +=
                "<tr class=\"\(diagnostic.severity.rawValue)\"><td>\(diagnostic.severity.rawValue)</td><td><code>\(escaped(diagnostic.rule ?? ""))</code></td><td>\(location)</td><td>\(escaped(finding.module))</td><td>\(escaped(diagnostic.message))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    private static func moduleSections(_ map: RouteMap) -> String {
        var providers: [String: [RouteMap.Provider]] = [:]
        for provider in map.providers { providers[provider.module, default: []].append(provider) }
        var requestCounts: [String: Int] = [:]
        for request in map.requests { requestCounts[request.module, default: 0] += 1 }
        var uses: [String: [String]] = [:]
        var usedBy: [String: [String]] = [:]
        for dependency in map.moduleDependencies() {
            uses[dependency.from, default: []].append("\(escaped(dependency.to)) (\(dependency.count))")
            usedBy[dependency.to, default: []].append("\(escaped(dependency.from)) (\(dependency.count))")
        }
        let findings = map.findingCounts()

        var out = "<h2>Modules</h2>\n<div id=\"modules\">\n"
        for module in map.modules {
            let own = providers[module] ?? []
            out +=
                "<details><summary><strong>\(escaped(module))</strong>: \(own.count) route providers, \(requestCounts[module] ?? 0) use sites"
            if let count = findings[module] { out += ", <span style=\"color:#c62828\">\(count) findings</span>" }
            out += "</summary><div class=\"module-body\">"
            if !own.isEmpty {
                out +=
                    "<div>Provides: " + own.map { "<code>\(escaped($0.name))</code>" }.joined(separator: ", ")
                    + "</div>"
            }
            if let list = uses[module] { out += "<div>Requests routes of: " + list.joined(separator: ", ") + "</div>" }
            if let list = usedBy[module] { out += "<div>Requested by: " + list.joined(separator: ", ") + "</div>" }
            out += "</div></details>\n"
        }
        return out + "</div>\n"
    }

    private static let escapes: [Unicode.Scalar: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
    ]

    static func escaped(_ text: String) -> String {
        TextEscaping.escaped(text, escapes)
    }
}

/// The map in each of its formats.
package enum RouteMapEmitter {
    package static func dot(_ map: RouteMap, level: MapLevel) -> String {
        MapDotRenderer.render(MapGraph.make(map, level: level))
    }

    package static func mermaid(_ map: RouteMap, level: MapLevel) -> String {
        MapMermaidRenderer.render(MapGraph.make(map, level: level))
    }

    package static func html(_ map: RouteMap, diagram: MapDiagram) -> String {
        MapHTMLRenderer.render(map, diagram: diagram)
    }
}
