import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore

/// `FileSystem.read` gives a file's bytes whole, whatever its size says: read into storage that is
/// never zeroed, so every byte returned must be one the file held.
struct FileSystemReadTests {
    @Test(arguments: [0, 1, 4095, 4096, 4097, 1 << 20]) func aFileIsReadWhole(size: Int) throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let path = tree.path + "/file.bin"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let read = try FileSystem.read(path).get()
        #expect(read.bytes == bytes)
        #expect(read.stamp == FileSystem.stamp(of: path))
    }

    #if os(Linux)
    /// A file whose size the system reports as 0 while it has content, as `/proc` files do: read to
    /// its end all the same.
    @Test func aFileLongerThanItsReportedSizeIsReadToItsEnd() throws {
        let path = "/proc/self/status"
        let read = try FileSystem.read(path).get()
        #expect(read.stamp.size == 0)
        let text = String(decoding: read.bytes, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nPid:"))
        #expect(read.bytes.count > 1 << 9)
    }
    #endif

    @Test func aMissingFileOrAFolderIsAFailure() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        #expect(throws: FileSystemError.self) { try FileSystem.read(tree.path + "/missing").get() }
        #expect(throws: FileSystemError.self) { try FileSystem.read(tree.path).get() }
    }
}
