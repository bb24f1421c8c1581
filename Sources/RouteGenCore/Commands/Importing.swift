import Foundation
import RouteGenModel

/// `imports`, the static `codeForImportingRouters()`, as a list of steps:
///
///     setup ─▶ scan + resolve ─▶ findings ─▶ one #import line per declaring header ─▶ exit status
package struct Importing {
    package var setup: RunSetup
    package let transcript: RunTranscript

    package init(setup: RunSetup, transcript: RunTranscript) {
        self.setup = setup
        self.transcript = transcript
    }

    package func run() throws(RunExit) {
        let scan = ScanRun(setup: setup, transcript: transcript)
        let (lines, status) = try scan.reportingTimings { () throws(RunExit) -> ([String], Int32) in
            let result = try scan.resolved()
            transcript.report(result.graph.presented(result.findings(config: setup.config, scope: .graph)))
            return (
                scan.emitting { ObjCImportList.routerImports(result.graph, config: setup.config) }, result.exitStatus
            )
        }
        for line in lines { transcript.output(line + "\n") }
        if status != 0 { throw RunExit(status: status) }
    }
}
