import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// routegen's reader of `project.pbxproj` against Foundation's `PropertyListSerialization`: the
/// same values on every project file of the fixtures and on the corner cases of the format, and
/// on cut or damaged files either the same value or a refusal (which hands the file to
/// Foundation), never a crash and never a different value.
struct PBXPropertyListTests {
    static func foundation(_ bytes: [UInt8]) -> PBXValue? {
        guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        else { return nil }
        return PBXValue(foundation: value)
    }

    static var fixtureProjects: [String] {
        let root = Repository.path("Fixtures")
        let all = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
        return all.filter { $0.hasSuffix("project.pbxproj") }.sorted().map { root + "/" + $0 }
    }

    @Test func everyFixtureProjectReadsAsFoundationReadsIt() throws {
        #expect(Self.fixtureProjects.count >= 6)
        for path in Self.fixtureProjects {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let ours = try PBXPropertyListReader.parse(bytes)
            #expect(ours == Self.foundation(bytes), "\(path)")
        }
    }

    @Test func cornersOfTheFormat() throws {
        let text = """
            // !$*UTF8*$!
            {
                /* A comment, and one // that is not a line comment inside it */
                plain = abc_$/:.-09;
                "quoted key" = "a \\"quoted\\" \\\\ value\\n\\ttab";
                single = 'it\\'s';
                unicode = "caf\\U00e9 \\U2603 é";
                octal = "\\101\\102";
                empty = "";
                list = (a, "b c", (nested, ), {k = v;}, );
                emptyList = ();
                emptyDictionary = {};
                data = <0fbd 7a1c>;
                number = 77;
            }
            """
        let bytes = Array(text.utf8)
        let ours = try PBXPropertyListReader.parse(bytes)
        #expect(ours == Self.foundation(bytes), "\(ours)")
        #expect(ours.dictionary?["unicode"]?.string == "café ☃ é")
        #expect(ours.dictionary?["quoted key"]?.string == "a \"quoted\" \\ value\n\ttab")
    }

    @Test func duplicateKeysKeepWhatFoundationKeeps() throws {
        let bytes = Array("{ a = first; a = second; }".utf8)
        #expect(try PBXPropertyListReader.parse(bytes) == Self.foundation(bytes))
    }

    /// Every cut of a real project file, and every byte of it flipped in turn (a sample), reads as
    /// Foundation reads it or is refused with a line number.
    @Test func cutAndDamagedFilesNeverReadDifferently() throws {
        let bytes = try [UInt8](
            Data(
                contentsOf: URL(
                    fileURLWithPath: Repository.path("Fixtures/Xcode/PodsApp/Pods/Pods.xcodeproj/project.pbxproj"))))
        var refused = 0
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
            for damaged in [
                Array(bytes[..<cut]),
                {
                    var copy = bytes; copy[cut] = [0x7B, 0x22, 0x3B, 0x28, 0x00][cut % 5]; return copy
                }(),
            ] {
                do {
                    let ours = try PBXPropertyListReader.parse(damaged)
                    #expect(ours == Self.foundation(damaged), "cut at \(cut)")
                } catch {
                    refused += 1
                    #expect(error.line >= 1 && error.offset <= damaged.count)
                }
            }
        }
        #expect(refused > 50)
    }

    /// A project this reader refuses but Foundation reads still loads, through Foundation.
    @Test func whatOnlyFoundationReadsStillLoads() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // An octal escape of a NeXTSTEP character, which Foundation maps and this reader refuses.
        let text = try String(
            contentsOfFile: Repository.path("Fixtures/Xcode/SiblingsApp/SiblingsApp.xcodeproj/project.pbxproj"),
            encoding: .utf8
        )
        .replacingOccurrences(of: "ORGANIZATIONNAME = ", with: "ORGANIZATIONNAME = \"Caf\\351\"; oldOrganization = ")
        try folder.write("Odd.xcodeproj/project.pbxproj", text)
        let bytes = Array(text.utf8)
        #expect(throws: PBXPropertyListReader.Malformed.self) { try PBXPropertyListReader.parse(bytes) }
        #expect(Self.foundation(bytes) != nil)
        let project = try XcodeProject.load(folder.path + "/Odd.xcodeproj", configuration: nil).get()
        #expect(project.summaries.map(\.name) == ["SiblingsApp"])
    }
}
