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
    /// The Xcode project's layout with the header closure worked out: the files and modules the
    /// scan uses. Nil without a project.
    package var project: ProjectLayout?
    /// What the header closure cost and found; nil without a project.
    package var headerClosure: HeaderClosureFigures?
    /// The closure's record changed (files read, or worked out again): the project reading's
    /// cache should keep the new one.
    package var headerClosureChanged = false

    package init(
        discovery: SourceDiscovery.Result, files: [String], stamps: [FileStamp?], discoverTime: Duration,
        statTime: Duration
    ) {
        self.discovery = discovery
        self.files = files
        self.stamps = stamps
        self.discoverTime = discoverTime
        self.statTime = statTime
    }
}
