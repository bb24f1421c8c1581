import Foundation
import RouteGenModel

/// The folder report paths are made relative to (SARIF's `%SRCROOT%`, baseline fingerprints).
package enum RepositoryRoot {
    /// GitHub's workspace when running in Actions, else the nearest folder at or above
    /// `directory` holding `.git`, else `directory` itself.
    package static func find(
        from directory: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> String {
        if let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty { return workspace }
        var folder = StandardPath.standardized(directory)
        while !folder.isEmpty && folder != "/" {
            if exists(folder + "/.git") { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return directory
    }
}
