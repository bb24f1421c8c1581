import Foundation
import RouteGenModel

/// Turns the paths a user gives (files, directories, file lists) into a sorted list of source
/// files. The only part of the pipeline, with `SourceReader`, that touches the file system.
package enum SourceDiscovery {
    /// Folders never walked: build products and dependency checkouts.
    package static let skippedFolderNames: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    package struct Result: Sendable {
        /// Source files, de-duplicated and sorted, each as reached from the given paths.
        package var files: [String] {
            didSet { forgetKeptOrder() }
        }
        package var diagnostics: [Diagnostic]
        /// How many given paths (or file-list entries) existed.
        package var pathsFound: Int
        /// Modules named in file lists (`MODULE<TAB>PATH` lines), by the path as listed.
        package var modules: [String: String] {
            get { moduleTable.dictionary }
            set { moduleTable.dictionary = newValue }
            _modify { yield &moduleTable.dictionary }
        }
        /// `modules` as they are kept (`ProjectLayout.moduleTable`).
        package private(set) var moduleTable = ModulesOfFiles() {
            didSet { forgetKeptOrder() }
        }
        /// `modules[files[i]]` for every file, when a project's layout gave them in that order and
        /// neither list changed since; nil otherwise.
        package private(set) var modulesInFileOrder: [String]?
        /// `FileListDigest.digest(sortedPairs:)` of `files` and `modules`, as a kept project reading
        /// stored it, when they are its files and modules as it gave them and neither changed since.
        package private(set) var keptFilesDigest: [UInt8]?

        private mutating func forgetKeptOrder() {
            modulesInFileOrder = nil
            keptFilesDigest = nil
        }
        /// Each file's stamp, taken as its folder was listed, when every file was reached that
        /// way; nil otherwise (the inventory then stats them).
        package var stamps: [FileStamp?]?
    }

    package static func language(ofFile path: String) -> SourceLanguage? {
        // Compared as bytes in place: this runs several times per file, on the thread that has
        // the whole inventory to itself, and `pathExtension` or a reversed UTF-8 view cost more.
        var path = path
        return path.withUTF8 { bytes in
            // The suffix, after at least one byte of name that is not the folder separator.
            func ends(with suffix: StaticString) -> Bool {
                let length = suffix.utf8CodeUnitCount
                guard bytes.count > length, bytes[bytes.count - length - 1] != UInt8(ascii: "/") else { return false }
                return memcmp(bytes.baseAddress! + (bytes.count - length), suffix.utf8Start, length) == 0
            }
            if ends(with: ".swift") { return .swift }
            // A prefix header (`.pch`) is read for the aliases its `#define`s give every file of its target.
            if ends(with: ".h") || ends(with: ".m") || ends(with: ".mm") || ends(with: ".pch") { return .objc }
            return nil
        }
    }

    /// - Parameters:
    ///   - jobs: how many folders are listed at once.
    ///   - stamps: stat each source file found (else its stamp is nil).
    package static func discover(
        paths: [String], fileLists: [String], jobs: Int = 1, stamps wantsStamps: Bool = true
    ) -> Result {
        var diagnostics: [Diagnostic] = []
        var roots = paths
        var modules: [String: String] = [:]
        for list in fileLists {
            switch readFileList(list) {
            case .success(let entries):
                for entry in entries {
                    roots.append(entry.path)
                    guard let module = entry.module else { continue }
                    // The module is written into the registry's imports: refuse what is not a name.
                    if let problem = SourceIdentifier.problem(module, as: "the module of \(entry.path)") {
                        diagnostics.append(
                            Diagnostic(
                                .error, problem, at: .wholeFile(list), rule: .config))
                        continue
                    }
                    modules[entry.path] = module
                }
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        // An array sorted once and de-duplicated at the end: cheaper than a set at app scale.
        var files: [String] = []
        var stamps: [FileStamp?] = []
        var found = 0
        let manager = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                diagnostics.append(
                    Diagnostic(
                        .error, "no such file or directory: \(root)", at: SourceLocation.wholeFile(root),
                        rule: .missingPath))
                continue
            }
            found += 1
            if isDirectory.boolValue {
                walk(
                    root, jobs: jobs, wantsStamps: wantsStamps, into: &files, stamps: &stamps, diagnostics: &diagnostics
                )
            } else if language(ofFile: root) != nil {
                files.append(root)
                stamps.append(wantsStamps ? FileSystem.stamp(of: root) : nil)
            } else {
                diagnostics.append(
                    Diagnostic(
                        .warning, "not a Swift or Objective-C source file; skipped", at: SourceLocation.wholeFile(root),
                        rule: .unsupportedFile))
            }
        }
        guard roots.count == 1 else {
            return Result(
                files: uniqueFiles(files), diagnostics: diagnostics, pathsFound: found,
                moduleTable: ModulesOfFiles(modules))
        }
        // One root cannot reach a file twice: the walk lists each folder once (by device and
        // inode) and a folder's names are distinct.
        let order = files.indices.sorted { files[$0] < files[$1] }
        return Result(
            files: order.map { files[$0] }, diagnostics: diagnostics, pathsFound: found,
            moduleTable: ModulesOfFiles(modules),
            stamps: order.map { stamps[$0] })
    }

    /// Sorted, each file once however it was reached: `Sources/A.swift`, `./Sources/A.swift` and
    /// `/abs/Sources/A.swift` are one file, kept under its shortest spelling (the first in sorted
    /// order among equals). Scanning a file twice would make its routers duplicates of themselves.
    static func uniqueFiles(_ files: [String]) -> [String] {
        let sorted = files.sorted()
        let workingDirectory = FileManager.default.currentDirectoryPath
        var chosen: [String: String] = [:]
        chosen.reserveCapacity(sorted.count)
        var order: [String] = []
        order.reserveCapacity(sorted.count)
        for file in sorted {
            let key = StandardPath.absolute(file, in: workingDirectory)
            if let kept = chosen[key] {
                if file.utf8.count < kept.utf8.count { chosen[key] = file }
            } else {
                chosen[key] = file
                order.append(key)
            }
        }
        return order.map { chosen[$0]! }.sorted()
    }

    /// Each path after the one before in sorted order.
    static func areUniqueSorted(_ paths: [String]) -> Bool {
        for index in paths.indices.dropFirst() where !(paths[index - 1] < paths[index]) { return false }
        return true
    }

    /// Every path absolute and standard, each after the one before in sorted order: a list
    /// `uniqueFiles` returns unchanged.
    static func areUniqueSortedStandard(_ paths: [String]) -> Bool {
        for index in paths.indices {
            let path = paths[index]
            guard path.utf8.first == UInt8(ascii: "/"), StandardPath.isStandard(path) else { return false }
            if index > 0 && !(paths[index - 1] < path) { return false }
        }
        return true
    }

    /// What one folder holds, or why it could not be listed: worked out on a job, paths and all,
    /// so that the walk only gathers. Its source files are sorted by path, which leaves the walk's
    /// final sort of a large app's tens of thousands of paths mostly runs already in order.
    private struct Listing: Sendable {
        var identity: [UInt64]?
        var failure: FileSystemError?
        var files: [String] = []
        var stamps: [FileStamp?] = []
        var folders: [String] = []
        var diagnostics: [Diagnostic] = []

        init(of directory: String, wantsStamps: Bool) {
            let entries: [FileSystem.Entry]
            switch FileSystem.listing(
                of: directory, wantsStamp: { wantsStamps && SourceDiscovery.language(ofFile: $0) != nil })
            {
            case .success(let listing):
                identity = listing.identity
                entries = listing.entries
            case .failure(let error):
                failure = error
                return
            }
            // A path is built only for what is kept: most names in an app's folders are assets
            // and other files that are not sources.
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            var found: [(path: String, stamp: FileStamp?)] = []
            for entry in entries where !entry.name.hasPrefix(".") {
                switch entry.kind {
                case .directory:
                    if !skippedFolderNames.contains(entry.name) { folders.append(prefix + entry.name) }
                case .file where language(ofFile: entry.name) != nil:
                    found.append((prefix + entry.name, entry.stamp))
                // A source file's name on something that cannot be read as one is said out
                // loud: it may be the file that holds a router.
                case .danglingLink where language(ofFile: entry.name) != nil:
                    diagnostics.append(
                        Diagnostic(
                            .warning, "symbolic link to a missing file; skipped",
                            at: .wholeFile(prefix + entry.name), rule: .unsupportedFile))
                case .other where language(ofFile: entry.name) != nil:
                    diagnostics.append(
                        Diagnostic(
                            .warning, "not a regular file (a FIFO, device or socket); skipped",
                            at: .wholeFile(prefix + entry.name), rule: .unsupportedFile))
                case .file, .other, .danglingLink: break
                }
            }
            found.sort { $0.path < $1.path }
            files = found.map(\.path)
            stamps = found.map(\.stamp)
        }
    }

    /// Walks a folder tree one depth at a time, listing the folders of a depth on `jobs` threads
    /// (a large app has thousands). Symbolic links can make a loop: device and inode tell a folder
    /// seen before, and they are checked between depths in path order, so which of two paths to
    /// one folder is kept never depends on the threads (the shallower, then the first in order).
    private static func walk(
        _ root: String, jobs: Int, wantsStamps: Bool, into files: inout [String], stamps: inout [FileStamp?],
        diagnostics: inout [Diagnostic]
    ) {
        var visited = Set<[UInt64]>()
        var depth = [root]
        while !depth.isEmpty {
            let folders = depth
            let listings = ParallelMap.map(count: folders.count, jobs: jobs) {
                Listing(of: folders[$0], wantsStamps: wantsStamps)
            }
            var next: [String] = []
            for (directory, listing) in zip(folders, listings) {
                if let identity = listing.identity, !visited.insert(identity).inserted { continue }
                if let error = listing.failure {
                    diagnostics.append(
                        Diagnostic(
                            .error, "cannot read directory: \(error.message)", at: SourceLocation.wholeFile(directory),
                            rule: .unreadableFile))
                    continue
                }
                files += listing.files
                stamps += listing.stamps
                next += listing.folders
                diagnostics += listing.diagnostics
            }
            depth = next.sorted()
        }
    }

    /// One file-list line: a path, and the module it belongs to when the line says so.
    struct FileListEntry: Hashable {
        var path: String
        var module: String?
    }

    /// One path per line, or `MODULE<TAB>PATH` to put the file (or folder) in a module whatever its
    /// layout — the build plugin lists every target's files that way. Blank lines and lines
    /// starting with `#` are ignored.
    static func readFileList(_ path: String) -> Swift.Result<[FileListEntry], Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(
                Diagnostic(.error, "cannot read file list", at: SourceLocation.wholeFile(path), rule: .unreadableFile))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(
                Diagnostic(.error, "file list is not UTF-8", at: SourceLocation.wholeFile(path), rule: .unreadableFile))
        }
        let entries = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { line -> FileListEntry in
                let columns = line.split(separator: "\t", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                return columns.count == 2
                    ? FileListEntry(path: columns[1], module: columns[0]) : FileListEntry(path: line)
            }
        return .success(entries)
    }
}

