import RouteGenModel

/// The headers the targets' translation units read: from every compiled file and prefix header,
/// the `#import`s followed transitively, each resolved as the build resolves it
/// (`HeaderResolver`). What the compiler sees is what routegen scans; a header nothing includes
/// stays out.
///
/// Kept in the project reading's cache with the stamp of every file whose imports were read, so
/// that an unchanged app reads none again, and an edited file's imports are read again and the
/// closure worked out again only when they changed.
package struct HeaderClosure: Hashable, Sendable {
    /// One file's directives, and the stamp of the version they were read from; nil means
    /// unknown (unreadable, or changed too recently to trust): read again next time.
    package struct Reading: Hashable, Sendable {
        package var stamp: FileStamp?
        package var directives: [IncludeDirective]

        package init(stamp: FileStamp?, directives: [IncludeDirective]) {
            self.stamp = stamp
            self.directives = directives
        }
    }

    /// An import the closure could not follow: a system or SDK header, a module routegen does
    /// not know, a header that is not there, or one named by a macro.
    package struct Unresolved: Hashable, Sendable, Comparable {
        package var file: String
        package var line: Int
        package var form: IncludeDirective.Form
        package var spelling: String

        /// As written: `<UIKit/UIKit.h>`, `"Missing.h"`, `@import UIKit`, `#import NAME`.
        package var written: String {
            switch form {
            case .quoted: "\"\(spelling)\""
            case .angled: "<\(spelling)>"
            case .module: "@import \(spelling)"
            case .computed: "#import \(spelling)"
            }
        }

        package static func < (left: Unresolved, right: Unresolved) -> Bool {
            (left.file, left.line, left.spelling) < (right.file, right.line, right.spelling)
        }
    }

    /// Every file whose directives were read (compiled files and the headers reached), sorted:
    /// a run compares their stamps with the inventory's in one walk.
    package private(set) var files: [String] = []
    /// The stamp each file's directives were read at, in the order of `files`.
    package private(set) var stamps: [FileStamp?] = []
    /// Each file's directives, in the order of `files`; empty while they wait, still encoded, in a
    /// kept reading (`ProjectLayout.pendingDetails`).
    package internal(set) var directives: [[IncludeDirective]] = []
    /// A digest of each file's directives (`digest(of:)`), in the order of `files`: an edited file's
    /// imports are compared with them without decoding the kept ones.
    package private(set) var digests: [UInt64] = []
    /// Headers the closure adds to what the targets compile, with their module.
    package var added: [String: String] = [:]
    /// The imports it could not follow (empty while they wait in a kept reading), and how many.
    package var unresolved: [Unresolved] = [] {
        didSet { unresolvedCount = unresolved.count }
    }
    package var unresolvedCount = 0
    /// Imports that found a header outside the app's code (the framework's own pod, an SDK).
    package var outside = 0
    /// `added`, `unresolved` and `outside` are those of the layout it is kept with; false for
    /// the readings alone, kept from a reading of the project that has changed since.
    package var isWorkedOut = false

    package init() {}

    /// Each file's reading, by path (the directives must be loaded).
    package var readings: [String: Reading] {
        get {
            var readings: [String: Reading] = [:]
            readings.reserveCapacity(files.count)
            for index in files.indices {
                readings[files[index]] = Reading(
                    stamp: stamps[index], directives: index < directives.count ? directives[index] : [])
            }
            return readings
        }
        set {
            files = newValue.keys.sorted()
            stamps = files.map { newValue[$0]?.stamp }
            directives = files.map { newValue[$0]?.directives ?? [] }
            digests = directives.map(Self.digest(of:))
        }
    }

    /// The files, stamps and digests alone, as a kept reading's first part holds them.
    mutating func setStamps(_ files: [String], _ stamps: [FileStamp?], digests: [UInt64]) {
        self.files = files
        self.stamps = stamps
        self.digests = digests
        directives = []
    }

    /// New stamps for files whose imports were read again and found the same.
    mutating func restamp(_ changes: [Int: FileStamp?]) {
        for (index, stamp) in changes { stamps[index] = stamp }
    }

    /// FNV-1a over each directive's form, spelling and line: the same on every run and machine.
    static func digest(of directives: [IncludeDirective]) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        for directive in directives {
            mix(directive.form.rawValue)
            for byte in directive.spelling.utf8 { mix(byte) }
            mix(0)
            var line = UInt64(truncatingIfNeeded: directive.line)
            for _ in 0..<8 {
                mix(UInt8(truncatingIfNeeded: line))
                line >>= 8
            }
        }
        return hash
    }

    /// Works the closure out over `layout`'s compiled files.
    /// - Parameters:
    ///   - kept: readings still valid (same stamp), used instead of reading those files again.
    ///   - read: reads the directives of the given files (on all cores); a file that cannot be
    ///     read gives no directives and no stamp.
    ///   - resolver: the look-ups, with the layout's search settings.
    static func workOut(
        _ layout: ProjectLayout, kept: [String: Reading], read: ([String]) -> [String: Reading],
        resolver: inout HeaderResolver
    ) -> HeaderClosure {
        let compiled = layout.compiledModules
        var roots: [String: [String]] = [:]
        for (file, module) in compiled where SourceDiscovery.language(ofFile: file) == .objc {
            roots[module, default: []].append(file)
        }
        for (file, module) in layout.unscannedSources { roots[module, default: []].append(file) }
        var readings = kept
        // Most files the walk reaches are compiled files or headers beside them: read at once.
        let likely = Set(roots.values.joined()).union(layout.candidateHeaders.keys)
            .union(layout.headerClosure.map { Array($0.added.keys) } ?? [])
        readings.merge(read(likely.filter { readings[$0] == nil }.sorted())) { _, new in new }

        var closure = HeaderClosure()
        closure.isWorkedOut = true
        var followed: [String: Reading] = [:]
        var visited: Set<String> = []
        for module in rankedModules(layout) {
            var level = (roots[module] ?? []).sorted().filter { visited.insert($0).inserted }
            while !level.isEmpty {
                let unread = level.filter { readings[$0] == nil }
                if !unread.isEmpty { readings.merge(read(unread)) { _, new in new } }
                var next: [String] = []
                for file in level {
                    guard let reading = readings[file] else { continue }
                    followed[file] = reading
                    for directive in reading.directives {
                        switch resolver.resolve(directive, in: file, module: module) {
                        case .found(let headers):
                            for header in headers where visited.insert(header).inserted {
                                next.append(header)
                                if compiled[header] == nil {
                                    closure.added[header] = layout.candidateHeaders[header] ?? module
                                }
                            }
                        case .unresolved:
                            closure.unresolved.append(
                                Unresolved(
                                    file: file, line: directive.line, form: directive.form,
                                    spelling: directive.spelling))
                        case .outside:
                            closure.outside += 1
                        }
                    }
                }
                level = next
            }
        }
        // A header added only as a path the scan cannot read as Objective-C (`.hpp`) is still
        // followed, but there is nothing to scan.
        closure.added = closure.added.filter { SourceDiscovery.language(ofFile: $0.key) == .objc }
        closure.unresolved.sort()
        closure.readings = followed
        return closure
    }

    /// The modules in the order their files claim a header two of them include: the registry's
    /// module, then the modules it depends on, nearest first, then the rest by name. The same
    /// rule as for a file two targets compile: it stays with the first.
    static func rankedModules(_ layout: ProjectLayout) -> [String] {
        var order: [String] = []
        var seen: Set<String> = []
        var queue = [layout.registryModule].compactMap { $0 }.filter { layout.moduleInfo[$0] != nil }
        while !queue.isEmpty {
            var next: [String] = []
            for module in queue where seen.insert(module).inserted {
                order.append(module)
                next += layout.moduleInfo[module]?.dependencies.sorted() ?? []
            }
            queue = next
        }
        let rest = Set(layout.moduleInfo.keys).union(layout.modules.values).union(layout.unscannedSources.values)
        return order + rest.subtracting(seen).sorted()
    }
}

/// What the header closure cost a run and found, for `--timings`.
package struct HeaderClosureFigures: Sendable {
    package var time: Duration = .zero
    /// Files whose imports are followed: compiled files and the headers they reach.
    package var followed = 0
    /// Files whose imports were read in this run (none when nothing changed).
    package var read = 0
    /// Worked out again in this run (else the kept closure stood).
    package var workedOut = false
    package var added = 0
    package var unresolved = 0
    package var outside = 0
    /// Keeping the project reading with its closure in the cache folder, when it changed.
    package var storeSave: Duration = .zero

    package init() {}
}
