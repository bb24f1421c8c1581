/// Byte strings searched for in one pass over a file, comparing only where a marker can start.
/// The pre-filters are built on it: deciding to skip a file must cost far less than parsing it.
struct ByteMarkerSet: Sendable {
    let markers: [[UInt8]]
    private let byFirstByte: [[Int]]
    /// Whether some marker starts with the byte: most bytes of a file start none, and a flat
    /// table answers that without touching the lists.
    private let startsMarker: [Bool]

    init(_ markers: [String]) {
        self.markers = markers.map { Array($0.utf8) }
        var table = Array(repeating: [Int](), count: 256)
        for (index, marker) in self.markers.enumerated() { table[Int(marker[0])].append(index) }
        byFirstByte = table
        startsMarker = table.map { !$0.isEmpty }
    }

    /// True at the first occurrence of a marker that `accept` (given the buffer, the offset just
    /// past the marker and the marker's index) agrees to.
    func containsAny(
        in buffer: UnsafeBufferPointer<UInt8>,
        accept: (UnsafeBufferPointer<UInt8>, _ end: Int, _ marker: Int) -> Bool = { _, _, _ in true }
    ) -> Bool {
        for start in buffer.indices where startsMarker[Int(buffer[start])] {
            let candidates = byFirstByte[Int(buffer[start])]
            for index in candidates where matches(markers[index], in: buffer, at: start) {
                if accept(buffer, start + markers[index].count, index) { return true }
            }
        }
        return false
    }

    /// Calls `body` with the start offset and index of every occurrence of every marker, in
    /// ascending order of start (markers starting at the same offset in the order given).
    func forEachMatch(in buffer: UnsafeBufferPointer<UInt8>, _ body: (_ start: Int, _ marker: Int) -> Void) {
        for start in buffer.indices where startsMarker[Int(buffer[start])] {
            let candidates = byFirstByte[Int(buffer[start])]
            for index in candidates where matches(markers[index], in: buffer, at: start) {
                body(start, index)
            }
        }
    }

    private func matches(_ marker: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + marker.count <= buffer.count else { return false }
        for offset in 1..<marker.count where buffer[start + offset] != marker[offset] { return false }
        return true
    }
}
