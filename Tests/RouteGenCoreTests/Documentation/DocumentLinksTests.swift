import Foundation
import RouteGenTestSupport
import Testing

/// Every relative link of the README and the docs leads somewhere: the file exists, and an anchor
/// into a Markdown file names one of its headings (as GitHub spells them) or an `<a id>`. Text moved
/// between pages keeps working from its new folder, and the README links no page that is missing.
struct DocumentLinksTests {
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Repository.path("docs"))) ?? []
        return ["README.md", "CONTRIBUTING.md", "BENCHMARKS.md", "CHANGELOG.md"]
            + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    @Test(arguments: documents)
    func everyRelativeLinkResolves(_ document: String) throws {
        let text = try String(contentsOfFile: Repository.path(document), encoding: .utf8)
        let folder = (document as NSString).deletingLastPathComponent
        for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target =
                parts[0].isEmpty
                ? document : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
            guard FileManager.default.fileExists(atPath: Repository.path(target)) else {
                Issue.record("\(document): \(link) leads to a missing file")
                continue
            }
            if parts.count == 2, target.hasSuffix(".md") {
                let anchors = Self.anchors(in: try String(contentsOfFile: Repository.path(target), encoding: .utf8))
                #expect(anchors.contains(parts[1]), "\(document): \(link) names no heading of \(target)")
            }
        }
    }

    @Test func theReadmeLinksItsGuides() {
        let links = Set(
            Self.links(in: (try? String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)) ?? ""))
        for page in [
            "docs/rules.md", "docs/faq.md", "docs/zikrouter-check-parity.md", "docs/xcode-and-cocoapods.md",
            "docs/swiftpm-plugin.md", "docs/pre-commit.md", "docs/github-actions.md",
        ] {
            #expect(links.contains(page), "README.md does not link \(page)")
        }
    }

    /// The finder itself: fences, code spans and images.
    @Test func linksAreReadOutsideCode() {
        let text =
            "a [x](x.md) `[no](no.md)` ![i](i.png)\n```sh\n[no](fence.md)\n```\n[y](docs/y.md#z) `a\n[no](wrapped.md)`\n"
        #expect(Self.links(in: text) == ["x.md", "i.png", "docs/y.md#z"])
        #expect(Self.anchors(in: "# A `b`, c: d\n<a id=\"e\"></a>\n## Café — ok?\n") == ["a-b-c-d", "e", "café--ok"])
    }

    /// Link targets of `[text](target)` and `![alt](target)`, outside fenced blocks and code spans (a
    /// code span may wrap onto the next line of its paragraph).
    static func links(in text: String) -> [String] {
        var paragraphs: [[String]] = [[]]
        var fenced = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                fenced.toggle()
                paragraphs.append([])
                continue
            }
            if fenced { continue }
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                paragraphs.append([])
            } else {
                paragraphs[paragraphs.count - 1].append(line)
            }
        }
        var links: [String] = []
        for paragraph in paragraphs {
            let prose = paragraph.joined(separator: "\n").components(separatedBy: "`").enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = prose[...]
            while let close = rest.range(of: "](") {
                let after = rest[close.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                let target = String(after[..<end])
                if !target.contains(" ") && !target.contains("\n") { links.append(target) }
                rest = after[end...]
            }
        }
        return links
    }

    /// The anchors GitHub gives a page: each heading lower-cased, punctuation dropped, spaces made
    /// hyphens; and every `<a id="…">`.
    static func anchors(in text: String) -> [String] {
        var anchors: [String] = []
        var fenced = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                fenced.toggle()
                continue
            }
            if fenced { continue }
            if line.hasPrefix("#"), let space = line.firstIndex(of: " "), line[..<space].allSatisfy({ $0 == "#" }) {
                let heading = line[line.index(after: space)...].lowercased()
                anchors.append(
                    String(
                        heading.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == " " }
                            .map { $0 == " " ? "-" : $0 }))
            }
            var rest = line[...]
            while let open = rest.range(of: "<a id=\"") {
                let after = rest[open.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                anchors.append(String(after[..<end]))
                rest = after[end...]
            }
        }
        return anchors
    }
}
