import Foundation

/// Where the pipeline keeps the facts of files it has scanned before. Facts are a pure function of
/// a file's path and text (and of the tool and config versions), so an entry keyed by all of them
/// can stand in for a parse. Implementations must be safe to call from several threads at once,
/// because scanning will be parallel.
public protocol FactsCache: Sendable {
    /// The facts of `path` with contents `text`: a stored entry when one matches exactly, else
    /// `scan(path, text)`, which is then stored.
    func facts(path: String, text: String, orScan scan: (String, String) -> FileFacts) -> FileFacts
}

/// What identifies one cache entry. Every field must match for an entry to be used.
public struct FactsCacheKey: Hashable, Codable, Sendable {
    public var toolVersion: String
    /// SHA-256 of the config's canonical JSON: settings may one day change what a scan records,
    /// and a stale entry is worse than a re-parse.
    public var configHash: String
    /// Facts carry their file's path in every location, so the path is part of the key.
    public var path: String
    public var contentHash: String

    public init(toolVersion: String, configHash: String, path: String, contentHash: String) {
        self.toolVersion = toolVersion
        self.configHash = configHash
        self.path = path
        self.contentHash = contentHash
    }

    /// The entry's file name: one digest of all the fields.
    public var digest: String {
        SHA256.hex(Array([toolVersion, configHash, path, contentHash].joined(separator: "\u{0}").utf8))
    }
}

extension RouteGenConfig {
    /// A stable digest of every setting (sorted-key JSON), for cache keys.
    public var digest: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data()
        return SHA256.hex(data)
    }
}
