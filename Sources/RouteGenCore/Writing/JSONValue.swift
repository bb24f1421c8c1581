/// A JSON document with keys in the order they were written, serialised the same way on every
/// platform (Foundation's encoders differ in spacing and escaping between Linux and macOS).
import RouteGenModel

package indirect enum JSONValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    package func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    package static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Pretty-printed with two-space indentation and a final newline.
    package func serialized() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closePad = String(repeating: "  ", count: indent)
        switch self {
        case .string(let value): out += Self.quoted(value)
        case .int(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (position, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent + 1)
                out += position == items.count - 1 ? "\n" : ",\n"
            }
            out += closePad + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (position, member) in members.enumerated() {
                out += pad + Self.quoted(member.0) + ": "
                member.1.write(into: &out, indent: indent + 1)
                out += position == members.count - 1 ? "\n" : ",\n"
            }
            out += closePad + "}"
        }
    }

    private static let escapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]

    static func quoted(_ text: String) -> String {
        TextEscaping.escaped(text, quotedBy: "\"", escapes) { scalar in
            // The other control characters, below 0x20: one or two hex digits.
            scalar.value < 0x20 ? "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16) : nil
        }
    }
}
