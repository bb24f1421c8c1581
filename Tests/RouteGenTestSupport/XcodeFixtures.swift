import Foundation
import RouteGenCore
import RouteGenModel

/// The Xcode fixture apps, read in-process by the core tests and through the binary by the CLI and
/// app-build tests.
package enum XcodeFixtures {
    package static let objcApp = Repository.path("Fixtures/Xcode/ObjCApp")
    package static let swiftApp = Repository.path("Fixtures/Xcode/SwiftApp16")
    package static let podsApp = Repository.path("Fixtures/Xcode/PodsApp")

    /// The project's reading with its header closure: the files and modules a scan of it reads.
    package static func layout(_ request: ProjectLoader.Request) throws -> ProjectLayout {
        Pipeline.closingHeaders(of: try ProjectLoader.load(request).get())
    }
}
