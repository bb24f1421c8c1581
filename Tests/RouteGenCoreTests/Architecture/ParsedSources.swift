import Foundation
import RouteGenTestSupport
import SwiftParser
import SwiftSyntax

/// Every Swift file under `Sources`, parsed once for the architecture tests: a debug build of the
/// parser takes most of their time, so the layer test and the function-length test share one parse.
enum ParsedSources {
    struct File: Sendable {
        /// Relative to `Sources`, e.g. `RouteGenCore/Map/MapGraph.swift`.
        var path: String
        var tree: SourceFileSyntax
    }

    /// A failure when `Sources` cannot be listed or one of its files cannot be read.
    static let all = Result { try files(under: Repository.path("Sources")) }

    /// The files of one top-level folder (a target), with paths relative to it.
    static func target(_ name: String) throws -> [File] {
        try all.get().filter { $0.path.hasPrefix(name + "/") }.map {
            File(path: String($0.path.dropFirst(name.count + 1)), tree: $0.tree)
        }
    }

    /// Every `.swift` file under `root`, in path order, with paths relative to it.
    static func files(under root: String) throws -> [File] {
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root])
        }
        return try walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            File(
                path: relative,
                tree: Parser.parse(source: try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
        }
    }
}
