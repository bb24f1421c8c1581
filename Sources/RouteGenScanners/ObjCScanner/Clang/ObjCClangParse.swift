import CLibClang
import Foundation
import RouteGenModel

/// The one libclang call every parse makes: a buffer passed as an unsaved file under a virtual
/// path, with the same arguments and options whether it holds one file or many, so a batched
/// parse differs from a lone one only in what the buffer holds.
package enum ObjCClangParse {
    package static let virtualFolder = "/routegen-virtual"

    /// `-nostdinc`: no header is read; `-ferror-limit=0`: errors never stop the parse (with
    /// `KeepGoing`, fatal ones neither), so one broken file cannot end a batch early.
    package static func arguments(_ dialect: ObjCTranslationUnit.Dialect) -> [String] {
        [
            "-x", dialect.languageFlag, "-fobjc-runtime=ios-12.0", "-fblocks", "-fobjc-arc",
            "-nostdinc", "-w", "-ferror-limit=0",
        ]
    }

    package static let options =
        CXTranslationUnit_KeepGoing.rawValue
        | CXTranslationUnit_SkipFunctionBodies.rawValue
        | CXTranslationUnit_SingleFileParse.rawValue

    /// Parses `buffer` and hands the unit and its main file to `body`; the unit is disposed
    /// when `body` returns, so `body` must copy out everything it needs.
    package static func withUnit<R>(
        _ lib: LibClang, index: CXIndex, fileName: String, dialect: ObjCTranslationUnit.Dialect, buffer: [UInt8],
        _ body: (CXTranslationUnit, CXFile?) -> R
    ) -> Result<R, ObjCTranslationUnit.Failure> {
        let arguments = arguments(dialect)
        let terminated = buffer + [0]
        return fileName.withCString { fileNamePointer in
            terminated.withUnsafeBufferPointer { rawBuffer in
                rawBuffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: terminated.count) { contents in
                    var unsaved = [
                        CXUnsavedFile(Filename: fileNamePointer, Contents: contents, Length: UInt(buffer.count))
                    ]
                    return withCStrings(arguments) { argumentPointers in
                        var unit: CXTranslationUnit?
                        let code = lib.parseTranslationUnit2(
                            index, fileNamePointer, argumentPointers, Int32(arguments.count),
                            &unsaved, UInt32(unsaved.count), options, &unit
                        )
                        guard code == CXError_Success, let unit else {
                            return .failure(.parse(code: code.rawValue))
                        }
                        defer { lib.disposeTranslationUnit(unit) }
                        return .success(body(unit, lib.getFile(unit, fileNamePointer)))
                    }
                }
            }
        }
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let duplicates = strings.map { strdup($0) }
        defer { duplicates.forEach { free($0) } }
        let pointers = duplicates.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
