import ArgumentParser
import Foundation
import RouteGenCore
import RouteGenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the registration code (the default command).",
        discussion: """
            Without --output-dir or --output the registry is printed to standard output. With \
            --output-dir, the files are written there, and only when their bytes change: \
            <registry-name>.swift with the Swift entry (the default; it registers Swift and Objective-C \
            routers), or <registry-name>.h and .m (Objective-C routers) plus \
            <registry-name>SwiftRoutes.swift (Swift routers, called from the .m) with --entry objc. Every \
            router is registered by exactly one file. --output names the one Swift file (the build \
            plugin's way). When an error was found (an input error that may hide routers, or with \
            --strict-visibility a router the registry cannot see), nothing is written and the exit \
            status is 1; when nothing at all could be read, or the config file is broken, it is 2.
            """
    )

    @OptionGroup var scan: ScanOptions

    @Option(
        name: .customLong("output-dir"),
        help: ArgumentHelp("Folder to write the generated file(s) into; created if missing.", valueName: "dir"))
    var outputDirectory: String?

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp(
            "The exact file to write, whatever the registry's name (the build plugin uses it); excludes --output-dir.",
            valueName: "file"))
    var outputFile: String?

    @Option(
        name: .customLong("registry-name"),
        help: ArgumentHelp(
            "Name of the generated type and file. Default: the config's registry-name, else RouteRegistry.",
            valueName: "name"))
    var registryName: String?

    @Option(
        name: .customLong("import"),
        help: ArgumentHelp(
            "A module the generated Swift imports before the router modules. Repeatable; replaces the config's imports and the default ZIKRouter.Internal.",
            valueName: "module"))
    var imports: [String] = []

    @Flag(
        name: .customLong("public"),
        help: "Declare the generated type public, for a registry compiled in a library module.")
    var publicRegistry = false

    @Option(
        help: ArgumentHelp(
            "The language of the registration entry point: swift (RouteRegistry.swift registers every router) or objc (RouteRegistry.h/.m, calling the Swift routers through <Module>-Swift.h; pass --module or --swift-header with it). Default: objc when no Swift file was scanned (and no --output), else swift.",
            valueName: "swift|objc"))
    var entry: RegistryEntry?

    @Option(
        name: .customLong("objc-import"),
        help: ArgumentHelp(
            "A line the generated RouteRegistry.m starts its imports with. Repeatable; replaces the ZIKRouter imports routegen chooses: @import ZIKRouter.Internal; where ZIKRouter is a module, #import <ZIKRouter/…Internal.h> where an Xcode project builds it as a plain static library (a Podfile without use_frameworks! or use_modular_headers!) or turns CLANG_ENABLE_MODULES off.",
            valueName: "line"))
    var objcImports: [String] = []

    @Option(
        name: .customLong("swift-header"),
        help: ArgumentHelp(
            "The Swift interface header RouteRegistry.m imports with --entry objc. Default: <module>-Swift.h.",
            valueName: "name"))
    var swiftHeader: String?

    @Option(
        name: .customLong("xcfilelist-dir"),
        help: ArgumentHelp(
            "Also write routegen-inputs.xcfilelist (every file scanned or read: sources, project files, .xcconfig files, prefix headers, podspecs, Podfile.lock, the config file) and routegen-outputs.xcfilelist (the generated files) here, for a Run Script phase's input and output file lists. Paths are written relative to the source root (see --srcroot) as $(SRCROOT)/…, with ../ for files above it.",
            valueName: "dir"))
    var xcfilelistDirectory: String?

    @Option(
        name: .customLong("srcroot"),
        help: ArgumentHelp(
            "The folder the file lists of --xcfilelist-dir write as $(SRCROOT). Default: $SRCROOT (set by Xcode in a Run Script phase), else the folder of the target's .xcodeproj.",
            valueName: "dir"))
    var sourceRootOption: String?

    @Option(
        name: .customLong("test-output"),
        help: ArgumentHelp(
            "Also write <registry-name>Tests.swift into this folder: an XCTest case for the app's test target that runs the registry and asserts every registered protocol, identifier and URL pattern resolves. Default: the config's test-output, else none.",
            valueName: "dir"))
    var testOutput: String?

    @Flag(
        name: .customLong("strict-visibility"),
        help:
            "Fail (exit 1, nothing written) when a router in another module is not public or open, instead of warning and leaving it out. The build plugin always passes it; a rule set to off in the config still silences it."
    )
    var strictVisibility = false

    func validate() throws {
        if outputFile != nil && outputDirectory != nil {
            throw ValidationError("--output and --output-dir exclude each other.")
        }
        if sourceRootOption != nil && xcfilelistDirectory == nil {
            throw ValidationError("--srcroot says what the file lists are relative to: give --xcfilelist-dir too.")
        }
        if xcfilelistDirectory != nil && outputFile == nil && outputDirectory == nil {
            throw ValidationError("--xcfilelist-dir lists the generated files: give --output-dir or --output too.")
        }
        if outputFile != nil && entry == .objc {
            throw ValidationError("--entry objc writes several files: use --output-dir.")
        }
        if let registryName, let problem = SourceIdentifier.problem(registryName, as: "--registry-name") {
            throw ValidationError(problem + ".")
        }
        for module in imports {
            if let problem = SourceIdentifier.problem(module, as: "--import", modulePath: true) {
                throw ValidationError(problem + ".")
            }
        }
        for line in objcImports where line.contains(where: \.isNewline) {
            throw ValidationError("--objc-import must be one line, got '\(line.debugDescription)'.")
        }
    }

    func run() throws {
        let transcript = scan.transcript
        let setup = try RunSetup.prepare(scan.request, transcript: transcript, overriding: applyOutputOptions)
        var request = GenerationRequest(destination: destination)
        request.entry = entry
        request.strictVisibility = strictVisibility
        request.fileListDirectory = xcfilelistDirectory
        request.otherInputs = setup.otherInputs
        request.checkedInputStamps = setup.project?.layout.checkedInputStamps ?? [:]
        let environment = ProcessInfo.processInfo.environment
        request.sourceRoot = sourceRootOption ?? GenerationRequest.sourceRoot(environment: environment, setup: setup)
        request.invocation = RunMemoKey.Invocation(
            // --timings changes only what this run says about itself, which is never replayed.
            arguments: CommandLine.arguments.dropFirst().filter { $0 != "--timings" },
            workingDirectory: FileManager.default.currentDirectoryPath, environment: environment,
            standardErrorIsTerminal: isatty(STDERR_FILENO) != 0)
        try Generation(request: request, setup: setup, transcript: transcript).run()
    }

    /// This command's settings over the config file's.
    private func applyOutputOptions(_ config: inout RouteGenConfig) {
        if let registryName { config.output.registryTypeName = registryName }
        if !imports.isEmpty { config.output.swiftImports = imports }
        if publicRegistry { config.output.publicRegistry = true }
        if !objcImports.isEmpty { config.output.objcImports = objcImports }
        if let swiftHeader { config.output.objcSwiftHeader = swiftHeader }
        if let testOutput { config.output.testOutput = testOutput }
    }

    private var destination: GenerationRequest.Destination {
        if let outputFile { return .file(outputFile) }
        if let outputDirectory { return .directory(outputDirectory) }
        return .standardOutput
    }
}

extension RegistryEntry: ExpressibleByArgument {}
