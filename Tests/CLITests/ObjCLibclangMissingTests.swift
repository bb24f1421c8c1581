import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Without libclang the CLI says so, with the install command, and fails instead of writing a
/// registry that silently lacks the Objective-C routers. Swift-only runs never need it.
struct ObjCLibclangMissingTests {
    @Test func missingLibclangIsAnErrorWithTheInstallCommand() throws {
        let binary = try ProcessRunner.routegenBinary()
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("Sources/App/R.h", "@interface R : ZIKViewRouter\n@end\n")
        let output = try ProcessRunner.run(
            "env", ["ROUTEGEN_LIBCLANG=/nonexistent/libclang.so", binary, "dump", folder.path + "/Sources"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("apt-get install libclang-dev"))
        #expect(output.stderr.contains("[libclang-missing]"))
    }

    @Test func swiftOnlyRunsNeverLoadLibclang() throws {
        let binary = try ProcessRunner.routegenBinary()
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "Sources/App/R.swift",
            "class R: ZIKAnyViewRouter {\n    override class func registerRoutableDestination() {}\n}\n")
        // An Objective-C file without a single marker never reaches libclang either.
        try folder.write("Sources/App/Plain.m", "@implementation Plain\n- (void)run {}\n@end\n")
        let output = try ProcessRunner.run(
            "env", ["ROUTEGEN_LIBCLANG=/nonexistent/libclang.so", binary, "dump", folder.path + "/Sources"])
        #expect(output.status == 0, "\(output.stderr)")
    }

    @Test func toolchainShipsLibclang() throws {
        guard let folder = LibClangLocator.swiftToolchainLibraryFolder() else {
            Issue.record("cannot locate the Swift runtime's folder")
            return
        }
        #if os(Linux)
        let path = folder + "/libclang.so"
        #else
        let path = folder + "/libclang.dylib"
        #endif
        #expect(FileManager.default.fileExists(atPath: path), "no libclang beside the Swift runtime at \(path)")
    }
}
