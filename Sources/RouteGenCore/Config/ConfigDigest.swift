import Foundation
import RouteGenModel

extension RouteGenConfig {
    /// A stable digest of every setting: part of the run memo's key, since any setting may change
    /// the output. Built on `scanDigest`, so that a run encodes the large settings (a workspace's
    /// thousands of modules) once for both.
    package var digest: String {
        digest(scanDigest: scanDigest)
    }

    /// `digest`, from the `scanDigest` the caller worked out already.
    package func digest(scanDigest: String) -> String {
        SHA256.hex(Array((scanDigest + "\n").utf8) + Array(Self.encoded(OutputSettings(self))))
    }

    /// A stable digest of the settings a scan may read (sorted-key JSON), the facts cache's
    /// identity: every setting but those that only shape the registry and the findings. Those are
    /// left out by name, so a setting added later counts until it is known not to matter: a stale
    /// cache entry is worse than a re-parse. Editing a rule's severity or a provided route then
    /// keeps every file's facts.
    package var scanDigest: String {
        var scanned = self
        OutputSettings().apply(to: &scanned)
        return SHA256.hex(Self.encoded(scanned))
    }

    private static func encoded<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)) ?? Data()
    }
}

/// The settings that shape only the registry and the findings, never a file's facts: resolution,
/// the checks and the emitters read them, the scanners and the cache do not.
private struct OutputSettings: Encodable {
    var registryTypeName: String
    var swiftImports: [String]
    var registryModule: String?
    var earlyRouters: [String]
    var publicRegistry: Bool
    var ruleSeverities: [String: RuleSeverity]
    var entry: RegistryEntry
    var objcImports: [String]
    var objcSwiftHeader: String?
    var testOutput: String?
    var providedRoutes: [ProvidedRoute]

    init(_ config: RouteGenConfig = RouteGenConfig()) {
        registryTypeName = config.registryTypeName
        swiftImports = config.swiftImports
        registryModule = config.registryModule
        earlyRouters = config.earlyRouters
        publicRegistry = config.publicRegistry
        ruleSeverities = config.ruleSeverities
        entry = config.entry
        objcImports = config.objcImports
        objcSwiftHeader = config.objcSwiftHeader
        testOutput = config.testOutput
        providedRoutes = config.providedRoutes
    }

    /// Sets these settings of `config` to these values.
    func apply(to config: inout RouteGenConfig) {
        config.registryTypeName = registryTypeName
        config.swiftImports = swiftImports
        config.registryModule = registryModule
        config.earlyRouters = earlyRouters
        config.publicRegistry = publicRegistry
        config.ruleSeverities = ruleSeverities
        config.entry = entry
        config.objcImports = objcImports
        config.objcSwiftHeader = objcSwiftHeader
        config.testOutput = testOutput
        config.providedRoutes = providedRoutes
    }
}
