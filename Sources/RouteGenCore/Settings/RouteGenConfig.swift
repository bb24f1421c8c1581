import RouteGenModel

/// Settings shared by the CLI and the plugins, split by who reads them: the scan (whose settings
/// are the facts cache's identity), the resolution and checks, and the writers. Every field has the
/// default an app without a config file gets. `RunSetup` builds one per run, from the config file,
/// the flags and the Xcode project.
package struct RouteGenConfig: Hashable, Codable, Sendable {
    /// The config file's name, looked up from the working directory upwards.
    package static let fileName = ".routegen.yml"

    package var scan = ScanSettings()
    package var resolve = ResolveSettings()
    package var output = OutputSettings()

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
