import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The Run Script phase as Xcode runs it: the script phases of different targets at once, and
/// under `ENABLE_USER_SCRIPT_SANDBOXING`, where the script may read only what its input file lists
/// name.
struct XcodeRunScriptTests {
    static let objcApp = XcodeFixtures.objcApp

    /// What one run leaves: its exit status, what it printed, and every output file.
    struct Outcome: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
        var files: [String: String]
    }

    static func generate(
        _ project: String, target: String, into out: String, cache: String?, in directory: String,
        environment: [String: String] = [:]
    ) throws -> Outcome {
        var arguments = [
            "generate", "--project", project, "--target", target, "--configuration", "Debug", "--entry", "objc",
            "--output-dir", out + "/Generated", "--xcfilelist-dir", out + "/Lists",
        ]
        if let cache { arguments += ["--cache-dir", cache] }
        let result = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(), arguments, in: directory, environment: environment)
        var files: [String: String] = [:]
        for folder in ["Generated", "Lists"] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: out + "/" + folder)) ?? [] {
                files[folder + "/" + name] = try String(
                    contentsOfFile: out + "/" + folder + "/" + name, encoding: .utf8)
            }
        }
        return Outcome(status: result.status, stdout: result.stdout, stderr: result.stderr, files: files)
    }

    /// The app and its framework generate at the same time, each into its own folder, with one
    /// cache folder between them or one each, three builds in a row: each gets what it gets alone.
    @Test func twoTargetsGenerateAtOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let targets = [
            (project: Self.objcApp + "/ZIKDemo.xcodeproj", target: "ZIKDemo"),
            (project: Self.objcApp + "/LoginModule/ZIKLoginModule.xcodeproj", target: "ZIKLoginModule"),
        ]
        let alone = try targets.enumerated().map { index, item in
            try Self.generate(
                item.project, target: item.target, into: folder.path + "/alone\(index)", cache: nil, in: Self.objcApp)
        }
        #expect(alone.allSatisfy { $0.status == 0 }, "\(alone.map(\.stderr))")
        for shared in [true, false] {
            for round in 0..<3 {
                let results = ResultBox(count: targets.count)
                DispatchQueue.concurrentPerform(iterations: targets.count) { index in
                    let cache = folder.path + (shared ? "/cache" : "/cache\(index)")
                    let out = folder.path + "/out\(shared)\(index)"
                    results.set(
                        index,
                        Result {
                            try Self.generate(
                                targets[index].project, target: targets[index].target, into: out, cache: cache,
                                in: Self.objcApp)
                        })
                }
                for index in targets.indices {
                    let outcome = try results.get(index)
                    let out = folder.path + "/out\(shared)\(index)"
                    // The memo of a later round may answer, and says so only with --timings: the
                    // files and findings are the same either way. The outputs list names the
                    // run's own folder.
                    let files = outcome.files.mapValues {
                        $0.replacingOccurrences(of: out, with: folder.path + "/alone\(index)")
                    }
                    #expect(
                        files == alone[index].files, "shared cache: \(shared), round \(round), \(targets[index].target)"
                    )
                    #expect(outcome.status == alone[index].status)
                    // Two targets in one cache folder replace each other's cache, and each run says
                    // so: correct, but every build is a cold one (docs/xcode-and-cocoapods.md gives
                    // each target its own folder).
                    let said = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter {
                        !$0.contains("warning: cache not used")
                    }
                    #expect(said.joined(separator: "\n") == alone[index].stderr, "\(outcome.stderr)")
                    if !shared { #expect(!outcome.stderr.contains("cache not used"), "\(outcome.stderr)") }
                }
            }
        }
    }

    /// Inside a sandbox that shows nothing of the file system but the system, the routegen binary
    /// and the files `routegen-inputs.xcfilelist` names (read-only), and lets it write only its
    /// outputs and its cache folder, the run is the run outside: the lists name everything it
    /// reads, project and configuration files included. bubblewrap makes the sandbox.
    @Test(
        .enabled(if: ExternalTool.runs("bwrap"), "bubblewrap (bwrap) is not installed: apt-get install -y bubblewrap"))
    func aSandboxedRunReadsOnlyTheDeclaredInputs() throws {
        let bwrap = try ExternalTool.require("bwrap", package: "bubblewrap")
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/ObjCApp"
        try FileManager.default.copyItem(atPath: Self.objcApp, toPath: app)
        // A config file is read too, so the lists must name it.
        try "early-routers: [ZIKChatViewRouter]\n".write(
            toFile: app + "/.routegen.yml", atomically: true, encoding: .utf8)
        let environment = ["SRCROOT": app]
        let outside = try Self.generate(
            app + "/ZIKDemo.xcodeproj", target: "ZIKDemo", into: folder.path + "/outside",
            cache: folder.path + "/cache-outside", in: app, environment: environment)
        #expect(outside.status == 0, "\(outside.stderr)")
        let inputs = try #require(outside.files["Lists/" + XCFileList.inputsName]).split(separator: "\n").map {
            $0.replacingOccurrences(of: "$(SRCROOT)", with: app)
        }
        #expect(inputs.contains(app + "/.routegen.yml"), "\(inputs)")

        let binary = try ProcessRunner.routegenBinary()
        let out = folder.path + "/inside"
        let cache = folder.path + "/cache-inside"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        var sandbox = ["--die-with-parent", "--unshare-all", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"]
        for system in ["/usr", "/lib", "/lib64", "/bin", "/etc", "/opt/swift"]
        where FileManager.default.fileExists(atPath: system) {
            sandbox += ["--ro-bind", system, system]
        }
        sandbox += ["--ro-bind", binary, binary]
        for input in inputs { sandbox += ["--ro-bind", input, input] }
        sandbox += ["--bind", out, out, "--bind", cache, cache, "--chdir", app, "--setenv", "SRCROOT", app]
        // It is a sandbox: a file of the app that no list names is not there.
        let stray = try ProcessRunner.run(
            bwrap, sandbox + ["/usr/bin/test", "-e", app + "/ZIKDemo/Legacy/ZIKOldLoginViewRouter.m"])
        #expect(stray.status == 1, "\(stray.stderr)")
        let arguments = [
            "generate", "--project", app + "/ZIKDemo.xcodeproj", "--target", "ZIKDemo", "--configuration", "Debug",
            "--entry", "objc",
            "--output-dir", out + "/Generated", "--xcfilelist-dir", out + "/Lists", "--cache-dir", cache,
        ]
        for run in 0..<2 {
            let inside = try ProcessRunner.run(bwrap, sandbox + [binary] + arguments)
            #expect(inside.status == outside.status, "run \(run): \(inside.stderr)")
            #expect(
                inside.stderr == outside.stderr.replacingOccurrences(of: folder.path + "/outside", with: out),
                "run \(run)")
            for (name, contents) in outside.files {
                // The lists name outputs from $(SRCROOT), which is the app folder in both runs.
                let expected = contents.replacingOccurrences(of: folder.path + "/outside", with: out)
                    .replacingOccurrences(of: "$(SRCROOT)/../outside/", with: "$(SRCROOT)/../inside/")
                let written = try? String(contentsOfFile: out + "/" + name, encoding: .utf8)
                #expect(written == expected, "run \(run): \(name)")
            }
        }
    }
}

/// Results written by concurrent workers, one slot each.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<XcodeRunScriptTests.Outcome, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<XcodeRunScriptTests.Outcome, any Error>) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func get(_ index: Int) throws -> XcodeRunScriptTests.Outcome {
        lock.lock()
        defer { lock.unlock() }
        return try slots[index]!.get()
    }
}
