import Foundation
import RouteGenModel

extension Pipeline {
    /// The second round: a class's conformance may be declared in a file without any ZIKRouter
    /// spelling (a category, an extension, a superclass, a parent protocol), which the first round
    /// skipped. Parses every skipped file that declares or extends a name `ConformanceScope`
    /// needs, or `#define`s a name a registration or request passes bare (a header of route
    /// identifiers holds no ZIKRouter spelling either), or defines or expands a macro whose other
    /// half the scan read (`MacroDeclarationJoin.namesWanted`), then again for the names those files
    /// bring in, until none is left. The set of files parsed depends only on the sources, never
    /// on order or jobs.
    ///
    /// Returns the scope of the final facts, so resolution need not work it out again (nil when no
    /// skipped file could be wanted and it was never needed), and whether the round parsed a file.
    static func parseForConformance(
        _ scans: inout [FileScan], input: Input, hashing: Bool, clock: ContinuousClock, prefixes: PrefixHeaders,
        timings: inout PipelineTimings
    ) -> (scope: ConformanceScope?, parsedAny: Bool) {
        // Only a skipped file that declares or extends some type can be wanted: a run that skipped
        // none (a warm run of an unchanged tree, or one whose skipped files declare nothing) has
        // nothing to add.
        var candidates = scans.indices.filter { scans[$0].isSkipped && !scans[$0].summary.declared.isEmpty }
        var current: ConformanceScope?
        var parsedAny = false
        while !candidates.isEmpty {
            let scanned = Self.facts(of: scans)
            let files = MacroDeclarationJoin.join(scanned)
            let scope = ConformanceScope(files: files, jobs: input.settings.jobs)
            current = scope
            // Looked up on every job: a large app skips tens of thousands of files that declare a type.
            let declared = candidates.map { scans[$0].summary.declared }
            let defineNames = DefinedKeyNames.namesWanted(in: files)
            let macroNames = MacroDeclarationJoin.namesWanted(in: scanned)
            let isWanted = ParallelMap.map(count: declared.count, jobs: input.settings.jobs) {
                declared[$0].contains {
                    scope.names.contains($0) || defineNames.contains($0) || macroNames.contains($0)
                }
            }
            let wanted = candidates.indices.filter { isWanted[$0] }.map { candidates[$0] }
            guard !wanted.isEmpty else { break }
            parsedAny = true
            let parsedNow = Set(wanted)
            candidates.removeAll(where: parsedNow.contains)
            ParallelMap.update(&scans, at: wanted, jobs: input.settings.jobs) { scan in
                scan.parseSkipped(hashing: hashing, clock: clock, prefixes: prefixes)
            }
            // Progress already counted these files when they were skipped.
            parsePendingObjC(&scans, jobs: input.settings.jobs, clock: clock, timings: &timings, counter: nil)
            // The new facts may bring in more names.
            current = nil
        }
        return (current, parsedAny)
    }
}
