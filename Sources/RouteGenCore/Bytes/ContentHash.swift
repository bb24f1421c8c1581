/// The 128-bit MurmurHash3 (x64 variant, seed 0) that names a file version in the facts cache.
///
/// Why not SHA-256 any more: a cold run hashes every file it reads (45 MB for a 30,000-file app),
/// and a portable SHA-256 in Swift spent about a twentieth of the whole run on it. The hash only
/// tells one version of a file from another version of the same path, never content chosen to
/// collide: whoever can write the sources can already write any router they like. Against
/// accidental collisions 128 well-mixed bits are ample: a file's new bytes are only ever compared
/// with its own stored hash, a chance of 2^-128 each time, and MurmurHash3 passes the SMHasher
/// distribution tests while reading sixteen bytes per step.
import RouteGenModel

enum ContentHash {
    static let byteCount = 16

    /// The digest as the reference implementation lays it out: h1 then h2, each little-endian.
    static func digest(of bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes(digest(of:))
    }

    static func digest(of buffer: UnsafeRawBufferPointer) -> [UInt8] {
        let (h1, h2) = murmur3(buffer)
        var out = [UInt8](repeating: 0, count: byteCount)
        for index in 0..<8 {
            out[index] = UInt8(truncatingIfNeeded: h1 >> (8 * UInt64(index)))
            out[index + 8] = UInt8(truncatingIfNeeded: h2 >> (8 * UInt64(index)))
        }
        return out
    }

    private static let c1: UInt64 = 0x87c3_7b91_1142_53d5
    private static let c2: UInt64 = 0x4cf5_ad43_2745_937f

    private static func murmur3(_ buffer: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        let length = buffer.count
        var h1: UInt64 = 0
        var h2: UInt64 = 0
        let blocks = length / 16
        for block in 0..<blocks {
            // Unaligned little-endian loads, as the reference reads its blocks on x86 and arm64.
            var k1 = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: block * 16, as: UInt64.self))
            var k2 = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: block * 16 + 8, as: UInt64.self))
            k1 = rotate(k1 &* c1, 31) &* c2
            h1 ^= k1
            h1 = (rotate(h1, 27) &+ h2) &* 5 &+ 0x52dc_e729
            k2 = rotate(k2 &* c2, 33) &* c1
            h2 ^= k2
            h2 = (rotate(h2, 31) &+ h1) &* 5 &+ 0x3849_5ab5
        }
        let tail = blocks * 16
        let remaining = length - tail
        if remaining > 0 {
            var k1: UInt64 = 0
            var k2: UInt64 = 0
            for index in stride(from: remaining - 1, through: 0, by: -1) {
                let byte = UInt64(buffer[tail + index])
                if index >= 8 { k2 ^= byte << (8 * UInt64(index - 8)) } else { k1 ^= byte << (8 * UInt64(index)) }
            }
            if remaining > 8 {
                h2 ^= rotate(k2 &* c2, 33) &* c1
            }
            h1 ^= rotate(k1 &* c1, 31) &* c2
        }
        h1 ^= UInt64(length)
        h2 ^= UInt64(length)
        h1 &+= h2
        h2 &+= h1
        h1 = finalMix(h1)
        h2 = finalMix(h2)
        h1 &+= h2
        h2 &+= h1
        return (h1, h2)
    }

    private static func finalMix(_ value: UInt64) -> UInt64 {
        var k = value
        k ^= k >> 33
        k &*= 0xff51_afd7_ed55_8ccd
        k ^= k >> 33
        k &*= 0xc4ce_b9fe_1a85_ec53
        k ^= k >> 33
        return k
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
