import Foundation

/// Paths into the repository, found from this file so tests do not depend on the working directory.
enum Repository {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // RouteGenScannersTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}

/// The source files of a fixture folder, listed the way source discovery lists a folder: hidden
/// entries and the folders of build products and dependency managers left out, in path order.
enum FixtureFiles {
    static let skippedFolderNames: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    static func sources(under relative: String, suffixes: [String]) -> [String] {
        let root = Repository.path(relative)
        var found: [String] = []
        var folders = [root]
        while let folder = folders.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names where !name.hasPrefix(".") {
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if !skippedFolderNames.contains(name) { folders.append(path) }
                } else if suffixes.contains(where: { name.hasSuffix($0) }) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
