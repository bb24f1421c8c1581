import Foundation

/// Fixture copies old enough that the caches trust their stamps.
package enum SettledCopy {
    /// A copy of a fixture whose files are an hour old, so that their stamps can be trusted.
    package static func make(of fixture: String, name: String) throws -> (folder: TemporaryDirectory, root: String) {
        let folder = try TemporaryDirectory()
        let root = folder.path + "/" + name
        try FileManager.default.copyItem(atPath: fixture, toPath: root)
        try age(root)
        return (folder, root)
    }

    package static func age(_ root: String) throws {
        let past = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: root)
        for relative in FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: root + "/" + relative)
        }
    }
}
