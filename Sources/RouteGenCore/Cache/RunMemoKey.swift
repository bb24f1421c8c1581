#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The key of a `RunMemo`: a digest of everything a run reads. Anything left out of it would let
/// a changed input replay a stale registry, so it errs towards too much (the whole environment,
/// every argument) — a needless miss costs one ordinary run, a wrong hit costs a lost router.
public struct RunMemoKey: Sendable {
    /// The digest; equal keys mean equal inputs.
    public var digest: [UInt8]
    /// False when some input was modified so recently that its stamp cannot be trusted yet, or
    /// could not be stat'ed at all: such a run must not be remembered.
    public var trustworthy: Bool

    /// - Parameters:
    ///   - arguments: the command line after the executable, without options that change only
    ///     how the run reports its own timings.
    ///   - configDigest: the effective settings (config file, project settings and flags).
    ///   - survey: the source files and their stamps.
    ///   - otherInputs: further files the run reads, such as an Xcode project's files.
    ///   - now: the time the key is made, for the racy-stamp rule.
    public init(
        arguments: [String], workingDirectory: String, environment: [String: String], standardErrorIsTerminal: Bool,
        configDigest: String, survey: Pipeline.Survey, otherInputs: [String], now: Int = Int(time(nil))
    ) {
        var writer = BinaryWriter()
        var trustworthy = true
        func add(_ stamp: FileStamp?, racy: Bool = true) {
            guard let stamp else {
                trustworthy = false
                writer.write(false)
                return
            }
            writer.write(true)
            writer.write(stamp.size)
            writer.write(stamp.modifiedSeconds)
            writer.write(stamp.modifiedNanoseconds)
            writer.write(Int(bitPattern: UInt(stamp.inode)))
            if racy && stamp.modifiedSeconds >= now - FactsStore.racyWindowSeconds { trustworthy = false }
        }
        writer.write(RunMemo.formatVersion)
        writer.write(RouteGenVersion.current)
        // A rebuilt routegen (a development build, an upgrade under the same version) may write
        // other bytes for the same input. A binary is replaced whole, never edited in place, so
        // its stamp needs no racy-window rule.
        add(Self.executableStamp(), racy: false)
        writer.write(arguments)
        writer.write(workingDirectory)
        writer.write(standardErrorIsTerminal)
        let variables = environment.sorted { $0.key < $1.key }
        writer.write(variables.count)
        for (name, value) in variables {
            writer.write(name)
            writer.write(value)
        }
        writer.write(configDigest)
        writer.write(survey.files.count)
        for (file, stamp) in zip(survey.files, survey.stamps) {
            writer.write(file)
            add(stamp)
        }
        let modules = survey.discovery.modules.sorted { $0.key < $1.key }
        writer.write(modules.count)
        for (path, module) in modules {
            writer.write(path)
            writer.write(module)
        }
        writer.write(survey.discovery.pathsFound)
        writer.write(survey.discovery.diagnostics.map(\.rendered))
        writer.write(otherInputs.count)
        for input in otherInputs.sorted() {
            writer.write(input)
            add(FileSystem.stamp(of: input))
        }
        digest = SHA256.digest(of: writer.encoded)
        self.trustworthy = trustworthy
    }

    /// The stamp of the running executable.
    static func executableStamp() -> FileStamp? {
        #if os(Linux)
        FileSystem.stamp(of: "/proc/self/exe")
        #else
        Bundle.main.executablePath.flatMap(FileSystem.stamp(of:))
        #endif
    }
}
