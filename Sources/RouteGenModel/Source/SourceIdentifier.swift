/// Names routegen writes into generated Swift and Objective-C: module names, imported modules and
/// the registry's type name. Each must be an identifier in both languages, so that a typo or a
/// stray newline in a config or flag is refused with a message instead of being written into
/// the registry as code.
package enum SourceIdentifier {
    /// An identifier both compilers accept: an ASCII letter or `_`, then ASCII letters, digits or
    /// `_` (Objective-C allows nothing wider portably), and not a keyword of either language.
    package static func isValid(_ text: String) -> Bool {
        guard let first = text.utf8.first, isHead(first), text.utf8.allSatisfy(isBody) else { return false }
        return !keywords.contains(text)
    }

    /// A module as an `import` names it: identifiers joined by dots (`ZIKRouter.Internal`).
    package static func isValidModulePath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { isValid(String($0)) }
    }

    /// Why `text` is refused as `what`, or nil when it is fine.
    package static func problem(_ text: String, as what: String, modulePath: Bool = false) -> String? {
        if modulePath ? isValidModulePath(text) : isValid(text) { return nil }
        let shown = text.unicodeScalars.map {
            $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16))}"
        }.joined()
        if text.isEmpty { return "\(what) must not be empty" }
        if keywords.contains(text) { return "\(what) '\(shown)' is a keyword" }
        let form = modulePath ? "identifiers joined by dots" : "an identifier"
        return "\(what) must be \(form) (ASCII letters, digits and _, not starting with a digit), got '\(shown)'"
    }

    private static func isHead(_ byte: UInt8) -> Bool {
        byte == 0x5F || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    private static func isBody(_ byte: UInt8) -> Bool {
        isHead(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Words that cannot name a type or module in the generated code of either language.
    package static let keywords: Set<String> = [
        // Swift
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
        // C and Objective-C
        "auto", "char", "const", "double", "extern", "float", "goto", "inline", "int", "long", "register",
        "restrict", "short", "signed", "sizeof", "typedef", "union", "unsigned", "void", "volatile",
        "id", "BOOL", "YES", "NO", "SEL", "Class", "IMP",
    ]
}
