import Foundation
import RouteGenModel

/// Scans one Objective-C file (`.h`, `.m`, `.mm`) with libclang. A pure function of the path
/// and the source text: libclang sees the text as an unsaved buffer under a virtual path and
/// reads no other file.
package enum ObjCFileScanner {
    package static func facts(path: String, source: String) -> FileFacts {
        let bytes = Array(source.utf8)
        guard ObjCPrefilter.mayHoldRoutes(bytes) else {
            return FileFacts(path: path, language: .objc)
        }
        return parse(path: path, bytes: bytes)
    }

    /// libclang's reading of a file the pre-filter let through.
    package static func parse(path: String, bytes: [UInt8], prelude: [UInt8] = ObjCPrelude.bytes) -> FileFacts {
        let bytes = withoutByteOrderMark(bytes)
        switch LibClang.shared {
        case .failure(let error):
            var facts = FileFacts(path: path, language: .objc)
            facts.diagnostics.append(
                Diagnostic(.error, error.message, at: SourceLocation.wholeFile(path), rule: .libclangMissing))
            return facts
        case .success(let lib):
            return facts(path: path, bytes: bytes, lib: lib, prelude: prelude)
        }
    }

    package static func facts(
        path: String, bytes: [UInt8], lib: LibClang, prelude: [UInt8] = ObjCPrelude.bytes
    ) -> FileFacts {
        switch ObjCTranslationUnit.parse(lib, path: path, bytes: bytes, prelude: prelude) {
        case .failure(.parse(let code)):
            var facts = FileFacts(path: path, language: .objc)
            facts.diagnostics.append(
                Diagnostic(
                    .error, "libclang could not parse this file (CXErrorCode \(code)); its routes are unknown",
                    at: SourceLocation.wholeFile(path), rule: .objcParseFailed))
            return facts
        case .success(let unit):
            return ObjCFactsReader.read(path: path, unit: unit, bytes: bytes)
        }
    }

    /// The bytes with a leading UTF-8 byte-order mark turned into three spaces. clang skips a mark
    /// only at the very start of its buffer, and a file's bytes never are (the prelude, or the
    /// files before it in a batch, come first); spaces keep every offset and column as they were.
    package static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return bytes }
        var blanked = bytes
        blanked.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20])
        return blanked
    }
}
