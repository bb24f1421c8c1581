import RouteGenScanners

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FactsStore {
    /// A cache file's entries, left in its bytes until a run looks one up. Loading used to decode
    /// every entry (its path, stamp, byte summary) and make a `String` of every string in the
    /// file, most of it for files whose stamp then answered for them; now a load reads where each
    /// entry starts and where its path lies, and a look-up compares the path's bytes and decodes
    /// that one entry (its byte summary and facts still left in the bytes), on the job that asked.
    ///
    /// Entries are in the byte order of their paths (`FactsStore.pathsInOrder`), which binary
    /// search over bytes needs; for paths in Unicode's composed form it is the order of `String`.
    struct StoredEntries: Sendable {
        private let segments: [Segment]
        let count: Int

        /// One segment: every segment but the last holds exactly `FactsStore.segmentSize` entries.
        struct Segment: Sendable {
            /// At the segment's body, with its string table read lazily; shares the file's bytes.
            let reader: BinaryReader
            /// Where each entry starts, then where the last one ends.
            let starts: [Int]
            /// Where each entry's path lies in the bytes.
            let paths: [Range<Int>]
        }

        init(segments: [Segment] = []) {
            self.segments = segments
            count = segments.reduce(0) { $0 + $1.paths.count }
        }

        var isEmpty: Bool { count == 0 }
        var indices: Range<Int> { 0..<count }

        private func place(_ index: Int) -> (segment: Int, entry: Int) {
            (index / FactsStore.segmentSize, index % FactsStore.segmentSize)
        }

        /// The entry at `index`, decoded now; nil when its bytes do not decode, which only a defect
        /// could cause (the file's checksum held): the file is then read again, as if uncached.
        /// - Parameter path: the entry's path when the caller has it, so that it is not made again.
        func entry(at index: Int, path: String? = nil) -> Entry? {
            let (segment, entry) = place(index)
            return try? Self.decode(segments[segment], at: entry, path: path)
        }

        /// The path of the entry at `index`, made from its bytes; nil when they are not UTF-8.
        func path(at index: Int) -> String? {
            let (segment, entry) = place(index)
            return segments[segment].reader.withBytes {
                String(validating: UnsafeBufferPointer(rebasing: $0[segments[segment].paths[entry]]), as: UTF8.self)
            }
        }

        /// Every entry that decodes, in path order (a delta's, and tests').
        var all: [Entry] { indices.compactMap { entry(at: $0) } }

        /// Whether the entry at `index` is `path`'s, by its bytes.
        func holds(_ path: String, at index: Int) -> Bool {
            compare(path, with: index) == 0
        }

        /// Where `path`'s entry is, by binary search over the paths' bytes.
        func position(of path: String) -> Int? {
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                let order = compare(path, with: middle)
                if order == 0 { return middle }
                if order > 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }

        /// How `path` orders against the path of the entry at `index`, as `memcmp` does.
        private func compare(_ path: String, with index: Int) -> Int32 {
            let (segment, entry) = place(index)
            let stored = segments[segment].paths[entry]
            var path = path
            return path.withUTF8 { query in
                segments[segment].reader.withBytes { bytes in
                    Self.compare(query, UnsafeBufferPointer(rebasing: bytes[stored]))
                }
            }
        }

        /// Byte order, shorter first on a common prefix.
        static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int32 {
            let common = min(left.count, right.count)
            if common > 0, let left = left.baseAddress, let right = right.baseAddress {
                let order = memcmp(left, right, common)
                if order != 0 { return order }
            }
            return left.count < right.count ? -1 : (left.count > right.count ? 1 : 0)
        }

        private static func decode(
            _ segment: Segment, at index: Int, path: String?
        ) throws(BinaryReader.Malformed) -> Entry {
            var reader = try segment.reader.positioned(at: segment.starts[index])
            let file: String
            if let path {
                _ = try reader.readInt()
                file = path
            } else {
                file = try reader.readString()
            }
            var stamp: FileStamp?
            if try reader.readBool() {
                stamp = FileStamp(
                    size: try reader.readInt(), modifiedSeconds: try reader.readInt(),
                    modifiedNanoseconds: try reader.readInt(),
                    inode: UInt64(UInt(bitPattern: try reader.readInt()))
                )
            }
            let hash = try reader.readBytes()
            let summaryBytes = try reader.skipLengthPrefixed()
            let summary = EncodedSummary(
                reader: try reader.positioned(at: summaryBytes.lowerBound), end: summaryBytes.upperBound)
            let skippedUnder = try reader.readBool() ? UInt64(UInt(bitPattern: try reader.readInt())) : nil
            let factsEnd = segment.starts[index + 1]
            guard reader.position < factsEnd else { throw BinaryReader.Malformed() }
            return Entry(
                stamp: stamp, contentHash: hash, path: file,
                facts: .encoded(EncodedFacts(reader: reader, end: factsEnd, path: file)), summary: .encoded(summary),
                skippedUnder: skippedUnder)
        }
    }

    /// Whether `entries` are in the order a loaded cache keeps them: by the bytes of their paths,
    /// each path once.
    static func pathsInOrder(_ entries: [Entry]) -> Bool {
        entries.indices.dropFirst().allSatisfy { pathPrecedes(entries[$0 - 1].path, entries[$0].path) }
    }

    /// Byte order of two paths.
    static func pathPrecedes(_ left: String, _ right: String) -> Bool {
        var (left, right) = (left, right)
        return left.withUTF8 { left in right.withUTF8 { right in StoredEntries.compare(left, right) < 0 } }
    }
}
