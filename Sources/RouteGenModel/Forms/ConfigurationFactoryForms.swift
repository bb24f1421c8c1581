/// Which `forMaking…` registrations take a configuration factory, and in which argument. Only
/// these return a configuration: the `making:` / `factory:` of a destination or identifier
/// registration return the destination itself.
package enum ConfigurationFactoryForms {
    /// The labels of the factory argument after `registerModuleProtocol:forMaking…:`.
    private static let moduleLabels: Set<String> = ["making", "factory"]
    /// The labels of the factory argument after `registerIdentifier:forMaking…:`.
    private static let identifierLabels: Set<String> = ["configurationMaking", "configurationFactory"]

    /// For a call spelled with these selector parts or argument labels (ZIKRouter's selectors read
    /// the same in both languages): whether it registers a configuration factory in the view
    /// registry (true) or the service registry (false); nil when it registers none.
    package static func registry(parts: [String]) -> Bool? {
        guard parts.count == 3, let registry = registry(makingLabel: parts[1]) else { return nil }
        switch parts[0] {
        case "registerModuleProtocol": return moduleLabels.contains(parts[2]) ? registry : nil
        case "registerIdentifier": return identifierLabels.contains(parts[2]) ? registry : nil
        default: return nil
        }
    }

    /// ZRouter's `register(RoutableViewModule<P>(), forMakingView: C.self, making: { … })`, also
    /// with a trailing closure (`labels` then ends at `forMakingView`).
    package static func registry(swiftEntry kind: RoutableKind?, labels: [String], hasTrailingClosure: Bool) -> Bool? {
        guard let kind, kind == .viewModule || kind == .serviceModule, labels.count >= 2,
            let registry = registry(makingLabel: labels[1])
        else { return nil }
        let hasFactory = labels.count == 3 ? labels[2] == "making" : labels.count == 2 && hasTrailingClosure
        return hasFactory ? registry : nil
    }

    private static func registry(makingLabel: String) -> Bool? {
        switch makingLabel {
        case "forMakingView": true
        case "forMakingService": false
        default: nil
        }
    }
}
