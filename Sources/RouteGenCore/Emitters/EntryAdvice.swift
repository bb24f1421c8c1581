/// Which registry entry a run writes when the user did not say, and the warnings about an entry
/// that would not compile as configured.
import RouteGenModel

package enum EntryAdvice {
    /// The entry for a run without `--entry`: an app with no Swift file at all has no bridging
    /// header through which a Swift registry could call its Objective-C routers, so it gets the
    /// Objective-C registry; every other app gets the Swift one.
    package static func defaultEntry(swiftFilesFound: Int, objcFilesFound: Int) -> RegistryEntry {
        swiftFilesFound == 0 && objcFilesFound > 0 ? .objc : .swift
    }

    /// The note that says the Objective-C registry was chosen because no Swift file was scanned.
    package static func objcDefaultNote() -> Diagnostic {
        Diagnostic(
            .note,
            "no Swift file was scanned, so the Objective-C registry (.h and .m) is written; pass --entry swift for the Swift file",
            rule: .noSwiftSources)
    }

    /// A warning when the Objective-C registry must import `<Module>-Swift.h` but nothing names
    /// the module, so the header would be the made-up `Product-Swift.h`.
    package static func objcEntryWarning(_ graph: RouteGraph, config: RouteGenConfig) -> Diagnostic? {
        guard config.output.entry == .objc, config.output.objcSwiftHeader == nil,
            ObjCRegistryEmitter.callsSwiftRoutes(graph, config: config),
            RegistryModule.effective(config: config, routers: graph.routers) == nil
        else { return nil }
        return Diagnostic(
            .warning,
            "the Objective-C registry calls the Swift routers through <Module>-Swift.h, but the module is unknown, so it imports \"\(ObjCRegistryEmitter.swiftHeader(graph, config: config))\"; pass --module with the app's product module name (or --swift-header with the header's name)",
            rule: .objcEntryModule)
    }
}
