import Foundation

/// A path glob from the config file, with gitignore-like rules that teams already know:
///
/// - `*` and `?` match within one path component (`fnmatch` without flags), `**` matches any number
///   of components, including none;
/// - a pattern without `/` matches any single component, so `*.generated.swift` is a file name
///   anywhere and `Legacy` is a folder anywhere;
/// - a pattern with `/` is anchored at the config file's folder and also matches everything under
///   the folder it names (`Sources/App/Legacy` takes the folder's files).
public struct GlobPattern: Hashable, Sendable {
    public let text: String
    private let components: [String]
    private let anchored: Bool

    public init(_ text: String) {
        self.text = text
        components = text.split(separator: "/").map(String.init).filter { $0 != "." }
        anchored = text.contains("/")
    }

    /// `pathComponents` are relative to the folder the pattern is anchored at.
    public func matches(_ pathComponents: [String]) -> Bool {
        guard !components.isEmpty else { return false }
        if !anchored {
            return pathComponents.contains { Self.fnmatches(components[0], $0) }
        }
        return match(components[...], pathComponents[...])
    }

    private func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return true } // a folder pattern covers its contents
        if head == "**" {
            return match(pattern.dropFirst(), path) || (!path.isEmpty && match(pattern, path.dropFirst()))
        }
        guard let component = path.first, Self.fnmatches(head, component) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func fnmatches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
