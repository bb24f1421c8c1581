#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// ZIKRouter asserts (DEBUG) where the stub traps, in every build configuration. Output streams are flushed
/// first, so that a piped `print` of the registrations made so far is not lost.
package func zikRouterTrap(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fflush(nil)
    fatalError(message, file: file, line: line)
}
