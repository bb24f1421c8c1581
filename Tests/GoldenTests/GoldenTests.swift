import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Scenario trees under `Fixtures/` and the exact files generated from them.
/// Regenerate after an intended change with `ROUTEGEN_UPDATE_GOLDENS=1 swift test --filter GoldenTests`
/// and review the diff.
struct GoldenTests {
    typealias Scenario = GoldenScenario
    static let scenarios = GoldenScenario.all

    @Test(arguments: scenarios)
    func generatedFilesMatchTheGoldens(scenario: Scenario) throws {
        var config = RouteGenConfig()
        scenario.configure(&config)
        let result = Pipeline.run(Pipeline.Input(paths: [Repository.path(scenario.sources)], config: config))
        let prefix = Repository.root.path + "/"
        let findings = Checker.run(CheckContext(graph: result.graph, config: config))
        // `routegen dump` prints the graph with the warnings of the routers it leaves out.
        var dumped = result.graph
        dumped.diagnostics = Checker.withExclusionWarnings(result.graph)
        let map = RouteMapBuilder.build(
            result.graph, findings: findings, moduleMap: result.figures.moduleMap,
            providedRoutes: config.resolve.providedRoutes
        )
        let outputs = [
            SwiftRegistryEmitter.fileName(config: config): SwiftRegistryEmitter.emit(result.graph, config: config),
            "dump.json": GraphDumpEmitter.emit(dumped).replacingOccurrences(of: prefix, with: ""),
            RouteTestEmitter.fileName(config: config): RouteTestEmitter.emit(
                result.graph, config: config, moduleMap: result.figures.moduleMap),
            "routes.dot": RouteMapEmitter.dot(map, level: .routes).replacingOccurrences(of: prefix, with: ""),
            "modules.dot": RouteMapEmitter.dot(map, level: .module).replacingOccurrences(of: prefix, with: ""),
            "routes.mmd": RouteMapEmitter.mermaid(map, level: .routes).replacingOccurrences(of: prefix, with: ""),
            "modules.mmd": RouteMapEmitter.mermaid(map, level: .module).replacingOccurrences(of: prefix, with: ""),
        ]
        for (name, actual) in outputs.sorted(by: { $0.key < $1.key }) {
            let goldenPath = Repository.path("Fixtures/Goldens/\(scenario.name)/\(name)")
            if ProcessInfo.processInfo.environment["ROUTEGEN_UPDATE_GOLDENS"] == "1" {
                _ = try OutputWriter.write(actual, to: goldenPath)
                continue
            }
            let expected = try #require(
                FileManager.default.contents(atPath: goldenPath),
                "missing golden \(goldenPath): run with ROUTEGEN_UPDATE_GOLDENS=1")
            #expect(actual == String(decoding: expected, as: UTF8.self), "\(name) differs from \(goldenPath)")
        }
    }
}

extension GoldenScenario: CustomTestStringConvertible {
    package var testDescription: String { name }
}
