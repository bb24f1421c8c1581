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
