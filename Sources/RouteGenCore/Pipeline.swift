import Foundation

/// The one place that chains the stages: discover → read → scan each file → merge into a graph.
/// The CLI and the plugins call this and then an emitter; nothing else reads source files.
public enum Pipeline {
    /// Languages that have a scanner in this build.
    public static let scannedLanguages: Set<SourceLanguage> = [.swift]

    public struct Input: Sendable {
        public var paths: [String]
        public var fileLists: [String]
        public var config: RouteGenConfig
        /// The config's include/exclude globs; files it refuses are not scanned.
        public var pathFilter: PathFilter
        /// Facts of files scanned before; nil parses every file.
        public var cache: (any FactsCache)?

        public init(
            paths: [String], fileLists: [String] = [], config: RouteGenConfig = RouteGenConfig(),
            pathFilter: PathFilter = .all, cache: (any FactsCache)? = nil
        ) {
            self.paths = paths
            self.fileLists = fileLists
            self.config = config
            self.pathFilter = pathFilter
            self.cache = cache
        }
    }

    public struct Result: Sendable {
        /// Diagnostics from discovery, reading, scanning and resolution, sorted.
        public var graph: RouteGraph
        public var filesFound: Int
        public var filesScanned: Int
        /// True when paths were given but not one file could be read: the run is unusable.
        public var nothingReadable: Bool

        public var hasErrors: Bool { graph.diagnostics.contains { $0.severity == .error } }

        /// 2 when nothing could be read, 1 when an input error may have hidden routers, else 0.
        public var exitStatus: Int32 {
            if nothingReadable { return 2 }
            return hasErrors ? 1 : 0
        }
    }

    public static func run(_ input: Input) -> Result {
        let discovery = SourceDiscovery.discover(paths: input.paths, fileLists: input.fileLists)
        var diagnostics = discovery.diagnostics
        var facts: [FileFacts] = []
        let workingDirectory = FileManager.default.currentDirectoryPath
        let files = discovery.files.filter {
            SourceDiscovery.language(ofFile: $0).map(scannedLanguages.contains) == true && input.pathFilter.admits($0, workingDirectory: workingDirectory)
        }
        for path in files {
            switch SourceReader.read(path) {
            case .text(let text):
                facts.append(input.cache?.facts(path: path, text: text, orScan: scan) ?? scan(path: path, text: text))
            case .skipped(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        if files.isEmpty && discovery.pathsFound > 0 {
            diagnostics.append(Diagnostic(.warning, "no Swift source files found in \(input.paths.joined(separator: ", "))", rule: "no-sources"))
        }
        var config = input.config
        config.moduleMap.merge(discovery.modules) { configured, _ in configured }
        var graph = RouteGraphBuilder.build(facts, config: config)
        graph.diagnostics = (graph.diagnostics + diagnostics).sorted()
        let gaveInput = !input.paths.isEmpty || !input.fileLists.isEmpty
        let nothingReadable = gaveInput && ((discovery.pathsFound == 0) || (!files.isEmpty && facts.isEmpty))
        return Result(graph: graph, filesFound: files.count, filesScanned: facts.count, nothingReadable: nothingReadable)
    }

    /// Facts of one file: a pure function of its path and text.
    public static func scan(path: String, text: String) -> FileFacts {
        switch SourceDiscovery.language(ofFile: path) {
        case .swift, nil:
            return SwiftFileScanner.scan(path: path, source: text)
        case .objc:
            return FileFacts(path: path, language: .objc)
        }
    }
}
