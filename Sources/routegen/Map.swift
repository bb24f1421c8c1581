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

    @OptionGroup var scan: ScanOptions

    @Option(
        help: ArgumentHelp(
            "Output format: html (a page with the table and the module diagram), dot (Graphviz) or mermaid.",
            valueName: "html|dot|mermaid"))
    var format: Mapping.Request.Format = .html

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
        var request = Mapping.Request()
        request.format = format
        request.level = level
        request.outputFile = outputFile
        request.dotTimeout = dotTimeout
        let transcript = scan.transcript
        try Mapping(
            request: request, setup: RunSetup.prepare(scan.request, transcript: transcript), transcript: transcript
        )
        .run()
    }
}

extension Mapping.Request.Format: ExpressibleByArgument {}
extension MapLevel: ExpressibleByArgument {}
