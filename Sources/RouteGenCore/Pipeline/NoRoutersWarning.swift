import RouteGenModel

/// A run that read source files and found no router writes a registry that registers nothing and
/// exits 0: a Run Script phase or plugin pointed at the wrong folder or target would look like
/// success. One warning says what was scanned, so that the mistake shows in the build log.
enum NoRoutersWarning {
    /// Nil when the graph has a router, or when no file was found (`no-sources` says that).
    static func diagnostic(
        graph: RouteGraph, filesFound: Int, sources: Pipeline.Input.Sources, config: RouteGenConfig
    )
        -> Diagnostic?
    {
        guard filesFound > 0, graph.routers.isEmpty else { return nil }
        return Diagnostic(
            .warning,
            "no router found in the \(Plural.counted(filesFound, "file")) scanned \(scanned(sources, config: config)); the registry registers nothing. Check that these are the sources that declare the app's routers",
            rule: .noRouters)
    }

    /// `in Sources/App, Sources/Kit and the files of routegen.xcfilelist`, `for target App of App.xcodeproj`.
    static func scanned(_ sources: Pipeline.Input.Sources, config: RouteGenConfig) -> String {
        var parts: [String] = []
        if let project = sources.project {
            let container = config.scan.workspace ?? config.scan.project
            let target = project.targetName.map { "target \($0)" } ?? "the project's targets"
            parts.append("for \(target)" + (container.map { " of \($0)" } ?? ""))
        }
        if !sources.paths.isEmpty {
            parts.append("in " + list(sources.paths))
        }
        if !sources.fileLists.isEmpty {
            parts.append("from the file list\(sources.fileLists.count == 1 ? "" : "s") " + list(sources.fileLists))
        }
        return parts.joined(separator: " and ")
    }

    /// The first few, then a count of the rest: a file list may name thousands of paths.
    private static func list(_ items: [String], shown: Int = 4) -> String {
        let head = items.prefix(shown).joined(separator: ", ")
        return items.count > shown ? "\(head) and \(items.count - shown) more" : head
    }
}
