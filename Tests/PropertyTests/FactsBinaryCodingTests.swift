import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The cache's binary format gives back exactly the facts it was given.
struct FactsBinaryCodingTests {
    /// Every fixture source in the repository, scanned: they exercise every kind of fact
    /// (conditions, suppressions, diagnostics, adapters, block routes, typealiases, verdicts…).
    private static let fixtureFacts: [FileFacts] =
        SourceDiscovery.discover(paths: [Repository.path("Fixtures")], fileLists: []).files.compactMap { path in
            guard case .text(let text) = SourceReader.read(path) else { return nil }
            return Pipeline.facts(path: path, text: text)
        } + [
            // No fixture silences a rule; this one does, on two lines.
            Pipeline.facts(
                path: "Sources/App/Silenced.swift",
                text: """
                    func show() {
                        // routegen:ignore unregistered-route
                        Router.perform(to: RoutableView<MissingInput>(), path: .push(from: self))
                        Router.to(RoutableService<OtherInput>()) // routegen:ignore unregistered-route, dangling-adapter
                    }
                    """),
            // Nor has one a syntax error, which is a diagnostic of the file.
            Pipeline.facts(
                path: "Sources/App/Broken.swift",
                text:
                    "final class BrokenViewRouter: ZIKAnyViewRouter {\n    override class func registerRoutableDestination() { registerView(\n}\n"
            ),
            // Nor is one generated from a template.
            Pipeline.facts(
                path: "Sources/App/Generated.swift",
                text:
                    "#sourceLocation(file: \"Templates/Routers.swift.gyb\", line: 40)\nfinal class GeneratedViewRouter: ZIKAnyViewRouter {}\n#sourceLocation()\n"
            ),
        ]

