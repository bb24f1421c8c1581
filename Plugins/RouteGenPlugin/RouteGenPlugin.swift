import Foundation
import PackagePlugin

/// Generates `RouteRegistry.swift` for the target it is applied to, from that target's sources and
/// those of the first-party modules it depends on, before the target compiles.
///
/// A build command, not a prebuild command: SwiftPM runs it only when one of its inputs (every
/// scanned file, the config file, the file list) changed. The same source serves two packages:
/// this one, where the tool is built from source as part of the app's build, and Plugins/Binary,
/// where it is a prebuilt artifact bundle. The tool keeps a facts cache in the plugin's work
/// directory, because a tool built from source in debug parses many times slower than in release.
@main
struct RouteGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else {
            Diagnostics.warning(
                "RouteGenPlugin applies to source targets; \(target.name) has no sources to register routes in")
            return []
        }
        return [
            try registryCommand(
                targetName: target.name,
                moduleName: module.moduleName,
                scanSet: ScanSet(target: module, package: context.package),
                config: configFile(in: context.package.directoryURL),
                tool: try context.tool(named: "routegen").url,
                workDirectory: context.pluginWorkDirectoryURL
            )
        ]
    }
}

/// The one build command both entry points (SwiftPM and Xcode) return.
func registryCommand(
    targetName: String, moduleName: String, scanSet: ScanSet, config: URL?, tool: URL, workDirectory: URL
) throws -> Command {
    // Long file lists go in a file, not on the command line (argument-length limits, readable logs).
    let fileList = workDirectory.appendingPathComponent("routegen-files.txt")
    try writeIfChanged(scanSet.fileListText, to: fileList)
    // A fixed file name: the type inside is named by the config's `registry-name`, which the
    // plugin cannot read (plugins cannot link the YAML library), and only the type name matters.
    let output = workDirectory.appendingPathComponent("RouteRegistry.swift")
    var arguments = ["generate"] + scanArguments(fileList: fileList, module: moduleName, config: config)
    arguments += [
        "--output", output.path,
        "--cache-dir", workDirectory.appendingPathComponent("cache").path,
        // A router the registry cannot see fails the build with its name, instead of being left out.
        "--strict-visibility",
    ]
    return .buildCommand(
        displayName: "Generating route registry for \(targetName)",
        executable: tool,
        arguments: arguments,
        inputFiles: scanSet.files + [fileList] + (config.map { [$0] } ?? []),
        outputFiles: [output]
    )
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Only type-checked here, against a stand-in of Xcode's documented API (XcodePluginCompileTests);
// never run, as Xcode exists only on macOS. routegen reads the .xcodeproj itself, as the
// command line does with --project: the target's Swift and Objective-C files, the frameworks it
// depends on (same project or sub-projects), their module names and public headers.
extension RouteGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let project = context.xcodeProject.directoryURL.appendingPathComponent(
            context.xcodeProject.displayName + ".xcodeproj")
        let pbxproj = project.appendingPathComponent("project.pbxproj")
        let config = configFile(in: context.xcodeProject.directoryURL)
        let work = context.pluginWorkDirectoryURL
        let output = work.appendingPathComponent("RouteRegistry.swift")
        var arguments = ["generate", "--project", project.path, "--target", target.displayName]
        arguments += config.map { ["--config", $0.path] } ?? ["--no-config"]
        arguments += [
            "--output", output.path, "--cache-dir", work.appendingPathComponent("cache").path, "--strict-visibility",
        ]
        // Xcode re-runs the command when one of the target's own files or the project changes;
        // a router added to a dependency framework shows up after a change to either.
        let sources = target.inputFiles.map(\.url).filter { ["swift", "h", "m", "mm"].contains($0.pathExtension) }
        return [
            .buildCommand(
                displayName: "Generating route registry for \(target.displayName)",
                executable: try context.tool(named: "routegen").url,
                arguments: arguments,
                inputFiles: sources + [pbxproj] + (config.map { [$0] } ?? []),
                outputFiles: [output]
            )
        ]
    }
}
#endif
