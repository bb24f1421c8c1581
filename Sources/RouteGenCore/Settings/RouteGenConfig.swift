/// Settings shared by the CLI and the plugins. Every field has the default an app without a
/// config file gets.
import RouteGenModel

package struct RouteGenConfig: Hashable, Codable, Sendable {
    /// The config file's name, looked up from the working directory upwards.
    package static let fileName = ".routegen.yml"

    /// Globs a file must match one of to be scanned (none: every file); see `GlobPattern`.
    package var include: [String] = []
    /// Globs of files never scanned, applied after `include`.
    package var exclude: [String] = []
    /// The generated type's name; the Swift file is named after it (`RouteRegistry.swift`).
    package var registryTypeName: String = "RouteRegistry"
    /// Modules the generated Swift imports before the router modules. `ZIKRouter.Internal`
    /// declares `registerRoutableDestination()` and `ZIKRouteRegistry` (docs/ZIKRouter-semantics.md#generated-code-imports).
    package var swiftImports: [String] = ["ZIKRouter.Internal"]
    /// The module the generated Swift is compiled into. Routers of other modules are imported and
    /// must be public; nil means "the single module that holds routers, if there is one".
    package var registryModule: String?
    /// Folder → module, for layouts that are not SwiftPM's `Sources/<Target>/`. Keys are folder
    /// paths as given on the command line; the longest matching folder wins.
    package var moduleMap: [String: String] = [:]
    /// Extra framework-like base classes declared outside the scanned code, with their kind.
    package var extraBaseRouters: [String: RouterKind] = [:]
    /// Routers registered in the early group besides those marked `// routegen:early`.
    package var earlyRouters: [String] = []
    /// Declare the generated type and its functions `public` (for a registry in a library module).
    package var publicRegistry: Bool = false
    /// Severity overrides for diagnostics and check rules, by rule id (`unreachable-router: error`).
    /// A rule set to `off` is not reported.
    package var ruleSeverities: [String: RuleSeverity] = [:]
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
    /// Modules read from an Xcode project, by module name: how their headers are imported and
    /// which defines their configuration sets. Empty for a folder scan.
    package var projectModules: [String: ProjectModule] = [:]
    /// The Xcode project, workspace, target and configuration to read (`project:`, `workspace:`,
    /// `target:`, `configuration:`), and pods from a spec repository to scan (`pods:`).
    package var project: String?
    package var workspace: String?
    package var target: String?
    package var configuration: String?
    package var pods: [String] = []
    /// The folder `generate` writes the route test (`<registry-name>Tests.swift`) into; nil
    /// writes none. A relative folder in the config file is relative to the file's folder.
    package var testOutput: String?
    /// Routes registered by modules the scan does not include (`provided-routes:`): `check`
    /// counts them as registered, `generate` registers nothing for them.
    package var providedRoutes: [ProvidedRoute] = []

    package init() {}
}

/// What a team sets a rule to in the config file.
package enum RuleSeverity: String, Hashable, Codable, Sendable, CaseIterable {
    case error, warning, note, off

    /// The diagnostic severity, or nil for `off`.
    package var diagnosticSeverity: Diagnostic.Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .off: nil
        }
    }
}

/// The language whose generated file registers every router.
package enum RegistryEntry: String, Codable, Sendable, CaseIterable {
    /// `RouteRegistry.swift` registers Swift and Objective-C routers (the Objective-C ones are
    /// visible through the bridging header or their module); no Objective-C file is generated.
    case swift
    /// `RouteRegistry.h/.m` register the Objective-C routers and call
    /// `<Registry>SwiftRoutes`, an `@objc` class in the generated Swift file that registers only
    /// the Swift routers and is visible in `<Product>-Swift.h`.
    case objc
}
