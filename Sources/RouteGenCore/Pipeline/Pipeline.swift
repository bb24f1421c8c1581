import Foundation
import RouteGenModel

/// The stages, each a function from one named value to the next:
///
///     Pipeline.Input ─inventory─▶ SourceInventory ─scan─▶ ScannedFiles ─decode─▶ [FileFacts] ─resolve─▶ ResolvedGraph
///
/// then `Findings` (what a command reports) or `RegistryFileSet` (the generated files) read the
/// graph. Each stage has a file in this folder; the rounds inside `scan` (router closure,
/// Objective-C batches, conformance) have one each. The stages hold data only: the facts cache
/// they answer from and save into is the run's `FactsCacheSession`, and their times go to the
/// run's `TimingsRecorder`. Nothing else reads source files.
package enum Pipeline {
    /// Languages that have a scanner in this build.
    package static let scannedLanguages: Set<SourceLanguage> = [.swift, .objc]

    /// Every stage in order, over `input.cache` when it has one, with the cache saved before it returns.
    /// - Parameter inventory: the files and their stamps, when the caller listed them already.
    package static func run(_ input: Input, inventory: SourceInventory? = nil) -> Outcome {
        let recorder = TimingsRecorder(jobs: input.settings.jobs)
        let session = FactsCacheSession(store: input.cache, jobs: input.settings.jobs)
        var scanned = scan(input, inventory: inventory, cache: session, timings: recorder)
        let decoded = decode(&scanned, input: input, cache: session, timings: recorder)
        session.save(scanned)
        let resolved = resolve(scanned, facts: decoded.facts, input: input, timings: recorder)
        let saved = session.end()
        recorder.phases.factsSave = saved?.time ?? .zero
        recorder.phases.factsSavedBesideResolve = session.savedAlongside
        return Outcome(
            resolved: resolved, timings: recorder.phases, factsSaveFailure: saved?.failure,
            cacheRejectedLate: decoded.rescanned ? .corrupt : nil, scannedFacts: decoded.facts,
            skippedPaths: Set(scanned.skippedPaths))
    }

    /// What `run` found: the graph, and what a caller that drives the stages itself would have
    /// seen on the way (its timings, its cache).
    package struct Outcome: Sendable {
        package var resolved: ResolvedGraph
        package var timings: PipelineTimings
        /// Why the cache could not be saved, when it could not: the next run starts cold.
        package var factsSaveFailure: OutputWriter.Failure?
        /// Why the cache was not used, when that was only found out after the scan (an entry's
        /// facts did not decode): the files were scanned again without it.
        package var cacheRejectedLate: FactsStore.Rejection?
        /// Every scanned file's facts, in path order (none for skipped files).
        package var scannedFacts: [FileFacts]
        /// The files the pre-filter skipped in this run or an earlier one whose skip still holds.
        package var skippedPaths: Set<String>

        package var graph: RouteGraph {
            get { resolved.graph }
            set { resolved.graph = newValue }
        }
        package var figures: FileFigures { resolved.figures }
        package var hasErrors: Bool { resolved.hasErrors }
        package var exitStatus: Int32 { resolved.exitStatus }
    }
}
