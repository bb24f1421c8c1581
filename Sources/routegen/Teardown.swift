/// Values kept until the process exits instead of being freed when a command returns: the facts
/// and graph of a large app are hundreds of thousands of small objects, and freeing them one by
/// one took a tenth of a warm run at 5000 modules, for memory the exit returns at once anyway.

enum Teardown {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` (and everything it references) alive until exit. The CLI is single-threaded
    /// here, so a plain array is enough.
    static func skip(_ value: Any) {
        kept.append(value)
    }
}
