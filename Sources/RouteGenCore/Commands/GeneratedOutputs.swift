import Foundation
import RouteGenModel

/// The files a generation writes, each set replaced whole or not at all, and what was written,
/// for the run memo to check the next time.
struct GeneratedOutputs {
    private(set) var written: [RunMemo.Output] = []
    let transcript: RunTranscript

    /// Writes files that belong together: the files of one entry call each other.
    mutating func write(_ files: [(path: String, contents: String)]) throws(RunExit) {
        let data = files.map { ($0.path, Data($0.contents.utf8)) }
        written += data.map { RunMemo.Output(path: $0.0, contents: $0.1) }
        do {
            _ = try OutputWriter.writeSet(data)
        } catch {
            transcript.say("\(error.path): error: cannot write the registry: \(error.reason)")
            throw RunExit(status: 2)
        }
    }

    /// The Run Script phase's input and output file lists, into `directory`.
    /// - Parameter sourceLines: the sources' lines (`XCFileList.lines`), worked out ahead.
    mutating func writeFileLists(
        into directory: String, sourceLines: [String], otherInputs: [String], outputs: [String],
        sourceRoot: String?
    ) throws(RunExit) {
        let inputsList = (directory as NSString).appendingPathComponent(XCFileList.inputsName)
        let outputsList = (directory as NSString).appendingPathComponent(XCFileList.outputsName)
        // The config file is an input too, and the lists outputs: a sandboxed script may read and
        // write only what they name.
        let inputs = XCFileList.merged(sourceLines, XCFileList.lines(otherInputs, sourceRoot: sourceRoot))
        let outputLines = XCFileList.lines(outputs + [inputsList, outputsList], sourceRoot: sourceRoot)
        try write([(inputsList, XCFileList.text(lines: inputs))])
        try write([(outputsList, XCFileList.text(lines: outputLines))])
    }
}
