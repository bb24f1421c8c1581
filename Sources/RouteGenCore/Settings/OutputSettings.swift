/// The settings of the files `generate` writes: names, imports, visibility and the entry language.
/// Neither the facts nor the graph depend on them.
package struct OutputSettings: Hashable, Codable, Sendable {
    /// The generated type's name; the Swift file is named after it (`RouteRegistry.swift`).
    package var registryTypeName: String = "RouteRegistry"
    /// Modules the generated Swift imports before the router modules. `ZIKRouter.Internal`
    /// declares `registerRoutableDestination()` and `ZIKRouteRegistry` (docs/ZIKRouter-semantics.md#generated-code-imports).
    package var swiftImports: [String] = ["ZIKRouter.Internal"]
    /// Declare the generated type and its functions `public` (for a registry in a library module).
    package var publicRegistry: Bool = false
    /// Which language holds the registration entry point in a mixed app; every router is
    /// registered from exactly one side (see `RegistryEntry`).
    package var entry: RegistryEntry = .swift
    /// Lines the generated `RouteRegistry.m` starts its imports with (`--objc-import`); nil
    /// chooses them from `frameworkImport`.
    package var objcImports: [String]?
    /// How `RouteRegistry.m` imports ZIKRouter's Internal headers when `objcImports` is nil:
    /// `@import ZIKRouter.Internal;` (needs ZIKRouter as a module and modules on), or
    /// `#import <ZIKRouter/…Internal.h>` and `<ZIKRouter/ZIKRouteRegistry.h>`
    /// (docs/ZIKRouter-semantics.md#generated-code-imports). An Xcode project says which.
    package var frameworkImport: FrameworkImport = .module
    /// The Swift interface header `RouteRegistry.m` imports to call the Swift routers when the
    /// entry is Objective-C; nil means `<registry module>-Swift.h`.
    package var objcSwiftHeader: String?
    /// The folder `generate` writes the route test (`<registry-name>Tests.swift`) into; nil
    /// writes none. A relative folder in the config file is relative to the file's folder.
    package var testOutput: String?

    package init() {}
}
