/// Writes, from the model's declarations, the two files that would otherwise repeat them: the
/// accessors of `FileFacts` (one per stored property of `FileFacts.Fields`) and the facts cache's
/// coding of every struct the cache stores. A fact is then one stored property; the test
/// `FactsCodingGenerationTests` fails when the files on disk differ from what this writes.
import Foundation
import SwiftParser
import SwiftSyntax

package enum FactsCodingGenerator {
    package struct GeneratedFile: Equatable {
        /// Relative to the repository.
        package var path: String
        package var text: String
    }

    /// What rewrites the files.
    package static let command = "swift run generate-facts-coding"
    package static let accessorsPath = "Sources/RouteGenModel/Facts/FileFactsAccessors.generated.swift"
    package static let codingPath = "Sources/RouteGenCore/Cache/FactsFieldCoding.generated.swift"
    /// The types `FactsStore` stores.
    static let roots = ["FileFacts.Fields", "ByteSummary"]
    /// The model, and the scanners' folder that declares `ByteSummary` (the rest of the scanners stores nothing:
    /// reading it would only slow the test down).
    static let modelFolders = ["Sources/RouteGenModel", "Sources/RouteGenScanners/Prefilter"]
    static let cacheFolder = "Sources/RouteGenCore/Cache"

    package static func generate(repository root: String) throws -> [GeneratedFile] {
        let table = try ModelTypeTable(
            files: modelFolders.flatMap { swiftFiles(under: root + "/" + $0) }, relativeTo: root)
        let stored = try StoredTypes(
            roots: roots, table: table, codedByHand: try codedByHand(in: swiftFiles(under: root + "/" + cacheFolder)))
        guard case .structure(let fields, _)? = table.declarations["FileFacts.Fields"] else {
            throw GenerationError("`FileFacts.Fields` is not a struct of \(modelFolders.joined(separator: " or "))")
        }
        let modules = Set(stored.types.compactMap { table.files[$0.name]?.split(separator: "/").dropFirst().first })
        return [
            GeneratedFile(path: accessorsPath, text: GeneratedSource.accessors(of: fields)),
            GeneratedFile(
                path: codingPath, text: GeneratedSource.coding(of: stored.types, importing: modules.map(String.init))),
        ]
    }

    /// The `.swift` files below `folder`, generated ones excluded, sorted.
    static func swiftFiles(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") && !relative.hasSuffix(".generated.swift") {
                files.append(folder + "/" + relative)
            }
        }
        return files.sorted()
    }

    /// The types given a `BinaryStorable` conformance by hand (`extension X: BinaryStorable`).
    static func codedByHand(in files: [String]) throws -> Set<String> {
        var names: Set<String> = []
        for file in files {
            let tree = Parser.parse(source: try String(contentsOfFile: file, encoding: .utf8))
            for statement in tree.statements {
                guard let extensionDecl = statement.item.as(ExtensionDeclSyntax.self),
                    let inherited = extensionDecl.inheritanceClause?.inheritedTypes,
                    inherited.contains(where: { $0.type.trimmedDescription == "BinaryStorable" })
                else { continue }
                names.insert(extensionDecl.extendedType.trimmedDescription)
            }
        }
        return names
    }
}