    @Test func everyFixtureRoundTrips() throws {
        let facts = Self.fixtureFacts
        #expect(facts.count > 100)
        var writer = BinaryWriter()
        writer.write(facts)
        var reader = try BinaryReader(writer.encoded)
        let decoded = try reader.readArray(FileFacts.self)
        #expect(reader.isAtEnd)
        #expect(decoded == facts)
        // The fixtures exercise every collection of FileFacts, so none can round-trip by being empty.
        #expect(
            facts.contains { !$0.classes.isEmpty } && facts.contains { !$0.typeAliases.isEmpty }
                && facts.contains { !$0.methods.isEmpty })
        #expect(
            facts.contains { !$0.registrations.isEmpty } && facts.contains { !$0.routableDeclarations.isEmpty }
                && facts.contains { !$0.useSites.isEmpty })
        #expect(
            facts.contains { !$0.registryCalls.isEmpty } && facts.contains { !$0.suppressions.isEmpty }
                && facts.contains { !$0.diagnostics.isEmpty })
        #expect(facts.contains { !$0.protocolInheritance.isEmpty } && facts.contains { !$0.routableClasses.isEmpty })
        #expect(
            facts.contains { !$0.conformances.isEmpty } && facts.contains { !$0.runtimeConformances.isEmpty }
                && facts.contains { !$0.configurations.isEmpty })
        #expect(facts.contains { !$0.sourceLocationDirectives.isEmpty })
        #expect(facts.contains { !$0.macroDefinitions.isEmpty } && facts.contains { !$0.macroExpansions.isEmpty })
    }

    /// A property added to a model type must reach its stored form too (the coding is generated;
    /// this catches a generator that misses a kind of property): this compares the fields each
    /// stored type codes with its stored properties. The types are the ones the facts and byte
    /// summaries store, found by walking their coding, so a new fact type is checked without being
    /// listed here.
    @Test func everyStoredPropertyIsWritten() {
        func fields(_ value: Any) -> Int { Mirror(reflecting: value).children.count }
        let coded = BinaryLayout.codedTypes(in: FileFacts.Fields.self) + BinaryLayout.codedTypes(in: ByteSummary.self)
        for (type, codedFields) in coded {
            #expect(fields(type.blank) == codedFields, "\(type) stores \(fields(type.blank)) properties")
        }
        let names = Set(coded.map { "\($0.type)" })
        for type in ["RegistrationFact", "SourceLocation", "ConfigurationFactory", "StringConstant", "Link"] {
            #expect(names.contains(type), "\(type) is stored")
        }
        #expect(fields(FileFacts(path: "a", language: .swift)) == fields(FileFacts.Fields.blank))
        // Stamp, hash, path, facts, summary and the closure a skip was made under (the path is
        // the facts' own, written once).
        #expect(
            fields(FactsStore.Entry(stamp: nil, contentHash: [], facts: FileFacts(path: "a", language: .swift))) == 6)
    }

    /// The bytes of one registration, worked out by hand from the format, so that a change to the
    /// order or the encoding of its fields is seen (the cache's format fingerprint follows it by
    /// itself; `BinaryLayoutTests`).
    @Test func storedBytesAreTheDocumentedFormat() throws {
        let fact = RegistrationFact(
            kind: .view, key: "A", enclosingType: "R", location: SourceLocation(file: "f", line: 3, column: 5))
        var writer = BinaryWriter()
        writer.write(fact)
        // Counts, lengths and indexes are zig-zag varints: a small n is the byte 2n. Each string
        // is stored once, in a table before the body, and the body holds its index.
        let stringTable: [UInt8] =
            [10] + [8] + Array("view".utf8) + [2] + Array("A".utf8) + [12] + Array("router".utf8)
            + [2] + Array("R".utf8) + [2] + Array("f".utf8)
        let body: [UInt8] = [
            0, 2, // kind "view", key "A"
            0, 0, 0, 0, // adaptee, routable kind: absent; registry from owner: false; receiver: absent
            4, 6, 0, // route "router", enclosing type "R", enclosing scope: empty
            8, 6, 10, // location: file "f", line 3, column 5
            0, 0, // condition: no clauses, no runtime clauses
            0, 0, 0, // called from, written key, written adaptee: absent
            0, // made class: absent
            0, // key needs a define: false
            0, // adaptee needs a define: false
            0, // key is a routable entry: false
            0, // block route: absent
            0, // block route traits: absent
            0, // configuration factory: absent
            0, // factory is a function: false
        ]
        #expect(writer.encoded == stringTable + body)
        var reader = try BinaryReader(writer.encoded)
        #expect(try reader.read(RegistrationFact.self) == fact)
    }

    /// No fixture app registers a configuration factory: one read and one unread round-trip here.
    @Test func configurationFactoriesRoundTrip() throws {
        let location = SourceLocation(file: "f", line: 3, column: 5)
        var made = RegistrationFact(
            kind: .viewModuleProtocol, key: "P", route: .makingDestination, enclosingType: "R", location: location)
        made.configurationFactory = ConfigurationFactory(
            inViewRegistry: true, madeClass: "LoginConfig", location: location)
        var unread = made
        unread.configurationFactory = ConfigurationFactory(
            inViewRegistry: false, madeClass: nil, unreadBecause: "why", location: location)
        var writer = BinaryWriter()
        writer.write(made)
        writer.write(unread)
        var reader = try BinaryReader(writer.encoded)
        #expect(try reader.read(RegistrationFact.self) == made)
        #expect(try reader.read(RegistrationFact.self) == unread)
    }

    @Test func byteSummariesRoundTrip() throws {
        let summary = ByteSummary(
            mustParse: true, declared: ["A", "B"], links: [ByteSummary.Link(name: "A", targets: ["Base", "P"])])
        var writer = BinaryWriter()
        writer.write(summary)
        writer.write(ByteSummary())
        var reader = try BinaryReader(writer.encoded, from: 0)
        #expect(try reader.read(ByteSummary.self) == summary)
        #expect(try reader.read(ByteSummary.self) == ByteSummary())
    }

    @Test func malformedBytesAreRejectedNotTrusted() throws {
        var writer = BinaryWriter()
        writer.write(Self.fixtureFacts.prefix(20).map { $0 })
        let bytes = writer.encoded
        // Every truncation either fails or (never) yields the full list.
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
            let prefix = Array(bytes.prefix(length))
            let decoded: [FileFacts]? = {
                guard var reader = try? BinaryReader(prefix) else { return nil }
                return try? reader.readArray(FileFacts.self)
            }()
            #expect(decoded == nil || decoded!.count < 20)
        }
        #expect(throws: BinaryReader.Malformed.self) {
            var reader = try BinaryReader([0x02, 0x02, 0x41, 0x42])
            _ = try reader.readString()
        }
    }
}
