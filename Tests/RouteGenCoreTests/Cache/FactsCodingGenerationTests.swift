import FactsCodingGenerator
import Foundation
import RouteGenTestSupport
import Testing

/// The `FileFacts` accessors and the facts cache's coding are generated from the model's
/// declarations, so that a fact is one stored property: the files on disk must be what the
/// generator writes now, and the generator must follow a field added, refuse what the cache cannot
/// store, and code raw enums as strings.
struct FactsCodingGenerationTests {
    @Test func theGeneratedFilesAreUpToDate() throws {
        for file in try FactsCodingGenerator.generate(repository: Repository.root.path) {
            let onDisk = try String(contentsOfFile: Repository.path(file.path), encoding: .utf8)
            #expect(
                onDisk == file.text,
                "\(file.path) is not what the declarations give: run `\(FactsCodingGenerator.command)` and read the diff"
            )
        }
    }

    /// A model of two facts, in the repository's layout.
    private static let model = """
        package struct FileFacts {
            package struct Fields {
                /// Where the file is.
                package var path: String
                package var kind: Kind
                package var marks: [Mark] = []
                package var lines: [Int: Set<String>] = [:]
                package init(path: String, kind: Kind) {}
            }
        }
        package enum Kind: String { case swift, objc }
        package struct Mark {
            package enum Shape: String { case round, square }
            package var name: String
            package var shape: Shape?
            package var shapes: Set<Shape>
            package var verdict: Verdict
            package var isLate = false
            package var rendered: String { name }
            package static let none = Mark(name: "", verdict: .unknown)
            package init(name: String, verdict: Verdict) {}
            package init(_ name: String, shape: Shape?, note: String = "") {}
        }
        package enum Verdict { case known(Bool), unknown }
        """
    private static let scanners = """
        package struct ByteSummary {
            package var mustParse: Bool
            package init() {}
        }
        """
    private static let byHand = "extension Verdict: BinaryStorable {}\n"

    private func generate(model: String = model, byHand: String = byHand) throws -> [String: String] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/RouteGenModel/Facts/Model.swift", model)
        try directory.write("Sources/RouteGenScanners/Prefilter/ByteSummary.swift", Self.scanners)
        try directory.write("Sources/RouteGenCore/Cache/ByHand.swift", byHand)
        let files = try FactsCodingGenerator.generate(repository: directory.path)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
    }

    @Test func everyStoredPropertyIsCodedInOrderWithItsAccessor() throws {
        let files = try generate()
        let coding = try #require(files[FactsCodingGenerator.codingPath])
        #expect(
            coding.contains(
                """
                extension FileFacts.Fields: BinaryFieldCodable {
                    static var blank: FileFacts.Fields { FileFacts.Fields(path: "", kind: .swift) }

                    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
                        try coder.code(&path)
                        try coder.code(raw: &kind)
                        try coder.code(&marks)
                        try coder.code(&lines)
                    }
                }
                """))
        // Computed and static properties are not stored; a set or an optional of a raw enum is
        // stored as strings; the enum with payloads is coded by hand; the blank value comes from
        // the initializer with the fewest arguments.
        #expect(
            coding.contains(
                """
                extension Mark: BinaryFieldCodable {
                    static var blank: Mark { Mark(name: "", verdict: .unknown) }

                    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
                        try coder.code(&name)
                        try coder.code(raw: &shape)
                        try coder.code(raw: &shapes)
                        try coder.code(&verdict)
                        try coder.code(&isLate)
                    }
                }
                """))
        #expect(coding.contains("import RouteGenModel\nimport RouteGenScanners\n"))
        #expect(coding.contains("extension ByteSummary: BinaryFieldCodable"))
        let accessors = try #require(files[FactsCodingGenerator.accessorsPath])
        #expect(
            accessors.contains(
                """
                    /// Where the file is.
                    package var path: String {
                        get { box.fields.path }
                        _modify { makeUnique(); yield &box.fields.path }
                    }
                    package var kind: Kind {
                """))
        #expect(accessors.contains("package var lines: [Int: Set<String>] {"))
    }

    @Test func aFieldAddedToAFactIsCodedAndGetsAnAccessor() throws {
        let before = try generate()
        let after = try generate(
            model: Self.model.replacingOccurrences(
                of: "package var isLate = false", with: "package var isLate = false\n    package var note: String?"))
        #expect(after[FactsCodingGenerator.codingPath] != before[FactsCodingGenerator.codingPath])
        #expect(
            after[FactsCodingGenerator.codingPath]?.contains("try coder.code(&isLate)\n        try coder.code(&note)\n")
                == true)
        // A field of a stored type, not of `FileFacts.Fields`, gets no accessor.
        #expect(after[FactsCodingGenerator.accessorsPath] == before[FactsCodingGenerator.accessorsPath])
    }

    @Test func whatTheCacheCannotStoreIsRefusedWithTheField() throws {
        func error(_ model: String, byHand: String = Self.byHand) -> String {
            do {
                _ = try generate(model: model, byHand: byHand)
                return ""
            } catch {
                return "\(error)"
            }
        }
        #expect(
            error(Self.model.replacingOccurrences(of: "package var name: String", with: "package let name: String"))
                .contains("`Mark.name` is a `let`"))
        #expect(error(Self.model, byHand: "").contains("`Verdict` is stored in `Mark` but is an enum with payloads"))
        #expect(
            error(Self.model.replacingOccurrences(of: "package var isLate = false", with: "package var odd: [String?]"))
                .contains("`Mark.odd`: `[String?]` has no coding"))
    }
}
