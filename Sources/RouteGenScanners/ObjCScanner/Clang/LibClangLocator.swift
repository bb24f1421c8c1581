import CLibClang
import Foundation
import RouteGenModel

/// The names and paths `LibClang` tries with `dlopen`, in order. A plain name goes through the
/// dynamic linker's search (the default path, `LD_LIBRARY_PATH`); paths name files directly.
package enum LibClangLocator {
    /// Newest first after Debian's LLVM 14 (what CI installs), so a machine with several picks
    /// the same library every run.
    package static let versions = Array((10...21).reversed())

    package static func candidates() -> [String] {
        // `ROUTEGEN_LIBCLANG` is handled by `LibClang.load`, which then tries nothing else.
        var result: [String] = []
        #if os(macOS)
        result += [
            "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib",
            "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib",
        ]
        if let toolchain = swiftToolchainLibraryFolder() {
            result.append(toolchain + "/libclang.dylib")
        }
        result.append("libclang.dylib")
        #else
        result += ["libclang-14.so.1", "libclang-14.so", "libclang.so", "libclang.so.1"]
        for version in versions where version != 14 {
            result += ["libclang-\(version).so.1", "libclang-\(version).so", "libclang.so.\(version)"]
        }
        // Debian keeps the unversioned name in LLVM's own folder, off the linker path.
        for version in [14] + versions.filter({ $0 != 14 }) {
            result.append("/usr/lib/llvm-\(version)/lib/libclang.so")
        }
        // Every Swift toolchain ships a libclang beside its runtime libraries.
        if let toolchain = swiftToolchainLibraryFolder() {
            result.append(toolchain + "/libclang.so")
        }
        result.append("/opt/swift/usr/lib/libclang.so")
        #endif
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// `<toolchain>/usr/lib`, found from the loaded Swift runtime: `libswiftCore` lives in
    /// `usr/lib/swift/<platform>/`, libclang two folders up.
    package static func swiftToolchainLibraryFolder() -> String? {
        #if os(macOS)
        let defaultHandle = UnsafeMutableRawPointer(bitPattern: -2) // RTLD_DEFAULT
        #else
        let defaultHandle: UnsafeMutableRawPointer? = nil // RTLD_DEFAULT
        #endif
        guard let symbol = dlsym(defaultHandle, "swift_retain") else { return nil }
        guard let name = routegen_image_path_containing(symbol) else { return nil }
        let runtime = URL(fileURLWithPath: String(cString: name)).resolvingSymlinksInPath()
        return runtime.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }
}
