import CLibClang
import RouteGenModel

/// Reads a batch of files in as few translation units as can be shown harmless.
///
/// Files go into units in the order given, one dialect at a time (Objective-C++ turns on C++
/// keywords and parsing, so `.mm` files only share units with each other), up to `unitLimit`
/// files, a unit ending after a file that may change macros. A file whose share fails
/// `ObjCBatchCheck` is parsed alone. When a file leaves the parser's or preprocessor's state in
/// doubt, the files after it start a new unit; the ones before it stand, since nothing flows
/// backwards in a parse. Every round settles at least the first file of its unit, so the run
/// ends; the units depend only on the sources and their order.
package struct ObjCBatchRun {
    package let lib: LibClang
    package let sources: [ObjCSource]
    package let unitLimit: Int
    private var slots: [FileFacts?]
    package private(set) var report = ObjCBatchReport()

    package init(lib: LibClang, sources: [ObjCSource], unitLimit: Int) {
        self.lib = lib
        self.sources = sources
        self.unitLimit = unitLimit
        slots = Array(repeating: nil, count: sources.count)
    }

    package var facts: [FileFacts] { slots.map { $0! } }

    package mutating func run() {
        let traits = sources.map { source in
            // The survey's verdict on macro lines holds for the default prelude only.
            ObjCBatchTraits(
                path: source.path, bytes: source.bytes,
                hasMacroLines: source.prelude == ObjCPrelude.bytes ? source.hasMacroLines : nil)
        }
        guard let index = lib.createIndex(0, 0) else {
            for file in sources.indices { parseAlone(file, .unitFailed(code: 1)) }
            return
        }
        defer { lib.disposeIndex(index) }
        for dialect in [ObjCTranslationUnit.Dialect.objectiveC, .objectiveCPlusPlus] {
            var queue: ArraySlice<Int> = []
            for file in sources.indices where ObjCTranslationUnit.Dialect(path: sources[file].path) == dialect {
                if case .alone(let reason) = traits[file] {
                    parseAlone(file, .traits(reason))
                } else {
                    queue.append(file)
                }
            }
            var limit = unitLimit
            while !queue.isEmpty {
                var members: [Int] = []
                for file in queue {
                    // Only files read with the same prelude (prefix header) share a unit.
                    if let first = members.first, sources[file].prelude != sources[first].prelude { break }
                    members.append(file)
                    if traits[file] == .endsUnit || members.count == limit { break }
                }
                let settled = settle(members, dialect: dialect, index: index)
                queue.removeFirst(settled)
                limit = Self.nextLimit(after: limit, settled: settled, of: members.count, ceiling: unitLimit)
            }
        }
    }

    /// The size of the next unit. A unit whose trusted prefix ended early is parsed again from
    /// there, so its files after that point cost twice: after such a unit the limit shrinks to
    /// what the unit did settle (at least `floor`), and after a unit that settled every file it
    /// doubles back towards `ceiling`. Large units spread libclang's fixed cost of a unit (about a
    /// millisecond: the driver, the compiler instance, the prelude) thin where files are plain,
    /// small ones bound the waste where they are not. Depends only on the parses, so units still
    /// depend only on the sources and their order.
    package static func nextLimit(after limit: Int, settled: Int, of members: Int, ceiling: Int) -> Int {
        let floor = min(16, ceiling)
        return settled < members ? max(floor, min(limit, settled)) : min(ceiling, limit * 2)
    }

    /// Parses one unit and keeps the facts of its trusted prefix; returns how many files it settled.
    private mutating func settle(_ members: [Int], dialect: ObjCTranslationUnit.Dialect, index: CXIndex) -> Int {
        guard members.count > 1 else {
            parseAlone(members[0], .unitOfOne)
            return 1
        }
        report.units.append(members)
        switch ObjCBatchUnit.parse(
            lib, index: index, files: members.map { sources[$0].bytes }, dialect: dialect,
            prelude: sources[members[0]].prelude)
        {
        case .failure(.parse(let code)):
            for file in members { parseAlone(file, .unitFailed(code: code)) }
            return members.count
        case .success(let shares):
            for (position, file) in members.enumerated() {
                let source = sources[file]
                let verdict = ObjCBatchCheck.verdict(shares[position], bytes: source.bytes)
                if let failure = verdict.failure {
                    parseAlone(file, .rejected(failure))
                } else {
                    slots[file] = ObjCFactsReader.read(
                        path: source.path, unit: shares[position].unit, bytes: source.bytes)
                }
                if verdict.endsTrustedPrefix { return position + 1 }
            }
            return members.count
        }
    }

    /// The reference reading, diagnostics included.
    private mutating func parseAlone(_ file: Int, _ reason: ObjCBatchReport.AloneReason) {
        slots[file] = ObjCFileScanner.facts(
            path: sources[file].path, bytes: sources[file].bytes, lib: lib, prelude: sources[file].prelude)
        report.alone.append(ObjCBatchReport.AloneFile(index: file, reason: reason))
    }
}
