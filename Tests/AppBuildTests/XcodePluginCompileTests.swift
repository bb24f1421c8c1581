import Foundation
import RouteGenTestSupport
import Testing

/// The plugins' `#if canImport(XcodeProjectPlugin)` code, type-checked on a machine without Xcode.
///
/// The real XcodeProjectPlugin module ships only inside Xcode, so without this that code would be
/// compiled for the first time on an adopter's Mac. The stand-in in
/// Tests/Support/XcodeProjectPluginStandIn declares Apple's documented API; it is compiled into a
/// temporary folder against the toolchain's PackagePlugin, and each plugin is type-checked with
/// the flags SwiftPM compiles plugins with, plus that folder on the import path.
struct XcodePluginCompileTests {
    static let toolchain = PluginToolchain.find()

    /// Each plugin folder a package compiles, with the manifest whose tools version sets its flags.
    /// Plugins/Binary reaches the same files through links; compiling it there proves they resolve.
    static let plugins: [(folder: String, manifest: String)] = [
        ("Plugins/RouteGenPlugin", "Package.swift"),
        ("Plugins/RouteGenCommandPlugin", "Package.swift"),
        ("Plugins/Binary/Plugins/RouteGenPlugin", "Plugins/Binary/Package.swift"),
    ]

    @Test(.enabled(if: ExternalTool.isCI || toolchain != nil, Comment(rawValue: PluginToolchain.missing)))
    func xcodeEntryPointsTypeCheckAgainstTheDocumentedAPI() throws {
        let toolchain = try PluginToolchain.require(Self.toolchain)
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let standIn = try toolchain.emitStandIn(into: work.path + "/XcodeProjectPlugin")

        for plugin in Self.plugins {
            let sources = try swiftSources(in: Repository.path(plugin.folder))
            try #require(!sources.isEmpty, "no Swift sources in \(plugin.folder)")
            let result = try toolchain.typecheck(
                sources, manifest: Repository.path(plugin.manifest), importing: standIn)
            let log = result.stdout + result.stderr
            #expect(
                result.status == 0,
                "\(plugin.folder) does not type-check against the XcodeProjectPlugin stand-in:\n\(log)")
            // Xcode 16 and later flag the Path-based members; the plugins use the URL ones.
            #expect(!log.contains("deprecated"), "\(plugin.folder) uses a deprecated plugin API:\n\(log)")
        }
    }

    /// Without this the check above would also pass if the Xcode branch were silently skipped
    /// (the stand-in not found, the condition renamed): one misspelt Xcode member must fail it.
    @Test(.enabled(if: ExternalTool.isCI || toolchain != nil, Comment(rawValue: PluginToolchain.missing)))
    func aMisspeltXcodeMemberFailsTheCheck() throws {
        let toolchain = try PluginToolchain.require(Self.toolchain)
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let standIn = try toolchain.emitStandIn(into: work.path + "/XcodeProjectPlugin")

        var copies: [String] = []
        for source in try swiftSources(in: Repository.path("Plugins/RouteGenPlugin")) {
            var text = try String(contentsOfFile: source, encoding: .utf8)
            if source.hasSuffix("/RouteGenPlugin.swift") {
                try #require(
                    text.contains("target.inputFiles"),
                    "the Xcode entry point no longer reads target.inputFiles: misspell another XcodeTarget member here")
                text = text.replacingOccurrences(of: "target.inputFiles", with: "target.inputFile")
            }
            let copy = work.path + "/mutant/" + (source as NSString).lastPathComponent
            try work.write("mutant/" + (source as NSString).lastPathComponent, text)
            copies.append(copy)
        }
        let result = try toolchain.typecheck(copies, manifest: Repository.path("Package.swift"), importing: standIn)
        let log = result.stdout + result.stderr
        #expect(result.status != 0, "the misspelt member type-checked: the Xcode branch was not compiled\n\(log)")
        #expect(
            log.contains("has no member 'inputFile'"), "failed for another reason than the misspelt member:\n\(log)")
    }

    /// The folder's `.swift` files, links followed, in a stable order.
    private func swiftSources(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { URL(fileURLWithPath: folder + "/" + $0).resolvingSymlinksInPath().path }
    }
}

/// A `swiftc` and the PackagePlugin API from the same toolchain: the API is a binary module on
/// Linux, readable only by the compiler that built it.
struct PluginToolchain {
    var swiftc: String
    var pluginAPI: String

