import Foundation
import RouteGenModel

/// The prefix header (`GCC_PREFIX_HEADER`) of each project module, read once per run. The
/// compiler reads it in front of every Objective-C file of its target, so libclang does too:
/// a macro it defines can decide how a router's declaration parses.
struct PrefixHeaders: Sendable {
    /// Each module's prefix header, by module, and each header's bytes (nil: not readable), by path.
    private var pathOfModule: [String: String] = [:]
    private var bytesOfPath: [String: [UInt8]?] = [:]
    private var moduleOfFile = ModulesOfFiles()
    private(set) var diagnostics: [Diagnostic] = []

    init(_ layout: ProjectLayout?) {
        guard let layout else { return }
        // As kept: a run that reads a few files looks a few up, and builds no dictionary.
        moduleOfFile = layout.moduleTable
        // Modules of one project often share one prefix header: each file is read once. The
        // modules are not sorted (thousands of them, on every run that scans): only those whose
        // header cannot be read are, for the order of their warnings.
        for (module, info) in layout.moduleInfo {
            guard let path = info.prefixHeader else { continue }
            pathOfModule[module] = path
            if bytesOfPath.index(forKey: path) == nil {
                // `updateValue`: assigning nil through the subscript would remove the entry.
                bytesOfPath.updateValue(FileManager.default.contents(atPath: path).map { Array($0) }, forKey: path)
            }
        }
        let unreadable = pathOfModule.filter { bytesOfPath[$0.value] == .some(nil) }
        for (module, path) in unreadable.sorted(by: { $0.key < $1.key }) {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "cannot read the prefix header of module \(module); its Objective-C files are read without it",
                    at: .wholeFile(path), rule: .missingProjectFile))
        }
    }

    func bytes(forFile path: String) -> [UInt8] {
        guard SourceDiscovery.language(ofFile: path) == .objc, let module = moduleOfFile[path],
            let header = pathOfModule[module], let bytes = bytesOfPath[header] ?? nil
        else { return [] }
        return bytes
    }
}
