import Foundation
import RouteGenModel

/// The run's first stage on its own: which files there are and the stamp of each, without
/// reading one. A caller can tell from it that nothing changed since a run it remembers
/// (`RunMemo`) before paying for the facts cache, and hands it to `run` otherwise, so that no
/// folder is listed and no file is stat'ed twice.
package struct SourceInventory: Sendable {
    package var discovery: SourceDiscovery.Result
    /// The files to scan, in path order: discovered, of a scanned language, admitted by the
    /// config's globs.
    package var files: [String]
    /// Each file's stamp when it was listed; nil when it could not be stat'ed (the scan
    /// then tries to read it and reports why it cannot).
    package var stamps: [FileStamp?]
    package var discoverTime: Duration
    package var statTime: Duration
}
