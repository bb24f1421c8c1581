import Foundation
import RouteGenModel

/// What `generate` is asked for, besides the scan and the config: where the registry goes, and
/// what the run memo is keyed on.
package struct GenerationRequest: Sendable {
    /// Where the registry goes.
    package enum Destination: Sendable, Equatable {
        /// Printed: every file of the entry, one after the other.
        case standardOutput
        /// The one Swift file, whatever the registry's name (the build plugin's way).
        case file(String)
        /// A folder the entry's files are written into, named after the registry.
        case directory(String)
    }

    package var destination: Destination
    /// The entry language asked for; nil chooses one from the files found (`EntryAdvice`).
    package var entry: RegistryEntry?
    /// A router another module cannot see is an error (nothing written), not a warning.
    package var strictVisibility = false
    /// Where the Run Script phase's `.xcfilelist`s go, if anywhere.
    package var fileListDirectory: String?
    /// Files read besides the sources (an Xcode project's files, the config file): they are listed
    /// as inputs and keyed in the run memo.
    package var otherInputs: [String] = []
    /// Stamps of some of `otherInputs` taken already (`ProjectLayout.checkedInputStamps`).
    package var checkedInputStamps: [String: FileStamp?] = [:]
    /// The process the run memo is keyed on; nil keeps no memo. A run that prints its registry, or
    /// has no cache folder, keeps none either.
    package var invocation: RunMemoKey.Invocation?
    /// The folder the file lists write as `$(SRCROOT)`; nil writes absolute paths, and the run
    /// says so once.
    package var sourceRoot: String?

    package init(destination: Destination) {
        self.destination = destination
    }

    /// What `$(SRCROOT)` stands for in the file lists when none is given: Xcode's `SRCROOT`, else
    /// the folder of the target's project, which is what Xcode sets it to (so a run from Terminal
    /// writes the lists a build writes).
    package static func sourceRoot(environment: [String: String], setup: RunSetup) -> String? {
        if let root = environment["SRCROOT"], !root.isEmpty { return root }
        guard let layout = setup.project?.layout, let module = layout.registryModule,
            let project = layout.moduleInfo[module]?.project
        else { return nil }
        return (project as NSString).deletingLastPathComponent
    }
}
