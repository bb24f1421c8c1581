/// How the facts cache stores what its generated coding (`FactsFieldCoding.generated.swift`, written
/// from the declarations by `swift run generate-facts-coding`) does not: `FileFacts` through its
/// fields, and the enums with payloads, which only hand-written code can store. The cache's format
/// identity follows the generated coding by itself (`BinaryLayout`); a change to a coding below
/// (`write(to:)` / `init(from:)`) needs `FactsStore.layoutVersion` raised.
import RouteGenModel
import RouteGenScanners

extension FileFacts: BinaryStorable {
    func write(to writer: inout BinaryWriter) {
        var fields = fields
        // Writing never throws; the signature is shared with reading.
        try? fields.code(with: &writer)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(try FileFacts.Fields(from: &reader))
    }
}

extension AbstractVerdict: BinaryStorable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .always(let abstract):
            writer.write(0)
            writer.write(abstract)
        case .onlyFor(let names):
            writer.write(1)
            writer.write(names)
        case .unknown(let expression):
            writer.write(2)
            writer.write(expression)
        }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        switch try reader.readInt() {
        case 0: self = .always(try reader.readBool())
        case 1: self = .onlyFor(try reader.readStrings())
        case 2: self = .unknown(try reader.readString())
        default: throw BinaryReader.Malformed()
        }
    }
}

extension MethodFact.Kind: BinaryStorable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .registerRoutableDestination:
            writer.write(0)
        case .isAbstractRouter(let verdict):
            writer.write(1)
            writer.write(verdict)
        case .destinationWithConfiguration:
            writer.write(2)
        case .supportedRouteTypes(let verdict):
            writer.write(3)
            writer.write(verdict)
        case .customRouteMethod(let method):
            writer.write(4)
            writer.write(raw: method)
        }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        switch try reader.readInt() {
        case 0: self = .registerRoutableDestination
        case 1: self = .isAbstractRouter(try reader.read())
        case 2: self = .destinationWithConfiguration
        case 3: self = .supportedRouteTypes(try reader.read())
        case 4: self = .customRouteMethod(try reader.read(raw: CustomRouteMethod.self))
        default: throw BinaryReader.Malformed()
        }
    }
}

extension RouteTypesVerdict: BinaryStorable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .literal(let mask):
            writer.write(0)
            writer.write(mask.rawValue)
        case .unknown(let expression):
            writer.write(1)
            writer.write(expression)
        }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        switch try reader.readInt() {
        case 0: self = .literal(ViewRouteTypeMask(rawValue: try reader.readInt()))
        case 1: self = .unknown(try reader.readString())
        default: throw BinaryReader.Malformed()
        }
    }
}
