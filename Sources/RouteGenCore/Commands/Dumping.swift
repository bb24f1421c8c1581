import Foundation
import RouteGenModel

/// `dump`, as a list of steps:
///
///     setup ─▶ scan + resolve ─▶ findings ─▶ the graph as JSON ─▶ exit status
///
/// The graph is printed also when an input error may have hidden routers (status 1) or nothing
/// could be read (status 2).
package struct Dumping {
    package var setup: RunSetup
    package let transcript: RunTranscript

    package init(setup: RunSetup, transcript: RunTranscript) {
        self.setup = setup
        self.transcript = transcript
    }

    package func run() throws(RunExit) {
        let scan = ScanRun(setup: setup, transcript: transcript)
        let (json, status) = try scan.reportingTimings { () throws(RunExit) -> (String, Int32) in
            var result = try scan.resolved()
            result.graph.diagnostics = result.findings(config: setup.config, scope: .graph)
            transcript.report(result.graph.presented(result.graph.diagnostics))
            // The imports the closure could not follow wait, encoded, in a kept project reading.
            var layout = result.figures.projectLayout
            layout?.loadDetails()
            let closure = layout?.headerClosure
            let json = scan.emitting {
                GraphDumpEmitter.emit(
                    result.graph, headerClosure: closure, pathsRelativeTo: FileManager.default.currentDirectoryPath)
            }
            return (json, result.exitStatus)
        }
        transcript.output(json)
        if status != 0 { throw RunExit(status: status) }
    }
}
