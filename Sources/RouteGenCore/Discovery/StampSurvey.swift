import Foundation

/// The stamps of a list of files known before the run needs them, taken on a thread of its own
/// from the moment the list is known: a kept project reading knows its tens of thousands of
/// files well before the inventory stats them, and the rest of its decoding (and of the run's
/// setup) leaves a core idle meanwhile. `finish` stats what is left on the run's jobs, with the
/// survey's thread still at work, and hands over every stamp.
///
/// A stamp taken early is as good as one taken later: either is taken before the file is read,
/// and the racy-window rule (`FileStamp.racyWindowSeconds`) compares it with the time the run
/// memo's key is made, which comes after both.
package final class StampSurvey: @unchecked Sendable {
    /// The files, in the order their stamps are returned.
    package let files: [String]
    private let work: Work
    private var survey: LargeStackThread.Pending<Bool>?
    private var finished: [FileStamp?]?

    /// Starts stamping `files` at once, on a thread of its own.
    package init(files: [String]) {
        self.files = files
        let work = Work(files: files)
        self.work = work
        survey = LargeStackThread.Pending {
            work.stampUntilDone()
            return true
        }
    }

    deinit {
        _ = survey?.wait()
    }

    /// Every file's stamp (nil for one that cannot be stat'ed), in `files`' order: what the survey
    /// has not reached yet is stat'ed on `jobs` threads meanwhile. Called by one thread.
    package func finish(jobs: Int) -> [FileStamp?] {
        if let finished { return finished }
        let work = work
        // The survey's thread is one of the jobs.
        if jobs > 1 { LargeStackThread.runAll(jobs - 1) { work.stampUntilDone() } }
        _ = survey?.wait()
        survey = nil
        let stamps = work.stamps
        finished = stamps
        return stamps
    }

    /// The files and their stamps' storage, shared by the threads that stamp them.
    private final class Work: @unchecked Sendable {
        let files: [String]
        // Each slot is written once, by the thread that claimed its run, and read only after every
        // thread that claimed one has been joined.
        private let slots: UnsafeMutablePointer<FileStamp?>
        private let lock = NSLock()
        private var next = 0

        /// How many files a thread claims at a time: a lock per run, not per file.
        private static let runLength = 256

        init(files: [String]) {
            self.files = files
            slots = .allocate(capacity: max(files.count, 1))
            slots.initialize(repeating: nil, count: files.count)
        }

        deinit {
            slots.deinitialize(count: files.count)
            slots.deallocate()
        }

        var stamps: [FileStamp?] { Array(UnsafeBufferPointer(start: slots, count: files.count)) }

        func stampUntilDone() {
            while let run = claim() {
                for index in run { slots[index] = FileSystem.stamp(of: files[index]) }
            }
        }

        private func claim() -> Range<Int>? {
            lock.lock()
            defer { lock.unlock() }
            guard next < files.count else { return nil }
            let start = next
            next = min(files.count, start + Self.runLength)
            return start..<next
        }
    }
}
