/// The bytes a digest is taken of, for values nothing reads back (plain bytes, not
/// `BinaryWriter`: interning strings would be wasted work). Each string is preceded by its length,
/// so that no two lists of strings give the same bytes.
struct DigestInput {
    var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func add(_ value: Int) {
        withUnsafeBytes(of: UInt64(bitPattern: Int64(value)).littleEndian) { bytes.append(contentsOf: $0) }
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
