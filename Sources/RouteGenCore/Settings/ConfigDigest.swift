import Foundation
import RouteGenModel

extension RouteGenConfig {
    /// A stable digest of every setting: part of the run memo's key, since any setting may change
    /// the output. Built on `scanDigest`, so that a run encodes the large settings (a workspace's
    /// thousands of modules) once for both.
    package var digest: String {
        digest(scanDigest: scanDigest)
    }

    /// `digest`, from the `scanDigest` the caller worked out already: that digest, and the
    /// settings it leaves out over the defaults of the rest.
    package func digest(scanDigest: String) -> String {
        var outputOnly = RouteGenConfig()
        Self.copyOutputSettings(from: self, to: &outputOnly)
        return SHA256.hex(Array((scanDigest + "\n").utf8) + Array(Self.encoded(outputOnly)))
    }

    /// A stable digest of the settings a scan may read, the facts cache's identity: every setting
    /// but those that only shape the registry and the findings. Those are left out by name, so a
    /// setting added later counts until it is known not to matter: a stale cache entry is worse
    /// than a re-parse. Editing a rule's severity or a provided route then keeps every file's
    /// facts. The settings are sorted-key JSON, except a project's modules, which are by far the
    /// largest and go in a binary form (`ProjectModulesDigest`): a run of an unchanged workspace
    /// works this out every time.
    package var scanDigest: String {
        var scanned = self
        Self.copyOutputSettings(from: RouteGenConfig(), to: &scanned)
        scanned.projectModules = [:]
        // JSON holds no NUL byte: the fixed-length module digest after it cannot shift into it.
        var bytes = [UInt8](Self.encoded(scanned))
        bytes.append(0)
        bytes += ProjectModulesDigest.digest(of: projectModules)
        return SHA256.hex(bytes)
    }

    /// The settings that shape only the registry and the findings, never a file's facts:
    /// resolution, the checks and the emitters read them, the scanners and the cache do not.
    private static func copyOutputSettings(from source: RouteGenConfig, to target: inout RouteGenConfig) {
        target.registryTypeName = source.registryTypeName
        target.swiftImports = source.swiftImports
        target.registryModule = source.registryModule
        target.earlyRouters = source.earlyRouters
        target.publicRegistry = source.publicRegistry
        target.ruleSeverities = source.ruleSeverities
        target.entry = source.entry
        target.objcImports = source.objcImports
        target.frameworkImport = source.frameworkImport
        target.objcSwiftHeader = source.objcSwiftHeader
        target.testOutput = source.testOutput
        target.providedRoutes = source.providedRoutes
    }

    private static func encoded<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)) ?? Data()
    }
}

/// The module settings an Xcode project gives (`RouteGenConfig.projectModules`) as plain
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
