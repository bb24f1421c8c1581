import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The facts cache's format identity comes from the stored types' coding: a field added to a fact
/// changes it without a version bumped by hand, and a cache in the old layout is not read.
struct BinaryLayoutTests {
    private struct Place: BinaryFieldCodable, Equatable {
        var file = ""
        var line = 0
        static var blank: Place { Place() }
        mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
            try coder.code(&file)
            try coder.code(&line)
        }
    }

    /// A fact as it was, and as it is after a field was added to it.
    private struct Before: BinaryFieldCodable {
        var name = ""
        var location = Place()
        static var blank: Before { Before() }
        mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
            try coder.code(&name)
            try coder.code(&location)
        }
    }

    private struct After: BinaryFieldCodable {
        var name = ""
        var location = Place()
        var children: [After] = []
        var access: AccessLevel?
        static var blank: After { After() }
        mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
            try coder.code(&name)
            try coder.code(&location)
            try coder.code(&children)
            try coder.code(raw: &access)
        }
    }

    @Test func theDescriptionListsEveryStoredFieldInOrder() {
        #expect(BinaryLayout.description(of: Before.self) == "Before{String;Place{String;Int;};}")
        // A type stored inside itself is described once.
        #expect(
            BinaryLayout.description(of: After.self)
                == "After{String;Place{String;Int;};[After{}];raw AccessLevel?;}")
    }

    @Test func aFieldAddedToAStoredTypeChangesTheFingerprint() {
        let before = BinaryLayout.fingerprint(BinaryLayout.description(of: Before.self), layoutVersion: 1)
        let after = BinaryLayout.fingerprint(BinaryLayout.description(of: After.self), layoutVersion: 1)
        #expect(before != after)
        #expect(before >= 0 && before < 1 << 56)
        #expect(before != BinaryLayout.fingerprint(BinaryLayout.description(of: Before.self), layoutVersion: 2))
    }

    /// The facts themselves: every fact kind reaches the description, down to the leaves, and a
    /// hand-coded enum is named.
    @Test func theFactsLayoutReachesEveryKindOfFact() {
        let description = BinaryLayout.description(of: FileFacts.Fields.self)
        for fragment in [
            "[RegistrationFact{", "[StringConstant{String;String;SourceLocation{};}]",
            "SourceLocation{String;Int;Int;}",
            "Kind(by hand)", "[Int: Set<String>];",
        ] {
            #expect(description.contains(fragment), "\(fragment) in \(description)")
        }
        let fields = Mirror(reflecting: FileFacts(path: "a", language: .swift)).children.count
        #expect(description.filter { $0 == ";" }.count >= fields)
    }
}
