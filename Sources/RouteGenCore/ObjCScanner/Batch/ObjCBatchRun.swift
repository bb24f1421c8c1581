import CLibClang

/// Reads a batch of files in as few translation units as can be shown harmless.
///
/// Files go into units in the order given, one dialect at a time (Objective-C++ turns on C++
/// keywords and parsing, so `.mm` files only share units with each other), up to `unitLimit`
/// files, a unit ending after a file that may change macros. A file whose share fails
/// `ObjCBatchCheck` is parsed alone. When a file leaves the parser's or preprocessor's state in
/// doubt, the files after it start a new unit; the ones before it stand, since nothing flows
/// backwards in a parse. Every round settles at least the first file of its unit, so the run
/// ends; the units depend only on the sources and their order.
struct ObjCBatchRun {
    let lib: LibClang
    let sources: [ObjCSource]
    let unitLimit: Int
    private var slots: [FileFacts?]
    private(set) var report = ObjCBatchReport()

    init(lib: LibClang, sources: [ObjCSource], unitLimit: Int) {
        self.lib = lib
        self.sources = sources
        self.unitLimit = unitLimit
        slots = Array(repeating: nil, count: sources.count)
    }

    var facts: [FileFacts] { slots.map { $0! } }

    mutating func run() {
        let traits = sources.map { ObjCBatchTraits(path: $0.path, bytes: $0.bytes) }
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
            while !queue.isEmpty {
                var members: [Int] = []
                for file in queue {
                    // Only files read with the same prelude (prefix header) share a unit.
                    if let first = members.first, sources[file].prelude != sources[first].prelude { break }
                    members.append(file)
                    if traits[file] == .endsUnit || members.count == unitLimit { break }
                }
                queue.removeFirst(settle(members, dialect: dialect, index: index))
            }
        }
    }

    /// Parses one unit and keeps the facts of its trusted prefix; returns how many files it settled.
    private mutating func settle(_ members: [Int], dialect: ObjCTranslationUnit.Dialect, index: CXIndex) -> Int {
        guard members.count > 1 else {
            parseAlone(members[0], .unitOfOne)
            return 1
        }
        report.units.append(members)
        switch ObjCBatchUnit.parse(lib, index: index, files: members.map { sources[$0].bytes }, dialect: dialect, prelude: sources[members[0]].prelude) {
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
                    // A file with a lone macro-call line is never batched (`ObjCBatchTraits`), so it has none.
                    slots[file] = ObjCFactsReader.read(path: source.path, unit: shares[position].unit, bytes: source.bytes, macroLines: [])
                }
                if verdict.endsTrustedPrefix { return position + 1 }
            }
            return members.count
        }
    }

    /// The reference reading, diagnostics included.
    private mutating func parseAlone(_ file: Int, _ reason: ObjCBatchReport.AloneReason) {
        slots[file] = ObjCFileScanner.scan(path: sources[file].path, bytes: sources[file].bytes, lib: lib, prelude: sources[file].prelude)
        report.alone.append(ObjCBatchReport.AloneFile(index: file, reason: reason))
    }
}
