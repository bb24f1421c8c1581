import Foundation
import Testing

@testable import RouteGenCore

/// The modules of a kept reading, in path order, answer every question as their dictionary does,
/// and a layout or discovery that changes them changes them as a dictionary.
struct ModulesOfFilesTests {
    static let files = (0..<500).map { "/app/Sources/Module\($0 % 9)/File\($0).m" }.sorted()
    static let pairs = files.map { ($0, "Module\($0.count % 9)") }

    @Test func theOrderedFormAnswersAsItsDictionary() {
        let dictionary = Dictionary(uniqueKeysWithValues: Self.pairs)
        let ordered = ModulesOfFiles(sortedFiles: Self.files, modules: Self.files.map { dictionary[$0]! })
        let plain = ModulesOfFiles(dictionary)
        #expect(ordered.count == 500 && !ordered.isEmpty)
        for path in Self.files + ["/app/Sources/Missing.m", "", "/z", "/"] {
            #expect(ordered[path] == plain[path], "\(path)")
        }
        #expect(ordered.dictionary == dictionary)
        #expect(ordered == plain && plain == ordered)
        #expect(ordered.hashValue == plain.hashValue)
        var other = dictionary
        other[Self.files[0]] = "Elsewhere"
        #expect(ordered != ModulesOfFiles(other))
        #expect(ModulesOfFiles().isEmpty)
    }

    @Test func aLayoutsModulesChangeInPlaceAndDropTheKeptOrder() {
        var layout = ProjectLayout()
        layout.setModules(
            sortedPairs: Self.pairs.map { (file: $0.0, module: $0.1) }, standard: true,
            digest: Array(repeating: 1, count: 16))
        #expect(layout.modulesInFileOrder != nil && layout.keptFilesDigest != nil)
        #expect(layout.modules[Self.files[3]] == Self.pairs[3].1)
        #expect(layout.modulesInFileOrder != nil, "reading them keeps the order")
        layout.modules["/app/Sources/Later.m"] = "Later"
        #expect(layout.modulesInFileOrder == nil && layout.keptFilesDigest == nil)
        #expect(layout.modules.count == 501)
        #expect(layout.files == (Self.files + ["/app/Sources/Later.m"]).sorted())
        // Out of order: taken as a dictionary, without a kept order.
        var unordered = ProjectLayout()
        unordered.setModules(sortedPairs: Self.pairs.reversed().map { (file: $0.0, module: $0.1) })
        #expect(unordered.modulesInFileOrder == nil)
        #expect(unordered.modules == layout.modules.filter { $0.key != "/app/Sources/Later.m" })
    }
}
