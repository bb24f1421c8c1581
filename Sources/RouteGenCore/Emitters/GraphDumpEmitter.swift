/// `routegen dump --format json`: the route graph as a JSON document for scripts and reviews.
/// Its schema is docs/schemas/dump.schema.json.
import RouteGenModel

package enum GraphDumpEmitter {
    /// Raised when a field changes meaning or goes away; new fields keep it.
    package static let formatVersion = 1

    /// With `base`, absolute file paths are written relative to that folder (climbing with `..`
    /// where needed), and messages name the files under it relative to it, so that a dump of
    /// the same app in another checkout has the same bytes (a project's files are read with
    /// absolute paths).
    /// - Parameter headerClosure: an Xcode project's header closure, listed when given.
    package static func emit(
        _ graph: RouteGraph, headerClosure: HeaderClosure? = nil, pathsRelativeTo base: String? = nil
    ) -> String {
        let document = value(graph, headerClosure: headerClosure)
        guard let base else { return document.serialized() }
        return relativized(document, base: StandardPath.standardized(base)).serialized()
    }

    private static func relativized(_ value: JSONValue, base: String, key: String? = nil) -> JSONValue {
        switch value {
        case .string(let text) where key == "file" || key == "header":
            return .string(StandardPath.relative(text, to: base))
        case .string(let text) where key == "message" || key == "reason":
            return .string(StandardPath.relativizingPaths(in: text, to: base))
        case .array(let items):
            return .array(items.map { relativized($0, base: base) })
        case .object(let members):
            return .object(members.map { ($0.0, relativized($0.1, base: base, key: $0.0)) })
        default:
            return value
        }
    }

    static func value(_ graph: RouteGraph, headerClosure: HeaderClosure? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("version", .int(formatVersion)),
            ("routers", .array(graph.routers.map(router))),
            (
                "routableProtocols",
                .array(graph.routableDeclarations.sorted { $0.location < $1.location }.map(routable))
            ),
            ("useSites", .array(graph.useSites.sorted { $0.location < $1.location }.map(useSite))),
            ("unattributedRegistrations", .array(graph.unattributedRegistrations.map(registration))),
            ("diagnostics", .array(graph.diagnostics.map(diagnostic))),
        ]
        if let headerClosure { members.append(("headerClosure", closure(headerClosure))) }
        return JSONValue.object(members)
    }

    static func closure(_ closure: HeaderClosure) -> JSONValue {
        .object([
            (
                "added",
                .array(
                    closure.added.sorted { $0.key < $1.key }.map {
                        .object([("file", .string($0.key)), ("module", .string($0.value))])
                    })
            ),
            (
                "unresolvedImports",
                .array(
                    closure.unresolved.map {
                        .object([("file", .string($0.file)), ("line", .int($0.line)), ("import", .string($0.written))])
                    })
            ),
            ("outside", .int(closure.outside)),
        ])
    }

    static func router(_ router: Router) -> JSONValue {
        var registers: [(String, JSONValue)] = []
        for kind in RegistrationKind.allCases {
            registers.append(
                (kind.pluralKey, .array(router.registrations.filter { $0.kind == kind }.map(registration))))
        }
        return .object([
            ("name", .string(router.name)),
            ("language", .string(router.language.rawValue)),
            ("kind", .string(router.kind.rawValue)),
            ("superclass", .string(router.superclass)),
            ("ancestry", .array(router.ancestry.map(JSONValue.string))),
            ("file", .string(router.location.file)),
            ("line", .int(router.location.line)),
            ("column", .int(router.location.column)),
            ("module", .optional(router.module)),
            ("header", .optional(router.header)),
            ("access", .string(router.access.rawValue)),
            ("registrable", .bool(router.registrable)),
            ("reason", .optional(router.exclusion?.description)),
            ("condition", .optional(router.condition.text)),
            ("early", .bool(router.isEarly)),
            ("registers", .object(registers)),
        ])
    }

    static func registration(_ fact: RegistrationFact) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(fact.writtenKey ?? fact.key)),
            ("condition", .optional(fact.condition.text)),
            ("file", .string(fact.location.file)),
            ("line", .int(fact.location.line)),
            ("column", .int(fact.location.column)),
            ("route", .string(fact.route.rawValue)),
            ("declaredIn", .string(fact.enclosingType)),
        ]
        if fact.writtenKey != nil { members.insert(("key", .string(fact.key)), at: 1) }
        if fact.kind == .adapter {
            members.append(("adaptee", .optional(fact.writtenAdaptee ?? fact.adaptee)))
            if fact.writtenAdaptee != nil { members.append(("adapteeKey", .optional(fact.adaptee))) }
            members.append(("routableKind", .optional(fact.routableKind?.rawValue)))
        }
        return .object(members)
    }

    static func routable(_ declaration: RoutableDeclaration) -> JSONValue {
        .object(
            [
                ("name", .string(declaration.writtenName ?? declaration.protocolName))
            ] + (declaration.writtenName == nil ? [] : [("key", .string(declaration.protocolName))]) + [
                ("kind", .string(declaration.kind.rawValue)),
                ("file", .string(declaration.location.file)),
                ("line", .int(declaration.location.line)),
                ("column", .int(declaration.location.column)),
                ("condition", .optional(declaration.condition.text)),
            ])
    }

    static func useSite(_ site: UseSite) -> JSONValue {
        .object(
            [
                ("kind", .string(site.kind.rawValue)),
                ("name", .optional(site.writtenKey ?? site.key)),
            ] + (site.writtenKey == nil ? [] : [("key", .optional(site.key))]) + [
                ("api", .string(site.api)),
                ("file", .string(site.location.file)),
                ("line", .int(site.location.line)),
                ("column", .int(site.location.column)),
                ("condition", .optional(site.condition.text)),
            ])
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("rule", .optional(diagnostic.rule)),
            ("file", .optional(diagnostic.location?.file)),
            ("line", diagnostic.location.flatMap { $0.isWholeFile ? nil : JSONValue.int($0.line) } ?? .null),
            ("column", diagnostic.location.flatMap { $0.isWholeFile ? nil : JSONValue.int($0.column) } ?? .null),
        ])
    }
}
