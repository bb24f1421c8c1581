/// What a file's bytes say, before any parse, about sharing a translation unit: a byte search
/// as cheap as the pre-filter, erring towards the safe side.
enum ObjCBatchTraits: Hashable, Sendable {
    /// Nothing in it can change how a later file in the unit is preprocessed.
    case shareable
    /// It may change macros, which single-file-parse mode lets decide whole `#if` branches of
    /// every later file: it may only be the last file of a unit.
    case endsUnit
    /// Its own reading depends on where it sits in the buffer: it is parsed alone.
    case alone(AloneReason)

    enum AloneReason: Hashable, Sendable {
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

    init(path: String, bytes: [UInt8]) {
        if Self.endsInBackslash(bytes) {
            self = .alone(.endsInBackslash)
        } else if Self.positionDependent(path: path, bytes: bytes) {
            self = .alone(.positionDependentMacro)
        } else if !ObjCMacroLineBlanking.lines(bytes, prelude: ObjCPrelude.bytes).isEmpty {
            self = .alone(.unknownMacroLine)
        } else if Self.mayChangeMacros(bytes) {
            self = .endsUnit
        } else {
            self = .shareable
        }
    }

    // MARK: Checks

    private static let positionMarkers = ByteMarkerSet(["__LINE__", "__COUNTER__", "__FILE", "__BASE_FILE__"])
    private static let hasInclude = ByteMarkerSet(["__has_include"])

    /// `__has_include("X")` finds only the unsaved buffer itself, whose name differs alone
    /// (the file's) and in a unit (`ObjCBatchUnit.fileName`).
    private static func positionDependent(path: String, bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            if positionMarkers.containsAny(in: buffer) { return true }
            guard hasInclude.containsAny(in: buffer) else { return false }
            let ownName = String(path.split(separator: "/").last ?? "")
            let names = [ownName, ObjCBatchUnit.fileNameStem].filter { !$0.isEmpty }
            return ByteMarkerSet(names).containsAny(in: buffer)
        }
    }

    /// `define` / `undef` right after `#` (or `%:`, or a comment: `#/**/define`), `push_macro`
    /// / `pop_macro` (as `#pragma` or `_Pragma`), `poison`, and any line splice, which could
    /// join a directive's pieces across lines.
    private static let macroMarkers = ByteMarkerSet(["define", "undef", "_macro", "poison", "\\"])

    static func mayChangeMacros(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            macroMarkers.containsAny(in: buffer) { buffer, end, marker in
                switch marker {
                case 0, 1: return followsDirectiveHash(buffer, before: end - macroMarkers.markers[marker].count)
                case 4: return startsLineSplice(buffer, after: end)
                default: return true
                }
            }
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
        return buffer[index] == 0x23 || buffer[index] == 0x3A || (buffer[index] == 0x2F && index > 0 && buffer[index - 1] == 0x2A)
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
