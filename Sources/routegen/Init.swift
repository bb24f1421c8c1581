import ArgumentParser
import Foundation
import RouteGenCore

/// `routegen init`: a first `.routegen.yml`, read off a scan of the app.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a commented .routegen.yml that fits the scanned app.",
        discussion: """
        Scans the given paths and writes the config file with what it found: the modules that \
        declare routers, the module the registry is compiled into (the only one, or the one that \
        holds the app delegate), routers that look needed at launch (requested from the app or \
        scene delegate, or handling URLs) as early-routers, and every rule at its default severity. \
        An existing file is left alone unless --force is given.
        """
    )

    @Argument(help: "Files or directories to scan, as for generate.")
    var paths: [String] = []

    @Option(name: .customLong("file-list"), help: ArgumentHelp("A file naming one path per line, or MODULE<TAB>PATH (as for generate). Repeatable.", valueName: "file"))
    var fileLists: [String] = []

    @Option(name: .customLong("module-map"), help: ArgumentHelp("Assign the files under a folder to a module (as for generate). Repeatable; also written to the file.", valueName: "folder=module"))
    var moduleMap: [String] = []

    @Option(name: .customLong("output"), help: ArgumentHelp("Where to write the file.", valueName: "file"))
    var output: String = ConfigLoader.fileName

    @Flag(help: "Overwrite an existing file.")
    var force = false

    func validate() throws {
        if paths.isEmpty && fileLists.isEmpty {
            throw ValidationError("Give at least one path to scan, or --file-list.")
        }
        for entry in moduleMap where !entry.contains("=") || entry.hasPrefix("=") || entry.hasSuffix("=") {
            throw ValidationError("--module-map takes folder=module, got '\(entry)'.")
        }
    }

    func run() throws {
        if FileManager.default.fileExists(atPath: output) && !force {
            Console.error("\(output): error: the file exists; routegen init leaves it alone (pass --force to overwrite it)")
            throw ExitCode(2)
        }
        var config = RouteGenConfig()
        for entry in moduleMap {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            config.moduleMap[parts[0]] = parts[1]
        }
        let result = Pipeline.run(Pipeline.Input(paths: paths, fileLists: fileLists, config: config))
        let problems = result.graph.diagnostics.filter { $0.severity == .error }
        Console.report(result.graph.presented(problems))
        if result.nothingReadable { throw ExitCode(2) }
        var text = ConfigTemplate.render(ConfigTemplate.Findings(result.graph, moduleMap: config.moduleMap), scanned: paths + fileLists)
        if !moduleMap.isEmpty {
            text += "\n# Given with --module-map when this file was written.\nmodule-map:\n"
            for entry in moduleMap {
                let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
                text += "  \(JSONValue.string(parts[0]).serialized().trimmingCharacters(in: .newlines)): \(parts[1])\n"
            }
        }
        do {
            _ = try OutputWriter.write(text, to: output)
        } catch {
            Console.error("\(output): error: cannot write the config file: \(error.localizedDescription)")
            throw ExitCode(2)
        }
        Console.error("routegen init: wrote \(output) (\(Plural.counted(result.graph.routers.filter(\.registrable).count, "router")) in \(Plural.counted(result.filesFound, "file")))")
    }
}
