import ArgumentParser
import Foundation
import RouteGenCore

struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the route graph: routers, registrations, routable protocols, use sites, diagnostics.",
        discussion:
            "The exit status is 1 when an input error may have hidden routers and 2 when nothing could be read; the graph is printed in both cases."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
    }

    @OptionGroup var scan: ScanOptions

    @Option(help: "Output format.")
    var format: Format = .json

    func run() throws {
        let transcript = scan.transcript
        try Dumping(setup: RunSetup.prepare(scan.request, transcript: transcript), transcript: transcript).run()
    }
}
