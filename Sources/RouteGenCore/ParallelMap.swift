import Foundation

/// `(0..<count).map(transform)` on up to `jobs` threads. Results land in their own index, so the
/// output is the same whatever the thread count or scheduling.
///
/// Every call runs `transform` on threads of its own with `LargeStackThread.stackSize` bytes of
/// stack, even with one job: SwiftParser and libclang recurse once per nesting level of the source,
/// and a debug build of SwiftParser needs far more stack per level than the 512 KiB of a dispatch
/// worker or the 8 MiB of the main thread.
enum ParallelMap {
    static func map<T: Sendable>(count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let slots = Slots<T>(count: count)
        withoutActuallyEscaping(transform) { transform in
            LargeStackThread.runAll(min(max(jobs, 1), count)) {
                // Workers take the next item as they finish one, so a few slow files do not idle the rest.
                while let index = slots.claim() {
                    slots.store(transform(index), at: index)
                }
            }
        }
        return slots.values
    }

    private final class Slots<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var storage: [T?]

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < storage.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ value: T, at index: Int) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        /// Moves the results out (no copy: a result can be a large value).
        var values: [T] {
            lock.lock()
            defer { lock.unlock() }
            var taken: [T?] = []
            swap(&taken, &storage)
            return taken.indices.map { taken[$0].take()! }
        }
    }
}
