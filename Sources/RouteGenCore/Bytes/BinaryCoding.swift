/// A small binary format for the facts cache. A warm run of a large app decodes tens of thousands
/// of `FileFacts`; with `JSONDecoder` that alone took 0.74 s for 20,000 files (18 MB), longer than
/// reading the whole tree. This format is written and read field by field, without `Codable`'s
/// keyed containers, and stores each distinct string once (file paths repeat in every location).
///
/// It is only ever read back by the same routegen version (the cache header says which), so it
/// needs no schema evolution: a changed stored type changes `FactsStore.formatVersion`, the
/// fingerprint of the stored layout.
import RouteGenModel

protocol BinaryStorable {
    func write(to writer: inout BinaryWriter)
    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed)
}

struct BinaryWriter {
    private(set) var body: [UInt8] = []

    /// Where the next value goes, relative to the start of the body.
    var bodyOffset: Int { body.count }
    private var stringIndex: [String: Int] = [:]
    /// The string table as it will be written (each string's length and UTF-8 bytes, in index
    /// order), appended to as strings are first seen: no second pass over the strings at the end.
    private var table = TableBytes()
    private var recent: [(string: String, index: Int)] = []
    private var nextRecent = 0
    private static let recentCount = 4

    /// - Parameter expectedStrings: about how many distinct strings will be written, so that the
    ///   string table is not rehashed again and again as it grows to tens of thousands of paths.
    init(expectedStrings: Int = 0) {
        body.reserveCapacity(1 << 16)
        stringIndex.reserveCapacity(expectedStrings)
    }

    private struct TableBytes {
        var count = 0
        var bytes: [UInt8] = []
    }

    mutating func write(_ value: Int) {
        Self.appendLength(value, to: &body)
    }

    /// `value` as `write(_: Int)` writes it, to `bytes`.
    private static func appendLength(_ value: Int, to bytes: inout [UInt8]) {
        // Zig-zag, so small negative numbers stay short too.
        var bits = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while bits >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: bits) | 0x80)
            bits >>= 7
        }
        bytes.append(UInt8(bits))
    }

    mutating func write(_ value: Bool) {
        body.append(value ? 1 : 0)
    }

    mutating func write(_ value: String) {
        // Most strings repeat one of the last few (a file's path is in every location of its
        // facts); comparing is cheaper than hashing, which dominated writing the cache.
        for slot in recent.indices where recent[slot].string == value {
            write(recent[slot].index)
            return
        }
        let index = interned(value)
        if recent.count < Self.recentCount {
            recent.append((value, index))
        } else {
            recent[nextRecent] = (value, index)
            nextRecent = (nextRecent + 1) % Self.recentCount
        }
        write(index)
    }

    private mutating func interned(_ value: String) -> Int {
        if let index = stringIndex[value] { return index }
        let index = table.count
        stringIndex[value] = index
        table.count += 1
        Self.appendLength(value.utf8.count, to: &table.bytes)
        table.bytes.append(contentsOf: value.utf8)
        return index
    }

    mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    mutating func write<T: BinaryStorable>(_ value: T) {
        value.write(to: &self)
    }

    mutating func write<T: BinaryStorable>(_ value: T?) {
        write(value != nil)
        if let value { value.write(to: &self) }
    }

    /// Through the buffer: a loop over the values copies each one first, and so does the array's
    /// subscript when a method is called on what it returns; the buffer's subscript lends it.
    mutating func write<T: BinaryStorable>(_ values: [T]) {
        write(values.count)
        values.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { buffer[index].write(to: &self) }
        }
    }

    mutating func write(_ values: [String]) {
        write(values.count)
        values.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { write(buffer[index]) }
        }
    }

    /// Raw bytes with their length, such as a digest.
    mutating func write(bytes: [UInt8]) {
        write(bytes.count)
        body.append(contentsOf: bytes)
    }

    /// Sorted, so the same set always gives the same bytes.
    mutating func write(_ values: Set<String>) {
        write(values.sorted())
    }

    mutating func write<T: RawRepresentable>(raw value: T) where T.RawValue == String {
        write(value.rawValue)
    }

    /// The string table followed by the body: a reader needs every string before the first
    /// reference to it. A reader created on these bytes starts at the body.
    var encoded: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10 + table.bytes.count + body.count)
        Self.appendLength(table.count, to: &bytes)
        bytes.append(contentsOf: table.bytes)
        bytes.append(contentsOf: body)
        return bytes
    }
}

