import Foundation

/// Values kept until the process exits instead of being freed when a run returns: the facts and
/// graph of a large app are hundreds of thousands of small objects, and freeing them one by one
/// took a tenth of a warm run at 5000 modules, for memory the exit returns at once anyway. Only a
/// process that exits after one run asks for it (`ScanRun.keepsValuesUntilExit`); tests do not.
enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) {
        lock.lock()
        defer { lock.unlock() }
        kept.append(value)
    }
}
