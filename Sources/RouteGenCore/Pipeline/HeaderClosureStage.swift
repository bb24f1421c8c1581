import Foundation
import RouteGenModel
import RouteGenScanners

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Pipeline {
    /// A project's layout with its header closure worked out: the files a scan of it reads.
    package static func closingHeaders(of layout: ProjectLayout, jobs: Int = 1) -> ProjectLayout {
        var input = Input(paths: [], jobs: jobs)
        input.sources.project = layout
        input.settings.stampFiles = false
        return inventory(input).project ?? layout
    }

    /// The inventory's part for an Xcode project: the headers the compiled files include.
    ///
    /// A closure kept from the last run stands when every file it read has the stamp it had
    /// then; the inventory has just stamped those files, so an unchanged app pays a comparison
    /// and no system call. A changed file's imports are read again (a byte pass); only when they
    /// differ is the closure worked out again, and only then can the scanned files change.
    /// How many edited files with unchanged imports a kept closure carries before it is kept anew.
    static let restampedBeforeKeeping = 64

    static func closeHeaders(_ inventory: inout SourceInventory, layout: ProjectLayout, input: Input) {
        let clock = ContinuousClock()
        let start = clock.now
        var figures = HeaderClosureFigures()
        defer {
            figures.time = start.duration(to: clock.now)
            inventory.headerClosure = figures
        }
        var layout = layout
        let jobs = input.settings.jobs
        let kept = layout.headerClosure

        // Files whose imports were read before and changed since (or whose stamp is unknown).
        let followed = kept?.files ?? []
        let keptStamps = kept?.stamps ?? []
        let current = currentStamps(of: followed, inventory: inventory, jobs: jobs)
        // A stamp kept as unknown (too recent to trust) is stale once the file has one; a file that
        // was and is still missing is not.
        let stale = followed.indices.filter { current[$0] != keptStamps[$0] }
        var reread: [String: HeaderClosure.Reading] = [:]
        if let kept, kept.isWorkedOut {
            if !stale.isEmpty {
                reread = readIncludes(stale.map { followed[$0] }, jobs: jobs)
                figures.read = stale.count
            }
            if keepClosure(
                kept, stale: stale, reread: reread, keptStamps: keptStamps, layout: &layout, inventory: &inventory,
                figures: &figures)
            {
                return
            }
        }
        let loaded = layout.loadDetails()
        var readings = loaded ? layout.headerClosure?.readings ?? [:] : [:]
        var importsChanged = !loaded
        var readingsChanged = false
        if !stale.isEmpty {
            if reread.isEmpty {
                reread = readIncludes(stale.map { followed[$0] }, jobs: jobs)
                figures.read = stale.count
            }
            let changes = merge(reread, into: &readings)
            importsChanged = importsChanged || changes.imports
            readingsChanged = changes.readings
        }
        var closure: HeaderClosure
        if let kept, kept.isWorkedOut, !importsChanged {
            closure = layout.headerClosure ?? kept
            closure.readings = readings
        } else {
            closure = workOut(layout, readings: readings, inventory: inventory, jobs: jobs, figures: &figures)
        }
        figures.followed = closure.files.count
        figures.added = closure.added.count
        figures.unresolved = closure.unresolvedCount
        figures.outside = closure.outside
        inventory.headerClosureChanged = readingsChanged || figures.workedOut
        let previouslyAdded = kept?.isWorkedOut == true ? kept?.added ?? [:] : [:]
        let compiled = layout.compiledModules
        layout.modules = compiled.merging(closure.added) { own, _ in own }
        layout.headerClosure = closure
        if closure.added != previouslyAdded {
            applyClosure(closure.added, replacing: previouslyAdded, to: &inventory, layout: layout, input: input)
        }
        inventory.project = layout
    }

    /// Whether the kept closure stands: every edited file imports what it did. If so, the figures
    /// are the kept closure's and the layout goes to the inventory as it is.
    private static func keepClosure(
        _ kept: HeaderClosure, stale: [Int], reread: [String: HeaderClosure.Reading], keptStamps: [FileStamp?],
        layout: inout ProjectLayout, inventory: inout SourceInventory, figures: inout HeaderClosureFigures
    ) -> Bool {
        let followed = kept.files
        // Edited files that import what they did: the closure stands, and the kept imports
        // stay encoded. Their new stamps are kept once enough of them gather, so that a long
        // session does not read them again and again, nor rewrite the kept reading each time.
        let same = stale.allSatisfy { index in
            reread[followed[index]].map { HeaderClosure.digest(of: $0.directives) } == kept.digests[index]
        }
        guard same else { return false }
        figures.followed = kept.files.count
        figures.added = kept.added.count
        figures.unresolved = kept.unresolvedCount
        figures.outside = kept.outside
        let restamped = Dictionary(uniqueKeysWithValues: stale.map { ($0, reread[followed[$0]]?.stamp) })
        if restamped.filter({ $0.value != keptStamps[$0.key] }).count > Self.restampedBeforeKeeping {
            layout.headerClosure?.restamp(restamped)
            inventory.headerClosureChanged = true
        }
        inventory.project = layout
        return true
    }

    /// Puts the new readings among the kept ones; says whether any file's imports changed, and
    /// whether any reading did (a new stamp alone is a change to keep).
    private static func merge(
        _ reread: [String: HeaderClosure.Reading], into readings: inout [String: HeaderClosure.Reading]
    ) -> (imports: Bool, readings: Bool) {
        var changes = (imports: false, readings: false)
        for (path, reading) in reread {
            if readings[path]?.directives != reading.directives { changes.imports = true }
            if readings[path] != reading { changes.readings = true }
            readings[path] = reading
        }
        return changes
    }

    /// The closure worked out again from the compiled files, with the readings it has; what it
    /// reads besides is counted in the figures.
    private static func workOut(
        _ layout: ProjectLayout, readings: [String: HeaderClosure.Reading], inventory: SourceInventory, jobs: Int,
        figures: inout HeaderClosureFigures
    ) -> HeaderClosure {
        var known = Set<String>()
        for (file, stamp) in zip(inventory.files, inventory.stamps) where stamp != nil { known.insert(file) }
        var resolver = HeaderResolver(
            search: layout.headerSearch, compiled: layout.compiledModules, candidates: layout.candidateHeaders,
            moduleInfo: layout.moduleInfo, isKnownFile: { known.contains($0) })
        var readCount = figures.read
        let closure = HeaderClosure.workOut(
            layout, kept: readings,
            read: { paths in
                readCount += paths.count
                return readIncludes(paths, jobs: jobs)
            }, resolver: &resolver)
        figures.read = readCount
        figures.workedOut = true
        return closure
    }

    /// Each file's stamp as the inventory took it, else (a file it did not list, or a run that
    /// takes no stamps up front) from the file system.
    private static func currentStamps(of paths: [String], inventory: SourceInventory, jobs: Int) -> [FileStamp?] {
        var result = [FileStamp?](repeating: nil, count: paths.count)
        var missing: [Int] = []
        // Both lists are sorted: one walk matches them.
        var cursor = 0
        for (index, path) in paths.enumerated() {
            while cursor < inventory.files.count && inventory.files[cursor] < path { cursor += 1 }
            if cursor < inventory.files.count, inventory.files[cursor] == path, let stamp = inventory.stamps[cursor] {
                result[index] = stamp
            } else {
                missing.append(index)
            }
        }
        let unlisted = missing
        let stamped = ParallelMap.map(count: unlisted.count, jobs: jobs) { FileSystem.stamp(of: paths[unlisted[$0]]) }
        for (index, stamp) in zip(missing, stamped) { result[index] = stamp }
        return result
    }

    /// The imports of each file, read on all cores. A stamp too recent to tell the next edit
    /// apart is not kept, so that the file is read again next time.
    static func readIncludes(_ paths: [String], jobs: Int) -> [String: HeaderClosure.Reading] {
        let now = Int(time(nil))
        let readings = ParallelMap.map(count: paths.count, jobs: jobs) { index -> HeaderClosure.Reading in
            guard case .success(let read) = FileSystem.read(paths[index]) else {
                return HeaderClosure.Reading(stamp: nil, directives: [])
            }
            let trusted = read.stamp.modifiedSeconds < now - FileStamp.racyWindowSeconds
            return HeaderClosure.Reading(
                stamp: trusted ? read.stamp : nil, directives: ObjCIncludeDirectives.read(read.bytes))
        }
        return Dictionary(uniqueKeysWithValues: zip(paths, readings))
    }

    /// The inventory with the closure's changes: a header it no longer adds leaves, a header it now
    /// adds comes in (stamped, when the run takes stamps), a header that moved to another module
    /// takes its new one. The few changes go in place: the lists stay sorted.
    private static func applyClosure(
        _ added: [String: String], replacing previous: [String: String], to inventory: inout SourceInventory,
        layout: ProjectLayout, input: Input
    ) {
        let workingDirectory = FileManager.default.currentDirectoryPath
        for (path, _) in previous where added[path] == nil && layout.modules[path] == nil {
            remove(path, from: &inventory.discovery.files)
            if let index = position(of: path, in: inventory.files) {
                inventory.files.remove(at: index)
                inventory.stamps.remove(at: index)
            }
            inventory.discovery.modules[path] = nil
        }
        for (path, module) in added.sorted(by: { $0.key < $1.key }) {
            inventory.discovery.modules[path] = module
            guard previous[path] == nil, position(of: path, in: inventory.files) == nil else { continue }
            insert(path, into: &inventory.discovery.files)
            guard SourceDiscovery.language(ofFile: path).map(scannedLanguages.contains) == true,
                input.sources.pathFilter.admits(path, workingDirectory: workingDirectory)
            else { continue }
            let index = lowerBound(of: path, in: inventory.files)
            inventory.files.insert(path, at: index)
            inventory.stamps.insert(input.settings.stampFiles ? FileSystem.stamp(of: path) : nil, at: index)
        }
        inventory.discovery.stamps = nil
    }

    private static func lowerBound(of value: String, in sorted: [String]) -> Int {
        var (low, high) = (0, sorted.count)
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func position(of value: String, in sorted: [String]) -> Int? {
        let index = lowerBound(of: value, in: sorted)
        return index < sorted.count && sorted[index] == value ? index : nil
    }

    private static func insert(_ value: String, into sorted: inout [String]) {
        if position(of: value, in: sorted) == nil { sorted.insert(value, at: lowerBound(of: value, in: sorted)) }
    }

    private static func remove(_ value: String, from sorted: inout [String]) {
        if let index = position(of: value, in: sorted) { sorted.remove(at: index) }
    }
}
