import Foundation

/// The two engines `swift build` can build a package with: SwiftPM's own (native) and Swift Build
/// (`--build-system swiftbuild`, a preview in SwiftPM 6.3). The plugin tests build the same app with
/// each. A toolchain without Swift Build skips those tests with the reason, except under CI
/// (`CI=true`), where a missing engine must fail the run instead of letting it pass silently.
package enum BuildEngine: String, CaseIterable, CustomStringConvertible, Sendable {
    case native
    case swiftBuild = "swiftbuild"

    package var description: String { rawValue }

    /// The `swift build` arguments that select the engine. Swift Build prints a build command's
    /// description (the plugin's "Generating route registry for …") only in its verbose log, so
    /// its builds run with `-v`; the native engine prints it always.
    package var buildArguments: [String] {
        switch self {
        case .native: []
        case .swiftBuild: ["--build-system", "swiftbuild", "-v"]
        }
    }

    /// The arguments for `swift build --show-bin-path`: the engines put products in different folders.
    package var binPathArguments: [String] {
        switch self {
        case .native: []
        case .swiftBuild: ["--build-system", "swiftbuild"]
        }
    }

    /// Whether this toolchain's `swift build` offers Swift Build (its `--help` lists the engine).
    package static let swiftBuildAvailable: Bool = {
        guard let help = try? ProcessRunner.run("swift", ["build", "--help"]) else { return false }
        return help.status == 0 && help.stdout.contains("swiftbuild")
    }()

    /// For `.enabled(if:)`: run when the engine is there, and always under CI so that its absence fails.
    package var runs: Bool { self == .native || ExternalTool.isCI || Self.swiftBuildAvailable }

    /// Fails with what to do when the engine is missing (only reached under CI, given `runs`).
    package func require() throws {
        guard self == .swiftBuild, !Self.swiftBuildAvailable else { return }
        throw ExternalTool.MissingTool(
            description:
                "`swift build --build-system swiftbuild` is not offered by this toolchain and CI=true requires it: use Swift 6.3 or later"
        )
    }
}
