/// The bytes a digest is taken of, for values nothing reads back (plain bytes, not
/// `BinaryWriter`: interning strings would be wasted work). Integers are variable-length (seven bits
/// a byte, the high bit set on all but the last), each string is preceded by its length, each list
/// by its count and each optional by a tag, so that no two different values give the same bytes.
struct DigestInput {
    var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func add(_ value: Int) {
        // A negative value (a modification time before 1970, an inode's high bit) takes ten bytes.
        var bits = UInt64(bitPattern: Int64(value))
        while bits >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: bits) | 0x80)
            bits >>= 7
        }
        bytes.append(UInt8(bits))
    }

    mutating func add(_ text: String) {
        // From the contiguous UTF-8 at once: element by element, tens of thousands of paths were
        // two fifths of a run memo's key.
        var text = text
        text.withUTF8 { utf8 in
            add(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func add(_ text: String?) {
        guard let text else { return bytes.append(0) }
        bytes.append(1)
        add(text)
    }

    mutating func add(_ texts: [String]) {
        add(texts.count)
        for text in texts { add(text) }
    }

    /// A digest or other bytes of a known length.
    mutating func add(bytes more: [UInt8]) {
        add(more.count)
        bytes.append(contentsOf: more)
    }
}
