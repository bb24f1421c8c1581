import CLibClang
import RouteGenModel

/// Several files parsed as one translation unit, to pay libclang's fixed cost per unit once:
///
///     prelude | file 0 | "\n@class __routegen_batch_boundary_0;\n" | file 1 | "\n@class …_1;\n" | …
///
/// with the arguments and options of a lone parse. Each file sits right after a newline, as it
/// does after the prelude alone. The boundary line after each file is a probe: libclang shows
/// it as a file-scope `ObjCClassRef` only when the parser has left everything the file opened
/// (an `@interface` without `@end`, a `{`, a namespace, `extern "C" {`, a comment, `#if 0`).
///
/// This type only cuts the unit back into per-file readings; `ObjCBatchCheck` decides whether
/// a reading equals the file's lone parse.
package struct ObjCBatchUnit {
    /// One file's share of the unit, with offsets relative to the file as a lone parse gives them.
    package struct Share {
        package var unit: ObjCTranslationUnit
        /// The boundary after the file was read as a file-scope `@class`.
        package var closedAtFileScope: Bool
        /// No token of the file ran into the bytes after it.
        package var tokensStayInside: Bool
    }

    package static let fileNameStem = "routegen-batch-unit"

    package static func fileName(_ dialect: ObjCTranslationUnit.Dialect) -> String {
        ObjCClangParse.virtualFolder + "/" + fileNameStem + (dialect == .objectiveC ? ".m" : ".mm")
    }

    /// The name sits after `"\n@class "`.
    private static let boundaryNameOffset = 8

    package static func boundary(after position: Int) -> [UInt8] {
        Array("\n@class __routegen_batch_boundary_\(position);\n".utf8)
    }

    package static func parse(
        _ lib: LibClang, index: CXIndex, files: [[UInt8]], dialect: ObjCTranslationUnit.Dialect,
        prelude: [UInt8] = ObjCPrelude.bytes
    ) -> Result<[Share], ObjCTranslationUnit.Failure> {
        var buffer = prelude
        buffer.reserveCapacity(buffer.count + files.reduce(0) { $0 + $1.count + 48 })
        var starts: [Int] = []
        var boundaryNames: [Int] = []
        for (position, bytes) in files.enumerated() {
            starts.append(buffer.count)
            buffer += bytes
            boundaryNames.append(buffer.count + boundaryNameOffset)
            buffer += boundary(after: position)
        }
        return ObjCClangParse.withUnit(lib, index: index, fileName: fileName(dialect), dialect: dialect, buffer: buffer)
        { unit, file in
            let cursors = ObjCTopLevelCursors.collect(lib, unit: unit)
            return files.indices.map { position in
                let start = starts[position]
                // A declaration belongs to the file its name is in; one named in the boundary
                // line after it is counted as the file's, where the range check rejects it.
                let next = position + 1 < files.count ? starts[position + 1] : buffer.count
                let (tokens, staysInside) = ObjCTranslationUnit.collectTokens(
                    lib, unit: unit, file: file, bytes: files[position], at: start)
                return Share(
                    unit: ObjCTranslationUnit(
                        declarations: cursors.declarations(namedIn: start..<next, relativeTo: start), tokens: tokens),
                    closedAtFileScope: cursors.classReferences.contains(boundaryNames[position]),
                    tokensStayInside: staysInside
                )
            }
        }
    }
}
