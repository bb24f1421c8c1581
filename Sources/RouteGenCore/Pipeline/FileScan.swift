/// The first stage for one file, in two steps. `init` answers from the cache or reads the file,
/// runs the byte pass and parses it at once when it holds a marker. `decide` then, with every
/// file's byte summary folded into a `RouterClosure`, parses or skips the rest. Objective-C files
/// to parse wait in `pending` for a batched parse, because libclang's cost is mostly per
/// translation unit.
import RouteGenModel
import RouteGenScanners

struct FileScan: Sendable {
    enum State: Sendable {
        /// The cache entry's stamp matched: the file was not read.
        case cachedByStamp
        /// The file was read and its bytes matched the cache entry's hash.
        case cachedByContent
        /// The pre-filter proved the file holds nothing routegen records.
        case skipped
        case parsed
        /// An Objective-C file waiting for `ObjCFileScanner.parseBatch`.
        case pending
        /// Read and surveyed; waiting for the router closure.
        case undecided
        case unreadable
    }

    var path: String
    var language: SourceLanguage
    var state: State
    /// Nil for a file answered by the cache until `decodeCachedFacts` (see `cachedFacts`), and for
    /// a file that could not be read.
    var facts: FileFacts?
    /// The facts of a file the cache answered, still undecoded in the loaded cache: most runs the
    /// run memo answers never need them.
    private(set) var cachedFacts: FactsStore.EncodedFacts?
    var failure: Diagnostic?
    var pending: ObjCSource?
    /// The version read (or found unchanged) and its `ContentHash`, for the cache; nil without one.
    var stamp: FileStamp?
    var contentHash: [UInt8] = []
    var summary = ByteSummary()
    /// The digest of the closure under which the pre-filter skipped the file; nil when parsed.
    var skippedUnder: UInt64?
    /// The cache entry of an earlier version of the file, when the bytes changed: a `FactsIdentity`
    /// compares facts with it.
    var previous: FactsStore.Entry?
    /// Why this run parsed or skipped the file; nil when the cache answered.
    var reason: PrefilterReason?
    /// The bytes of an undecided file, kept until `decide`.
    private var bytes: [UInt8]?
    /// Whether the Objective-C byte survey found a line `ObjCMacroLineBlanking` blanks under the
    /// default prelude, handed to the batch parse so it need not look again.
    private var hasMacroLines: Bool?
    /// The target's prefix header, which libclang reads in front of an Objective-C file as the
    /// compiler does (empty outside an Xcode project).
    private var prefixHeader: [UInt8] = []
    var readTime: Duration = .zero
    var parseTime: Duration = .zero

    /// - Parameters:
    ///   - stamp: the file's stamp as the inventory found it (nil: it could not be stat'ed).
    ///   - storeHint: where the file's entry may be in the store (`FactsStore.entry(for:hint:)`).
    init(
        path: String, stamp current: FileStamp?, store: FactsStore?, storeHint: Int? = nil, clock: ContinuousClock,
        prefilter: Bool, prefixHeader: @autoclosure () -> [UInt8] = []
    ) {
        // Without the pre-filter a cached skip does not count: the file is parsed.
        let cached = store?.entry(for: path, hint: storeHint).flatMap { prefilter || $0.skippedUnder == nil ? $0 : nil }
        self.init(
            path: path, current: current, cached: cached, hashing: store != nil, clock: clock, prefilter: prefilter,
            prefixHeader: prefixHeader())
    }

