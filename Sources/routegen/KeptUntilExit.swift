import Foundation

/// Values the process keeps until it exits. A large app's facts, cache entries and graph are
/// hundreds of thousands of small allocations; releasing them one by one at the end of a command
/// costs more than the exit, which returns all of the memory at once.
enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}
