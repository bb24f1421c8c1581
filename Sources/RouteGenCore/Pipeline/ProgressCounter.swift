import Foundation

/// Counts finished files across worker threads and passes the running total on.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
    }

    func add(_ count: Int) {
        lock.lock()
        done += count
        let now = done
        lock.unlock()
        report(now, total)
    }
}
