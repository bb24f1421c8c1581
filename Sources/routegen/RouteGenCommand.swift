import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenModel

@main
struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Generates ZIKRouter manual-registration code from Swift and Objective-C sources.",
        discussion: """
            routegen scans routers (subclasses of ZIKViewRouter, ZIKServiceRouter and the route \
            adapters), their registrations, routable protocol declarations and use sites, and writes \
            the code an app with `ZIKRouteRegistry.autoRegister = false` needs to register every router.

            Examples:
              routegen Sources                    # print RouteRegistry.swift
              routegen Sources --module App --output-dir Sources/App/Generated
              routegen Sources --entry objc --output-dir App/Generated
                                                  # RouteRegistry.h/.m (+ Swift part)
              routegen check Sources              # unregistered, conflicting routes
              routegen check --workspace App.xcworkspace
              routegen dump Sources --format json # the route graph, for scripts
              routegen map Sources --output r.html # a searchable page and diagram
              routegen imports Sources            # #import lines of ObjC routers
              routegen init                       # write a commented .routegen.yml
            """,
        version: RouteGenVersion.current,
        // Each subcommand names itself (`commandName`): otherwise argument-parser derives the name
        // with `String(describing:)` at every lookup, dozens per run, and the runtime's conformance
        // searches behind it cost ~5 ms of every start-up.
        subcommands: [Generate.self, Check.self, Dump.self, Imports.self, Map.self, Init.self],
        defaultSubcommand: Generate.self
    )

    /// Usage errors exit with 2, the status build scripts and the pre-commit hook treat as "the
    /// tool was called wrongly" (argument-parser's own default is 64). A run that could not write
    /// all of its output to standard output or standard error exits 1 instead of 0.
    static func main() {
        MallocTuning.apply()
        Console.start()
        // `routegen chek Sources` would otherwise scan a path named `chek`.
        if let first = CommandLine.arguments.dropFirst().first,
            let intended = MistypedSubcommand.suggestion(
                for: first, subcommands: configuration.subcommands.map { $0._commandName } + ["help"],
                pathExists: { FileManager.default.fileExists(atPath: $0) })
        {
            Console.error(
                "error: '\(first)' is not a routegen command and no file or folder has that name; it looks like a mistyped subcommand: did you mean `\(intended)`?"
            )
            Console.error("Run 'routegen --help' for usage.")
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let stop as RunExit {
            // The library said why the run stopped.
            _ = Console.finish()
            Foundation.exit(stop.status)
        } catch {
            if exitCode(for: error) == .validationFailure {
                Console.error(fullMessage(for: error))
                Console.error("Run 'routegen --help' for usage.")
                _ = Console.finish()
                Foundation.exit(2)
            }
            let written = Console.finish()
            if !written, exitCode(for: error) == .success { Foundation.exit(1) }
            exit(withError: error)
        }
        if !Console.finish() { Foundation.exit(1) }
    }
}
