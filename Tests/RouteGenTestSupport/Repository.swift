import Foundation

/// Paths into the repository, found from this file so tests do not depend on the working directory.
package enum Repository {
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // RouteGenTestSupport
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    package static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}
