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

    /// A stable digest of the settings a scan may read (sorted-key JSON), the facts cache's
    /// identity: every setting but those that only shape the registry and the findings. Those are
    /// left out by name, so a setting added later counts until it is known not to matter: a stale
    /// cache entry is worse than a re-parse. Editing a rule's severity or a provided route then
    /// keeps every file's facts.
    package var scanDigest: String {
        var scanned = self
        Self.copyOutputSettings(from: RouteGenConfig(), to: &scanned)
        return SHA256.hex(Self.encoded(scanned))
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
