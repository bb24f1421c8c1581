import RouteGenModel

extension ProjectLayout {
    /// Feeds the layout to a config as `--module` and `--swift-header` would, leaving what the
    /// user set explicitly alone. The files and their modules go to `Pipeline.Input.sources.project`.
    package func apply(to config: inout RouteGenConfig) {
        config.projectModules = moduleInfo
        if config.registryModule == nil { config.registryModule = registryModule }
        if config.objcSwiftHeader == nil { config.objcSwiftHeader = swiftHeader }
        if let zikRouterImport { config.frameworkImport = zikRouterImport }
    }
}
