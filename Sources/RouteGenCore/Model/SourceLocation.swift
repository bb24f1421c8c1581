/// A point in a scanned file. `file` is the path as it was reached from the paths the user gave,
/// never made absolute, so output does not depend on where the tool runs.
public struct SourceLocation: Hashable, Codable, Sendable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
