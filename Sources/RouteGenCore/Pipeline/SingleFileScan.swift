import Foundation
import RouteGenModel
import RouteGenScanners

extension Pipeline {
    /// Facts of one file: a pure function of its path and text. Runs the parser on a
    /// `LargeStackThread`, so deeply nested input cannot overflow the caller's stack.
    package static func facts(path: String, text: String) -> FileFacts {
        LargeStackThread.run { factsReporting(path: path, text: text).facts }
    }

    /// `facts(path:text:)` for bytes as read from disk: an Objective-C file need not be UTF-8.
    package static func facts(path: String, bytes: [UInt8]) -> FileFacts {
        LargeStackThread.run { factsReporting(path: path, bytes: bytes).facts }
    }

    /// The facts, and whether a parser had to run (false when the pre-filter proved the file
    /// holds nothing routegen records).
    static func factsReporting(path: String, text: String) -> (facts: FileFacts, parsed: Bool) {
        let language = SourceDiscovery.language(ofFile: path) ?? .swift
        return factsReporting(
            path: path, language: language, text: text, bytes: language == .objc ? Array(text.utf8) : [])
    }

    static func factsReporting(path: String, bytes: [UInt8]) -> (facts: FileFacts, parsed: Bool) {
        let language = SourceDiscovery.language(ofFile: path) ?? .swift
        guard language == .swift else { return factsReporting(path: path, language: language, text: "", bytes: bytes) }
        switch SourceReader.decode(bytes, path: path) {
        case .skipped(let diagnostic):
            var facts = FileFacts(path: path, language: language)
            facts.diagnostics.append(diagnostic)
            return (facts, false)
        case .text(let text):
            return factsReporting(path: path, language: language, text: text, bytes: [])
        }
    }

    private static func factsReporting(
        path: String, language: SourceLanguage, text: String, bytes: [UInt8]
    ) -> (facts: FileFacts, parsed: Bool) {
        switch FileScan.firstStage(path: path, language: language, text: text, bytes: bytes) {
        case .skipped(let facts): return (facts, false)
        case .parsed(let facts): return (facts, true)
        case .pending(let source):
            return (ObjCFileScanner.parse(path: source.path, bytes: source.bytes, prelude: source.prelude), true)
        }
    }
}
