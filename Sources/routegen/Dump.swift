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
        let config = try scan.loadConfig()
        let run = try scan.run(config: config)
        var result = try run.resolved()
        result.graph.diagnostics = DiagnosticPolicy.applying(
            config.ruleSeverities, to: Checker.withExclusionWarnings(result.graph))
        Console.report(result.graph.presented(result.graph.diagnostics))
        // The imports the closure could not follow wait, encoded, in a kept project reading.
        var layout = result.figures.projectLayout
        layout?.loadDetails()
        let closure = layout?.headerClosure
        switch format {
        case .json:
            Console.output(
                run.emitting(result) {
                    GraphDumpEmitter.emit(
                        result.graph, headerClosure: closure, pathsRelativeTo: FileManager.default.currentDirectoryPath)
                })
        }
        if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
    }
}
