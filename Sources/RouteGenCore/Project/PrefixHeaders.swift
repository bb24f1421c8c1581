import Foundation
import RouteGenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The prefix header (`GCC_PREFIX_HEADER`) of each project module. The compiler reads it in front
/// of every Objective-C file of its target, so libclang does too: a macro it defines can decide
/// how a router's declaration parses.
struct PrefixHeaders: Sendable {
    /// Each module's prefix header, by module.
    private var pathOfModule: [String: String] = [:]
    private var contents = Contents()
    private var moduleOfFile = ModulesOfFiles()
    private(set) var diagnostics: [Diagnostic] = []

    init(_ layout: ProjectLayout?) {
        guard let layout else { return }
        // As kept: a run that reads a few files looks a few up, and builds no dictionary.
        moduleOfFile = layout.moduleTable
        // A CocoaPods app has a prefix header per pod, and a run that changed a few files reads
        // a few of them: each is read when a file first needs it, and here only checked, once
        // per path, so that the warnings are the same whichever files a run reads. The modules
        // are not sorted (thousands of them, on every run that scans): only those whose header
        // cannot be read are, for the order of their warnings.
        var readable: [String: Bool] = [:]
        var unreadable: [(module: String, path: String)] = []
        for (module, info) in layout.moduleInfo {
            guard let path = info.prefixHeader else { continue }
            pathOfModule[module] = path
            if readable[path] == nil {
                readable[path] = FileSystem.kind(ofPath: path) == .file && access(path, R_OK) == 0
            }
            if readable[path] == false { unreadable.append((module, path)) }
        }
        for (module, path) in unreadable.sorted(by: { $0.module < $1.module }) {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "cannot read the prefix header of module \(module); its Objective-C files are read without it",
                    at: .wholeFile(path), rule: .missingProjectFile))
        }
    }

    func bytes(forFile path: String) -> [UInt8] {
        guard SourceDiscovery.language(ofFile: path) == .objc, let module = moduleOfFile[path],
            let header = pathOfModule[module]
        else { return [] }
        return contents.bytes(of: header)
    }

    /// Each header's bytes, read on first use by whichever job needs them, then shared. A header
    /// that was readable when checked and fails to read later counts as empty, like one that is
    /// missing.
    private final class Contents: @unchecked Sendable {
        private let lock = NSLock()
        private var bytesOfPath: [String: [UInt8]] = [:]

        func bytes(of path: String) -> [UInt8] {
            lock.lock()
            defer { lock.unlock() }
            if let bytes = bytesOfPath[path] { return bytes }
            let bytes = (try? FileSystem.read(path).get().bytes) ?? []
            bytesOfPath[path] = bytes
            return bytes
        }
    }
}
