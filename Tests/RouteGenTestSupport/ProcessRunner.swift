import Foundation

/// Runs a child process to completion and captures its output, for the tests that build fixture
/// packages and run the `routegen` binary.
package struct ProcessOutput {
    package var status: Int32
    package var stdout: String
    package var stderr: String
}

package enum ProcessRunner {
    /// `environment` entries are added to (or replace) the test's own environment.
    package static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil, stdin: String? = nil,
        environment: [String: String] = [:]
    ) throws -> ProcessOutput {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // Files, not pipes: a chatty build can never fill a pipe and block.
        let scratch = NSTemporaryDirectory() + "routegen-process-" + UUID().uuidString
        let outPath = scratch + ".out"
        let errPath = scratch + ".err"
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let input = Pipe()
            process.standardInput = input
            try process.run()
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try? input.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        let stdout = FileManager.default.contents(atPath: outPath) ?? Data()
        let stderr = FileManager.default.contents(atPath: errPath) ?? Data()
        return ProcessOutput(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The `routegen` executable SwiftPM built next to the test bundle.
    package static func routegenBinary() throws -> String {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("routegen").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let fallback = Repository.path(".build/debug/routegen")
        if FileManager.default.isExecutableFile(atPath: fallback) { return fallback }
        throw CocoaError(
            .fileNoSuchFile, userInfo: [NSFilePathErrorKey: "routegen binary next to \(CommandLine.arguments[0])"])
    }
}
