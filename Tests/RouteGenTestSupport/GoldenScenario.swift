import Foundation
import RouteGenCore

/// A scenario tree under `Fixtures/` and the config its golden files under `Fixtures/Goldens/<name>/`
/// are generated with. The goldens compare them; the app-build tests hand their diagrams to Graphviz.
package struct GoldenScenario: Sendable {
    package var name: String
    package var sources: String
    package var configure: @Sendable (inout RouteGenConfig) -> Void

    package init(name: String, sources: String, configure: @escaping @Sendable (inout RouteGenConfig) -> Void) {
        self.name = name
        self.sources = sources
        self.configure = configure
    }

    package static let all: [GoldenScenario] = [
        GoldenScenario(name: "SwiftApp", sources: "Fixtures/SwiftApp/Sources") { $0.resolve.registryModule = "App" },
        GoldenScenario(name: "EdgeCases", sources: "Fixtures/Scenarios/EdgeCases/Sources") {
            $0.resolve.registryModule = "App"
            $0.output.registryTypeName = "AppRoutes"
            $0.output.publicRegistry = true
            $0.output.swiftImports = ["ZIKRouter.Internal", "ZRouter"]
        },
    ]
}
