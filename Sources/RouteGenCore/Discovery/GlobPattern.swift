import Foundation
import RouteGenModel

/// A path glob from the config file, with gitignore-like rules that teams already know:
///
/// - `*` and `?` match within one path component (`fnmatch` without flags), `**` matches any number
///   of components, including none;
/// - a pattern without `/` matches any single component, so `*.generated.swift` is a file name
///   anywhere and `Legacy` is a folder anywhere;
/// - a pattern with `/` is anchored at the config file's folder and also matches everything under
///   the folder it names (`Sources/App/Legacy` takes the folder's files).
package struct GlobPattern: Hashable, Sendable {
    package let text: String
    private let components: [String]
    private let anchored: Bool

    package init(_ text: String) {
        self.text = text
        var components: [String] = []
        // `**/**` means what `**` means; folding the runs keeps the match below small.
        for part in text.split(separator: "/").map(String.init) where part != "." {
            if part == "**" && components.last == "**" { continue }
            components.append(part)
        }
        self.components = components
        anchored = text.contains("/")
    }

    /// `pathComponents` are relative to the folder the pattern is anchored at.
    package func matches(_ pathComponents: [String]) -> Bool {
        guard !components.isEmpty else { return false }
        if !anchored {
            return pathComponents.contains { Self.fnmatches(components[0], $0) }
        }
        return match(pathComponents)
    }

    /// Walks the path once, keeping the set of pattern positions reached so far (an automaton
    /// rather than backtracking), so a pattern with many `**` costs at most patterns × components
    /// `fnmatch` calls; backtracking took minutes for a pattern of 200 `**`.
    private func match(_ path: [String]) -> Bool {
        var reached = closure([0])
        for component in path {
            // The whole pattern matched a folder above: it covers its contents.
            if reached.contains(components.count) { return true }
            var next: Set<Int> = []
            for position in reached where position < components.count {
                let head = components[position]
                if head == "**" {
                    next.insert(position)
                } else if Self.fnmatches(head, component) {
                    next.insert(position + 1)
                }
            }
            if next.isEmpty { return false }
            reached = closure(next)
        }
        return reached.contains(components.count)
    }

    /// The positions plus those reached by letting each `**` there match no component.
    private func closure(_ positions: Set<Int>) -> Set<Int> {
        var result = positions
        var pending = Array(positions)
        while let position = pending.popLast() {
            if position < components.count, components[position] == "**", result.insert(position + 1).inserted {
                pending.append(position + 1)
            }
        }
        return result
    }

    private static func fnmatches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
