/// Every registration call routegen recognises (docs/ZIKRouter-semantics.md#registration-calls),
/// one row per form. A row without a spelling in a language has no such API there.
/// Adding a form: one row here; `RegistrationFormTableTests` then checks that both scanners read
/// it and that both pre-filters let it through.
extension RegistrationForm {
    package static let all: [RegistrationForm] = [
        // Router-scoped: the key is bound to the receiving router.
        .init(.fixed(.view), key: .destinationClass, swift: "registerView(_:)", objc: "registerView:"),
        .init(
            .fixed(.exclusiveView), key: .destinationClass, swift: "registerExclusiveView(_:)",
            objc: "registerExclusiveView:"),
        .init(.fixed(.service), key: .destinationClass, swift: "registerService(_:)", objc: "registerService:"),
        .init(
            .fixed(.exclusiveService), key: .destinationClass, swift: "registerExclusiveService(_:)",
            objc: "registerExclusiveService:"),
        .init(
            .fixed(.viewProtocol), key: .protocolName, swift: "registerViewProtocol(_:)", objc: "registerViewProtocol:"),
        .init(
            .fixed(.serviceProtocol), key: .protocolName, swift: "registerServiceProtocol(_:)",
            objc: "registerServiceProtocol:"),
        .init(
            .ownersRegistry(.viewModuleProtocol), key: .protocolName, swift: "registerModuleProtocol(_:)",
            objc: "registerModuleProtocol:"),
        .init(.fixed(.identifier), key: .string, swift: "registerIdentifier(_:)", objc: "registerIdentifier:"),
        .init(
            .fixed(.urlPattern), key: .string, alsoRegistersIdentifier: true, swift: "registerURLPattern(_:)",
            objc: "registerURLPattern:"),
        // ZRouter's typed entries.
        .init(.routableEntry, key: .routableEntry, swift: "register(_:)", objc: nil),
        // Adapters.
        .init(
            .ownersRegistry(.adapter), key: .protocolName, adaptee: .protocolName(modules: false),
            swift: "registerDestinationAdapter(_:forAdaptee:)", objc: "registerDestinationAdapter:forAdaptee:"),
        .init(
            .ownersRegistry(.adapter), key: .protocolName, adaptee: .protocolName(modules: true),
            swift: "registerModuleAdapter(_:forAdaptee:)", objc: "registerModuleAdapter:forAdaptee:"),
        .init(
            .fixed(.adapter), key: .routableEntry, adaptee: .routableEntry, swift: "register(adapter:forAdaptee:)",
            objc: nil),
        // Class-level "easy" registrations: an internal block route makes the destination.
        .init(
            .routableEntry, key: .routableEntry, route: .makingDestination, acceptsMoreArguments: true,
            swift: "register(_:forMakingView:)", objc: nil),
        .init(
            .routableEntry, key: .routableEntry, route: .makingDestination, acceptsMoreArguments: true,
            swift: "register(_:forMakingService:)", objc: nil),
        .init(
            .fixed(.viewProtocol), key: .protocolName, route: .makingDestination, acceptsMoreArguments: true,
            swift: "registerViewProtocol(_:forMakingView:)", objc: "registerViewProtocol:forMakingView:"),
        .init(
            .fixed(.serviceProtocol), key: .protocolName, route: .makingDestination, acceptsMoreArguments: true,
            swift: "registerServiceProtocol(_:forMakingService:)", objc: "registerServiceProtocol:forMakingService:"),
        .init(
            .fixed(.viewModuleProtocol), key: .protocolName, route: .makingDestination, acceptsMoreArguments: true,
            swift: "registerModuleProtocol(_:forMakingView:)", objc: "registerModuleProtocol:forMakingView:"),
        .init(
            .fixed(.serviceModuleProtocol), key: .protocolName, route: .makingDestination, acceptsMoreArguments: true,
            swift: "registerModuleProtocol(_:forMakingService:)", objc: "registerModuleProtocol:forMakingService:"),
        .init(
            .fixed(.identifier), key: .string, route: .makingDestination, acceptsMoreArguments: true,
            swift: "registerIdentifier(_:forMakingView:)", objc: "registerIdentifier:forMakingView:"),
        .init(
            .fixed(.identifier), key: .string, route: .makingDestination, acceptsMoreArguments: true,
            swift: "registerIdentifier(_:forMakingService:)", objc: "registerIdentifier:forMakingService:"),
    ]
}