struct BinaryReader {
    /// The bytes end early or hold a value no writer produces.
    struct Malformed: Error {}

    private let bytes: [UInt8]
    /// Where the encoding ends: nothing at or past it is read.
    private let limit: Int
    private(set) var position: Int
    private var strings: [String] = []

    /// Reads the string table at `offset`; the body follows it and ends at `end` (default: the
    /// end of `bytes`), so that one array can hold several encodings.
    init(_ bytes: [UInt8], from offset: Int = 0, end: Int? = nil) throws(Malformed) {
        self.bytes = bytes
        limit = min(end ?? bytes.count, bytes.count)
        guard offset >= 0, offset <= limit else { throw Malformed() }
        position = offset
        let count = try readCount()
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let length = try readCount()
            guard position + length <= limit else { throw Malformed() }
            guard let string = String(validating: bytes[position..<(position + length)], as: UTF8.self) else {
                throw Malformed()
            }
            strings.append(string)
            position += length
        }
    }

    var isAtEnd: Bool { position == limit }

    /// A reader of the same bytes and strings from `offset`, so that independent parts of one
    /// encoding can be decoded on several threads.
    func positioned(at offset: Int) throws(Malformed) -> BinaryReader {
        guard offset >= 0, offset <= limit else { throw Malformed() }
        var copy = self
        copy.position = offset
        return copy
    }

    mutating func readInt() throws(Malformed) -> Int {
        var bits: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < limit, shift < 64 else { throw Malformed() }
            let byte = bytes[position]
            position += 1
            bits |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        let value = Int(Int64(bitPattern: bits >> 1))
        return (bits & 1) == 0 ? value : ~value
    }

    /// A non-negative count, bounded by what is left, so a corrupt file cannot ask for a huge array.
    mutating func readCount() throws(Malformed) -> Int {
        let count = try readInt()
        guard count >= 0, count <= limit - position + 1 else { throw Malformed() }
        return count
    }

    mutating func readBool() throws(Malformed) -> Bool {
        guard position < limit, bytes[position] <= 1 else { throw Malformed() }
        position += 1
        return bytes[position - 1] == 1
    }

    mutating func readString() throws(Malformed) -> String {
        let index = try readInt()
        guard index >= 0, index < strings.count else { throw Malformed() }
        return strings[index]
    }

    mutating func readOptionalString() throws(Malformed) -> String? {
        try readBool() ? try readString() : nil
    }

    mutating func readBytes() throws(Malformed) -> [UInt8] {
        let count = try readCount()
        guard position + count <= limit else { throw Malformed() }
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }

    mutating func read<T: BinaryStorable>(_ type: T.Type = T.self) throws(Malformed) -> T {
        try T(from: &self)
    }

    mutating func readOptional<T: BinaryStorable>(_ type: T.Type = T.self) throws(Malformed) -> T? {
        try readBool() ? try T(from: &self) : nil
    }

    mutating func readArray<T: BinaryStorable>(_ type: T.Type = T.self) throws(Malformed) -> [T] {
        let count = try readCount()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try T(from: &self)) }
        return values
    }

    mutating func readStrings() throws(Malformed) -> [String] {
        let count = try readCount()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try readString()) }
        return values
    }

    mutating func read<T: RawRepresentable>(raw type: T.Type = T.self) throws(Malformed) -> T
    where T.RawValue == String {
        guard let value = T(rawValue: try readString()) else { throw Malformed() }
        return value
    }
}
