import RouteGenModel
import Yams

/// Typed reads of YAML nodes that record a located diagnostic instead of throwing, so that one
/// pass over a config file reports every problem in it.
struct YAMLReader {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    mutating func fail(_ node: Node, _ message: String) {
        let mark = node.mark
        diagnostics.append(
            Diagnostic(
                .error, message, at: SourceLocation(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1),
                rule: .config))
    }

    /// A scalar as text; mappings and sequences are reported as the wrong type.
    mutating func string(_ node: Node, _ key: String, what: String) -> String? {
        guard let scalar = node.scalar else {
            fail(node, "'\(key)' must be \(what), got \(Self.describe(node))")
            return nil
        }
        return scalar.string
    }

    mutating func identifier(_ node: Node, _ key: String, what: String) -> String? {
        guard let text = string(node, key, what: what), requireIdentifier(text, at: node, key, what: what) else {
            return nil
        }
        return text
    }

    /// True when `text` is a Swift identifier; records an error at `node` otherwise.
    mutating func requireIdentifier(_ text: String, at node: Node, _ key: String, what: String) -> Bool {
        let valid = SourceIdentifier.isValid(text)
        if !valid {
            fail(
                node,
                "'\(key)' must be \(what) (an identifier of Swift and Objective-C: ASCII letters, digits and _, not a keyword), got '\(text)'"
            )
        }
        return valid
    }

    mutating func bool(_ node: Node, _ key: String) -> Bool? {
        guard node.scalar != nil, let value = node.bool else {
            fail(node, "'\(key)' must be true or false, got \(Self.describe(node))")
            return nil
        }
        return value
    }

    mutating func strings(_ node: Node, _ key: String, what: String) -> [String]? {
        guard let sequence = node.sequence else {
            fail(node, "'\(key)' must be \(what), got \(Self.describe(node))")
            return nil
        }
        var values: [String] = []
        for item in sequence {
            guard let scalar = item.scalar, !item.isNull else {
                fail(item, "'\(key)' must be \(what); this entry is \(Self.describe(item))")
                return nil
            }
            values.append(scalar.string)
        }
        return values
    }

    /// One `key: value` of a mapping of scalars, with the value's node for located errors.
    struct Entry {
        var key: String
        var value: String
        var valueNode: Node
        var keyNode: Node
    }

    /// A mapping of scalars to scalars, in file order.
    mutating func stringMap(_ node: Node, _ key: String, what: String) -> [Entry]? {
        guard let mapping = node.mapping else {
            fail(node, "'\(key)' must be \(what), got \(Self.describe(node))")
            return nil
        }
        var entries: [Entry] = []
        for (entryKey, entryValue) in mapping {
            guard let name = entryKey.scalar?.string, let value = entryValue.scalar?.string, !entryValue.isNull else {
                fail(entryValue, "'\(key)' must be \(what); this entry is \(Self.describe(entryValue))")
                continue
            }
            entries.append(Entry(key: name, value: value, valueNode: entryValue, keyNode: entryKey))
        }
        return entries
    }

    /// A mapping of names to one of an enum's raw values (`base-routers`, `rules`): each bad value
    /// is reported at its own line and left out.
    mutating func enumMap<Value: RawRepresentable & CaseIterable>(
        _ node: Node, _ key: String, valueNoun: String, what: String
    ) -> [(name: String, value: Value, keyNode: Node)] where Value.RawValue == String {
        let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
        guard let entries = stringMap(node, key, what: "\(what) (\(allowed))") else { return [] }
        return entries.compactMap { entry in
            guard let value = Value(rawValue: entry.value) else {
                fail(
                    entry.valueNode,
                    "'\(key)' \(valueNoun) of \(entry.key) must be one of \(allowed), got '\(entry.value)'")
                return nil
            }
            return (entry.key, value, entry.keyNode)
        }
    }

    static func describe(_ node: Node) -> String {
        if node.isNull { return "nothing" }
        if node.mapping != nil { return "a mapping" }
        if node.sequence != nil { return "a list" }
        if let text = node.scalar?.string { return "'\(text)'" }
        return "an alias"
    }
}

extension Node {
    /// `~`, `null` or an empty value.
    var isNull: Bool {
        guard let scalar else { return false }
        return scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
