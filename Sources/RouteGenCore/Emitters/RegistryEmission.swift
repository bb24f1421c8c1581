import RouteGenModel

/// The registry files of a graph, made on a thread of their own: they depend on the routers and
/// the config, never on the findings, so `generate` works out and prints the findings meanwhile.
package struct RegistryEmission: Sendable {
    private let pending: LargeStackThread.Pending<(files: [RegistryFileSet.File], time: Duration)>

    package init(_ graph: RouteGraph, config: RouteGenConfig) {
        pending = LargeStackThread.Pending {
            let start = ContinuousClock.now
            let files = RegistryFileSet.files(graph, config: config)
            return (files, start.duration(to: .now))
        }
    }

    /// The files, and how long making them took (for `--timings`).
    package func wait() -> (files: [RegistryFileSet.File], time: Duration) {
        pending.wait()
    }
}
