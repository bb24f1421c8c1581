import Foundation
import RouteGenModel

/// A value of a `project.pbxproj`: the OpenStep property-list format Xcode writes, reduced to the
/// three shapes it uses (strings, lists, dictionaries).
enum PBXValue: Equatable, Sendable {
    case string(String)
    case array([PBXValue])
    case dictionary([String: PBXValue])
    /// `<0fbd…>`: never written into a project by Xcode; kept as its bytes so that a file that has
    /// one still reads.
    case data([UInt8])

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [PBXValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    var dictionary: [String: PBXValue]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }
}

/// Reads the OpenStep text format of `project.pbxproj` straight into `PBXValue`s.
///
/// Why not Foundation's `PropertyListSerialization`: it parses the same text into Core
/// Foundation objects and then bridges every one of them to a Swift value, which took 0.49 s for
/// the three project files (10 MB) of a 1000-module workspace; this reads them in a fraction of
/// that (BENCHMARKS.md, "Xcode workspace"), and a large workspace's project files are reread after
/// every change to one of them. A file this reader refuses is handed to Foundation, so it accepts
/// at least what Foundation does; tests hold the two to the same values on every fixture project
/// and on cut and damaged ones.
///
/// The grammar: a value is a `{ key = value; … }` dictionary, a `( value, … )` list, a quoted
/// string (`"…"` or `'…'`, with C escapes, `\\Uxxxx` and octal), an unquoted string of letters,
/// digits and `_$/:.-`, or `<hex>` data; `/* … */` and `// …` are comments.
struct PBXPropertyListReader {
    struct Malformed: Error {
        /// The byte offset and line where reading stopped.
        var offset: Int
        var line: Int
        var reason: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The top-level value of `data`, which must be the whole file.
    static func parse(_ data: [UInt8]) throws(Malformed) -> PBXValue {
        let result: Result<PBXValue, Malformed> = data.withUnsafeBufferPointer { buffer in
            var reader = PBXPropertyListReader(buffer)
            do throws(Malformed) {
                reader.skipWhitespaceAndComments()
                let value = try reader.value()
                reader.skipWhitespaceAndComments()
                guard reader.position == buffer.count else { throw reader.failure("text after the top-level value") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func failure(_ reason: String) -> Malformed {
        let line = bytes[0..<min(position, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return Malformed(offset: position, line: line, reason: reason)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func value() throws(Malformed) -> PBXValue {
        guard let byte = current else { throw failure("the file ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"):
            position += 1
            return .dictionary(try dictionaryBody())
        case UInt8(ascii: "("):
            position += 1
            return .array(try arrayBody())
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try quotedString())
        case UInt8(ascii: "<"):
            return .data(try dataBody())
        default:
            guard Self.isUnquoted(byte) else {
                throw failure("unexpected character '\(Character(Unicode.Scalar(byte)))'")
            }
            return .string(unquotedString())
        }
    }

    private mutating func dictionaryBody() throws(Malformed) -> [String: PBXValue] {
        var entries: [String: PBXValue] = [:]
        while true {
            skipWhitespaceAndComments()
            guard let byte = current else { throw failure("the file ends inside a dictionary") }
            if byte == UInt8(ascii: "}") {
                position += 1
                return entries
            }
            let key: String
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                key = try quotedString()
            } else if Self.isUnquoted(byte) {
                key = unquotedString()
            } else {
                throw failure("a dictionary key should be here")
            }
            skipWhitespaceAndComments()
            guard current == UInt8(ascii: "=") else { throw failure("'=' should follow the key \(key)") }
            position += 1
            skipWhitespaceAndComments()
            let value = try value()
            skipWhitespaceAndComments()
            guard current == UInt8(ascii: ";") else { throw failure("';' should follow the value of \(key)") }
            position += 1
            // A repeated key keeps its last value, as Core Foundation's reader does.
            entries[key] = value
        }
    }

    private mutating func arrayBody() throws(Malformed) -> [PBXValue] {
        var values: [PBXValue] = []
        while true {
            skipWhitespaceAndComments()
            guard let byte = current else { throw failure("the file ends inside a list") }
            if byte == UInt8(ascii: ")") {
                position += 1
                return values
            }
            values.append(try value())
            skipWhitespaceAndComments()
            guard let next = current else { throw failure("the file ends inside a list") }
            if next == UInt8(ascii: ",") {
                position += 1
            } else if next != UInt8(ascii: ")") {
                throw failure("',' or ')' should follow a list element")
            }
        }
    }

    /// Letters, digits and `_$/:.-`, as Core Foundation's reader allows without quotes.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default: false
        }
    }

    private mutating func unquotedString() -> String {
        let start = position
        while let byte = current, Self.isUnquoted(byte) { position += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private mutating func quotedString() throws(Malformed) -> String {
        let quote = bytes[position]
        position += 1
        let start = position
        // Most strings have no escape: one scan, one copy.
        while let byte = current, byte != quote, byte != UInt8(ascii: "\\") { position += 1 }
        guard let stop = current else { throw failure("the file ends inside a quoted string") }
        if stop == quote {
            let text = try utf8(start..<position)
            position += 1
            return text
        }
        var scalars = try utf8(start..<position)
        while true {
            guard let byte = current else { throw failure("the file ends inside a quoted string") }
            if byte == quote {
                position += 1
                return scalars
            }
            if byte != UInt8(ascii: "\\") {
                let runStart = position
                while let next = current, next != quote, next != UInt8(ascii: "\\") { position += 1 }
                scalars += try utf8(runStart..<position)
                continue
            }
            position += 1
            guard let escaped = current else { throw failure("the file ends inside an escape") }
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "a"): scalars.append("\u{07}")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "v"): scalars.append("\u{0B}")
            case UInt8(ascii: "U"):
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = current.flatMap(Self.hexValue) else {
                        throw failure("\\U needs four hexadecimal digits")
                    }
                    value = value * 16 + UInt32(digit)
                    position += 1
                }
                guard let scalar = Unicode.Scalar(value) else {
                    throw failure("\\U\(String(value, radix: 16)) is not a character")
                }
                scalars.unicodeScalars.append(scalar)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = current, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "7") else { break }
                    value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
                    position += 1
                }
                // Octal escapes stand for NeXTSTEP-encoded bytes; the ASCII half is the same.
                guard value < 0x80, let scalar = Unicode.Scalar(value) else {
                    throw failure("an octal escape above 177 is not read here")
                }
                scalars.unicodeScalars.append(scalar)
            default:
                // `\"`, `\'`, `\\` and any other character stand for themselves.
                guard escaped < 0x80 else { throw failure("an escape of a non-ASCII byte") }
                scalars.unicodeScalars.append(Unicode.Scalar(escaped))
            }
        }
    }

