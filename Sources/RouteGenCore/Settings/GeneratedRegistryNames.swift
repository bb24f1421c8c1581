import RouteGenModel

extension RouteGenConfig {
    /// Whether a scanned file has the name of a registry file this config writes, under either
    /// entry. Its registrations are routegen's own, from an earlier run, not the app's. The
    /// emitters name their files the same way (`RegistryFileSet`).
    package func isGeneratedRegistry(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let type = output.registryTypeName
        return [type + ".swift", type + ".m", type + "SwiftRoutes.swift"].contains(name)
    }
}
