#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
import RouteGenModel
#endif

/// Threads with a stack large enough for the parsers' recursion.
///
/// The size is address space, not memory: pages are only committed as the recursion touches them,
/// so an ordinary file costs what it did on a small stack. `SwiftParserLimits.maximumNestingLevel`
/// is chosen so that the deepest nesting the parser accepts fits in this stack in a debug build
/// (measured in `docs/robustness.md`); libclang is told to run on the calling thread so that it
/// gets the same stack instead of its own 8 MiB one.
package enum LargeStackThread {
    /// 512 MiB.
    package static let stackSize = 512 << 20

    /// Runs `body` on `count` new threads at once and returns when all have finished.
    static func runAll(_ count: Int, _ body: @escaping @Sendable () -> Void) {
        var threads: [pthread_t] = []
        threads.reserveCapacity(count)
        for _ in 0..<count {
            if let thread = start(body) {
                threads.append(thread)
            } else {
                // No thread could be made (address space or thread limits): run here rather than
                // not at all. The workers share one queue, so any one of them finishes the work.
                body()
            }
        }
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Runs `body` on one new large-stack thread and waits for its result.
    package static func run<T>(_ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping(body) { body in
            let box = UnsafeSendableBox { result = body() }
            runAll(1) { box.value() }
        }
        return result!
    }

    /// Runs `background` on one new large-stack thread while `body` runs on the calling thread, and
    /// returns both results once both have finished. Without a thread to spare, `background` runs
    /// first, here.
    static func alongside<Background, Result>(
        _ background: () -> Background, _ body: () -> Result
    ) -> (Background, Result) {
        var first: Background?
        let second = withoutActuallyEscaping(background) { background in
            let box = UnsafeSendableBox { first = background() }
            guard let thread = start({ box.value() }) else {
                box.value()
                return body()
            }
            let value = body()
            pthread_join(thread, nil)
            return value
        }
        return (first!, second)
    }

    /// A value worked out on a large-stack thread of its own while the caller goes on; `wait`
    /// returns it. Without a thread to spare it is worked out at once, on the calling thread.
    package final class Pending<Value: Sendable>: @unchecked Sendable {
        // Written by the thread before it ends; read only after `pthread_join`, which orders the two.
        private var value: Value?
        private var thread: pthread_t?

        /// Starts `body` on a thread of its own; `wait` must be called before the process exits.
        package init(_ body: @escaping @Sendable () -> Value) {
            let box = UnsafeSendableBox { self.value = body() }
            thread = LargeStackThread.start { box.value() }
            if thread == nil { box.value() }
        }

        /// The value, once the thread has finished. Called by one thread, the one that made it.
        package func wait() -> Value {
            if let running = thread {
                pthread_join(running, nil)
                thread = nil
            }
            return value!
        }
    }

    private final class Context {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    private static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(Context(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(
            &thread, &attributes,
            { raw in
                #if canImport(Darwin)
                let context = Unmanaged<Context>.fromOpaque(raw).takeRetainedValue()
                #else
                let context = Unmanaged<Context>.fromOpaque(raw!).takeRetainedValue()
                #endif
                context.body()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<Context>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}

/// Carries a closure that is only ever called while its creator waits for it.
private struct UnsafeSendableBox: @unchecked Sendable {
    let value: () -> Void
    init(_ value: @escaping () -> Void) { self.value = value }
}
