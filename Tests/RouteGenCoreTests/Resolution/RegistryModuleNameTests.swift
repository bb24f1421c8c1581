import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// A registry module that no scanned file belongs to is one usage error, not an error per router.
struct RegistryModuleNameTests {
    @Test func aModuleNoFileBelongsToIsNamedWithTheModulesFound() {
        #expect(
            RegistryModule.unknownModuleMessage("Ap", modulesFound: ["App", "LoginKit"], filesWithoutModule: 0)
                == "no scanned file belongs to module Ap; the scanned files belong to 2 module(s): App, LoginKit")
        let many = (1...12).map { "Kit\($0 < 10 ? "0" : "")\($0)" }
        #expect(
            RegistryModule.unknownModuleMessage("Ap", modulesFound: many, filesWithoutModule: 0)
                == "no scanned file belongs to module Ap; the scanned files belong to 12 module(s): Kit01, Kit02, Kit03, Kit04, Kit05, Kit06, Kit07, Kit08 and 4 more"
        )
    }

    @Test func aKnownModuleOrUnknownFilesPass() {
        #expect(
            RegistryModule.unknownModuleMessage("App", modulesFound: ["App", "LoginKit"], filesWithoutModule: 0) == nil)
        // Files whose module cannot be told may be the registry's module.
        #expect(RegistryModule.unknownModuleMessage("App", modulesFound: ["LoginKit"], filesWithoutModule: 3) == nil)
        #expect(RegistryModule.unknownModuleMessage("App", modulesFound: [], filesWithoutModule: 3) == nil)
    }
}
