/// The checksum a cache file carries: FNV-1a (64 bit) over the payload taken as little-endian
/// 64-bit words, then its remaining bytes, then its length. It catches a damaged or truncated
/// file (any one changed word changes the result: each step is a bijection of the state); a
/// deliberate forgery is not a threat to a cache in the user's own build folder. A word at a time
/// instead of a byte: a warm run of a large app checks megabytes, and byte-wise FNV was a fifth
/// of loading the cache.
enum PayloadChecksum {
    static func of(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let prime: UInt64 = 0x100000001b3
        var hash: UInt64 = 0xcbf29ce484222325
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for word in 0..<words {
                hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))) &* prime
            }
            for byte in raw[(words * 8)...] {
                hash = (hash ^ UInt64(byte)) &* prime
            }
            hash = (hash ^ UInt64(raw.count)) &* prime
        }
        return (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * $0)) }
    }
}
