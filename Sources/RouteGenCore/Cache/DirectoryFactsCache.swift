import Foundation

/// A `FactsCache` that keeps one JSON file per scanned file version in a folder (the build plugin
/// uses its work directory). An entry is used only when it decodes and its stored key equals the
/// expected one; anything else — a truncated write, another tool version, a hand-edited file — is a
/// miss and is overwritten. Entries are written with an atomic rename, so a reader never sees half
/// of one, and concurrent runs at worst both parse the same file.
public final class DirectoryFactsCache: FactsCache, @unchecked Sendable {
    /// What a run got from the cache, for `--stats` and the tests.
    public struct Statistics: Hashable, Sendable {
        public var hits = 0
        public var misses = 0
        /// Entries that existed but were unreadable or did not match their key; counted as misses too.
        public var rejected = 0
    }

    /// Bumped when the entry layout changes, so that old entries stop matching.
    static let formatVersion = 1

    private struct Entry: Codable {
        var format: Int
        var key: FactsCacheKey
        var facts: FileFacts
    }

    public let directory: String
    private let toolVersion: String
    private let configHash: String
    private let lock = NSLock()
    private var stats = Statistics()
    private var used = Set<String>()

    /// - Parameters:
    ///   - directory: the cache folder; created on the first store.
    ///   - config: its digest is part of every key.
    ///   - toolVersion: part of every key; tests pass their own to simulate an upgrade.
    public init(directory: String, config: RouteGenConfig, toolVersion: String = RouteGenVersion.current) {
        self.directory = (directory as NSString).appendingPathComponent("routegen-facts")
        self.toolVersion = toolVersion
        self.configHash = config.digest
    }

    public var statistics: Statistics {
        lock.withLock { stats }
    }

    public func facts(path: String, text: String, orScan scan: (String, String) -> FileFacts) -> FileFacts {
        let key = FactsCacheKey(toolVersion: toolVersion, configHash: configHash, path: path, contentHash: SHA256.hex(Array(text.utf8)))
        let file = entryPath(key)
        lock.withLock { _ = used.insert(file) }
        switch load(file, expecting: key) {
        case .hit(let facts):
            lock.withLock { stats.hits += 1 }
            return facts
        case .absent:
            lock.withLock { stats.misses += 1 }
        case .rejected:
            lock.withLock { stats.misses += 1; stats.rejected += 1 }
        }
        let facts = scan(path, text)
        store(Entry(format: Self.formatVersion, key: key, facts: facts), at: file)
        return facts
    }

    /// Removes the entries this run did not use: edited files leave their old versions behind,
    /// and a cache folder serves one scan set (the plugin's is per target).
    public func prune() {
        let used = lock.withLock { self.used }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasSuffix(".json") {
            let path = (directory as NSString).appendingPathComponent(name)
            if !used.contains(path) { try? FileManager.default.removeItem(atPath: path) }
        }
    }

    private enum Lookup {
        case hit(FileFacts)
        case absent
        case rejected
    }

    private func entryPath(_ key: FactsCacheKey) -> String {
        (directory as NSString).appendingPathComponent(key.digest + ".json")
    }

    private func load(_ file: String, expecting key: FactsCacheKey) -> Lookup {
        guard let data = FileManager.default.contents(atPath: file) else { return .absent }
        guard let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.format == Self.formatVersion, entry.key == key, entry.facts.path == key.path else {
            return .rejected
        }
        return .hit(entry.facts)
    }

    /// A cache that cannot be written only costs speed: failures are ignored.
    private func store(_ entry: Entry, at file: String) {
        guard let data = try? JSONEncoder().encode(entry) else { return }
        _ = try? OutputWriter.write(data, to: file)
    }
}
