/// Build settings of one target in one configuration, as Xcode layers them (lowest first): the
/// project's `.xcconfig`, the project's settings, the target's `.xcconfig`, the target's
/// settings. `$(inherited)` takes the value of the layers below the one that says it; `$(VAR)`,
/// `${VAR}` and `$(VAR:modifier)` take a setting's final value, an unknown one is empty.
import RouteGenModel

struct BuildSettings {
    var layers: [[String: String]]
    /// Values Xcode provides itself (`TARGET_NAME`, `SRCROOT`, …), below every layer.
    var builtins: [String: String]

    /// Settings whose default depends on other settings.
    private static let defaults: [String: String] = [
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
        "SWIFT_OBJC_INTERFACE_HEADER_NAME": "$(SWIFT_MODULE_NAME)-Swift.h",
        "SWIFT_MODULE_NAME": "$(PRODUCT_MODULE_NAME)",
    ]

    func value(_ key: String) -> String {
        value(key, below: layers.count, depth: 0)
    }

    /// Whether some layer sets the key (a default or built-in does not count).
    func isSet(_ key: String) -> Bool { layers.contains { $0[key] != nil } }

    /// The value split into words as a shell would: quotes group, a backslash escapes.
    func list(_ key: String) -> [String] { Self.words(value(key)) }

    private func value(_ key: String, below limit: Int, depth: Int) -> String {
        guard depth < 32 else { return "" }
        for level in stride(from: limit - 1, through: 0, by: -1) {
            if let raw = layers[level][key] {
                return expand(raw, inheriting: { value(key, below: level, depth: depth + 1) }, depth: depth)
            }
        }
        if let builtin = builtins[key] { return builtin }
        if let fallback = Self.defaults[key] { return expand(fallback, inheriting: { "" }, depth: depth) }
        return ""
    }

    private func expand(_ raw: String, inheriting: () -> String, depth: Int) -> String {
        var out = ""
        var index = raw.startIndex
        while index < raw.endIndex {
            let character = raw[index]
            let next = raw.index(after: index)
            guard character == "$", next < raw.endIndex, raw[next] == "(" || raw[next] == "{",
                let close = Self.matchingClose(raw, openAt: next)
            else {
                out.append(character)
                index = next
                continue
            }
            let inner = String(raw[raw.index(after: next)..<close])
            // A reference may itself be built from references: `$(PRODUCT_NAME_$(CONFIGURATION))`.
            let reference = inner.contains("$") ? expand(inner, inheriting: inheriting, depth: depth + 1) : inner
            var parts = reference.split(separator: ":").map(String.init)
            let name = parts.isEmpty ? "" : parts.removeFirst()
            var resolved = name == "inherited" ? inheriting() : value(name, below: layers.count, depth: depth + 1)
            for modifier in parts { resolved = Self.apply(modifier, to: resolved) }
            out += resolved
            index = raw.index(after: close)
        }
        return out
    }

    private static func matchingClose(_ text: String, openAt open: String.Index) -> String.Index? {
        let opener = text[open]
        let closer: Character = opener == "(" ? ")" : "}"
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == opener { depth += 1 }
            if text[index] == closer {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "c99extidentifier", "identifier": c99Identifier(value)
        case "rfc1034identifier": String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
        case "lower": value.lowercased()
        case "upper": value.uppercased()
        case "base": ProjectPath.stem(value)
        case "file": ProjectPath.lastComponent(value)
        case "dir": ProjectPath.folder(of: value)
        default: value
        }
    }

    /// Xcode's module-name rule: a character that cannot appear in a C99 identifier becomes `_`,
    /// and a leading digit gets an `_` in front.
    static func c99Identifier(_ value: String) -> String {
        var out = String(value.map { $0 == "_" || $0.isLetter || ($0.isASCII && $0.isNumber) ? $0 : "_" })
        if let first = out.first, first.isASCII, first.isNumber { out = "_" + out }
        return out
    }

    /// Shell-style words: whitespace separates, `"…"` and `'…'` group, `\` escapes one character.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
                continue
            }
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
                continue
            }
            if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// A list value as one setting string, quoting what would otherwise split.
    static func joinList(_ items: [String]) -> String {
        items.map { $0.contains(where: \.isWhitespace) ? "\"" + $0 + "\"" : $0 }.joined(separator: " ")
    }
}