    private init(
        path: String, current: FileStamp? = nil, cached: FactsStore.Entry?, hashing: Bool, clock: ContinuousClock,
        prefilter: Bool, prefixHeader: @autoclosure () -> [UInt8]
    ) {
        self.path = path
        language = SourceDiscovery.language(ofFile: path) ?? .swift
        // Before the clock: most files of a run are answered here, and reading the clock twice
        // for each was a measurable part of a run that changed a few.
        if let cached, let stamp = cached.stamp, current == stamp {
            state = .cachedByStamp
            use(cached)
            return
        }
        let start = clock.now
        defer { readTime = start.duration(to: clock.now) - parseTime }
        // Looked up only for a file that is read: in a run that changed a few files, tens of
        // thousands of look-ups by path for files the cache answers cost more than the answer.
        self.prefixHeader = prefixHeader()
        let loaded: SourceReader.Loaded
        switch SourceReader.load(path) {
        case .failure(let diagnostic):
            state = .unreadable
            failure = diagnostic
            return
        case .success(let value):
            loaded = value
        }
        if hashing {
            stamp = loaded.stamp
            contentHash = ContentHash.digest(of: loaded.bytes)
        }
        if let cached, cached.contentHash == contentHash {
            state = .cachedByContent
            let stamp = stamp
            use(cached)
            self.stamp = stamp
            return
        }
        previous = cached
        // Swift must be UTF-8, as swiftc requires; to clang an Objective-C file is bytes, and a
        // Latin-1 `©` in a comment compiles, so it must not lose the file here either.
        var bytes = loaded.bytes
        if language == .swift {
            if case .skipped(let diagnostic) = SourceReader.decode(bytes, path: path) {
                state = .unreadable
                failure = diagnostic
                return
            }
        } else {
            bytes = ObjCFileScanner.withoutByteOrderMark(bytes)
        }
        let language = language
        if language == .swift {
            summary = bytes.withUnsafeBufferPointer { SwiftByteSurvey.summary(of: $0) }
        } else {
            (summary, hasMacroLines) = bytes.withUnsafeBufferPointer { ObjCByteSurvey.survey(of: $0) }
        }
        state = .undecided
        if !prefilter {
            startParse(bytes, reason: .prefilterOff, clock: clock)
        } else if summary.mustParse {
            startParse(bytes, reason: .marker, clock: clock)
        } else {
            self.bytes = bytes
        }
    }

    private mutating func use(_ cached: FactsStore.Entry) {
        switch cached.storedFacts {
        case .decoded(let decoded): facts = decoded
        case .encoded(let encoded): cachedFacts = encoded
        }
        stamp = cached.stamp
        contentHash = cached.contentHash
        summary = cached.summary
        skippedUnder = cached.skippedUnder
    }

    /// Whether `decide` has anything to do: an undecided file, or a cached skip made under
    /// another closure (a name it mentions or declares may have become a router since).
    func needsDecision(under closure: RouterClosure) -> Bool {
        switch state {
        case .undecided: true
        case .cachedByStamp, .cachedByContent: skippedUnder.map { $0 != closure.digest } ?? false
        default: false
        }
    }

    /// - Parameter prefixes: where a file the cache answered, which is read now, finds its
    ///   prefix header (it was not looked up then).
    mutating func decide(
        under closure: RouterClosure, hashing: Bool, clock: ContinuousClock, prefixes: PrefixHeaders
    ) {
        if state != .undecided {
            // A cached skip from another closure: read the file again and start over.
            self = FileScan(
                path: path, cached: nil, hashing: hashing, clock: clock, prefilter: true,
                prefixHeader: prefixes.bytes(forFile: path))
            guard state == .undecided else { return }
        }
        guard let bytes else { return }
        self.bytes = nil
        let reason = bytes.withUnsafeBufferPointer { closure.reasonToParse(summary, text: $0) }
        if let reason {
            startParse(bytes, reason: reason, clock: clock)
        } else {
            state = .skipped
            facts = FileFacts(path: path, language: language)
            skippedUnder = closure.digest
            self.reason = summary.declaresTypes ? .skippedOrdinaryTypes : .skippedNoTypes
        }
    }

    /// The file's facts, byte summary and skip are those of its cache entry: answered by it, or
    /// read again (its bytes changed) and found to say the same.
    var matchesItsCacheEntry: Bool {
        switch state {
        case .cachedByStamp, .cachedByContent:
            true
        case .parsed, .skipped:
            previous.map { $0.facts == facts && $0.summary == summary && $0.skippedUnder == skippedUnder } ?? false
        case .pending, .undecided, .unreadable:
            false
        }
    }

