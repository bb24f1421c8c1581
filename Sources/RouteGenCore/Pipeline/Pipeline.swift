import Foundation
import RouteGenModel

/// The stages, each a function from one named value to the next:
///
///     Pipeline.Input ─inventory─▶ SourceInventory ─scan─▶ ScannedFiles ─resolve─▶ ResolvedGraph
///
/// then `Checker` (findings) or `RegistryFileSet` (the generated files) read the graph. Each stage
/// has a file in this folder; the rounds inside `scan` (router closure, Objective-C batches,
/// conformance) have one each. The facts cache is read at the scan's start and saved at its edge
/// (`FactsSave.swift`). Nothing else reads source files.
package enum Pipeline {
    /// Languages that have a scanner in this build.
    package static let scannedLanguages: Set<SourceLanguage> = [.swift, .objc]

    /// Every stage in order.
    /// - Parameter inventory: the files and their stamps, when the caller listed them already.
    package static func run(_ input: Input, inventory: SourceInventory? = nil) -> ResolvedGraph {
        let inventory = inventory ?? Pipeline.inventory(input)
        let scanned = scan(input, inventory: inventory)
        return resolve(scanned)
    }
}
