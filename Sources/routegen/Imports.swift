import ArgumentParser
import RouteGenCore

/// `routegen imports`: the static `codeForImportingRouters()`.
struct Imports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "imports",
        abstract: "Print the #import lines for the headers that declare the registrable Objective-C routers.",
        discussion: """
            One line per distinct declaring header, sorted: #import "Header.h" for the registry's own \\
            module, #import <Module/Header.h> for another module's header. Routers declared only in a \\
            .m are reported (header-less-router) and left out. The exit status is 1 when an input error \\
            may have hidden routers and 2 when nothing could be read.
            """
    )

    @OptionGroup var scan: ScanOptions

    func run() throws {
        let transcript = scan.transcript
        try Importing(setup: RunSetup.prepare(scan.request, transcript: transcript), transcript: transcript).run()
    }
}
