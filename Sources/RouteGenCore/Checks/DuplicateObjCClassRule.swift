/// `duplicate-objc-class`: two Objective-C router classes with one name. Objective-C class names
/// are global to the app, so only one of them exists at run time and the other's routes are
/// silently lost (or the link fails). Reported at every declaration. Not a duplicate: a header
/// and its own `.m` (same folder and name), declarations in one file (its `#if` branches), and
/// declarations in `#if` branches that exclude each other. Class extensions and categories are
/// not class declarations at all.
public struct DuplicateObjCClassRule: CheckRule {
    public let id = "duplicate-objc-class"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "Two Objective-C router classes share one name; Objective-C class names are global, so only one exists at run time."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        let byName = Dictionary(grouping: context.graph.routers.filter { $0.language == .objc }, by: \.name)
        var findings: [Finding] = []
        for name in byName.keys.sorted() {
            let declarations = byName[name]!.sorted { $0.location < $1.location }
            guard declarations.count > 1 else { continue }
            for router in declarations {
                let others = declarations.filter { other in
                    other.location != router.location && !Self.sameClass(router, other)
                }
                guard !others.isEmpty else { continue }
                let places = others.map { "\($0.location.file):\($0.location.line)" }.joined(separator: ", ")
                findings.append(Finding(
                    "Objective-C class \(name) is also declared at \(places); Objective-C class names are global to the app, so only one of these routers exists at run time: rename one",
                    at: router.location
                ))
            }
        }
        return findings
    }

    /// Two declarations that are one class: one file, branches that exclude each other, or a
    /// header and the implementation file beside it.
    static func sameClass(_ first: Router, _ second: Router) -> Bool {
        if first.location.file == second.location.file { return true }
        if first.condition.excludes(second.condition) { return true }
        let paths = [first.location.file, second.location.file].map(Self.splitExtension)
        guard paths[0].stem == paths[1].stem else { return false }
        let extensions = Set(paths.map(\.ext))
        return extensions.contains("h") && (extensions.contains("m") || extensions.contains("mm"))
    }

    private static func splitExtension(_ path: String) -> (stem: Substring, ext: Substring) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return (path[...], "") }
        return (path[..<dot], path[path.index(after: dot)...])
    }
}
