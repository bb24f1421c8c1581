import Foundation
import RouteGenModel

extension RouteGenConfig {
    /// A stable digest of every setting (sorted-key JSON), part of the facts cache's identity:
    /// settings may one day change what a scan records, and a stale entry is worse than a re-parse.
    package var digest: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data()
        return SHA256.hex(data)
    }
}
