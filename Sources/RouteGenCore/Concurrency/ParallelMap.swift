import Foundation
import RouteGenModel

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
        let workers = min(max(jobs, 1), count)
        let queue = WorkQueue(count: count, workers: workers)
        // Workers write straight into the result's storage: no second buffer to move it from.
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = SharedPointer(buffer.baseAddress!)
            withoutActuallyEscaping(transform) { transform in
                LargeStackThread.runAll(workers) {
                    // Workers take the next run of items as they finish one, so a few slow files
                    // do not idle the rest. Each index is written by the one worker that claimed
                    // it, and read only after every worker has been joined.
                    while let claimed = queue.claim() {
                        for index in claimed {
                            (base.pointer + index).initialize(to: transform(index))
                        }
                    }
                }
            }
            initialized = count
        }
    }

    /// `body` over `0..<count` cut into consecutive ranges of `length` (the last may be shorter), on
    /// up to `jobs` threads; the results in range order. For work whose per-item results are
    /// concatenated: one array per range instead of one per item.
    static func runs<T: Sendable>(of count: Int, length: Int, jobs: Int, _ body: @Sendable (Range<Int>) -> T) -> [T] {
        precondition(length > 0, "a positive run length")
        return map(count: (count + length - 1) / length, jobs: jobs) { run in
            body((run * length)..<min(count, (run + 1) * length))
        }
    }

    /// Applies `body` to each element of `elements` at `indices` (increasing, so each once), in place, on
    /// up to `jobs` threads: no copy of the array, which for the pipeline's thirty thousand file
    /// scans cost more than the work on the few it changes.
    static func update<T: Sendable>(
        _ elements: inout [T], at indices: [Int], jobs: Int, _ body: @Sendable (inout T) -> Void
    ) {
        guard !indices.isEmpty else { return }
        precondition(
            zip(indices, indices.dropFirst()).allSatisfy(<) && indices.first! >= 0 && indices.last! < elements.count,
            "increasing indices within the array")
        elements.withUnsafeMutableBufferPointer { buffer in
            let base = SharedPointer(buffer.baseAddress!)
            // Each worker writes only the elements at the indices it claimed.
            _ = map(count: indices.count, jobs: jobs) { position in
                body(&base.pointer[indices[position]])
            }
        }
    }

    private struct SharedPointer<T>: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<T>
        init(_ pointer: UnsafeMutablePointer<T>) { self.pointer = pointer }
    }

    /// Items handed out in runs that shrink as the work runs out ("guided" scheduling): a warm run
    /// maps tens of thousands of items of a microsecond each, where taking a lock per item made
    /// the two workers wait on each other, while the last runs stay short so that a slow item
    /// near the end (a large file to parse) leaves no worker idle for long.
    private final class WorkQueue: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        private let workers: Int

        init(count: Int, workers: Int) {
            self.count = count
            self.workers = workers
        }

        static var longestRun: Int { 64 }

        func claim() -> Range<Int>? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            let run = min(Self.longestRun, max(1, (count - next) / (workers * 8)))
            let claimed = next..<(next + run)
            next += run
            return claimed
        }
    }
}
