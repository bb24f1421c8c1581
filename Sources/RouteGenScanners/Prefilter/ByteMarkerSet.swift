/// Byte strings searched for in one pass over a file, comparing only where a marker can start.
/// The pre-filters are built on it: deciding to skip a file must cost far less than parsing it.
import RouteGenModel

package struct ByteMarkerSet: Sendable {
    package let markers: [[UInt8]]
    private let byFirstByte: [[Int]]
    /// Whether some marker starts with the byte, for the last byte of a buffer.
    private let startsMarker: [Bool]
    /// Bit `first << 8 | second` is set when some marker starts with those two bytes (a marker of
    /// one byte, with any second): most places in a file start none, and common letters begin
    /// markers (`r` of `register…`), so the pair turns away far more than the first byte alone.
    private let startsPair: [UInt64]

    package init(_ markers: [String]) {
        self.markers = markers.map { Array($0.utf8) }
        var table = Array(repeating: [Int](), count: 256)
        var pairs = [UInt64](repeating: 0, count: 1024)
        for (index, marker) in self.markers.enumerated() {
            table[Int(marker[0])].append(index)
            let seconds = marker.count > 1 ? [marker[1]] : Array(0...255)
            for second in seconds {
                let key = Int(marker[0]) << 8 | Int(second)
                pairs[key >> 6] |= 1 << UInt64(key & 63)
            }
        }
        byFirstByte = table
        startsMarker = table.map { !$0.isEmpty }
        startsPair = pairs
    }

    /// True at the first occurrence of a marker that `accept` (given the buffer, the offset just
    /// past the marker and the marker's index) agrees to.
    package func containsAny(
        in buffer: UnsafeBufferPointer<UInt8>,
        accept: (UnsafeBufferPointer<UInt8>, _ end: Int, _ marker: Int) -> Bool = { _, _, _ in true }
    ) -> Bool {
        var found = false
        forEachCandidate(in: buffer) { start in
            for index in byFirstByte[Int(buffer[start])] where matches(markers[index], in: buffer, at: start) {
                if accept(buffer, start + markers[index].count, index) { found = true; return false }
            }
            return true
        }
        return found
    }

    /// Calls `body` with the start offset and index of every occurrence of every marker, in
    /// ascending order of start (markers starting at the same offset in the order given).
    package func forEachMatch(in buffer: UnsafeBufferPointer<UInt8>, _ body: (_ start: Int, _ marker: Int) -> Void) {
        forEachCandidate(in: buffer) { start in
            for index in byFirstByte[Int(buffer[start])] where matches(markers[index], in: buffer, at: start) {
                body(start, index)
            }
            return true
        }
    }

    /// Calls `body` with each offset where some marker may start, in order, until it returns
    /// false. This loop runs over every byte of every file, so it reads the pair table through a
    /// pointer taken once instead of through the array on each byte.
    @inline(__always)
    private func forEachCandidate(in buffer: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) {
        guard let bytes = buffer.baseAddress, buffer.count > 0 else { return }
        let last = buffer.count - 1
        let goOn = startsPair.withUnsafeBufferPointer { pairs -> Bool in
            let pairs = pairs.baseAddress!
            var start = 0
            while start < last {
                let key = Int(bytes[start]) &<< 8 | Int(bytes[start + 1])
                if pairs[key &>> 6] & (1 &<< UInt64(key & 63)) != 0, !body(start) { return false }
                start += 1
            }
            return true
        }
        if goOn, startsMarker[Int(bytes[last])] { _ = body(last) }
    }

    private func matches(_ marker: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + marker.count <= buffer.count else { return false }
        for offset in 1..<marker.count where buffer[start + offset] != marker[offset] { return false }
        return true
    }
}
