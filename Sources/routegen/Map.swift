import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenModel

struct Map: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Draw the routes: modules, routers, what they serve, who requests it, and the check findings.",
        discussion: """
            html (the default) writes one self-contained page: a searchable, sortable route table \
            (protocol or identifier → router → destination → module → use sites), the findings of \
            `routegen check` with file:line, a section per module and, when Graphviz's `dot` is on \
            PATH, the module diagram as SVG. dot and mermaid print the diagram itself; --level module \
            collapses it to one node per module and an edge where one module requests a route another \
            provides, the view that stays readable for a large app. GitHub renders mermaid inside a \
            ```mermaid block of a Markdown file.

            The map is information: findings do not change the exit status, which is 2 only when \
            nothing could be read or the output cannot be written.

            Examples:
              routegen map Sources --output routes.html
              routegen map Sources --format mermaid --level module > docs/modules.mmd
              routegen map Sources --format dot | dot -Tsvg > routes.svg
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, dot, mermaid
    }

    @OptionGroup var scan: ScanOptions

    @Option(
        help: ArgumentHelp(
            "Output format: html (a page with the table and the module diagram), dot (Graphviz) or mermaid.",
            valueName: "html|dot|mermaid"))
    var format: Format = .html

    @Option(
        help: ArgumentHelp(
            "What the dot and mermaid diagrams show: routes (routers, keys, use sites, adapters and findings) or module (module-to-module edges). The page always draws the module level.",
            valueName: "routes|module"))
    var level: MapLevel = .routes

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp(
            "The file to write (only when its bytes change). Default: standard output.", valueName: "file"))
    var outputFile: String?

    @Option(
        name: .customLong("dot-timeout"),
        help: ArgumentHelp(
            "Seconds Graphviz may take to lay out the page's module diagram before the page is written without it.",
            valueName: "seconds"))
    var dotTimeout: Double = 120

    func validate() throws {
        if !(dotTimeout > 0) {
            throw ValidationError("--dot-timeout takes a number of seconds above 0, got \(dotTimeout).")
        }
    }

    func run() throws {
        let config = try scan.loadConfig()
        let run = try scan.run(config: config)
        let result = try run.resolved()
        Console.report(result.graph.presented(result.graph.diagnostics.filter { $0.severity == .error }))
        if result.figures.nothingReadable {
            run.reportTimings(result)
            throw ExitCode(2)
        }
        // The checks and the map count as emitting in --timings: they are this command's own work.
        let output = run.emitting(result) { () -> String in
            let findings = Checker.run(
                CheckContext(
                    graph: result.graph, config: config, workingDirectory: FileManager.default.currentDirectoryPath))
            let map = RouteMapBuilder.build(
                result.graph, findings: findings, moduleMap: result.figures.moduleMap,
                providedRoutes: config.providedRoutes)
            switch format {
            case .dot: return RouteMapEmitter.dot(map, level: level)
            case .mermaid: return RouteMapEmitter.mermaid(map, level: level)
            case .html:
                return RouteMapEmitter.html(
                    map, diagram: Graphviz.svg(RouteMapEmitter.dot(map, level: .module), timeout: dotTimeout))
            }
        }
        guard let outputFile else {
            Console.output(output)
            return
        }
        do {
            _ = try OutputWriter.write(output, to: outputFile)
        } catch {
            Console.error("\(outputFile): error: cannot write the map: \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }
}

extension MapLevel: ExpressibleByArgument {}
