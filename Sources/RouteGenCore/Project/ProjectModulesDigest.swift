import RouteGenModel

/// The module settings an Xcode project gives (`ScanSettings.projectModules`) as plain
/// length-prefixed bytes, for the config digest; a kept project reading stores it. A workspace of thousands of modules carries their
/// headers, defines and dependencies: encoded as sorted-key JSON they were a quarter of a run that
/// changed nothing. Each string is its UTF-8 length then its bytes, each list its count first and
/// each optional a tag, so two different settings never give the same bytes.
enum ProjectModulesDigest {
    /// The 16-byte digest of `modules`, in module name order.
    static func digest(of modules: [String: ProjectModule]) -> [UInt8] {
        var bytes = DigestBytes()
        bytes.append(modules.count)
        for name in modules.keys.sorted() {
            let module = modules[name]!
            bytes.append(name)
            bytes.append(module.kind.rawValue)
            bytes.append(module.importableHeaders)
            bytes.append(module.defines)
            bytes.append(module.swiftConditions)
            bytes.append(module.prefixHeader)
            bytes.append(module.prefixHeaderDigest)
            bytes.append(module.leftOutPod)
            bytes.append(module.target)
            bytes.append(module.project)
            bytes.append(module.dependencies)
        }
        return ContentHash.digest(of: bytes.bytes)
    }

    /// The number of `ProjectModule`'s stored properties the digest covers: a test compares it
    /// with the type's, so that a property added later is not left out of the digest unnoticed.
    static let coveredProperties = 10
}

private struct DigestBytes {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 16) }

    mutating func append(_ value: Int) {
        var bits = UInt64(value)
        while bits >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: bits) | 0x80)
            bits >>= 7
        }
        bytes.append(UInt8(bits))
    }

    mutating func append(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            append(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func append(_ value: String?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        append(value)
    }

    mutating func append(_ values: [String]) {
        append(values.count)
        for value in values { append(value) }
    }
}
