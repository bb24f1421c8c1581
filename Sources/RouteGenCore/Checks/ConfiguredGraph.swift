import RouteGenModel

extension RouteGraph {
    /// The graph as the Xcode project's chosen configuration compiles it: a finding under a `#if`
    /// branch the configuration's defines exclude is not one. Objective-C is judged with each
    /// module's preprocessor defines, Swift with its active compilation conditions.
    ///
    /// A header has no settings of its own: its code is compiled in every translation unit that
    /// includes it, with that unit's target's defines. A `static inline` helper of a framework's
    /// header, or a macro, under `#if FLAG` where only the app defines `FLAG`, exists in the app
    /// and runs from there. So a header's condition is judged under its own module and under
    /// every module that can include it (the modules that depend on it, the registry's module
    /// always among them), and its code is kept when any of them compiles it.
    package func configured(
        projectModules: [String: ProjectModule], fileModules: [String: String], registryModule: String?
    ) -> RouteGraph {
        guard !projectModules.isEmpty else { return self }
        let objc = projectModules.mapValues { ConditionEvaluator(defines: $0.defines) }
        let swift = projectModules.mapValues { ConditionEvaluator(defines: $0.swiftConditions) }
        let includers = Self.includingModules(projectModules, registryModule: registryModule)
        return compiled { file in
            guard let module = fileModules[file] else { return nil }
            if SourceDiscovery.language(ofFile: file) == .swift { return swift[module].map { [$0] } }
            guard ProjectPath.pathExtension(file) == "h" else { return objc[module].map { [$0] } }
            let evaluators = (includers[module] ?? [module]).map { objc[$0] }
            // A module without known settings could compile anything.
            return evaluators.contains { $0 == nil } ? nil : evaluators.compactMap { $0 }
        }
    }

    /// Each module and every module that depends on it, directly or not; the registry's module
    /// compiles the registry, which reaches every module, so it can include every header.
    static func includingModules(_ modules: [String: ProjectModule], registryModule: String?) -> [String: [String]] {
        var dependents: [String: Set<String>] = [:]
        for (module, info) in modules {
            for dependency in info.dependencies { dependents[dependency, default: []].insert(module) }
        }
        var result: [String: [String]] = [:]
        for module in modules.keys {
            var reached: Set<String> = [module]
            var queue = [module]
            while let next = queue.popLast() {
                for dependent in dependents[next] ?? [] where reached.insert(dependent).inserted {
                    queue.append(dependent)
                }
            }
            if let registryModule, modules[registryModule] != nil { reached.insert(registryModule) }
            result[module] = reached.sorted()
        }
        return result
    }
}
