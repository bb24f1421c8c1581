import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// `ByteMarkerSet` compares only where a table of first byte pairs says a marker may start; it
/// must find every occurrence a plain search finds, markers of one byte and the buffer's last
/// byte included.
struct ByteMarkerSetTests {
    private func naiveMatches(_ markers: [[UInt8]], in bytes: [UInt8]) -> [[Int]] {
        var found: [[Int]] = []
        for start in bytes.indices {
            for (index, marker) in markers.enumerated()
            where start + marker.count <= bytes.count && Array(bytes[start..<start + marker.count]) == marker {
                found.append([start, index])
            }
        }
        return found
    }

    @Test func findsWhatAPlainSearchFinds() {
        let words = [
            "#", "r", "register", "registerView", "ZIKRouterToView", "routegen:", "é", "re", "@interface", "a",
        ]
        var state: UInt64 = 0x1234_5678
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        let alphabet = Array("regist#ZIKRouterToView@interfaceé :a\n".utf8)
        for round in 0..<300 {
            let markers = (0..<(Int(next() % 4) + 1)).map { _ in words[Int(next() % UInt64(words.count))] }
            let set = ByteMarkerSet(markers)
            let bytes = (0..<Int(next() % 80)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            var found: [[Int]] = []
            bytes.withUnsafeBufferPointer { buffer in
                set.forEachMatch(in: buffer) { start, marker in found.append([start, marker]) }
                #expect(set.containsAny(in: buffer) == !found.isEmpty, "round \(round)")
            }
            #expect(
                found == naiveMatches(set.markers, in: bytes),
                "round \(round): \(markers) in \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
    }
}
