/// ZIKRouter's two registries: every key (class, protocol, identifier) is unique per registry.
package enum RegistryKind: String, Hashable, Sendable {
    case view, service

    package init(isService: Bool) { self = isService ? .service : .view }
}
