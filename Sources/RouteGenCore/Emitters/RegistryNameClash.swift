/// The generated registry declares a type named `registryTypeName`; a router of the same name
/// would make the registry fail to compile (or, across modules, call the wrong type). Reported as
/// an error at the router, before anything is written.
import RouteGenModel

package enum RegistryNameClash {
    package static func diagnostics(_ graph: RouteGraph, config: RouteGenConfig) -> [Diagnostic] {
        let name = config.output.registryTypeName
        return graph.routers.filter { $0.name == name || $0.name.hasSuffix("." + name) }.map { router in
            Diagnostic(
                .error,
                "router '\(router.name)' has the name of the generated registry type; choose another registry-name (--registry-name or the config's registry-name)",
                at: router.location,
                rule: .registryNameClash
            )
        }
    }
}
