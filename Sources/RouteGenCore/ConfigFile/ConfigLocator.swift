import Foundation
import RouteGenModel

/// Which config file a CLI run uses when `--config` is not given. The rule, in order:
/// `.routegen.yml` in the working directory; else, for each scanned directory in the order given,
/// `.routegen.yml` in it or — when the directory is a SwiftPM `Sources` folder — in its package
/// folder just above. The first that exists wins; none is the default config.
package enum ConfigLocator {
    /// - Parameter exists: tells whether a file exists (injected so the rule is testable).
    package static func locate(roots: [String], exists: (String) -> Bool = defaultExists) -> String? {
        candidates(roots: roots).first(where: exists)
    }

    static func candidates(roots: [String]) -> [String] {
        var paths = [RouteGenConfig.fileName]
        for root in roots {
            paths.append((root as NSString).appendingPathComponent(RouteGenConfig.fileName))
            let trimmed = root.hasSuffix("/") ? String(root.dropLast()) : root
            if (trimmed as NSString).lastPathComponent == "Sources" {
                let package = (trimmed as NSString).deletingLastPathComponent
                paths.append(
                    package.isEmpty
                        ? RouteGenConfig.fileName
                        : (package as NSString).appendingPathComponent(RouteGenConfig.fileName))
            }
        }
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    package static func defaultExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
