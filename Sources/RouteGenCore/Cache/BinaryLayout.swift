/// What the facts cache stores, as text, and its fingerprint, which the cache's header holds in
/// place of a version number bumped by hand: a field added to, removed from, moved in or retyped
/// in a stored type changes the text, so a cache written with the old layout is never read.
///
/// The text comes from the coding itself: `Recorder` is one more `BinaryFieldCoder`, and each
/// type's `code(with:)` names its fields to it in the order they are stored, with their types. A
/// type coded by hand (`write(to:)` / `init(from:)`, the enums with payloads) is recorded by its
/// name only: a change to its coding changes `FactsStore.layoutVersion`.
import RouteGenModel

enum BinaryLayout {
    /// The layout of `T` and of every type stored inside it.
    static func description<T: BinaryFieldCodable>(of type: T.Type) -> String {
        var recorder = Recorder()
        recorder.walk(T.self)
        return recorder.text
    }

    /// The SHA-256 of the description with the hand-kept layout version, as a non-negative number
    /// of 56 bits (the header stores it as a varint).
    static func fingerprint(_ description: String, layoutVersion: Int) -> Int {
        let digest = SHA256.digest(of: Array("layout \(layoutVersion)\n\(description)".utf8))
        return digest.prefix(7).reduce(0) { $0 << 8 | Int($1) }
    }

    /// Every type stored in `T`, itself included, with how many fields its coding lists, for the
    /// test that each lists all its stored properties.
    static func codedTypes<T: BinaryFieldCodable>(in type: T.Type) -> [(type: any BinaryFieldCodable.Type, fields: Int)]
    {
        var recorder = Recorder()
        recorder.walk(T.self)
        return recorder.codedTypes
    }

    struct Recorder: BinaryFieldCoder {
        private(set) var text = ""
        private(set) var codedTypes: [(type: any BinaryFieldCodable.Type, fields: Int)] = []
        /// Types already described: a type stored inside itself is described once.
        private var described: Set<ObjectIdentifier> = []
        /// The fields listed so far by each type being described, innermost last.
        private var counts: [Int] = []

        mutating func walk<T: BinaryFieldCodable>(_ type: T.Type) {
            text += "\(T.self){"
            if described.insert(ObjectIdentifier(T.self)).inserted {
                var blank = T.blank
                counts.append(0)
                // Recording never throws; the signature is shared with reading.
                try? blank.code(with: &self)
                codedTypes.append((T.self, counts.removeLast()))
            }
            text += "}"
        }

        private mutating func field(_ spelling: String) {
            text += spelling
            if !counts.isEmpty { counts[counts.count - 1] += 1 }
        }

        private mutating func record<T: BinaryStorable>(_ type: T.Type) {
            if let codable = T.self as? any BinaryFieldCodable.Type {
                walkOpening(codable)
            } else {
                text += "\(T.self)(by hand)"
            }
        }

        private mutating func walkOpening(_ type: any BinaryFieldCodable.Type) {
            func open<U: BinaryFieldCodable>(_ type: U.Type) { walk(U.self) }
            open(type)
        }

        mutating func code(_ value: inout Int) { field("Int;") }
        mutating func code(_ value: inout Bool) { field("Bool;") }
        mutating func code(_ value: inout String) { field("String;") }
        mutating func code(_ value: inout String?) { field("String?;") }
        mutating func code(_ value: inout [String]) { field("[String];") }

        mutating func code<T: BinaryStorable>(_ value: inout T) {
            field("")
            record(T.self)
            text += ";"
        }

        mutating func code<T: BinaryStorable>(_ value: inout T?) {
            field("")
            record(T.self)
            text += "?;"
        }

        mutating func code<T: BinaryStorable>(_ value: inout [T]) {
            field("[")
            record(T.self)
            text += "];"
        }

        // Raw values are stored as strings: a case added or renamed needs no new layout (an old
        // cache never holds the new name, and a name no case has any more fails to read).
        mutating func code<T: RawRepresentable>(raw value: inout T) where T.RawValue == String {
            field("raw \(T.self);")
        }

        mutating func code<T: RawRepresentable>(raw value: inout T?) where T.RawValue == String {
            field("raw \(T.self)?;")
        }

        mutating func code<T: RawRepresentable & Hashable>(raw value: inout Set<T>) where T.RawValue == String {
            field("raw Set<\(T.self)>;")
        }

        mutating func code(_ value: inout [Int: Set<String>]) { field("[Int: Set<String>];") }
    }
}
