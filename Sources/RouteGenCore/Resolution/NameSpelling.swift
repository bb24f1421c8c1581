/// Whether a spelling is a plain name, tested per `Character` as Swift sees letters and digits,
/// but over the UTF-8 bytes when they are all ASCII: resolution asks this for every router and
/// registration of the app, and `Character` properties cost a Unicode table look-up each.
import RouteGenModel

enum NameSpelling {
    /// Every character is a letter, a digit, `_`, or one of the ASCII characters `extra`.
    static func isPlain<Text: StringProtocol>(_ text: Text, alsoAllowing extra: [UInt8] = []) -> Bool {
        var ascii = true
        var plain = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
            if plain, !(isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "_") || extra.contains(byte)) {
                plain = false
            }
        }
        // All ASCII: each character is one byte (or `\r\n`, which fails either way).
        if ascii { return plain }
        return text.allSatisfy { character in
            character.isLetter || character.isNumber || character == "_"
                || (character.utf8.count == 1 && extra.contains(character.utf8.first!))
        }
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }
}
