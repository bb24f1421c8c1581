import ArgumentParser
import Foundation
import RouteGenCore

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the registration code (the default command).",
        discussion: """
        Without --output-dir the registry is printed to standard output. With it, the files are \
        written there, and only when their bytes change: <registry-name>.swift with the Swift entry \
        (the default; it registers Swift and Objective-C routers), or <registry-name>.h and .m \
        (Objective-C routers) plus <registry-name>SwiftRoutes.swift (Swift routers, called from the \
        .m) with --entry objc. Every router is registered by exactly one file. When an input \
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

    @Option(help: ArgumentHelp("The language of the registration entry point: swift (RouteRegistry.swift registers every router) or objc (RouteRegistry.h/.m, calling the Swift routers through <Product>-Swift.h).", valueName: "swift|objc"))
    var entry: RegistryEntry = .swift

    @Option(name: .customLong("objc-import"), help: ArgumentHelp("A line the generated RouteRegistry.m starts its imports with. Repeatable; replaces the default @import ZIKRouter.Internal;", valueName: "line"))
    var objcImports: [String] = []

    @Option(name: .customLong("swift-header"), help: ArgumentHelp("The Swift interface header RouteRegistry.m imports with --entry objc. Default: <module>-Swift.h.", valueName: "name"))
    var swiftHeader: String?

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
        config.entry = entry
        if !objcImports.isEmpty { config.objcImports = objcImports }
        config.objcSwiftHeader = swiftHeader

        let result = scan.runPipeline(config: config)
        Console.report(result.graph.diagnostics)
        if let note = RegistryModule.ambiguityNote(config: config, routers: result.graph.routers) {
            Console.report([note])
        }
        if result.exitStatus != 0 {
            Console.error("routegen: registry not written: fix the errors above (an unread file may hold routers)")
            throw ExitCode(result.exitStatus)
        }
        let files = scan.emitting(result) { RegistryFileSet.files(result.graph, config: config) }
        guard let outputDirectory else {
            for file in files {
                if files.count > 1 { print("// ---- \(file.name) ----") }
                print(file.contents, terminator: "")
            }
            return
        }
        for file in files {
            let path = (outputDirectory as NSString).appendingPathComponent(file.name)
            do {
                _ = try OutputWriter.write(file.contents, to: path)
            } catch {
                Console.error("\(path): error: cannot write the registry: \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
    }
}

extension RegistryEntry: ExpressibleByArgument {}
