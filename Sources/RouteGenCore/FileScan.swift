/// The first stage for one file: its facts from the cache, or read, pre-filtered and — for Swift —
/// parsed. Objective-C files that pass the pre-filter wait in `pending` for a batched parse,
/// because libclang's cost is mostly per translation unit.
struct FileScan: Sendable {
    enum Source: Sendable {
        /// The cache entry's stamp matched: the file was not read.
        case cachedByStamp
        /// The file was read and its bytes matched the cache entry's hash.
        case cachedByContent
        /// The pre-filter proved the file holds nothing routegen records.
        case skipped
        case parsed
        /// An Objective-C file waiting for `ObjCFileScanner.parseBatch`.
        case pending
        case unreadable
    }

    var path: String
    var language: SourceLanguage
    var source: Source
    var facts: FileFacts?
    var failure: Diagnostic?
    var pending: ObjCSource?
    /// The version read (or found unchanged) and its SHA-256, for the cache; nil without one.
    var stamp: FileStamp?
    var contentHash: [UInt8] = []
    var readTime: Duration = .zero
    var parseTime: Duration = .zero

    /// - Parameter prefixHeader: the text of the file's target's prefix header, read by libclang
    ///   in front of an Objective-C file as the compiler does.
    init(path: String, store: FactsStore?, clock: ContinuousClock, prefixHeader: [UInt8] = []) {
        self.path = path
        language = SourceDiscovery.language(ofFile: path) ?? .swift
        let start = clock.now
        defer { readTime = start.duration(to: clock.now) - parseTime }

        let cached = store?.entry(for: path)
        if let cached, let stamp = cached.stamp, FileSystem.stamp(of: path) == stamp {
            source = .cachedByStamp
            facts = cached.facts
            self.stamp = stamp
            contentHash = cached.contentHash
            return
        }
        let loaded: SourceReader.Loaded
        switch SourceReader.load(path) {
        case .failure(let diagnostic):
            source = .unreadable
            failure = diagnostic
            return
        case .success(let value):
            loaded = value
        }
        if store != nil {
            stamp = loaded.stamp
            contentHash = SHA256.digest(of: loaded.bytes)
        }
        if let cached, cached.contentHash == contentHash {
            source = .cachedByContent
            facts = cached.facts
            return
        }
        // Swift must be UTF-8, as swiftc requires; to clang an Objective-C file is bytes, and a
        // Latin-1 `©` in a comment compiles, so it must not lose the file here either.
        var text = ""
        if language == .swift {
            switch SourceReader.decode(loaded.bytes, path: path) {
            case .skipped(let diagnostic):
                source = .unreadable
                failure = diagnostic
                return
            case .text(let value):
                text = value
            }
        }

        let parseStart = clock.now
        switch Self.firstStage(path: path, language: language, text: text, bytes: loaded.bytes, prefixHeader: prefixHeader) {
        case .skipped(let empty):
            source = .skipped
            facts = empty
        case .parsed(let parsed):
            source = .parsed
            facts = parsed
        case .pending(let objc):
            source = .pending
            pending = objc
        }
        parseTime = parseStart.duration(to: clock.now)
    }

    /// What one file's text leads to before any batching: the pre-filter, then the Swift parser;
    /// Objective-C waits for `ObjCFileScanner.parseBatch`.
    enum FirstStage {
        case skipped(FileFacts)
        case parsed(FileFacts)
        case pending(ObjCSource)
    }

    /// `text` is read for Swift only; Objective-C is read from `bytes`.
    static func firstStage(path: String, language: SourceLanguage, text: String, bytes: [UInt8], prefixHeader: [UInt8] = []) -> FirstStage {
        switch language {
        case .swift:
            SwiftPrefilter.mayHoldRoutes(text) ? .parsed(SwiftFileScanner.scan(path: path, source: text)) : .skipped(FileFacts(path: path, language: .swift))
        case .objc:
            ObjCPrefilter.mayHoldRoutes(bytes) ? .pending(ObjCSource(path: path, bytes: ObjCFileScanner.withoutByteOrderMark(bytes), prelude: ObjCPrelude.with(prefixHeader))) : .skipped(FileFacts(path: path, language: .objc))
        }
    }

    /// What the cache holds for this file after the run.
    var entry: FactsStore.Entry? {
        guard let facts, stamp != nil || !contentHash.isEmpty else { return nil }
        return FactsStore.Entry(stamp: stamp, contentHash: contentHash, facts: facts)
    }

    /// Completes a pending Objective-C file with its batch's result.
    mutating func finish(with parsed: FileFacts) {
        source = .parsed
        facts = parsed
        pending = nil
    }
}