    /// The file's byte summary is its cache entry's: answered by the entry, or changed with the
    /// same summary as before (parsed for a marker, or waiting for the closure to be decided).
    var summaryIsItsCacheEntrys: Bool {
        switch state {
        case .cachedByStamp, .cachedByContent: true
        case .parsed, .pending, .undecided: previous.map { $0.summary == summary } ?? false
        case .skipped, .unreadable: false
        }
    }

    /// Whether the pre-filter skipped the file, in this run or (cached) an earlier one.
    var isSkipped: Bool { skippedUnder != nil }

    /// Parses a skipped file after all, reading it again: it declares or extends a type a
    /// conformance check needs.
    mutating func parseSkipped(hashing: Bool, clock: ContinuousClock, prefixes: PrefixHeaders) {
        self = FileScan(
            path: path, cached: nil, hashing: hashing, clock: clock, prefilter: false,
            prefixHeader: prefixes.bytes(forFile: path))
        if reason == .prefilterOff { reason = .neededForConformance }
    }

    /// `bytes` are valid UTF-8 for Swift (checked when read); Objective-C goes to clang as bytes.
    private mutating func startParse(_ bytes: [UInt8], reason: PrefilterReason, clock: ContinuousClock) {
        self.reason = reason
        let parseStart = clock.now
        switch language {
        case .swift:
            state = .parsed
            facts = SwiftFileScanner.facts(path: path, source: String(decoding: bytes, as: UTF8.self))
        case .objc:
            state = .pending
            pending = ObjCSource(
                path: path, bytes: bytes, prelude: ObjCPrelude.with(prefixHeader), hasMacroLines: hasMacroLines)
        }
        parseTime += parseStart.duration(to: clock.now)
    }

    /// What one file's text leads to in a run of its own: the per-file pre-filter (which must let
    /// every class declaration through, having no other file in view), then the Swift parser;
    /// Objective-C waits for `ObjCFileScanner.parseBatch`.
    enum FirstStage {
        case skipped(FileFacts)
        case parsed(FileFacts)
        case pending(ObjCSource)
    }

    /// `text` is read for Swift only; Objective-C is read from `bytes`.
    static func firstStage(
        path: String, language: SourceLanguage, text: String, bytes: [UInt8], prefixHeader: [UInt8] = []
    ) -> FirstStage {
        switch language {
        case .swift:
            SwiftPrefilter.mayHoldRoutes(text)
                ? .parsed(SwiftFileScanner.facts(path: path, source: text))
                : .skipped(FileFacts(path: path, language: .swift))
        case .objc:
            ObjCPrefilter.mayHoldRoutes(bytes)
                ? .pending(
                    ObjCSource(
                        path: path, bytes: ObjCFileScanner.withoutByteOrderMark(bytes),
                        prelude: ObjCPrelude.with(prefixHeader))) : .skipped(FileFacts(path: path, language: .objc))
        }
    }

    /// The facts `cachedFacts` decoded to.
    mutating func attach(_ decoded: FileFacts) {
        facts = decoded
        cachedFacts = nil
    }

    /// What the cache holds for this file after the run.
    var entry: FactsStore.Entry? {
        guard stamp != nil || !contentHash.isEmpty else { return nil }
        let stored: FactsStore.StoredFacts
        if let facts {
            stored = .decoded(facts)
        } else if let cachedFacts {
            stored = .encoded(cachedFacts)
        } else {
            return nil
        }
        return FactsStore.Entry(
            stamp: stamp, contentHash: contentHash, path: path, facts: stored, summary: summary,
            skippedUnder: skippedUnder)
    }

    /// Completes a pending Objective-C file with its batch's result.
    mutating func finish(with parsed: FileFacts) {
        state = .parsed
        facts = parsed
        pending = nil
    }
}
