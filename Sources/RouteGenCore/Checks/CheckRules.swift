/// The list of checks `routegen check` runs, in the order the README documents them.
public enum CheckRules {
    public static let all: [any CheckRule] = [
        UnregisteredRouteRule(),
        UnregisteredDeclarationRule(),
        DuplicateProtocolRule(),
        DuplicateIdentifierRule(),
        ExclusiveConflictRule(),
        AdapterCycleRule(),
        DanglingAdapterRule(),
        MissingOwnRegistrationRule(),
        UnreachableRouterRule(),
        HeaderLessRouterRule(),
        DuplicateObjCClassRule(),
        StaleRegistryRule(),
        DestinationConformanceRule(),
        ModuleConformanceRule(),
        UnroutableDestinationRule(),
        UnregisteredRoutableClassRule(),
    ]

    /// Rule ids some check owns: the graph builder's diagnostics with these ids (which `generate`
    /// prints as warnings) are left to the rule in `check`, so nothing is reported twice.
    public static var ownedIDs: Set<String> { Set(all.map(\.id)) }

    public static func rule(withID id: String) -> (any CheckRule)? {
        all.first { $0.id == id }
    }
}
