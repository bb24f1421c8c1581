import Foundation

/// The digest of the files a run scans and the module named for each, as the run memo keys them.
/// A kept project reading stores it, worked out once when the reading was written: a run of an
/// unchanged workspace then hashes none of its tens of thousands of paths for the key. Any other
/// run works it out from the lists, to the same bytes.
package enum FileListDigest {
    /// The digest of `files` (the scanned files, in path order) and of every path the discovery
    /// names a module for, with that module.
    static func digest(files: [String], discovery: SourceDiscovery.Result) -> [UInt8] {
        // The files are the discovered ones, unfiltered: a subset in path order of equal length.
        if let kept = discovery.keptFilesDigest, files.count == discovery.files.count,
            files.first == discovery.files.first, files.last == discovery.files.last
        {
            return kept
        }
        var bytes = DigestInput(capacity: files.count * 96 + 64)
        bytes.add(files)
        addModules(of: discovery, to: &bytes)
        return ContentHash.digest(of: bytes.bytes)
    }

    /// The digest of files that are exactly `pairs`' paths, each with its module: what
    /// `digest(files:discovery:)` gives for a discovery that took them as they are.
    /// - Parameter pairs: in strictly increasing path order.
    static func digest(sortedPairs pairs: [(key: String, value: String)]) -> [UInt8] {
        var bytes = DigestInput(capacity: pairs.count * 128 + 64)
        bytes.add(pairs.count)
        for pair in pairs { bytes.add(pair.key) }
        bytes.add(pairs.count)
        for pair in pairs {
            bytes.add(pair.key)
            bytes.add(pair.value)
        }
        return ContentHash.digest(of: bytes.bytes)
    }

    /// The file-list modules, in path order. A project's modules name exactly the discovered
    /// files, which are sorted already: a kept reading gives them in that order, and otherwise
    /// looking each up is cheaper than sorting tens of thousands of pairs again.
    private static func addModules(of discovery: SourceDiscovery.Result, to bytes: inout DigestInput) {
        let modules = discovery.moduleTable
        bytes.add(modules.count)
        let files = discovery.files
        if let inOrder = discovery.modulesInFileOrder {
            for index in files.indices {
                bytes.add(files[index])
                bytes.add(inOrder[index])
            }
        } else if modules.count == files.count, files.allSatisfy({ modules[$0] != nil }) {
            for path in files {
                bytes.add(path)
                bytes.add(modules[path]!)
            }
        } else {
            for (path, module) in modules.dictionary.sorted(by: { $0.key < $1.key }) {
                bytes.add(path)
                bytes.add(module)
            }
        }
    }
}
