import RouteGenModel
import SwiftSyntax

/// Lines and columns of positions in one Swift file. `SourceLocationConverter` walks the whole
/// tree and copies its text before it answers anything; a file without a carriage return has its
/// line breaks exactly at its `\n` bytes, so a table of them, built in one pass over the bytes the
/// parser read, gives the same line and UTF-8 column for every position. A file with a carriage
/// return (`\r` and `\r\n` break lines too) and the few readers that need the converter itself
/// (syntax-error diagnostics, `#sourceLocation`) get the converter, made once on first use.
package final class SwiftLocations {
    package let path: String
    private let tree: SourceFileSyntax
    /// Offsets where lines start; nil when the file holds a carriage return.
    private let lineStarts: [Int]?
    private let length: Int

    package init(path: String, tree: SourceFileSyntax, bytes: UnsafeBufferPointer<UInt8>) {
        self.path = path
        self.tree = tree
        length = bytes.count
        var starts = [0]
        var sawCarriageReturn = false
        for index in bytes.indices {
            switch bytes[index] {
            case 0x0A: starts.append(index + 1)
            case 0x0D: sawCarriageReturn = true
            default: continue
            }
        }
        lineStarts = sawCarriageReturn ? nil : starts
    }

    /// The tree's own converter, for the readers that need more than lines and columns.
    package private(set) lazy var converter = SourceLocationConverter(fileName: path, tree: tree)

    /// The 1-based line and UTF-8 column of `position`, as `converter.location(for:)` gives them.
    package func lineAndColumn(of position: AbsolutePosition) -> (line: Int, column: Int) {
        guard let lineStarts else {
            let location = converter.location(for: position)
            return (location.line, location.column)
        }
        // The converter answers a position past either end with the nearest end.
        let offset = max(0, min(position.utf8Offset, length))
        return LineStarts.position(of: offset, in: lineStarts)
    }

    func location(of position: AbsolutePosition) -> SourceLocation {
        let (line, column) = lineAndColumn(of: position)
        return SourceLocation(file: path, line: line, column: column)
    }
}
