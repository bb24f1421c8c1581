/// The few lexical rules the byte pass needs: identifiers, whitespace and comments. It never
/// builds a syntax tree; callers look at the tokens right after a keyword.
import RouteGenModel

package struct ByteLexer {
    package let buffer: UnsafeBufferPointer<UInt8>
    /// Swift block comments nest; C's do not (treating them as nested could swallow a declaration).
    package let nestedComments: Bool
    package var index: Int

    package init(_ buffer: UnsafeBufferPointer<UInt8>, nestedComments: Bool, at index: Int = 0) {
        self.buffer = buffer
        self.nestedComments = nestedComments
        self.index = index
    }

    /// `_`, `$`, ASCII letters and digits, and every byte of a non-ASCII character. Two bit
    /// masks (bytes 0–63 and 64–127) instead of a chain of comparisons: the byte passes call
    /// this for every byte of every file.
    @inline(__always)
    package static func isIdentifierByte(_ byte: UInt8) -> Bool {
        let mask: UInt64 = byte < 0x40 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return byte >= 0x80 || (mask &>> UInt64(byte & 0x3F)) & 1 != 0
    }

    package static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isIdentifierByte(byte) && !(byte >= 0x30 && byte <= 0x39)
    }

    package var atEnd: Bool { index >= buffer.count }
    package var current: UInt8? { index < buffer.count ? buffer[index] : nil }

    package func peek(_ offset: Int) -> UInt8? {
        index + offset < buffer.count ? buffer[index + offset] : nil
    }

    /// Skips spaces, newlines and comments; with `stopAtNewline`, stops before a newline that is
    /// not inside a block comment (and treats a backslash-newline as a space, for macros).
    package mutating func skipTrivia(stopAtNewline: Bool = false) {
        while let byte = current {
            switch byte {
            case 0x0A where stopAtNewline:
                return
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                index += 1
            case 0x5C where stopAtNewline && (peek(1) == 0x0A || (peek(1) == 0x0D && peek(2) == 0x0A)):
                index += peek(1) == 0x0A ? 2 : 3
            case 0x2F where peek(1) == 0x2F:
                while let next = current, next != 0x0A { index += 1 }
            case 0x2F where peek(1) == 0x2A:
                skipBlockComment()
            default:
                return
            }
        }
    }

    private mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while index < buffer.count {
            if buffer[index] == 0x2A, peek(1) == 0x2F {
                index += 2
                depth -= 1
                if depth == 0 || !nestedComments { return }
            } else if nestedComments, buffer[index] == 0x2F, peek(1) == 0x2A {
                index += 2
                depth += 1
            } else {
                index += 1
            }
        }
    }

    /// The identifier at the cursor, consumed; nil (and nothing consumed) when there is none.
    package mutating func identifier() -> String? {
        guard let byte = current, Self.isIdentifierStart(byte) else { return nil }
        let start = index
        while let next = current, Self.isIdentifierByte(next) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
    }

    /// `A.B.C` (trivia allowed around the dots), as its components.
    package mutating func dottedPath() -> [String] {
        guard let first = identifier() else { return [] }
        var path = [first]
        while true {
            let mark = index
            skipTrivia()
            guard current == 0x2E else { index = mark; return path }
            index += 1
            skipTrivia()
            guard let next = identifier() else { index = mark; return path }
            path.append(next)
        }
    }

    /// Skips a balanced `open … close` group starting at the cursor; false when it never closes.
    package mutating func skipGroup(open: UInt8, close: UInt8) -> Bool {
        guard current == open else { return true }
        var depth = 0
        while let byte = current {
            if byte == 0x2F, peek(1) == 0x2F || peek(1) == 0x2A {
                skipTrivia()
                continue
            }
            index += 1
            if byte == open { depth += 1 }
            if byte == close {
                depth -= 1
                if depth == 0 { return true }
            }
        }
        return false
    }

    /// Whether `matches` accepts the start and end of some identifier in the buffer (one not part
    /// of a longer one; comments and strings included: over-counting is safe).
    package static func containsIdentifier(
        in buffer: UnsafeBufferPointer<UInt8>, where matches: (Int, Int) -> Bool
    ) -> Bool {
        var index = 0
        let count = buffer.count
        while index < count {
            let byte = buffer[index]
            if isIdentifierByte(byte) {
                let start = index
                while index < count, isIdentifierByte(buffer[index]) { index += 1 }
                if isIdentifierStart(byte), matches(start, index) { return true }
            } else {
                index += 1
            }
        }
        return false
    }

    /// Whether `buffer[start..<end]` spells `word` (ASCII), without making a String.
    package static func spells(
        _ word: StaticString, _ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
    ) -> Bool {
        guard end - start == word.utf8CodeUnitCount else { return false }
        let bytes = word.utf8Start
        for offset in 0..<(end - start) where buffer[start + offset] != bytes[offset] { return false }
        return true
    }

    /// FNV-1a, the key under which a name is looked up in `RouterClosure`.
    package static func hash(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for offset in start..<end { hash = (hash ^ UInt64(buffer[offset])) &* 0x100000001b3 }
        return hash
    }

    package static func hash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { hash($0, 0, $0.count) }
    }
}
