#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator settings for a short, allocation-heavy run.
///
/// A worker thread's malloc arena grows one page at a time, with an `mprotect` call for each page
/// (a cold run at 5000 modules made ~11,000 of them), and gives pages back when its top is freed,
/// only to fault them in again. Each `mprotect` also takes the process's memory-map lock that the
/// other job's page faults wait on. A large top pad makes a new arena reserve its whole 64 MiB
/// address range at once (address space only: untouched pages cost no memory) and keeps freed tops
/// for reuse; the process exits soon, so nothing is lost by not returning them early.
enum MallocTuning {
    /// `M_TOP_PAD` in glibc's `<malloc.h>`, which Swift's Glibc module does not import.
    private static let topPadParameter: Int32 = -2
    private static let topPad: Int32 = 64 << 20

    static func apply() {
        #if canImport(Glibc)
        // Looked up rather than declared: a C library without `mallopt` (musl) is left alone.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(topPadParameter, topPad)
        #endif
    }
}
