/// One description of a stored type's fields for both directions of the cache format: a type
/// lists its fields once, in `code(with:)` (generated from its declaration,
/// `FactsFieldCoding.generated.swift`), and `BinaryWriter` writes them while `BinaryReader` reads
/// them back in the same order. A field listed in one direction only cannot happen.
import RouteGenModel

protocol BinaryFieldCodable: BinaryStorable {
    /// A value whose fields reading overwrites; its contents never reach the cache.
    static var blank: Self { get }
    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed)
}

extension BinaryFieldCodable {
    func write(to writer: inout BinaryWriter) {
        var copy = self
        // Writing never throws; the signature is shared with reading.
        try? copy.code(with: &writer)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self = .blank
        try code(with: &reader)
    }
}

/// Visits one field at a time: the writer stores the value, the reader replaces it.
protocol BinaryFieldCoder {
    mutating func code(_ value: inout Int) throws(BinaryReader.Malformed)
    mutating func code(_ value: inout Bool) throws(BinaryReader.Malformed)
    mutating func code(_ value: inout String) throws(BinaryReader.Malformed)
    mutating func code(_ value: inout String?) throws(BinaryReader.Malformed)
    mutating func code(_ value: inout [String]) throws(BinaryReader.Malformed)
    mutating func code<T: BinaryStorable>(_ value: inout T) throws(BinaryReader.Malformed)
    mutating func code<T: BinaryStorable>(_ value: inout T?) throws(BinaryReader.Malformed)
    mutating func code<T: BinaryStorable>(_ value: inout [T]) throws(BinaryReader.Malformed)
    /// An enum stored as its raw string.
    mutating func code<T: RawRepresentable>(raw value: inout T) throws(BinaryReader.Malformed)
    where T.RawValue == String
    mutating func code<T: RawRepresentable>(raw value: inout T?) throws(BinaryReader.Malformed)
    where T.RawValue == String
    /// A set of enums, stored as their sorted raw strings.
    mutating func code<T: RawRepresentable & Hashable>(raw value: inout Set<T>) throws(BinaryReader.Malformed)
    where T.RawValue == String
    /// Line → rule ids, stored in line order.
    mutating func code(_ value: inout [Int: Set<String>]) throws(BinaryReader.Malformed)
}

extension BinaryWriter: BinaryFieldCoder {
    mutating func code(_ value: inout Int) { write(value) }
    mutating func code(_ value: inout Bool) { write(value) }
    mutating func code(_ value: inout String) { write(value) }
    mutating func code(_ value: inout String?) { write(value) }
    mutating func code(_ value: inout [String]) { write(value) }
    mutating func code<T: BinaryStorable>(_ value: inout T) { write(value) }
    mutating func code<T: BinaryStorable>(_ value: inout T?) { write(value) }
    mutating func code<T: BinaryStorable>(_ value: inout [T]) { write(value) }
    mutating func code<T: RawRepresentable>(raw value: inout T) where T.RawValue == String { write(raw: value) }
    mutating func code<T: RawRepresentable>(raw value: inout T?) where T.RawValue == String { write(value?.rawValue) }
    mutating func code<T: RawRepresentable & Hashable>(raw value: inout Set<T>) where T.RawValue == String {
        write(Set(value.map(\.rawValue)))
    }

    mutating func code(_ value: inout [Int: Set<String>]) {
        write(value.count)
        for line in value.keys.sorted() {
            write(line)
            write(value[line]!)
        }
    }
}

extension BinaryReader: BinaryFieldCoder {
    mutating func code(_ value: inout Int) throws(Malformed) { value = try readInt() }
    mutating func code(_ value: inout Bool) throws(Malformed) { value = try readBool() }
    mutating func code(_ value: inout String) throws(Malformed) { value = try readString() }
    mutating func code(_ value: inout String?) throws(Malformed) { value = try readOptionalString() }
    mutating func code(_ value: inout [String]) throws(Malformed) { value = try readStrings() }
    mutating func code<T: BinaryStorable>(_ value: inout T) throws(Malformed) { value = try read() }
    mutating func code<T: BinaryStorable>(_ value: inout T?) throws(Malformed) { value = try readOptional() }
    mutating func code<T: BinaryStorable>(_ value: inout [T]) throws(Malformed) { value = try readArray() }
    mutating func code<T: RawRepresentable>(raw value: inout T) throws(Malformed) where T.RawValue == String {
        value = try read(raw: T.self)
    }

    mutating func code<T: RawRepresentable>(raw value: inout T?) throws(Malformed) where T.RawValue == String {
        guard let raw = try readOptionalString() else { value = nil; return }
        guard let decoded = T(rawValue: raw) else { throw Malformed() }
        value = decoded
    }

    mutating func code<T: RawRepresentable & Hashable>(raw value: inout Set<T>) throws(Malformed)
    where T.RawValue == String {
        var decoded: Set<T> = []
        for raw in try readStrings() {
            guard let element = T(rawValue: raw) else { throw Malformed() }
            decoded.insert(element)
        }
        value = decoded
    }

    mutating func code(_ value: inout [Int: Set<String>]) throws(Malformed) {
        var decoded: [Int: Set<String>] = [:]
        for _ in 0..<(try readCount()) {
            let line = try readInt()
            decoded[line] = Set(try readStrings())
        }
        value = decoded
    }
}
