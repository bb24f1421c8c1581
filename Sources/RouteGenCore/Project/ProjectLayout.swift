import Foundation
import RouteGenModel

/// What a project or workspace tells the pipeline: the files to scan with their modules, how each
/// module's headers are imported, and the module that compiles the registry. The same
/// information a folder scan gets from `--module-map` and `--module`, taken from the build.
package struct ProjectLayout: Hashable, Sendable {
    /// Every file to scan and its module, by path: what the targets compile (their Sources and
    /// Headers phases, prefix and bridging headers) and, once the header closure is worked out,
    /// the headers their files include (`headerClosure.added`).
    package var modules: [String: String] {
        get { moduleTable.dictionary }
        set { moduleTable.dictionary = newValue }
        _modify { yield &moduleTable.dictionary }
    }
    /// `modules` as they are kept: a kept reading's, in path order, build no dictionary until a run
    /// asks for one.
    package private(set) var moduleTable = ModulesOfFiles() {
        didSet { fileOrder = Unkeyed() }
    }
    /// Headers of the project beside a file a target compiles, in no build phase, and the module
    /// each belongs to: scanned when a compiled file includes one.
    package var candidateHeaders: [String: String] = [:]
    /// C and C++ files the targets compile, by module: not scanned, but what they include is.
    package var unscannedSources: [String: String] = [:]
    /// How each module's `#import`s are looked up.
    package var headerSearch = HeaderSearch()
    /// The headers the compiled files include, as last worked out; nil until the inventory
    /// works it out (`Pipeline.inventory`).
    package var headerClosure: HeaderClosure?
    /// What a reading kept in the cache folder left encoded until a run needs it: the candidate
    /// headers, the C files, the search settings and the closure's imports (`loadDetails()`).
    package var pendingDetails: ProjectLayoutStore.PendingDetails?
    package var moduleInfo: [String: ProjectModule] = [:] {
        didSet { moduleInfoDigest = Unkeyed() }
    }
    /// The chosen application target's name, module and Swift interface header.
    package var targetName: String?
    package var registryModule: String?
    package var swiftHeader: String?
    /// How the registry can import ZIKRouter's Internal headers in this build; nil when the
    /// project does not say (`ZIKRouterImportChoice`).
    package var zikRouterImport: FrameworkImport?
    /// The project files, `.xcconfig`s, prefix headers, podspecs and `Podfile.lock` read: a
    /// change to one changes the layout.
    package var inputFiles: [String] = []
    /// Folders whose listing the layout depends on (synchronised groups, development pods read
    /// from their folders): a file added or removed there changes it.
    package var listedFolders: [String] = []
    /// Files the project names that were not there (an optional `.xcconfig`, a missing
    /// sub-project or `Pods` project): one that appears changes the layout.
    package var probedPaths: [String] = []
    package var diagnostics: [Diagnostic] = []

    /// The keys of `modules`, sorted. A kept reading comes with them in order (`ProjectLayoutStore`
    /// writes them so), and a run of an unchanged workspace then sorts none of its tens of
    /// thousands of paths.
    package var files: [String] { fileOrder.value?.files ?? modules.keys.sorted() }

    /// `modules[files[i]]` for each file, when a kept reading decoded them in order; nil once
    /// `modules` changes. The run memo's key takes the pairs in this order without looking each
    /// path up again.
    package var modulesInFileOrder: [String]? { fileOrder.value?.modules }

    /// Every file absolute and standard (no `.`, `..` or empty component), as a kept reading
    /// checked when it was written; false when not known. The inventory need not check them again.
    package var filesAreStandard: Bool { fileOrder.value?.standard ?? false }

    /// `FileListDigest.digest(sortedPairs:)` of the files and their modules, as a kept reading
    /// stored it; nil once `modules` changes. The run memo's key then hashes no path of them.
    package var keptFilesDigest: [UInt8]? { fileOrder.value?.digest }

    /// The stamps of `files`, taken from the moment a kept reading decoded them (`StampSurvey`);
    /// nil once `modules` changes, or when the reading was not stamped.
    package var stampSurvey: StampSurvey? { fileOrder.value?.survey }

    /// Starts stamping the files a kept reading decoded in order, while the run goes on.
    mutating func startStampSurvey() {
        guard var order = fileOrder.value, order.survey == nil else { return }
        order.survey = StampSurvey(files: order.files)
        fileOrder = Unkeyed(order)
    }

    /// `files`, `modulesInFileOrder` and `filesAreStandard` as a kept reading decoded them.
    private var fileOrder = Unkeyed<FileOrder>()

    private struct FileOrder: Sendable {
        var files: [String]
        var modules: [String]
        var standard: Bool
        var digest: [UInt8]?
        var survey: StampSurvey?
    }

    /// `ProjectModulesDigest.digest(of: moduleInfo)` as a kept reading stored it; nil once
    /// `moduleInfo` changes. The config digest of a run of an unchanged workspace then encodes
    /// none of its thousands of modules.
    package var keptModuleInfoDigest: [UInt8]? { moduleInfoDigest.value }

    private var moduleInfoDigest = Unkeyed<[UInt8]>()

    /// The stamps the check of a kept reading took of `inputFiles` (nil for one found missing),
    /// by path: the run memo's key takes them rather than stat each file a second time. Empty for
    /// a layout read afresh.
    package var checkedInputStamps: [String: FileStamp?] { inputStamps.value ?? [:] }

    private var inputStamps = Unkeyed<[String: FileStamp?]>()

    /// Sets `modules` from pairs in strictly increasing path order, keeping that order as `files`;
    /// pairs out of order are taken as well, and `files` then sorts them when asked.
    /// - Parameters:
    ///   - standard: every path is known to be absolute and standard.
    ///   - digest: `FileListDigest.digest(sortedPairs:)` of the pairs, when known.
    mutating func setModules(
        sortedPairs pairs: [(file: String, module: String)], standard: Bool = false, digest: [UInt8]? = nil
    ) {
        let ordered = pairs.indices.dropFirst().allSatisfy { pairs[$0 - 1].file < pairs[$0].file }
        guard ordered else {
            modules = Dictionary(pairs.map { ($0.file, $0.module) }) { _, last in last }
            return
        }
        let (files, modules) = (pairs.map(\.file), pairs.map(\.module))
        moduleTable = ModulesOfFiles(sortedFiles: files, modules: modules)
        fileOrder = Unkeyed(FileOrder(files: files, modules: modules, standard: standard, digest: digest))
    }

    /// Sets `moduleInfo` with its digest as a kept reading stored it.
    mutating func setModuleInfo(_ info: [String: ProjectModule], digest: [UInt8]) {
        moduleInfo = info
        moduleInfoDigest = Unkeyed(digest)
    }

    /// Keeps the stamps the check of a kept reading took of its input files.
    mutating func setCheckedInputStamps(_ stamps: [String: FileStamp?]) {
        inputStamps = Unkeyed(stamps)
    }

    /// What the targets compile, without the headers the closure added.
    package var compiledModules: [String: String] {
        guard let added = headerClosure?.added, !added.isEmpty else { return modules }
        return modules.filter { added[$0.key] == nil }
    }

    /// The given paths without the folders that hold the project: with a project, `.` (what a
    /// pre-commit hook passes) means the project, whose targets say which files are compiled;
    /// walking the folder would add stray files and every pod's sources. Other paths are kept.
    package func unwalkedPaths(_ paths: [String]) -> [String] {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let projectFiles = inputFiles.filter { $0.hasSuffix(".pbxproj") || $0.hasSuffix(".xcworkspacedata") }
            .map { StandardPath.absolute($0, in: workingDirectory) }
        return paths.filter { path in
            let folder = StandardPath.absolute(path, in: workingDirectory)
            let prefix = folder == "/" ? "/" : folder + "/"
            return !projectFiles.contains { $0.hasPrefix(prefix) }
        }
    }

    package init() {}

    /// What to report for a file the project lists that is not on disk: Xcode would fail to
    /// build it too, and it is reported against the project rather than as an unreadable source.
    /// A missing prefix header is reported once, by `PrefixHeaders`, so nothing here. Nil for
    /// any other file or failure.
    func missingFileDiagnostics(replacing failure: Diagnostic, path: String) -> [Diagnostic]? {
        guard failure.rule == DiagnosticID.unreadableFile.rawValue, let module = modules[path],
            !FileManager.default.fileExists(atPath: path)
        else { return nil }
        let info = moduleInfo[module]
        if info?.prefixHeader == path { return [] }
        let project = info.map { ProjectPath.lastComponent($0.project) } ?? "the project"
        let at = info.map { $0.project.hasSuffix(".xcodeproj") ? $0.project + "/project.pbxproj" : $0.project } ?? path
        return [
            Diagnostic(
                .warning, "\(path) is in target '\(info?.target ?? module)' of \(project) but not on disk; not scanned",
                at: .wholeFile(at), rule: .missingProjectFile)
        ]
    }
}

/// A value worked out from a layout's own fields (or taken with them), kept beside them so that it
/// need not be worked out again: no part of the layout's identity, so any two compare equal.
struct Unkeyed<Value: Sendable>: Hashable, Sendable {
    var value: Value?

    init(_ value: Value? = nil) { self.value = value }

    static func == (left: Unkeyed, right: Unkeyed) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
