import Foundation
import RouteGenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The key of a `RunMemo`: a digest of everything a run reads. Anything left out of it would let
/// a changed input replay a stale registry, so it errs towards too much (the whole environment,
/// every argument) — a needless miss costs one ordinary run, a wrong hit costs a lost router.
package struct RunMemoKey: Sendable {
    /// The digest of every input; equal digests mean equal inputs.
    package var digest: [UInt8]
    /// The digest of every input but the source files' stamps (their paths are in it): what a run
    /// must share with the remembered one for their facts to be compared (`FactsIdentity`).
    package var context: [UInt8]
    /// False when some input was modified so recently that its stamp cannot be trusted yet, or
    /// could not be stat'ed at all: such stamps must never answer a later run by themselves (the
    /// memo then keeps no stamp key, and only the facts can match it).
    package var trustworthy: Bool

    /// The process a run is: what its key holds besides the files and the settings.
    package struct Invocation: Sendable {
        /// The command line after the executable, without options that change only how the run
        /// reports its own timings.
        package var arguments: [String]
        package var workingDirectory: String
        /// The environment as the run began: loading libclang sets a variable of its own, which
        /// must not make a key made after the scan differ.
        package var environment: [String: String]
        package var standardErrorIsTerminal: Bool

        package init(
            arguments: [String], workingDirectory: String, environment: [String: String],
            standardErrorIsTerminal: Bool
        ) {
            self.arguments = arguments
            self.workingDirectory = workingDirectory
            self.environment = environment
            self.standardErrorIsTerminal = standardErrorIsTerminal
        }
    }

    package init(
        _ invocation: Invocation, configDigest: String, inventory: SourceInventory, otherInputs: [String],
        checkedStamps: [String: FileStamp?] = [:]
    ) {
        self.init(
            arguments: invocation.arguments, workingDirectory: invocation.workingDirectory,
            environment: invocation.environment, standardErrorIsTerminal: invocation.standardErrorIsTerminal,
            configDigest: configDigest, inventory: inventory, otherInputs: otherInputs, checkedStamps: checkedStamps)
    }

    /// - Parameters:
    ///   - arguments: the command line after the executable, without options that change only
    ///     how the run reports its own timings.
    ///   - configDigest: the effective settings (config file, project settings and flags).
    ///   - inventory: the source files and their stamps.
    ///   - otherInputs: further files the run reads, such as an Xcode project's files.
    ///   - checkedStamps: stamps of some of `otherInputs` (nil for one found missing) this run took
    ///     already, as it checked the kept project reading against them; the others are stat'ed.
    ///   - now: the time the key is made, for the racy-stamp rule.
    package init(
        arguments: [String], workingDirectory: String, environment: [String: String], standardErrorIsTerminal: Bool,
        configDigest: String, inventory: SourceInventory, otherInputs: [String],
        checkedStamps: [String: FileStamp?] = [:], now: Int = Int(time(nil))
    ) {
        // The files' paths come as one digest; their stamps (33 bytes each) are most of the key.
        var key = KeyBytes(now: now, capacity: inventory.files.count * 40 + 4096)
        key.add(RunMemo.formatVersion)
        key.add(RouteGenVersion.current)
        // A rebuilt routegen (a development build, an upgrade under the same version) may write
        // other bytes for the same input. A binary is replaced whole, never edited in place, so
        // its stamp needs no racy-window rule.
        key.add(RouteGenVersion.executableStamp(), racy: false)
        key.add(arguments.count)
        arguments.forEach { key.add($0) }
        key.add(workingDirectory)
        key.add(standardErrorIsTerminal ? 1 : 0)
        let variables = environment.filter {
            !Self.shellBookkeeping.contains($0.key) && !Self.setByRouteGen.contains($0.key)
        }.sorted { $0.key < $1.key }
        key.add(variables.count)
        for (name, value) in variables {
            key.add(name)
            key.add(value)
        }
        key.add(configDigest)
        key.add(bytes: FileListDigest.digest(files: inventory.files, discovery: inventory.discovery))
        key.add(inventory.discovery.pathsFound)
        key.add(inventory.discovery.diagnostics.count)
        inventory.discovery.diagnostics.forEach { key.add($0.rendered) }
        key.add(otherInputs.count)
        let inputsSorted = otherInputs.indices.dropFirst().allSatisfy { otherInputs[$0 - 1] <= otherInputs[$0] }
        for input in inputsSorted ? otherInputs : otherInputs.sorted() {
            key.add(input)
            key.add(checkedStamps[input] ?? FileSystem.stamp(of: input))
        }
        context = ContentHash.digest(of: key.bytes)
        key.bytes = context
        inventory.stamps.forEach { key.add($0) }
        digest = ContentHash.digest(of: key.bytes)
        trustworthy = key.trustworthy
    }

    /// Variables a shell sets for its own bookkeeping (the last command, the previous folder, the
    /// nesting depth), which routegen never reads: keyed, they would make the same command typed
    /// after another one miss.
    static let shellBookkeeping: Set<String> = ["_", "OLDPWD", "SHLVL"]

    /// Variables routegen sets in its own process (`LibClang.load` tells libclang to parse on the
    /// calling thread), so present in one key and not in another made before libclang was loaded.
    static let setByRouteGen: Set<String> = ["LIBCLANG_NOTHREADS"]
}

/// The bytes a key is hashed from, with the stamps' racy-window rule.
private struct KeyBytes {
    private var input: DigestInput
    var bytes: [UInt8] {
        get { input.bytes }
        set { input.bytes = newValue }
    }
    /// False once a stamp is missing or too recent to trust (`FileStamp.racyWindowSeconds`).
    var trustworthy = true
    let now: Int

    init(now: Int, capacity: Int) {
        self.now = now
        input = DigestInput(capacity: capacity)
    }

    mutating func add(_ value: Int) { input.add(value) }

    mutating func add(_ text: String) { input.add(text) }

    mutating func add(bytes: [UInt8]) { input.add(bytes: bytes) }

    mutating func add(_ stamp: FileStamp?, racy: Bool = true) {
        guard let stamp else {
            trustworthy = false
            input.bytes.append(0)
            return
        }
        input.bytes.append(1)
        add(stamp.size)
        add(stamp.modifiedSeconds)
        add(stamp.modifiedNanoseconds)
        add(Int(bitPattern: UInt(stamp.inode)))
        if racy && stamp.modifiedSeconds >= now - FileStamp.racyWindowSeconds { trustworthy = false }
    }
}