extension SourceDiscovery.Result {
    /// Files known to exist (an Xcode project's), merged in path order with what was found
    /// already; a module named here does not replace one a file list gave.
    /// - Parameters:
    ///   - inOrder: `named[paths[i]]` for each path, when the caller has them so.
    ///   - standard: every path is known to be absolute and standard, so only their order is checked.
    ///   - filesDigest: `FileListDigest.digest(sortedPairs:)` of `paths` and `named`, when known.
    package mutating func include(
        _ paths: [String], modules named: [String: String], inOrder: [String]? = nil, standard: Bool = false,
        filesDigest: [UInt8]? = nil
    ) {
        include(
            paths, modules: ModulesOfFiles(named), inOrder: inOrder, standard: standard, filesDigest: filesDigest)
    }

    /// `include(_:modules:inOrder:standard:filesDigest:)` with the modules as a layout keeps them.
    package mutating func include(
        _ paths: [String], modules named: ModulesOfFiles, inOrder: [String]? = nil, standard: Bool = false,
        filesDigest: [UInt8]? = nil
    ) {
        // A project's files alone, as its layout gives them (absolute, standard, sorted, each
        // once), are already what `uniqueFiles` would make of them: a run of a large workspace
        // that changed nothing then sorts none of its paths.
        let alone = files.isEmpty && moduleTable.isEmpty
        let taken =
            files.isEmpty
            && (standard ? SourceDiscovery.areUniqueSorted(paths) : SourceDiscovery.areUniqueSortedStandard(paths))
        if taken {
            files = paths
        } else {
            files = SourceDiscovery.uniqueFiles(files + paths)
        }
        stamps = nil
        if moduleTable.isEmpty {
            moduleTable = named
        } else {
            modules.merge(named.dictionary) { listed, _ in listed }
        }
        if alone, taken, let inOrder, inOrder.count == paths.count, named.count == paths.count {
            modulesInFileOrder = inOrder
            keptFilesDigest = filesDigest
        }
        if !paths.isEmpty { pathsFound += 1 }
    }
}
