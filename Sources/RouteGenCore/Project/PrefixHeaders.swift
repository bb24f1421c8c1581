import Foundation
import RouteGenModel

/// The prefix header (`GCC_PREFIX_HEADER`) of each project module, read once per run. The
/// compiler reads it in front of every Objective-C file of its target, so libclang does too:
/// a macro it defines can decide how a router's declaration parses.
struct PrefixHeaders: Sendable {
    private var byModule: [String: [UInt8]] = [:]
    private var moduleOfFile = ModulesOfFiles()
    private(set) var diagnostics: [Diagnostic] = []

    init(_ layout: ProjectLayout?) {
        guard let layout else { return }
        // As kept: a run that reads a few files looks a few up, and builds no dictionary.
        moduleOfFile = layout.moduleTable
        // Modules of one project often share one prefix header: each file is read once.
        var read: [String: [UInt8]?] = [:]
        for (module, info) in layout.moduleInfo.sorted(by: { $0.key < $1.key }) {
            guard let path = info.prefixHeader else { continue }
            let bytes = read[path] ?? FileManager.default.contents(atPath: path).map { Array($0) }
            read[path] = bytes
            if let bytes {
                byModule[module] = bytes
            } else {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "cannot read the prefix header of module \(module); its Objective-C files are read without it",
                        at: .wholeFile(path), rule: .missingProjectFile))
            }
        }
    }

    func bytes(forFile path: String) -> [UInt8] {
        guard SourceDiscovery.language(ofFile: path) == .objc, let module = moduleOfFile[path] else { return [] }
        return byModule[module] ?? []
    }
}
