import Foundation
import RouteGenModel

/// The second stage's output: every file's scan, from the facts cache or a parser, and what the
/// scan found out about the files on the way. Data only: the cache it was answered from and the
/// save that brings that cache up to date belong to the run's `FactsCacheSession`.
package struct ScannedFiles: Sendable {
    package var inventory: SourceInventory
    /// Problems found before resolution: discovery, reading, prefix headers.
    var diagnostics: [Diagnostic]
    /// Files the Xcode project lists that are not on disk: reported, and not counted as found.
    var missingProjectFiles: Set<String>
    var fileScans: [FileScan]
    /// The scan found something the stored cache does not hold (or a file it holds is gone).
    package var factsToSave: Bool
    /// Files read in this run, rather than answered by an unchanged stamp.
    package var filesRead: Int
    /// Why the stored cache was not used, if it was there and was not: only a save repairs it.
    package var cacheRejection: FactsStore.Rejection?
    /// What the files' facts are made of, for a `RunMemo`; nil unless `Input.Settings.identifyFacts`.
    package var identity: FactsIdentity?
    /// The conformance scope of the facts when the scan worked it out, so resolution need not.
    var conformanceScope: ConformanceScope?
    /// Each file's module, when the scan worked it out beside the parse (for every file it
    /// found; resolution takes it when every file was read).
    var moduleTable: FileModules?
    /// The router closure's names, sorted, that the files' byte summaries give (worked out, or
    /// kept from the cache when no summary changed); nil when no run knows them (the pre-filter
    /// was off). The facts cache keeps them with the summaries.
    var routerClosure: [String]?

    /// The inventory with each file's stamp as the scan read it, where the inventory has none (a
    /// inventory without stamps, `Input.Settings.stampFiles`): what a run memo is keyed on.
    package var inventoryWithReadStamps: SourceInventory {
        var read = inventory
        read.stamps = inventory.stamps.indices.map { index in
            inventory.stamps[index]
                ?? (index < fileScans.count && fileScans[index].path == inventory.files[index]
                    ? fileScans[index].stamp : nil)
        }
        return read
    }

    /// The files the pre-filter skipped in this run or an earlier one whose skip still holds, in
    /// path order.
    package var skippedPaths: [String] {
        fileScans.indices.filter { fileScans[$0].isSkipped }.map { fileScans[$0].path }
    }
}
