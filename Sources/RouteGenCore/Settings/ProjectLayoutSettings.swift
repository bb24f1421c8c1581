import RouteGenModel

extension ProjectLayout {
    /// Feeds the layout to a config as `--module` and `--swift-header` would, leaving what the
    /// user set explicitly alone. The files and their modules go to `Pipeline.Input.sources.project`.
    package func apply(to config: inout RouteGenConfig) {
        config.scan.projectModules = moduleInfo
        if config.resolve.registryModule == nil { config.resolve.registryModule = registryModule }
        if config.output.objcSwiftHeader == nil { config.output.objcSwiftHeader = swiftHeader }
        if let zikRouterImport { config.output.frameworkImport = zikRouterImport }
    }
}
