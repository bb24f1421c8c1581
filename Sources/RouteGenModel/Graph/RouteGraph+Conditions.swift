extension RouteGraph {
    /// The graph as one build configuration compiles it: what a `#if` surely excludes is gone.
    /// `evaluators` answers per file with the settings it may be compiled under (each module has
    /// its own defines, and a header is compiled with those of every file that includes it): the
    /// code stays when any of them may compile it. Nil keeps the file whole.
    package func compiled(by evaluators: (String) -> [ConditionEvaluator]?) -> RouteGraph {
        func keeps(_ file: String, _ condition: BuildCondition) -> Bool {
            guard !condition.isAlways, let candidates = evaluators(file) else { return true }
            return candidates.contains { $0.mayCompile(condition) }
        }
        var graph = self
        graph.routers = routers.filter { keeps($0.location.file, $0.condition) }.map { router in
            var router = router
            router.registrations = router.registrations.filter { keeps($0.location.file, $0.condition) }
            return router
        }
        graph.routableDeclarations = routableDeclarations.filter { keeps($0.location.file, $0.condition) }
        graph.useSites = useSites.filter { keeps($0.location.file, $0.condition) }
        graph.unattributedRegistrations = unattributedRegistrations.filter { keeps($0.location.file, $0.condition) }
        graph.registryCalls = registryCalls.filter { keeps($0.location.file, $0.condition) }
        graph.registrySetupCalls = registrySetupCalls.filter { keeps($0.location.file, $0.condition) }
        graph.routableClasses = routableClasses.filter { keeps($0.location.file, $0.condition) }
        // A conformance the configuration surely compiles holds for sure: its clauses that every
        // candidate decides true are dropped (a category a macro declares under `#if FLAG`, expanded
        // in a target that defines `FLAG`).
        graph.conformances = conformances.filter { keeps($0.location.file, $0.condition) }.map { declaration in
            guard !declaration.condition.isAlways, let candidates = evaluators(declaration.location.file) else {
                return declaration
            }
            var declaration = declaration
            declaration.condition.clauses.removeAll { clause in
                !candidates.isEmpty && candidates.allSatisfy { $0.evaluate(clause) == true }
            }
            return declaration
        }
        graph.runtimeConformances = runtimeConformances.filter { keeps($0.location.file, $0.condition) }
        graph.configurations = configurations.filter { keeps($0.location.file, $0.condition) }
        if !diagnosticConditions.isEmpty {
            graph.diagnostics = diagnostics.filter { diagnostic in
                guard let condition = diagnosticConditions[diagnostic], let file = diagnostic.location?.file else {
                    return true
                }
                return keeps(file, condition)
            }
            graph.diagnosticConditions = diagnosticConditions.filter { keeps($0.key.location?.file ?? "", $0.value) }
        }
        return graph
    }
}
