/// The list of checks `routegen check` runs, in the order docs/rules.md documents them.
import RouteGenModel

package enum CheckRules {
    package static let all: [any CheckRule] = [
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
        AdapterConformanceRule(),
        UnroutableDestinationRule(),
        UnregisteredRoutableClassRule(),
        MissingDestinationOverrideRule(),
        RouterWithoutDestinationRule(),
        DestinationClassMismatchRule(),
        RoutableViewNotAViewRule(),
        WrongKindRegistrationRule(),
        InvalidRoutableTypeRule(),
        ViewRouteTypesRule(),
        CustomRouteIncompleteRule(),
        MakingConfigurationRule(),
        MakingConformanceRule(),
        IdentifierFactoryFunctionRule(),
        AdapterAsRouterRule(),
        InvalidRouteKeyRule(),
        DeclaredTypeNameRule(),
        RegistrySetupRule(),
    ]
}
