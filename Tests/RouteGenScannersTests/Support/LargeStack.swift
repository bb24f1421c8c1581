import Foundation

/// Runs the parsers on a thread with a stack as large as the runs give them, so that a test's
/// answer does not depend on the stack of the thread the test framework picked.
enum LargeStack {
    private final class Slot<T>: @unchecked Sendable {
        var value: T?
    }

    /// The work, dropped before the caller is woken: the caller's closure must not outlive the call.
    private final class Work: @unchecked Sendable {
        var body: (() -> Void)?
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    static func run<T>(_ body: () -> T) -> T {
        let slot = Slot<T>()
        withoutActuallyEscaping(body) { body in
            let work = Work { slot.value = body() }
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                work.body?()
                work.body = nil
                done.signal()
            }
            thread.stackSize = 512 << 20
            thread.start()
            done.wait()
        }
        return slot.value!
    }
}
