extension FactsStore {
    /// A cache file's entries as its segments were decoded, each an array of its own, in path
    /// order. Joining them into one array copied every entry of a large app's cache on the thread
    /// that loads it, which was a sixth of the load; an index is instead a segment and a place in it.
    struct StoredEntries: Sendable {
        /// Every segment but the last holds exactly `FactsStore.segmentSize` entries.
        let segments: [[Entry]]
        let count: Int

        init(segments: [[Entry]] = []) {
            self.segments = segments
            count = segments.reduce(0) { $0 + $1.count }
        }

        var isEmpty: Bool { count == 0 }
        var indices: Range<Int> { 0..<count }

        subscript(index: Int) -> Entry {
            segments[index / FactsStore.segmentSize][index % FactsStore.segmentSize]
        }

        /// The path of the entry at `index`, without copying the entry.
        func path(at index: Int) -> String {
            segments[index / FactsStore.segmentSize][index % FactsStore.segmentSize].path
        }

        /// Every entry, in path order, as one array (for tests and for the rare caller that needs them all).
        var all: [Entry] { segments.flatMap { $0 } }

        /// Where `path`'s entry is, by binary search over the paths in order.
        func position(of path: String) -> Int? {
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                let candidate = self.path(at: middle)
                if candidate == path { return middle }
                if candidate < path { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }
}
