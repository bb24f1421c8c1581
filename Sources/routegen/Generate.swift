import ArgumentParser
import Foundation
import RouteGenCore

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the registration code (the default command).",
        discussion: """
        Without --output-dir the Swift registry is printed to standard output. With it, \
        <registry-name>.swift is written there, and only when its bytes change. When an input \
        error (a missing path, an unreadable file) may have hidden routers, nothing is written \
        and the exit status is 1; when nothing at all could be read it is 2.
        """
    )

    @OptionGroup var scan: ScanOptions

    @Option(name: .customLong("output-dir"), help: ArgumentHelp("Folder to write the generated file(s) into; created if missing.", valueName: "dir"))
    var outputDirectory: String?

    @Option(name: .customLong("registry-name"), help: ArgumentHelp("Name of the generated type and file.", valueName: "name"))
    var registryName: String = "RouteRegistry"

    @Option(name: .customLong("import"), help: ArgumentHelp("A module the generated Swift imports before the router modules. Repeatable; replaces the default ZIKRouter.Internal.", valueName: "module"))
    var imports: [String] = []

    @Flag(name: .customLong("public"), help: "Declare the generated type public, for a registry compiled in a library module.")
    var publicRegistry = false

    func validate() throws {
        guard registryName.first.map({ $0.isLetter || $0 == "_" }) == true,
              registryName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw ValidationError("--registry-name must be a Swift type name, got '\(registryName)'.")
        }
    }

    func run() throws {
        var config = RouteGenConfig()
        scan.apply(to: &config)
        config.registryTypeName = registryName
        if !imports.isEmpty { config.swiftImports = imports }
        config.publicRegistry = publicRegistry

        let result = scan.runPipeline(config: config)
        Console.report(result.graph.diagnostics)
        if result.exitStatus != 0 {
            Console.error("routegen: registry not written: fix the errors above (an unread file may hold routers)")
            throw ExitCode(result.exitStatus)
        }
        let contents = SwiftRegistryEmitter.emit(result.graph, config: config)
        guard let outputDirectory else {
            print(contents, terminator: "")
            return
        }
        let path = (outputDirectory as NSString).appendingPathComponent(SwiftRegistryEmitter.fileName(config: config))
        do {
            _ = try OutputWriter.write(contents, to: path)
        } catch {
            Console.error("\(path): error: cannot write the registry: \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }
}
