import Foundation
import RouteGenModel
import Yams

/// `provided-routes:`, a list of `{kind, name, reason}` mappings. Each entry silences
/// `unregistered-route` for what it names, so a wrong one hides a real fault: every problem is an
/// error at the entry's line, and the reason is required so that the list says why each route
/// may be missing from the scan.
enum ProvidedRoutesField {
    static let key = "provided-routes"
    static let entryKeys = ["kind", "name", "reason"]

    static func read(_ node: Node, into config: inout RouteGenConfig, _ reader: inout YAMLReader) {
        let kinds = ProvidedRouteKind.allCases.map(\.rawValue)
        let shape =
            "a list of mappings with \(entryKeys.joined(separator: ", ")) (kind: \(kinds.joined(separator: " | ")))"
        guard let sequence = node.sequence else {
            reader.fail(node, "'\(key)' must be \(shape), got \(YAMLReader.describe(node))")
            return
        }
        var routes: [ProvidedRoute] = []
        var seen: [String: Int] = [:]
        for item in sequence {
            guard let route = entry(item, shape: shape, &reader) else { continue }
            let identity = "\(route.kind.rawValue) \(route.name)"
            if let line = seen[identity] {
                reader.fail(item, "'\(key)' lists \(route.spokenName) twice (first at line \(line))")
                continue
            }
            seen[identity] = route.line
            routes.append(route)
        }
        config.resolve.providedRoutes = routes
    }

    private static func entry(_ item: Node, shape: String, _ reader: inout YAMLReader) -> ProvidedRoute? {
        guard let mapping = item.mapping else {
            reader.fail(
                item,
                "each '\(key)' entry must be a mapping with \(entryKeys.joined(separator: ", ")); this entry is \(YAMLReader.describe(item))"
            )
            return nil
        }
        var values: [String: (text: String, node: Node)] = [:]
        var valid = true
        for (keyNode, value) in mapping {
            guard let name = keyNode.scalar?.string, entryKeys.contains(name) else {
                let name = keyNode.scalar?.string ?? YAMLReader.describe(keyNode)
                reader.fail(
                    keyNode,
                    "unknown key '\(name)' in a '\(key)' entry"
                        + Suggestion.closest(to: name, among: entryKeys).map { " (did you mean '\($0)'?)" }.orEmpty
                        + "; allowed keys: \(entryKeys.joined(separator: ", "))")
                valid = false
                continue
            }
            guard let scalar = value.scalar, !value.isNull else {
                reader.fail(value, "'\(key)' entry's \(name) must be text, got \(YAMLReader.describe(value))")
                valid = false
                continue
            }
            values[name] = (scalar.string.trimmingCharacters(in: .whitespaces), value)
        }
        guard valid else { return nil }
        let missing = entryKeys.filter { values[$0] == nil }
        guard missing.isEmpty else {
            reader.fail(item, "a '\(key)' entry needs \(missing.joined(separator: " and ")): \(shape)")
            return nil
        }
        let (kindText, kindNode) = values["kind"]!
        guard let kind = ProvidedRouteKind(rawValue: kindText) else {
            let kinds = ProvidedRouteKind.allCases.map(\.rawValue)
            reader.fail(
                kindNode,
                "unknown kind '\(kindText)' in a '\(key)' entry"
                    + Suggestion.closest(to: kindText, among: kinds).map { " (did you mean '\($0)'?)" }.orEmpty
                    + "; kinds: \(kinds.joined(separator: ", "))")
            return nil
        }
        let (name, nameNode) = values["name"]!
        if let problem = problem(name, kind: kind) {
            reader.fail(nameNode, problem)
            return nil
        }
        let (reason, reasonNode) = values["reason"]!
        guard !reason.isEmpty else {
            reader.fail(
                reasonNode,
                "a '\(key)' entry's reason must say where \(name) is registered (the module or pod that provides it)")
            return nil
        }
        let mark = item.mark
        return ProvidedRoute(
            kind: kind, name: name, reason: reason, file: reader.path, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// Why `name` cannot be what a use site of `kind` requests.
    private static func problem(_ name: String, kind: ProvidedRouteKind) -> String? {
        guard !name.isEmpty else { return "a '\(key)' entry's name must not be empty" }
        switch kind.target {
        case .protocol:
            return SourceIdentifier.isValid(name)
                ? nil
                : "a '\(key)' entry of kind \(kind.rawValue) names a protocol (an identifier of Swift and Objective-C), got '\(name)'"
        case .identifier:
            return nil
        case .url:
            // `unregistered-route` checks only URLs with a scheme: an entry without one matches nothing.
            return name.contains("://")
                ? nil
                : "a '\(key)' entry of kind \(kind.rawValue) is a URL pattern with a scheme (app://cart/:id), got '\(name)'"
        }
    }
}

extension Optional where Wrapped == String {
    fileprivate var orEmpty: String { self ?? "" }
}
