import Foundation
import RouteGenModel

/// An `.xcconfig` file with its `#include`s read in place: `KEY = value` lines, `//` comments,
/// `#include "other.xcconfig"` (a warning when missing) and `#include? "…"` (silent when
/// missing). A later line for the same key replaces the earlier one, and its `$(inherited)`
/// means the earlier value. Lines with a condition (`KEY[sdk=iphoneos*] = …`) are left out:
/// routegen does not pick an SDK or architecture.
struct XCConfigFile {
    var settings: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    /// Every file read, the included ones too.
    var files: [String] = []
    /// Files it names that are not there (`#include?` of a `Local.xcconfig` most often): one that
    /// appears changes the settings.
    var absent: [String] = []

    static func read(_ path: String) -> XCConfigFile {
        var file = XCConfigFile()
        var stack: [String] = []
        file.include(path, from: nil, optional: false, stack: &stack)
        return file
    }

    private mutating func include(_ path: String, from: SourceLocation?, optional: Bool, stack: inout [String]) {
        guard !stack.contains(path) else {
            diagnostics.append(
                Diagnostic(
                    .warning, "#include cycle through \(path); the include is ignored", at: from, rule: .xcodeProject))
            return
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            absent.append(path)
            if !optional {
                // CocoaPods' own file: read alone, the app's project lacks its workspace's pods.
                let pods =
                    path.contains("/Pods/Target Support Files/")
                    ? " (CocoaPods writes it: run `pod install`, and read the workspace, which lists the pods, rather than the project alone)"
                    : ""
                diagnostics.append(
                    Diagnostic(
                        .warning, "cannot read the configuration file \(path); its settings are ignored\(pods)",
                        at: from ?? .wholeFile(path), rule: .xcodeProject))
            }
            return
        }
        files.append(path)
        stack.append(path)
        defer { stack.removeLast() }
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let location = SourceLocation(file: path, line: offset + 1, column: 1)
            if trimmed.hasPrefix("#include") {
                let optionalInclude = trimmed.hasPrefix("#include?")
                let words = BuildSettings.words(String(trimmed.dropFirst(optionalInclude ? 9 : 8)))
                guard let target = words.first else { continue }
                include(
                    ProjectPath.join(ProjectPath.folder(of: path), target), from: location, optional: optionalInclude,
                    stack: &stack)
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else {
                diagnostics.append(
                    Diagnostic(.warning, "not a setting line (KEY = value); ignored", at: location, rule: .xcodeProject)
                )
                continue
            }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            if key.contains("[") { continue }
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            let previous = settings[key]
            for spelling in ["$(inherited)", "${inherited}"] where previous != nil {
                value = value.replacingOccurrences(of: spelling, with: previous!)
            }
            settings[key] = value
        }
    }
}
