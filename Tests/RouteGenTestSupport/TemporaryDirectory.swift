import Foundation

/// A fresh temporary folder, removed by the caller with `remove()`.
package struct TemporaryDirectory {
    package let path: String

    package init() throws {
        path = NSTemporaryDirectory() + "routegen-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    package func write(_ relative: String, _ contents: String) throws {
        try write(relative, Data(contents.utf8))
    }

    package func write(_ relative: String, _ data: Data) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: full, contents: data) else { throw CocoaError(.fileWriteUnknown) }
    }

    package func remove() { try? FileManager.default.removeItem(atPath: path) }
}
