import Foundation
import RouteGenModel

/// The second stage's output: every file's facts, from the facts cache or a parser, and the
/// facts save it started, if any: all `resolve` needs.
package struct ScannedFiles: Sendable {
    var input: Pipeline.Input
    package var inventory: SourceInventory
    /// Problems found before resolution: discovery, reading, prefix headers.
    var diagnostics: [Diagnostic]
    /// Files the Xcode project lists that are not on disk: reported, and not counted as found.
    var missingProjectFiles: Set<String>
    package var timings: PipelineTimings
    var fileScans: [FileScan]
    /// The cache to save into, when the scan found anything it does not hold.
    var storeToSave: FactsStore?
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
    /// The stored cache was there but could not be used: only a save repairs it.
    package var cacheRejected: Bool { cacheRejection != nil }
    /// The scan started storeToSave the cache (a cold run does, beside its conformance round):
    /// `Pipeline.saveFacts` or `resolve` must be called to wait for it.
    package var factsSaveStarted: Bool { factsSave != nil }
    /// Why the stored cache was not used, if it was there and was not.
    package var cacheRejection: FactsStore.Rejection? { input.cache?.rejection }
    /// What the files' facts are made of, for a `RunMemo`; nil unless `Input.Settings.identifyFacts`.
    package var identity: FactsIdentity?
    /// The conformance scope of `facts` when the scan worked it out, so resolution need not.
    var conformanceScope: ConformanceScope?
    /// Each file's module, when the scan worked it out beside the parse (for every file it
    /// found; resolution takes it when every file was read).
    var moduleTable: FileModules?
    /// The facts save the scan started, still under way or done: it saves what `fileScans`
    /// holds, so `saveFacts` and `resolve` wait for it instead of storeToSave again.
    var factsSave: LargeStackThread.Pending<FactsSaveOutcome>?
}
