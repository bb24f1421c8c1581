import Foundation
import PackagePlugin

/// `swift package routegen <verb> [--target T]…`:
///
/// - `check`: `routegen check` over each target and the modules it depends on;
/// - `dump`: the route graph of each target as JSON;
/// - `generate`: write `<registry-name>.swift` into each target's folder, for teams that commit
///   the registry instead of applying `RouteGenPlugin` (needs `--allow-writing-to-package-directory`).
///
/// Without `--target`: the package's executable targets, or every non-test Swift target when it
/// has none. The plugin declares no permission, so `check` and `dump` run without a flag;
/// `--allow-writing-to-package-directory` is what lets `generate` write where a sandbox applies
/// (macOS). Linux has no plugin sandbox, so there the flag is a convention this plugin cannot see.
@main
struct RouteGenCommandPlugin: CommandPlugin {
    enum Verb: String, CaseIterable {
        case check, dump, generate
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        guard let verbName = rest.first, let verb = Verb(rawValue: verbName) else {
            throw PluginError(
                "usage: swift package routegen <\(Verb.allCases.map(\.rawValue).joined(separator: "|"))> [--target NAME]… [routegen options]; got '\(rest.first ?? "")'"
            )
        }
        let extra = Array(rest.dropFirst())
        let tool = try context.tool(named: "routegen").url
        let config = configFile(in: context.package.directoryURL)

        var failures: [String] = []
        for target in try targets(named: targetNames, in: context.package) {
            let scanSet = ScanSet(target: target, package: context.package)
            let fileList = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)-files.txt")
            try writeIfChanged(scanSet.fileListText, to: fileList)
            let scan = scanArguments(fileList: fileList, module: target.moduleName, config: config)
            let runs: [[String]]
            switch verb {
            case .check:
                runs = [["check"] + scan + extra]
            case .dump:
                runs = [["dump"] + scan + extra]
            case .generate:
                runs = [["generate"] + scan + ["--output-dir", target.directoryURL.path] + extra]
            }
            for arguments in runs {
                let status = try run(tool, arguments)
                if status != 0 {
                    failures.append("\(target.name): routegen \(arguments[0]) exited with status \(status)")
                    break
                }
            }
            if verb == .generate && failures.isEmpty {
                print("routegen: wrote the registry of \(target.name) into \(target.directoryURL.path)")
            }
        }
        if !failures.isEmpty {
            let hint = verb == .generate ? " (writing into the package needs --allow-writing-to-package-directory)" : ""
            throw PluginError(failures.joined(separator: "\n") + hint)
        }
    }

    private func targets(named names: [String], in package: Package) throws -> [SwiftSourceModuleTarget] {
        if !names.isEmpty {
            return try package.targets(named: names).map { target in
                guard let module = target as? SwiftSourceModuleTarget else {
                    throw PluginError("\(target.name) is not a Swift source target")
                }
                return module
            }
        }
        let modules = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter {
            $0.kind != .test && $0.kind != .macro
        }
        let executables = modules.filter { $0.kind == .executable }
        return executables.isEmpty ? modules : executables
    }

    /// Runs the tool with the plugin's standard output and error, so diagnostics reach the user as written.
    private func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
