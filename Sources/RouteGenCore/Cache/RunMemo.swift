import Foundation
import RouteGenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the last successful run wrote and printed, under a key made of everything it read. A run
/// whose key is the same — the same files with the same stamps, the same project files, config,
/// arguments, environment, working directory and routegen binary — would produce the same bytes,
/// so it prints the remembered lines and leaves the outputs alone, without loading the facts
/// cache or resolving anything. A build system that runs routegen before every compile of an
/// unchanged app pays for a directory walk and a stat per file, as `make` and `ninja` do.
///
/// A run whose stamps differ but whose context (everything else, file paths included) is the
/// same scans the changed files; when no file's facts changed (`FactsIdentity`) — a comment, a
/// method body, an ordinary file edited — the graph would be the same, and the memo stands too.
///
/// The stamp key is trusted only as far as the stamps are: a run with an input modified within
/// `FileStamp.racyWindowSeconds` (a file changed again in the same tick of the file system's
/// clock would keep its stamp) keeps no stamp key. A memo is used only when every output still
/// holds the bytes the run wrote. Any doubt — a damaged file, another format, one byte of
/// difference — is a miss, and the run goes the ordinary way.
package struct RunMemo: Equatable, Sendable {
    /// One file the run wrote, and the hash of the bytes it wrote there (`ContentHash`, as for the
    /// facts cache: it tells versions of one file apart, nothing made to collide).
    package struct Output: Equatable, Sendable {
        package var path: String
        package var digest: [UInt8]

        package init(path: String, contents: Data) {
            self.path = path
            digest = ContentHash.digest(of: [UInt8](contents))
        }

        init(path: String, digest: [UInt8]) {
            self.path = path
            self.digest = digest
        }
    }

    /// `RunMemoKey.digest` of the run; empty when its stamps could not be trusted, so that only
    /// the facts can match.
    package var key: [UInt8]
    /// `RunMemoKey.context` of the run.
    package var context: [UInt8]
    /// `FactsIdentity.current` of the run.
    package var facts: [UInt8]
    package var outputs: [Output]
    /// The lines the run printed to standard error (its findings and notes), in order.
    package var messages: [String]

    package init(key: [UInt8], context: [UInt8], facts: [UInt8], outputs: [Output], messages: [String]) {
        self.key = key
        self.context = context
        self.facts = facts
        self.outputs = outputs
        self.messages = messages
    }

    package static let fileName = "routegen-run.memo"
    /// How many files a run answered by facts may have read (their stamps differed from the
    /// cache's) and still leave the cache unsaved: each later run reads them again until a run
    /// that resolves saves it.
    package static let unsavedReadLimit = 64
    static let formatVersion = 1
    static let magic = Array("routegen-run-memo\n".utf8)

    /// True when every output still holds what the run wrote: a registry edited or deleted by
    /// hand is written again.
    package var outputsAreIntact: Bool {
        outputs.allSatisfy { output in
            guard case .success(let read) = FileSystem.read(OutputWriter.resolvedTarget(output.path)) else {
                return false
            }
            return ContentHash.digest(of: read.bytes) == output.digest
        }
    }

    /// The memo in `directory`, if there is a readable one of this format.
    package static func load(directory: String) -> RunMemo? {
        guard case .success(let read) = FileSystem.read(path(in: directory)) else { return nil }
        return decode(read.bytes)
    }

    /// Replaces the memo in `directory`. A memo that cannot be saved only costs the next run its
    /// shortcut, so the failure is returned, never thrown.
    @discardableResult
    package func save(directory: String) -> OutputWriter.Failure? {
        do {
            try OutputWriter.replace(Self.path(in: directory), with: Data(encoded))
            return nil
        } catch {
            return error
        }
    }

    /// Removes the memo in `directory`: a run whose inputs cannot be trusted must not leave an
    /// older memo that a later run could match.
    package static func remove(directory: String) {
        unlink(path(in: directory))
    }

    static func path(in directory: String) -> String {
        (directory as NSString).appendingPathComponent(fileName)
    }

    var encoded: [UInt8] {
        var writer = BinaryWriter()
        writer.write(Self.formatVersion)
        writer.write(bytes: key)
        writer.write(bytes: context)
        writer.write(bytes: facts)
        writer.write(outputs.count)
        for output in outputs {
            writer.write(output.path)
            writer.write(bytes: output.digest)
        }
        writer.write(messages)
        let payload = writer.encoded
        return Self.magic + ContentHash.digest(of: payload) + payload
    }

    /// Nil for anything but a complete memo of this format: a damaged memo is a miss, never a trap.
    static func decode(_ bytes: [UInt8]) -> RunMemo? {
        let headerLength = magic.count + 16
        guard bytes.count > headerLength, Array(bytes[0..<magic.count]) == magic else { return nil }
        let payload = Array(bytes[headerLength...])
        guard Array(bytes[magic.count..<headerLength]) == ContentHash.digest(of: payload) else { return nil }
        do throws(BinaryReader.Malformed) {
            var reader = try BinaryReader(payload)
            guard try reader.readInt() == formatVersion else { return nil }
            let key = try reader.readBytes()
            let context = try reader.readBytes()
            let facts = try reader.readBytes()
            var outputs: [Output] = []
            for _ in 0..<(try reader.readCount()) {
                outputs.append(Output(path: try reader.readString(), digest: try reader.readBytes()))
            }
            let messages = try reader.readStrings()
            guard reader.isAtEnd else { return nil }
            return RunMemo(key: key, context: context, facts: facts, outputs: outputs, messages: messages)
        } catch {
            return nil
        }
    }
}
