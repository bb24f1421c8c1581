import Foundation

/// Programs some tests drive (Graphviz's `dot`, headless Chromium). Without them a test is
/// skipped with the reason recorded, except under CI (`CI=true`), where a missing tool must fail
/// the run instead of letting the test pass silently.
package enum ExternalTool {
    package static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    package static func path(_ name: String) -> String? {
        let search = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return search.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// For `.enabled(if:)`: run when the tool is there, and always under CI so that its absence fails.
    package static func runs(_ name: String) -> Bool { isCI || path(name) != nil }

    /// The tool's path, or a failure that says how to install it.
    package static func require(_ name: String, package: String) throws -> String {
        guard let path = path(name) else {
            throw MissingTool(
                description:
                    "\(name) is not on PATH and CI=true requires it: install it with `apt-get install -y \(package)` (.ci/run does)"
            )
        }
        return path
    }

    package struct MissingTool: Error, CustomStringConvertible {
        package var description: String

        package init(description: String) {
            self.description = description
        }
    }
}
