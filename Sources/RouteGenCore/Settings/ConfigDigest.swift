import Foundation
import RouteGenModel

extension RouteGenConfig {
    /// A stable digest of every setting: part of the run memo's key, since any setting may change
    /// the output. Built on the scan settings' digest, so that a run encodes the large settings (a
    /// workspace's thousands of modules) once for both.
    package var digest: String {
        digest(scanDigest: scan.digest)
    }

    /// `digest`, from the scan settings' digest the caller worked out already: that digest, and
    /// the resolve and output settings.
    package func digest(scanDigest: String) -> String {
        var bytes = Array((scanDigest + "\n").utf8)
        bytes += encoded(resolve)
        bytes.append(0)
        bytes += encoded(output)
        return SHA256.hex(bytes)
    }
}

extension ScanSettings {
    /// A stable digest of the settings a scan reads, the facts cache's identity: editing a rule's
    /// severity or a provided route then keeps every file's facts. The settings are sorted-key
    /// JSON, except a project's modules, which are by far the largest and go in a binary form
    /// (`ProjectModulesDigest`): a run of an unchanged workspace works this out every time.
    package var digest: String { digest(projectModulesDigest: nil) }

    /// `digest`, with `ProjectModulesDigest.digest(of: projectModules)` when the caller has it
    /// already (a kept project reading stores it).
    package func digest(projectModulesDigest known: [UInt8]?) -> String {
        var small = self
        small.projectModules = [:]
        // JSON holds no NUL byte: the fixed-length module digest after it cannot shift into it.
        var bytes = encoded(small)
        bytes.append(0)
        bytes += known ?? ProjectModulesDigest.digest(of: projectModules)
        return SHA256.hex(bytes)
    }
}

private func encoded<T: Encodable>(_ value: T) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return [UInt8]((try? encoder.encode(value)) ?? Data())
}

/// The module settings an Xcode project gives (`ScanSettings.projectModules`) as plain
/// length-prefixed bytes, for the config digest. A workspace of thousands of modules carries their
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
