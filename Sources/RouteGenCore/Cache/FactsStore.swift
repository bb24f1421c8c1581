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

/// The facts cache: everything one scan set's files said, in one file that is read once at the
/// start of a run, plus a small delta file with what changed since. A run that changed a few files
/// writes only the delta (rewriting megabytes after each edit of a large app cost more than
/// everything else in the run); when the delta grows past an eighth of the cache, the whole file is
/// rewritten and the delta removed.
///
/// An entry is used when its file's stamp (size, modification time, inode) is unchanged — the
/// file is then not even read — or else when the `ContentHash` of the file's bytes matches. Facts are a
/// pure function of the path and the bytes, so either way the entry stands in for a parse.
///
/// Never trusted: a file that does not start with the magic, fails its checksum, was written
/// by another routegen version or build (`RouteGenVersion.buildIdentity`) or format, or for another config, is ignored whole and replaced
/// by this run's results. Writes go through a temporary file and a rename, so a reader sees the
/// old cache or the new one, and concurrent runs at worst both parse.
package final class FactsStore: Sendable {
    /// What a run knew about one file version.
    package struct Entry: Equatable, Sendable {
        /// Nil when the stamp cannot be trusted (see `save`): the next run hashes the file.
        package var stamp: FileStamp?
        /// `ContentHash` of the bytes.
        package var contentHash: [UInt8]
        /// The file's path, which is its facts' path, known without decoding them.
        package let path: String
        var storedFacts: StoredFacts
        /// The byte pass's findings, so a warm run can work out the router closure without
        /// reading unchanged files.
        package var summary: ByteSummary
        /// Set when the pre-filter skipped the file (its `facts` are then empty): the digest of
        /// the router closure it was skipped under. Under another closure the file is read again.
        package var skippedUnder: UInt64?

        package init(
            stamp: FileStamp?, contentHash: [UInt8], facts: FileFacts, summary: ByteSummary = ByteSummary(),
            skippedUnder: UInt64? = nil
        ) {
            self.init(
                stamp: stamp, contentHash: contentHash, path: facts.path, facts: .decoded(facts), summary: summary,
                skippedUnder: skippedUnder)
        }

        init(
            stamp: FileStamp?, contentHash: [UInt8], path: String, facts: StoredFacts, summary: ByteSummary,
            skippedUnder: UInt64?
        ) {
            self.stamp = stamp
            self.contentHash = contentHash
            self.path = path
            storedFacts = facts
            self.summary = summary
            self.skippedUnder = skippedUnder
        }

        /// The facts, decoded now if the entry was loaded from a cache file. Nil only when they
        /// do not decode, which only a defect could cause (the file's checksum held): the entry
        /// is then of no use, like a damaged cache.
        package var facts: FileFacts? { storedFacts.facts }

        package static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.path == rhs.path && lhs.stamp == rhs.stamp && lhs.contentHash == rhs.contentHash
                && lhs.summary == rhs.summary
                && lhs.skippedUnder == rhs.skippedUnder && lhs.facts == rhs.facts
        }
    }

    /// An entry's facts: as a run found them, or still in the bytes of the loaded cache file. A run
    /// that the run memo answers needs the facts of the few files that changed only, and decoding
    /// every entry's facts was most of the time it took to load a large app's cache.
    enum StoredFacts: Sendable {
        case decoded(FileFacts)
        case encoded(EncodedFacts)

        var facts: FileFacts? {
            switch self {
            case .decoded(let facts): facts
            case .encoded(let encoded): encoded.decode()
            }
        }
    }

    /// Where one entry's facts lie in a loaded cache file: they end where the next entry starts.
    struct EncodedFacts: Sendable {
        /// Positioned at the facts; shares the file's bytes and string table with every entry.
        let reader: BinaryReader
        let end: Int
        let path: String

        func decode() -> FileFacts? {
            var reader = reader
            guard let facts = try? reader.read(FileFacts.self), reader.position == end, facts.path == path else {
                return nil
            }
            return facts
        }
    }

    /// Why a stored cache was not used; nil when it was, or when there was none.
    package enum Rejection: String, Error, Sendable {
        case unreadable = "the cache file could not be read"
        case corrupt = "the cache file is damaged"
        case otherVersion = "it was written by another routegen version or build"
        case otherConfig = "the config changed"
    }

    /// Bumped when the file's own layout (its header, segments and entry fields, written by hand
    /// below) or a hand-written coding in `FactsBinaryCoding` changes. A field added to a stored
    /// type needs no bump: `formatVersion` holds the stored types' layout.
    static let layoutVersion = 22
    /// A cache whose format differs is not read: the fingerprint of the layout of the entries'
    /// facts and byte summaries, from their coding (`BinaryLayout`).
    static let formatVersion = BinaryLayout.fingerprint(
        BinaryLayout.description(of: FileFacts.Fields.self) + "\n" + BinaryLayout.description(of: ByteSummary.self),
        layoutVersion: layoutVersion)
    static let magic = Array("routegen-facts\n".utf8)
    package static let fileName = "routegen-facts.cache"

    package let path: String
    private let directory: String
    private let toolVersion: String
    private let configHash: String
    package static let deltaFileName = "routegen-facts.delta"

    private let deltaPath: String
    /// How many threads decode and encode the cache.
    private let jobs: Int
    /// The main file's checksum: a delta names the file it applies to.
    private let baseChecksum: [UInt8]?
    /// The main file's entries, in path order as stored: looked up by binary search, which the
    /// scan's workers do in parallel, instead of a dictionary of tens of thousands of entries
    /// built on one thread before the scan can start.
    private let base: StoredEntries
    /// What the delta changed: a path's new entry, or nil when the delta removed it. With `base`,
    /// the entries this run may use.
    private let overrides: [String: Entry?]
    package let count: Int
    package let rejection: Rejection?
    /// The router closure's names as the file that was used last (the delta, or else the main
    /// file) saved them: the closure of its entries' byte summaries, which a run whose files'
    /// summaries are all unchanged takes as it is. Nil when none was saved.
    package let routerClosure: [String]?

    /// Loads the cache in `directory`, if there is a usable one.
    /// - Parameters:
    ///   - scanDigest: `ScanSettings.digest` of the run's settings: the settings a scan reads, so
    ///     that a change of another one keeps every entry.
    ///   - jobs: how many threads decode it (a warm run of a large app decodes tens of
    ///     thousands of entries).
    package init(
        directory: String, scanDigest: String, toolVersion: String = RouteGenVersion.buildIdentity, jobs: Int? = nil
    ) {
        self.directory = directory
        path = (directory as NSString).appendingPathComponent(Self.fileName)
        self.toolVersion = toolVersion
        configHash = scanDigest
        deltaPath = (directory as NSString).appendingPathComponent(Self.deltaFileName)
        let jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.jobs = jobs
        var base = StoredEntries()
        var routerClosure: [String]?
        switch Self.load(path, toolVersion: toolVersion, configHash: configHash, jobs: jobs) {
        case .success(let loaded?) where loaded.appliesTo == nil && loaded.removed.isEmpty:
            base = loaded.stored
            routerClosure = loaded.routerClosure
            baseChecksum = loaded.checksum
            rejection = nil
        case .success(_?):
            // A delta where the main file belongs.
            (baseChecksum, rejection) = (nil, .corrupt)
        case .success(nil):
            (baseChecksum, rejection) = (nil, nil)
        case .failure(let reason):
            (baseChecksum, rejection) = (nil, reason)
        }
        var overrides: [String: Entry?] = [:]
        var count = base.count
        // A delta for another version of the main file, or a damaged one, is ignored: the files
        // it described are then hashed and, if they changed, parsed again.
        if let baseChecksum,
            case .success(let delta?) = Self.load(
                deltaPath, toolVersion: toolVersion, configHash: configHash, jobs: jobs),
            delta.appliesTo == baseChecksum
        {
            for file in delta.removed where overrides.index(forKey: file) == nil {
                if base.position(of: file) != nil { count -= 1 }
                overrides[file] = .some(nil)
            }
            for entry in delta.entries {
                let file = entry.path
                let existed =
                    overrides.index(forKey: file).map { overrides[$0].value != nil }
                    ?? (base.position(of: file) != nil)
                if !existed { count += 1 }
                overrides[file] = .some(entry)
            }
            routerClosure = delta.routerClosure
        }
        self.routerClosure = routerClosure
        self.base = base
        self.overrides = overrides
        self.count = count
    }

    /// A store for the same folder, version and config as `other` that holds nothing and counts
    /// as rejected: its save rewrites the cache whole. For a cache found unusable after loading.
    package init(discarding other: FactsStore, because rejection: Rejection) {
        directory = other.directory
        path = other.path
        toolVersion = other.toolVersion
        configHash = other.configHash
        deltaPath = other.deltaPath
        jobs = other.jobs
        baseChecksum = nil
        base = StoredEntries()
        overrides = [:]
        count = 0
        routerClosure = nil
        self.rejection = rejection
    }

    /// The main file's entry for `path`, looked for first at `hint`.
    private func baseEntry(for path: String, hint: Int?) -> Entry? {
        if let hint, base.indices.contains(hint), base.path(at: hint) == path { return base[hint] }
        return base.position(of: path).map { base[$0] }
    }

    /// The paths the main file holds entries for.
    private var basePaths: [String] { base.indices.map(base.path(at:)) }

    /// The entry for `path`.
    /// - Parameter hint: where `path` may be among the stored paths, in path order. The inventory
    ///   lists a run's files in that order, and the cache holds the files of the last run: in a run
    ///   that added or removed no file, the file at an index is the entry at that index, and tens of
    ///   thousands of searches are one comparison each.
    package func entry(for path: String, hint: Int? = nil) -> Entry? {
        if !overrides.isEmpty, let index = overrides.index(forKey: path) { return overrides[index].value }
        return baseEntry(for: path, hint: hint)
    }

    /// Replaces the stored cache with `entries` (this run's files, one entry per path; others are
    /// dropped, so the file tracks the scan set). Skipped when nothing differs from what was loaded. A cache
    /// that cannot be written only costs speed, so a failure is returned for the caller to mention,
    /// never thrown.
    /// - Parameters:
    ///   - routerClosure: the names of the router closure of the entries' byte summaries, when the
    ///     run knows it; nil saves none, and the next run works it out again.
    ///   - proceed: asked once, after the bytes are made and before anything is written; false
    ///     leaves the stored cache as it is (a save made ahead, before its facts were final, that
    ///     turned out stale).
    @discardableResult
    package func save(
        _ newEntries: consuming [Entry], routerClosure: [String]? = nil, now: Int = Int(time(nil)),
        proceed: () -> Bool = { true }
    ) -> OutputWriter.Failure? {
        // The pipeline passes them in path order; sorting copies every entry, so only when needed.
        // Entries are read by index below: a loop over the values, or a second array of the
        // changed ones, copied every entry of a large app, which was most of a cold save.
        var stored = newEntries
        if !stored.indices.dropFirst().allSatisfy({ stored[$0 - 1].path < stored[$0].path }) {
            stored.sort { $0.path < $1.path }
        }
        for index in stored.indices {
            if let stamp = stored[index].stamp, stamp.modifiedSeconds >= now - FileStamp.racyWindowSeconds {
                stored[index].stamp = nil
            }
        }
        // Facts and summaries are functions of path and bytes, so equal stamps and hashes mean
        // equal entries, unless one was skipped (under some closure) and the other parsed.
        func same(_ old: Entry?, _ new: Entry) -> Bool {
            old.map {
                $0.stamp == new.stamp && $0.contentHash == new.contentHash && $0.skippedUnder == new.skippedUnder
            } ?? false
        }
        let loadedAny = !base.isEmpty || !overrides.isEmpty
        var current = rejection == nil && stored.count == count
        var changed: [Int] = []
        var keptFromBase = 0
        if loadedAny {
            for index in stored.indices {
                let old = baseEntry(for: stored[index].path, hint: index)
                if old != nil { keptFromBase += 1 }
                if !same(old, stored[index]) { changed.append(index) }
                if current && !same(self.entry(for: stored[index].path, hint: index), stored[index]) { current = false }
            }
        } else {
            // Nothing loaded to compare with: every entry is new.
            changed = Array(stored.indices)
        }
        guard !current else { return nil }
        // A main file was loaded (so nothing was rejected): the changes may go to a delta.
        if let baseChecksum {
            var removed: [String] = []
            if keptFromBase < base.count {
                let kept = Set(stored.map(\.path))
                removed = basePaths.filter { !kept.contains($0) }.sorted()
            }
            if changed.count + removed.count <= max(Self.smallestRewrite, base.count / 8) {
                let bytes = encode(
                    changed.map { stored[$0] }, removed: removed, appliesTo: baseChecksum, routerClosure: routerClosure)
                guard proceed() else { return nil }
                do {
                    try OutputWriter.replace(deltaPath, with: Data(bytes))
                    return nil
                } catch {
                    return error
                }
            }
        }
        let bytes = encode(stored, removed: [], appliesTo: nil, routerClosure: routerClosure)
        guard proceed() else { return nil }
        do {
            try OutputWriter.replace(path, with: Data(bytes))
        } catch {
            return error
        }
        try? FileManager.default.removeItem(atPath: deltaPath)
        // The per-file cache of routegen 0.1 lived in a folder next to this file.
        try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent("routegen-facts"))
        return nil
    }

    /// Below this many changed files a delta is always written, whatever the cache's size.
    static let smallestRewrite = 64

    /// How many entries share one string table. Segments are written and read on every job, and
    /// their size is fixed so that the bytes never depend on the number of jobs.
    static let segmentSize = 2048

    /// One cache file: the main one (`appliesTo` nil) or a delta over the main file with that
    /// checksum. Layout: a header, with its own string table, then segments of up to
    /// `segmentSize` entries, each with its string table, its entries and where each starts.
    func encode(_ stored: [Entry], removed: [String], appliesTo: [UInt8]?, routerClosure: [String]? = nil) -> [UInt8] {
        // An entry whose facts no longer decode is left out: the next run reads its file again.
        let facts = stored.indices.map { stored[$0].facts }
        let written = stored.indices.filter { facts[$0] != nil }
        let segmentStarts = Array(stride(from: 0, to: written.count, by: Self.segmentSize))
        let segments = ParallelMap.map(count: segmentStarts.count, jobs: jobs) { segment in
            let range = segmentStarts[segment]..<min(segmentStarts[segment] + Self.segmentSize, written.count)
            return Self.encodeSegment(written[range], of: stored, facts: facts)
        }
        var header = BinaryWriter()
        header.write(Self.formatVersion)
        header.write(toolVersion)
        header.write(configHash)
        header.write(bytes: appliesTo ?? [])
        header.write(removed)
        header.write(routerClosure != nil)
        if let routerClosure { header.write(routerClosure.sorted()) }
        header.write(written.count)
        header.write(segments.count)
        for segment in segments {
            header.write(segment.bytes.count)
            header.write(segment.table)
        }
        var payload = header.encoded
        payload.reserveCapacity(payload.count + segments.reduce(0) { $0 + $1.bytes.count })
        for segment in segments { payload.append(contentsOf: segment.bytes) }
        var bytes = Self.magic
        bytes.append(contentsOf: Self.checksumBytes(payload))
        bytes.append(contentsOf: payload)
        return bytes
    }

    /// A segment's bytes (the entries at `positions`, whose facts are in `facts`), and where in
    /// its body the table of entry starts begins. Through the arrays' buffers, so that no entry,
    /// summary or facts value is copied on its way to the writer.
    private static func encodeSegment(
        _ positions: ArraySlice<Int>, of entries: [Entry], facts: [FileFacts?]
    ) -> (bytes: [UInt8], table: Int) {
        // A path per entry, and a few names for the files that declare anything.
        var writer = BinaryWriter(expectedStrings: positions.count * 2)
        var offsets: [Int] = []
        offsets.reserveCapacity(positions.count)
        entries.withUnsafeBufferPointer { entries in
            facts.withUnsafeBufferPointer { facts in
                for position in positions {
                    offsets.append(writer.bodyOffset)
                    writer.write(entries[position].path)
                    if let stamp = entries[position].stamp {
                        writer.write(true)
                        writer.write(stamp.size)
                        writer.write(stamp.modifiedSeconds)
                        writer.write(stamp.modifiedNanoseconds)
                        writer.write(Int(bitPattern: UInt(stamp.inode)))
                    } else {
                        writer.write(false)
                    }
                    writer.write(bytes: entries[position].contentHash)
                    writer.write(entries[position].summary)
                    if let skippedUnder = entries[position].skippedUnder {
                        writer.write(true)
                        writer.write(Int(bitPattern: UInt(skippedUnder)))
                    } else {
                        writer.write(false)
                    }
                    // Last, so that they end where the next entry starts: a reader can leave them undecoded.
                    writer.write(facts[position]!)
                }
            }
        }
        let table = writer.bodyOffset
        for offset in offsets { writer.write(offset) }
        return (writer.encoded, table)
    }

    /// What one cache file holds.
    struct Loaded {
        /// In path order, each path once.
        var stored: StoredEntries
        var entries: [Entry] { stored.all }
        var removed: [String]
        var routerClosure: [String]?
        /// Nil for the main file; the main file's checksum for a delta.
        var appliesTo: [UInt8]?
        var checksum: [UInt8]
    }

    /// Nil when there is no such file.
    private static func load(
        _ path: String, toolVersion: String, configHash: String, jobs: Int
    ) -> Result<Loaded?, Rejection> {
        switch FileSystem.read(path) {
        case .success(let read):
            return decode(read.bytes, toolVersion: toolVersion, configHash: configHash, jobs: jobs).map { $0 }
        case .failure(let error): return error.code == ENOENT ? .success(nil) : .failure(.unreadable)
        }
    }

    /// A cache file's bytes, checked and decoded. Any bytes at all give a result or a rejection,
    /// never a trap (the fuzz target `cache` holds it to that).
    static func decode(
        _ bytes: [UInt8], toolVersion: String, configHash: String, jobs: Int
    ) -> Result<Loaded, Rejection> {
        let headerLength = magic.count + 8
        guard bytes.count >= headerLength, Array(bytes[0..<magic.count]) == magic else { return .failure(.corrupt) }
        guard Array(bytes[magic.count..<headerLength]) == checksumBytes(bytes[headerLength...]) else {
            return .failure(.corrupt)
        }
        do throws(BinaryReader.Malformed) {
            var header = try BinaryReader(bytes, from: headerLength)
            guard try header.readInt() == formatVersion, try header.readString() == toolVersion else {
                return .failure(.otherVersion)
            }
            guard try header.readString() == configHash else { return .failure(.otherConfig) }
            let appliesTo = try header.readBytes()
            let removed = try header.readStrings()
            let routerClosure = try header.readBool() ? try header.readStrings() : nil
            let count = try header.readCount()
            let segmentCount = try header.readCount()
            // Segments tile the rest of the file; every length and position is checked before
            // any arithmetic, so that a damaged file that passes the checksum never traps.
            var segments: [(start: Int, end: Int, table: Int)] = []
            var lengths: [(length: Int, table: Int)] = []
            for _ in 0..<segmentCount {
                let (length, table) = (try header.readInt(), try header.readInt())
                guard length >= 0, table >= 0 else { return .failure(.corrupt) }
                lengths.append((length, table))
            }
            var start = header.position
            for (length, table) in lengths {
                guard length <= bytes.count - start else { return .failure(.corrupt) }
                segments.append((start, start + length, table))
                start += length
            }
            guard start == bytes.count, segmentCount == (count + segmentSize - 1) / segmentSize else {
                return .failure(.corrupt)
            }
            let (shared, bounds) = (bytes, segments)
            var decoded = ParallelMap.map(count: segments.count, jobs: jobs) { index -> [Entry]? in
                let segment = bounds[index]
                let expected = index == bounds.count - 1 ? count - index * segmentSize : segmentSize
                return try? decodeSegment(
                    shared, start: segment.start, end: segment.end, table: segment.table, count: expected)
            }
            var segmentEntries: [[Entry]] = []
            segmentEntries.reserveCapacity(decoded.count)
            for position in decoded.indices {
                guard let segment = decoded[position].take() else { return .failure(.corrupt) }
                // Each segment is in order; so must the segments be, for look-ups by binary search.
                if let last = segmentEntries.last?.last?.path, let first = segment.first?.path, !(last < first) {
                    return .failure(.corrupt)
                }
                segmentEntries.append(segment)
            }
            let entries = StoredEntries(segments: segmentEntries)
            guard entries.count == count else { return .failure(.corrupt) }
            let checksum = Array(bytes[magic.count..<headerLength])
            return .success(
                Loaded(
                    stored: entries, removed: removed, routerClosure: routerClosure,
                    appliesTo: appliesTo.isEmpty ? nil : appliesTo,
                    checksum: checksum))
        } catch {
            return .failure(.corrupt)
        }
    }

    /// The `count` entries of the segment in `bytes[start..<end]`, each of which must end exactly
    /// where the next one starts (the last where the table of starts begins), with paths in
    /// increasing order. Their facts are left undecoded.
    private static func decodeSegment(
        _ bytes: [UInt8], start: Int, end: Int, table: Int, count: Int
    ) throws(BinaryReader.Malformed) -> [Entry] {
        let segment = try BinaryReader(bytes, from: start, end: end)
        let bodyStart = segment.position
        guard table >= 0, table <= end - bodyStart else { throw BinaryReader.Malformed() }
        var offsets = try segment.positioned(at: bodyStart + table)
        var starts: [Int] = []
        starts.reserveCapacity(count + 1)
        for _ in 0..<count {
            let offset = try offsets.readInt()
            guard offset >= 0, offset <= table else { throw BinaryReader.Malformed() }
            starts.append(bodyStart + offset)
        }
        starts.append(bodyStart + table)
        guard offsets.isAtEnd, starts.first == bodyStart else { throw BinaryReader.Malformed() }
        var reader = segment
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for index in 0..<count {
            guard reader.position == starts[index] else { throw BinaryReader.Malformed() }
            let file = try reader.readString()
            var stamp: FileStamp?
            if try reader.readBool() {
                stamp = FileStamp(
                    size: try reader.readInt(), modifiedSeconds: try reader.readInt(),
                    modifiedNanoseconds: try reader.readInt(),
                    inode: UInt64(UInt(bitPattern: try reader.readInt()))
                )
            }
            let hash = try reader.readBytes()
            guard entries.last.map({ $0.path < file }) ?? true else { throw BinaryReader.Malformed() }
            let summary = try reader.read(ByteSummary.self)
            let skippedUnder = try reader.readBool() ? UInt64(UInt(bitPattern: try reader.readInt())) : nil
            let factsEnd = starts[index + 1]
            guard reader.position < factsEnd else { throw BinaryReader.Malformed() }
            let facts = EncodedFacts(reader: reader, end: factsEnd, path: file)
            entries.append(
                Entry(
                    stamp: stamp, contentHash: hash, path: file, facts: .encoded(facts), summary: summary,
                    skippedUnder: skippedUnder))
            reader = try reader.positioned(at: factsEnd)
        }
        return entries
    }

    /// `payload` behind the magic and its checksum: a cache file that passes the first checks
    /// whatever the payload holds, for tests and the fuzz target of the decoder.
    static func framed(_ payload: [UInt8]) -> [UInt8] {
        magic + checksumBytes(payload) + payload
    }

    /// The first 8 bytes of the payload's `ContentHash`: it catches a damaged or truncated file; a
    /// deliberate forgery is not a threat to a cache in the user's own build folder. (A byte-wise
    /// hash over megabytes of cache cost a warm run more than reading it.)
    private static func checksumBytes(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        Array(bytes.withUnsafeBytes { ContentHash.digest(of: $0) }.prefix(8))
    }

    private static func checksumBytes(_ bytes: [UInt8]) -> [UInt8] {
        checksumBytes(bytes[...])
    }
}
