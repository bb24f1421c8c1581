/// What a file's bytes say, before any parse, about sharing a translation unit: a byte search
/// as cheap as the pre-filter, erring towards the safe side.
import RouteGenModel

package enum ObjCBatchTraits: Hashable, Sendable {
    /// Nothing in it can change how a later file in the unit is preprocessed.
    case shareable
    /// It may change macros, which single-file-parse mode lets decide whole `#if` branches of
    /// every later file: it may only be the last file of a unit.
    case endsUnit
    /// Its own reading depends on where it sits in the buffer: it is parsed alone.
    case alone(AloneReason)

    package enum AloneReason: Hashable, Sendable {
        /// `__LINE__`, `__COUNTER__`, `__FILE__`, `__BASE_FILE__`, or `__has_include` next to the
        /// file's own name: values that differ between the unit's buffer and the file's own.
        case positionDependentMacro
        /// A final backslash: alone it is a stray token at the end of the buffer, in a unit it
        /// splices the line after it onto the file's last line.
        case endsInBackslash
        /// A line that is only a call of a macro clang cannot see: the file needs the second
        /// reading with such lines blanked (`ObjCMacroLineBlanking`), which only a lone parse does.
        case unknownMacroLine
    }

    /// - Parameter hasMacroLines: whether `ObjCMacroLineBlanking.lines` finds a line in `bytes`
    ///   under the default prelude, when the caller knows; nil works it out.
    package init(path: String, bytes: [UInt8], hasMacroLines: Bool? = nil) {
        if Self.endsInBackslash(bytes) {
            self = .alone(.endsInBackslash)
            return
        }
        let found = Self.search(path: path, bytes: bytes)
        if found.positionDependent {
            self = .alone(.positionDependentMacro)
        } else if hasMacroLines ?? !ObjCMacroLineBlanking.lines(bytes, prelude: ObjCPrelude.bytes).isEmpty {
            self = .alone(.unknownMacroLine)
        } else if found.mayChangeMacros {
            self = .endsUnit
        } else {
            self = .shareable
        }
    }

    // MARK: Checks

    /// Every spelling the checks look for, found in one pass over the file (indices below):
    /// `__LINE__`, `__COUNTER__`, `__FILE…`, `__BASE_FILE__` (0–3); `__has_include` (4); then the
    /// spellings that may change macros: `define` / `undef` right after `#` (or `%:`, or a
    /// comment: `#/**/define`), `push_macro` / `pop_macro` (as `#pragma` or `_Pragma`), `poison`,
    /// and any line splice, which could join a directive's pieces across lines (5–9).
    private static let markers = ByteMarkerSet([
        "__LINE__", "__COUNTER__", "__FILE", "__BASE_FILE__", "__has_include", "define", "undef", "_macro", "poison",
        "\\",
    ])

    private struct Found {
        var positionDependent = false
        var mayChangeMacros = false
    }

    private static func search(path: String, bytes: [UInt8]) -> Found {
        bytes.withUnsafeBufferPointer { buffer in
            var found = Found()
            var hasInclude = false
            _ = markers.containsAny(in: buffer) { buffer, end, marker in
                let start = end - markers.markers[marker].count
                switch marker {
                case 0...3: found.positionDependent = true
                case 4: hasInclude = true
                case 5, 6: if followsDirectiveHash(buffer, before: start) { found.mayChangeMacros = true }
                case 9: if startsLineSplice(buffer, after: end) { found.mayChangeMacros = true }
                default: found.mayChangeMacros = true
                }
                // Nothing outranks a position-dependent spelling: the search can stop there.
                return found.positionDependent
            }
            if !found.positionDependent, hasInclude {
                // `__has_include("X")` finds only the unsaved buffer itself, whose name differs alone
                // (the file's) and in a unit (`ObjCBatchUnit.fileName`).
                let ownName = String(path.split(separator: "/").last ?? "")
                let names = [ownName, ObjCBatchUnit.fileNameStem].filter { !$0.isEmpty }
                found.positionDependent = ByteMarkerSet(names).containsAny(in: buffer)
            }
            return found
        }
    }

    private static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    private static func followsDirectiveHash(_ buffer: UnsafeBufferPointer<UInt8>, before start: Int) -> Bool {
        var index = start - 1
        while index >= 0, isHorizontalSpace(buffer[index]) { index -= 1 }
        guard index >= 0 else { return false }
        // `#`, the `:` of the digraph `%:`, a comment's `*/`.
        return buffer[index] == 0x23 || buffer[index] == 0x3A
            || (buffer[index] == 0x2F && index > 0 && buffer[index - 1] == 0x2A)
    }

    /// Clang splices a backslash followed by blanks and a newline too.
    private static func startsLineSplice(_ buffer: UnsafeBufferPointer<UInt8>, after end: Int) -> Bool {
        var index = end
        while index < buffer.count, isHorizontalSpace(buffer[index]) { index += 1 }
        return index < buffer.count && (buffer[index] == 0x0A || buffer[index] == 0x0D)
    }

    private static func endsInBackslash(_ bytes: [UInt8]) -> Bool {
        var index = bytes.count - 1
        while index >= 0, isHorizontalSpace(bytes[index]) || bytes[index] == 0x0D { index -= 1 }
        return index >= 0 && bytes[index] == 0x5C
    }
}
