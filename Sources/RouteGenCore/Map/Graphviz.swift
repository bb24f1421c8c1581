import Foundation
import RouteGenModel

/// Runs Graphviz's `dot` from PATH to draw a diagram for the HTML map. Its absence or failure is
/// never an error: the page then says why it has no diagram.
package enum Graphviz {
    package static func svg(_ source: String, timeout: Double) -> MapDiagram {
        guard let dot = executable(named: "dot") else {
            return .unavailable(
                "Graphviz's dot was not found on PATH, so the module diagram is not drawn. Install Graphviz and run routegen map again, or use --format mermaid."
            )
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .unavailable(
                "Graphviz's dot could not be started (\(error.localizedDescription)), so the module diagram is not drawn."
            )
        }
        // Feed and drain on other threads: a large graph fills the pipes both ways.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(source.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        nonisolated(unsafe) var errorText = Data()
        let errorReader = Thread { errorText = errors.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        if process.terminationReason == .uncaughtSignal {
            return .unavailable(
                "Graphviz's dot took longer than \(Int(timeout)) seconds (--dot-timeout), so the module diagram is not drawn; the table below has every route."
            )
        }
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorText, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .unavailable("Graphviz's dot failed (\(message)), so the module diagram is not drawn.")
        }
        return .svg(inlineable(String(decoding: svg, as: UTF8.self)))
    }

    /// The `<svg>` element alone: the XML declaration and doctype are not allowed inside HTML.
    static func inlineable(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return svg }
        return String(svg[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
