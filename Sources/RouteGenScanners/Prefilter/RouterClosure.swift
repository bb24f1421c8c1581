/// Every name that may be a router or stand for a router base, worked out from all files' byte
/// summaries: the framework bases and configured extra bases, then every name linked to one
/// already in the set (a subclass, a typealias, a typedef or macro), until nothing changes.
/// A file that holds no marker, declares no name in the set and mentions none cannot add a fact
/// the graph uses, whatever it declares.
import RouteGenModel

package struct RouterClosure: Sendable {
    package let names: Set<String>
    private let hashes: Set<UInt64>
    /// One bit per value of `filterKey` of the names' hashes: most identifiers of a file are no
    /// closure name, and a clear bit says so without hashing the hash again for the set.
    private let filter: [UInt64]
    /// The first bytes and the range of lengths of the names: an identifier outside them is no
    /// name of the closure, without hashing it.
    private let firstBytes: [Bool]
    private let lengths: ClosedRange<Int>
    /// Identifies the set: a file skipped under one closure must be looked at again under another.
    package let digest: UInt64

    package init(summaries: [ByteSummary], extraBases: [String]) {
        var dependents: [String: [String]] = [:]
        for summary in summaries {
            for link in summary.links {
                for target in link.targets { dependents[target, default: []].append(link.name) }
            }
        }
        let seeds =
            Array(FrameworkBases.routerKinds.keys)
            + extraBases.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        var names = Set(seeds)
        var queue = Array(names)
        while let name = queue.popLast() {
            for dependent in dependents[name] ?? [] where names.insert(dependent).inserted {
                queue.append(dependent)
            }
        }
        self.init(names: names)
    }

    /// The closure whose names are `names`, as an earlier run worked them out from the same summaries.
    package init(names: Set<String>) {
        self.names = names
        hashes = Set(names.map(ByteLexer.hash))
        var filter = [UInt64](repeating: 0, count: Self.filterWords)
        for hash in hashes {
            let key = Self.filterKey(hash)
            filter[key >> 6] |= 1 << UInt64(key & 63)
        }
        self.filter = filter
        var firstBytes = [Bool](repeating: false, count: 256)
        for name in names { if let first = name.utf8.first { firstBytes[Int(first)] = true } }
        self.firstBytes = firstBytes
        let counts = names.map(\.utf8.count)
        // The framework's bases are always names, so neither is nil.
        lengths = (counts.min() ?? 0)...(counts.max() ?? 0)
        var digest: UInt64 = 0xcbf29ce484222325
        for name in names.sorted() {
            for byte in name.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100000001b3 }
            digest = (digest ^ 0x0A) &* 0x100000001b3
        }
        self.digest = digest
    }

    /// Why a file without a marker must still be parsed, or nil when it may be skipped.
    package func reasonToParse(_ summary: ByteSummary, text buffer: UnsafeBufferPointer<UInt8>) -> PrefilterReason? {
        if summary.declared.contains(where: names.contains) { return .declaresClosureName }
        // A hash collision only costs a parse.
        let lengths = lengths
        let mentions = filter.withUnsafeBufferPointer { filter in
            firstBytes.withUnsafeBufferPointer { firstBytes in
                ByteLexer.containsIdentifier(in: buffer) { start, end in
                    guard firstBytes[Int(buffer[start])], lengths.contains(end - start) else { return false }
                    let hash = ByteLexer.hash(buffer, start, end)
                    let key = Self.filterKey(hash)
                    return filter[key >> 6] & (1 << UInt64(key & 63)) != 0 && hashes.contains(hash)
                }
            }
        }
        return mentions ? .mentionsClosureName : nil
    }

    private static let filterWords = 1 << 10

    /// 16 bits of an FNV-1a hash, folded from both halves (its low bits alone mix poorly).
    @inline(__always)
    private static func filterKey(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash ^ (hash >> 32) ^ (hash >> 16)) & 0xFFFF)
    }
}

/// Why the pre-filter let a file through to a parser, or skipped it (for `--timings`).
package enum PrefilterReason: Sendable, Hashable {
    /// A ZIKRouter spelling, a comment command, or a declaration the byte pass could not follow.
    case marker
    /// Declares, extends or implements a name that may be a router.
    case declaresClosureName
    /// Mentions such a name (e.g. sends it a message).
    case mentionsClosureName
    /// The pre-filter was turned off.
    case prefilterOff
    /// Skipped at first, then parsed because it declares or extends a class or protocol a
    /// conformance check needs (`ConformanceScope`).
    case neededForConformance
    /// Skipped: declares types, none of which can reach a router base.
    case skippedOrdinaryTypes
    /// Skipped: declares no type the byte pass follows.
    case skippedNoTypes
}
