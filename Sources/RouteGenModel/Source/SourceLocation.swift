/// A point in a scanned file. `file` is the path as it was reached from the paths the user gave,
/// never made absolute, so output does not depend on where the tool runs.
package struct SourceLocation: Hashable, Sendable, Comparable {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The whole file, for problems that have no line: a missing path, a file that cannot be
    /// read. Reports print the path alone rather than a made-up `1:1`.
    package static func wholeFile(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 0, column: 0)
    }

    /// True for a location made by `wholeFile`.
    package var isWholeFile: Bool { line <= 0 }

    /// `path:line:column`, or only `path` for the whole file.
    package var rendered: String {
        isWholeFile ? file : "\(file):\(line):\(column)"
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
