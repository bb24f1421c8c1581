/// One Objective-C file the pre-filter let through, waiting for libclang.
struct ObjCSource: Sendable {
    var path: String
    var bytes: [UInt8]
}

extension ObjCFileScanner {
    /// How many files the pipeline hands to `parseBatch` at once.
    static let preferredBatchSize = 64

    /// The facts of each source, in order — exactly what `parse(path:bytes:)` gives each file alone.
    /// (Placeholder: parses one translation unit per file.)
    static func parseBatch(_ sources: [ObjCSource]) -> [FileFacts] {
        sources.map { parse(path: $0.path, bytes: $0.bytes) }
    }
}