    static let missing =
        "no Swift toolchain with the PackagePlugin API (lib/swift/pm/PluginAPI) next to swiftc on PATH or the running Swift runtime"

    /// Tries `swiftc` on PATH, then the toolchain whose runtime this test process loaded, so a
    /// toolchain outside PATH (or a PATH pointing at another one) is still found.
    static func find() -> PluginToolchain? {
        var binaries: [String] = []
        if let swiftc = ExternalTool.path("swiftc") { binaries.append(swiftc) }
        if let runtime = loadedSwiftRuntime() {
            // <toolchain>/usr/lib/swift/linux/libswiftCore.so → <toolchain>/usr/bin/swiftc
            binaries.append(
                URL(fileURLWithPath: runtime).deletingLastPathComponent()
                    .appendingPathComponent("../../../bin/swiftc").standardizedFileURL.path)
        }
        for binary in binaries {
            // The link is followed only to find the toolchain's folder: `swiftc` is itself a link to
            // the driver, which picks its mode from the name it is called by.
            let bin = URL(fileURLWithPath: binary).resolvingSymlinksInPath().deletingLastPathComponent()
            let swiftc = bin.appendingPathComponent("swiftc")
            let pluginAPI = bin.appendingPathComponent("../lib/swift/pm/PluginAPI").standardizedFileURL.path
            if FileManager.default.isExecutableFile(atPath: swiftc.path),
                FileManager.default.fileExists(atPath: pluginAPI + "/PackagePlugin.swiftmodule")
            {
                return PluginToolchain(swiftc: swiftc.path, pluginAPI: pluginAPI)
            }
        }
        return nil
    }

    /// Under CI a missing toolchain fails the test: the check must never pass by not running.
    static func require(_ toolchain: PluginToolchain?) throws -> PluginToolchain {
        guard let toolchain else {
            throw ExternalTool.MissingTool(description: "\(missing); CI=true requires it")
        }
        return toolchain
    }

    /// The path of the Swift runtime library mapped into this process (Linux); nil elsewhere.
    private static func loadedSwiftRuntime() -> String? {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
        return maps.split(separator: "\n").lazy
            .compactMap { line in line.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init) }
            .first { $0.hasSuffix("/libswiftCore.so") }
    }

    /// Compiles the stand-in module into `folder` and returns the folder, for `-I`.
    func emitStandIn(into folder: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try ProcessRunner.run(
            swiftc,
            [
                "-emit-module", "-module-name", "XcodeProjectPlugin", "-parse-as-library",
                // How Apple builds the real module; the plugins' own version decides, at each use,
                // whether a member is deprecated for them.
                "-swift-version", "6", "-package-description-version", "999.0",
                "-I", pluginAPI,
                "-emit-module-path", folder + "/XcodeProjectPlugin.swiftmodule",
                Repository.path("Tests/Support/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift"),
            ])
        try #require(
            result.status == 0, "the XcodeProjectPlugin stand-in does not compile:\n\(result.stdout)\(result.stderr)")
        return folder
    }

    /// `swiftc -typecheck` with the flags SwiftPM passes when it compiles a plugin of a package
    /// with this manifest's tools version, and the stand-in's folder on the import path.
    func typecheck(_ sources: [String], manifest: String, importing standIn: String) throws -> ProcessOutput {
        let tools = try Self.toolsVersion(of: manifest)
        let languageMode = (Int(tools.split(separator: ".")[0]) ?? 0) >= 6 ? "6" : "5"
        return try ProcessRunner.run(
            swiftc,
            [
                "-typecheck",
                "-swift-version", languageMode,
                "-package-description-version", tools,
                "-I", pluginAPI,
                "-I", standIn,
                "-parse-as-library",
            ] + sources)
    }

    /// `// swift-tools-version:6.0` → `6.0.0`.
    static func toolsVersion(of manifest: String) throws -> String {
        let firstLine = try String(contentsOfFile: manifest, encoding: .utf8).prefix { $0 != "\n" }
        guard let range = firstLine.range(of: #"swift-tools-version:\s*[0-9][0-9.]*"#, options: .regularExpression)
        else {
            throw ExternalTool.MissingTool(description: "\(manifest) does not start with a swift-tools-version line")
        }
        var parts = firstLine[range].split(separator: ":")[1].trimmingCharacters(in: .whitespaces).split(separator: ".")
            .map(String.init)
        while parts.count < 3 { parts.append("0") }
        return parts.joined(separator: ".")
    }
}
