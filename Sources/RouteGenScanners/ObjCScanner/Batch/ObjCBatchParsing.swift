/// One Objective-C file the pre-filter let through, waiting for libclang.
import RouteGenModel

package struct ObjCSource: Sendable {
    package var path: String
    package var bytes: [UInt8]
    /// What libclang reads in front of the file: `ObjCPrelude`, then the target's prefix header
    /// when a project names one. Files share a translation unit only when this is equal.
    package var prelude: [UInt8] = ObjCPrelude.bytes
    /// Whether `ObjCMacroLineBlanking.lines` finds a line in `bytes` under the default prelude,
    /// when the byte survey has worked it out already; nil makes the batch work it out.
    package var hasMacroLines: Bool? = nil

    package init(path: String, bytes: [UInt8], prelude: [UInt8] = ObjCPrelude.bytes, hasMacroLines: Bool? = nil) {
        self.path = path
        self.bytes = bytes
        self.prelude = prelude
        self.hasMacroLines = hasMacroLines
    }
}

extension ObjCFileScanner {
    /// How many files the pipeline hands to `parseBatch` at once, and the most one unit holds.
    /// A unit costs libclang about a millisecond before its first file, and a file about a tenth
    /// of that: 256 files spread the fixed cost to a few microseconds a file (64 left it at a
    /// third of libclang's time in a large app), while a large app still has tens of batches to
    /// share between the jobs. `ObjCBatchRun` makes units smaller after one that ended early.
    package static let preferredBatchSize = 256

    /// The facts of each source, in order — exactly what `parse(path:bytes:)` gives each file
    /// alone, from as few translation units as that can be shown for (`ObjCBatchRun`).
    /// Thread-safe: each call uses its own libclang index.
    package static func parseBatch(_ sources: [ObjCSource]) -> [FileFacts] {
        parseBatchReporting(sources).facts
    }

    /// `parseBatch`, and how it read the files: for tests and measurements.
    package static func parseBatchReporting(
        _ sources: [ObjCSource], unitLimit: Int = preferredBatchSize
    ) -> (facts: [FileFacts], report: ObjCBatchReport) {
        guard case .success(let lib) = LibClang.shared else {
            let facts = sources.map { parse(path: $0.path, bytes: $0.bytes, prelude: $0.prelude) }
            return (facts, ObjCBatchReport(alone: sources.indices.map { .init(index: $0, reason: .libclangMissing) }))
        }
        var run = ObjCBatchRun(lib: lib, sources: sources, unitLimit: max(unitLimit, 1))
        run.run()
        return (run.facts, run.report)
    }
}

/// Which files of a batch shared a translation unit, and which were parsed alone and why.
package struct ObjCBatchReport: Hashable, Sendable {
    package enum AloneReason: Hashable, Sendable {
        case libclangMissing
        case traits(ObjCBatchTraits.AloneReason)
        /// The only file left for a unit: a unit of one is a lone parse.
        case unitOfOne
        /// libclang failed on the unit; each of its files gets its own result.
        case unitFailed(code: UInt32)
        case rejected(ObjCBatchCheck.Failure)
    }

    package struct AloneFile: Hashable, Sendable {
        package var index: Int
        package var reason: AloneReason
    }

    /// Each unit parsed, as the indices of its files in buffer order (a file after a rejected
    /// or prefix-ending one is parsed again in a later unit).
    package var units: [[Int]] = []
    package var alone: [AloneFile] = []
}
