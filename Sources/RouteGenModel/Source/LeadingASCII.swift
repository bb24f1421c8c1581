/// Cheap answers about a name's first character for the scanners' hot paths, exact under Swift's
/// canonical string semantics: a first character that is one ASCII byte is decided on that byte,
/// anything else (a non-ASCII letter, an ASCII byte a combining mark attaches to) goes the slow,
/// general way.
extension StringProtocol {
    /// The first character's byte when that character is a single ASCII scalar. Two ASCII bytes
    /// form one character only as CR LF; a byte of 0x80 or more may be a mark joining the first.
    @inline(__always) package
        var leadingASCII: UInt8?
    {
        var bytes = utf8.makeIterator()
        guard let first = bytes.next(), first < 0x80, first != 0x0D else { return nil }
        guard let second = bytes.next() else { return first }
        return second < 0x80 ? first : nil
    }

    /// Whether the first character is uppercase, as `Character.isUppercase` says.
    package var startsUppercase: Bool {
        if let byte = leadingASCII { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return first?.isUppercase == true
    }
}

/// The first bytes of a set of words, to turn away most other names before a string comparison
/// or a hash: a text whose first byte is ASCII can equal a word only if the word starts with that
/// byte (canonically equal strings start with the same scalar, and an ASCII scalar is its own
/// decomposition).
package struct InitialBytes: Sendable {
    private var table = [Bool](repeating: false, count: 128)
    /// A word starts with a non-ASCII byte: its decomposition may start with any scalar.
    private var admitsAnyText = false
    private var hasEmptyWord = false

    package init(_ words: some Sequence<String>) {
        for word in words {
            guard let first = word.utf8.first else { hasEmptyWord = true; continue }
            if first < 0x80 { table[Int(first)] = true } else { admitsAnyText = true }
        }
    }

    @inline(__always)
    package
        func mayMatch(_ text: some StringProtocol) -> Bool
    {
        if admitsAnyText { return true }
        guard let first = text.utf8.first else { return hasEmptyWord }
        return first >= 0x80 || table[Int(first)]
    }
}

/// A set of words whose look-up turns most other texts away on their first byte, before hashing.
package struct WordSet: Sendable {
    package let words: Set<String>
    private let initials: InitialBytes

    package init(_ words: some Sequence<String>) {
        self.words = Set(words)
        initials = InitialBytes(self.words)
    }

    @inline(__always)
    package
        func contains(_ text: String) -> Bool
    {
        initials.mayMatch(text) && words.contains(text)
    }
}
