import Foundation
import Testing
@testable import RouteGenCore

/// The cache's binary format gives back exactly the facts it was given.
struct FactsBinaryCodingTests {
    /// Every fixture source in the repository, scanned: they exercise every kind of fact
    /// (conditions, suppressions, diagnostics, adapters, block routes, typealiases, verdicts…).
    private static let fixtureFacts: [FileFacts] = SourceDiscovery.discover(paths: [Repository.path("Fixtures")], fileLists: []).files.compactMap { path in
        guard case .text(let text) = SourceReader.read(path) else { return nil }
        return Pipeline.scan(path: path, text: text)
    } + [
        // No fixture silences a rule; this one does, on two lines.
        Pipeline.scan(path: "Sources/App/Silenced.swift", text: """
        func show() {
            // routegen:ignore unregistered-route
            Router.perform(to: RoutableView<MissingInput>(), path: .push(from: self))
            Router.to(RoutableService<OtherInput>()) // routegen:ignore unregistered-route, dangling-adapter
        }
        """),
        // Nor has one a syntax error, which is a diagnostic of the file.
        Pipeline.scan(path: "Sources/App/Broken.swift", text: "final class BrokenViewRouter: ZIKAnyViewRouter {\n    override class func registerRoutableDestination() { registerView(\n}\n"),
        // Nor is one generated from a template.
        Pipeline.scan(path: "Sources/App/Generated.swift", text: "#sourceLocation(file: \"Templates/Routers.swift.gyb\", line: 40)\nfinal class GeneratedViewRouter: ZIKAnyViewRouter {}\n#sourceLocation()\n"),
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
        #expect(facts.contains { !$0.classes.isEmpty } && facts.contains { !$0.typeAliases.isEmpty } && facts.contains { !$0.methods.isEmpty })
        #expect(facts.contains { !$0.registrations.isEmpty } && facts.contains { !$0.routableDeclarations.isEmpty } && facts.contains { !$0.useSites.isEmpty })
        #expect(facts.contains { !$0.registryCalls.isEmpty } && facts.contains { !$0.suppressions.isEmpty } && facts.contains { !$0.diagnostics.isEmpty })
        #expect(facts.contains { !$0.protocolInheritance.isEmpty } && facts.contains { !$0.routableClasses.isEmpty })
        #expect(facts.contains { !$0.sourceLocationDirectives.isEmpty })
    }

    /// A property added to a model type must be added to its stored form too: this counts them.
    @Test func everyStoredPropertyIsWritten() {
        let location = SourceLocation(file: "a.swift", line: 1, column: 1)
        func fields(_ value: Any) -> Int { Mirror(reflecting: value).children.count }
        #expect(fields(FileFacts(path: "a", language: .swift)) == FileFacts.storedFieldCount)
        #expect(fields(location) == SourceLocation.storedFieldCount)
        #expect(fields(BuildCondition.always) == BuildCondition.storedFieldCount)
        #expect(fields(TypeReference(name: "A")) == TypeReference.storedFieldCount)
        #expect(fields(ClassDeclaration(name: "A", superclass: nil, location: location)) == ClassDeclaration.storedFieldCount)
        #expect(fields(TypeAliasDeclaration(name: "A", target: TypeReference(name: "B"), location: location)) == TypeAliasDeclaration.storedFieldCount)
        #expect(fields(MethodFact(typeName: "A", kind: .registerRoutableDestination, location: location)) == MethodFact.storedFieldCount)
        #expect(fields(RegistrationFact(kind: .view, key: "A", enclosingType: "R", location: location)) == RegistrationFact.storedFieldCount)
        #expect(fields(RoutableDeclaration(kind: .view, protocolName: "P", location: location)) == RoutableDeclaration.storedFieldCount)
        #expect(fields(HelperFunction(name: "f", typeName: nil, location: location)) == HelperFunction.storedFieldCount)
        #expect(fields(HelperCall(caller: "R.registerRoutableDestination", callee: "f", receiver: nil, isMethodCall: false, location: location)) == HelperCall.storedFieldCount)
        #expect(fields(UseSite(kind: .viewProtocol, key: "P", api: "Router.perform", location: location)) == UseSite.storedFieldCount)
        #expect(fields(RegistryCall(receiver: "R", function: nil, location: location)) == RegistryCall.storedFieldCount)
        #expect(fields(Diagnostic(.note, "n")) == Diagnostic.storedFieldCount)
        #expect(fields(ProtocolInheritance(protocolName: "P", parents: [], location: location)) == ProtocolInheritance.storedFieldCount)
        #expect(fields(RoutableClassDeclaration(className: "C", kind: .view, form: "f", location: location)) == RoutableClassDeclaration.storedFieldCount)
        #expect(fields(SourceLocationDirective(physicalLine: 2, file: "A.gyb", line: 9)) == SourceLocationDirective.storedFieldCount)
        #expect(fields(ByteSummary()) == ByteSummary.storedFieldCount)
        #expect(fields(ByteSummary.Link(name: "A", targets: [])) == ByteSummary.Link.storedFieldCount)
        // Stamp, hash, facts, summary and the closure a skip was made under.
        #expect(fields(FactsStore.Entry(stamp: nil, contentHash: [], facts: FileFacts(path: "a", language: .swift))) == 5)
    }

    @Test func byteSummariesRoundTrip() throws {
        let summary = ByteSummary(mustParse: true, declared: ["A", "B"], links: [ByteSummary.Link(name: "A", targets: ["Base", "P"])])
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