    private func utf8(_ range: Range<Int>) throws(Malformed) -> String {
        guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
            throw failure("a string that is not UTF-8")
        }
        return text
    }

    private mutating func dataBody() throws(Malformed) -> [UInt8] {
        position += 1
        var data: [UInt8] = []
        var high: UInt8?
        while true {
            guard let byte = current else { throw failure("the file ends inside <data>") }
            position += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw failure("<data> with an odd number of digits") }
                return data
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
            {
                continue
            }
            guard let digit = Self.hexValue(byte) else {
                throw failure("<data> holds a character that is not hexadecimal")
            }
            if let first = high {
                data.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private mutating func skipWhitespaceAndComments() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                position += 2
                while position + 1 < bytes.count
                    && !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                { position += 1 }
                position = min(position + 2, bytes.count)
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                while let next = current, next != UInt8(ascii: "\n") { position += 1 }
            default:
                return
            }
        }
    }
}

extension PBXValue {
    /// A value Foundation's `PropertyListSerialization` returned, for the fallback path and tests.
    init?(foundation value: Any) {
        if let text = value as? String {
            self = .string(text)
        } else if let list = value as? [Any] {
            var values: [PBXValue] = []
            for element in list {
                guard let converted = PBXValue(foundation: element) else { return nil }
                values.append(converted)
            }
            self = .array(values)
        } else if let entries = value as? [String: Any] {
            var converted: [String: PBXValue] = [:]
            for (key, element) in entries {
                guard let value = PBXValue(foundation: element) else { return nil }
                converted[key] = value
            }
            self = .dictionary(converted)
        } else if let data = value as? Data {
            self = .data([UInt8](data))
        } else {
            return nil
        }
    }
}
