import Foundation
import RouteGenModel

/// `map`, as a list of steps:
///
///     setup ─▶ scan + resolve ─▶ errors ─▶ findings ─▶ route map ─▶ html, dot or mermaid ─▶ write
///
/// The map is information: findings never change the exit status, which is 2 only when nothing
/// could be read or the output cannot be written.
package struct Mapping {
    /// What `map` is asked besides the scan.
    package struct Request: Sendable {
        package enum Format: String, Sendable, CaseIterable {
            case html, dot, mermaid
        }

        package var format: Format = .html
        /// What the dot and mermaid diagrams show; the page always draws the module level.
        package var level: MapLevel = .routes
        /// The file to write; nil prints the map.
        package var outputFile: String?
        /// Seconds Graphviz may take to lay out the page's diagram.
        package var dotTimeout: Double = 120

        package init() {}
    }

    package var request: Request
    package var setup: RunSetup
    package let transcript: RunTranscript

    package init(request: Request, setup: RunSetup, transcript: RunTranscript) {
        self.request = request
        self.setup = setup
        self.transcript = transcript
    }

    package func run() throws(RunExit) {
        let scan = ScanRun(setup: setup, transcript: transcript)
        let output = try scan.reportingTimings { () throws(RunExit) -> String in
            let result = try scan.resolved()
            transcript.report(result.graph.presented(result.graph.diagnostics.filter { $0.severity == .error }))
            if result.figures.nothingReadable { throw RunExit(status: 2) }
            // The findings and the map count as emitting in --timings: they are this command's own work.
            return scan.emitting { render(result) }
        }
        guard let outputFile = request.outputFile else { return transcript.output(output) }
        do {
            _ = try OutputWriter.write(output, to: outputFile)
        } catch {
            transcript.say("\(outputFile): error: cannot write the map: \(error.localizedDescription)")
            throw RunExit(status: 2)
        }
    }

    /// The map of the graph with `check`'s findings, in the format asked for.
    private func render(_ result: ResolvedGraph) -> String {
        let findings = result.findings(config: setup.config, scope: .everyRule(registryFiles: []))
        let map = RouteMapBuilder.build(
            result.graph, findings: findings, moduleMap: result.figures.moduleMap,
            providedRoutes: setup.config.resolve.providedRoutes)
        switch request.format {
        case .dot: return RouteMapEmitter.dot(map, level: request.level)
        case .mermaid: return RouteMapEmitter.mermaid(map, level: request.level)
        case .html:
            return RouteMapEmitter.html(
                map, diagram: Graphviz.svg(RouteMapEmitter.dot(map, level: .module), timeout: request.dotTimeout))
        }
    }
}
