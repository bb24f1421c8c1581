/// A `#sourceLocation(file:line:)` line in a Swift file, or the bare `#sourceLocation()` that ends
/// one. Generated code (gyb, Sourcery templates) uses it so that swiftc and Xcode report the
/// template's file and line instead of the generated file's. routegen records every fact at the
/// line as written (suppression comments, conditions and the cache all work on the real file) and
/// maps a diagnostic through these directives only when it is shown, so a user sees the place the
/// compiler would show for the same line.
package struct SourceLocationDirective: Hashable, Sendable {
    /// The first line of the file as written that the directive governs: the one after it.
    package var physicalLine: Int
    /// The file named from `physicalLine` on; nil after `#sourceLocation()`, which names the file
    /// itself again.
    package var file: String?
    /// The line the compiler gives `physicalLine`.
    package var line: Int

    package init(physicalLine: Int, file: String?, line: Int) {
        self.physicalLine = physicalLine
        self.file = file
        self.line = line
    }

    /// `location` as the compiler reports it, given its file's directives sorted by
    /// `physicalLine`. The column stays the physical one, as swiftc's does; a whole-file location
    /// and one before the first directive are returned unchanged.
    package static func presumed(
        _ location: SourceLocation, under directives: [SourceLocationDirective]
    ) -> SourceLocation {
        guard !location.isWholeFile,
            let governing = directives.last(where: { $0.physicalLine <= location.line }),
            let file = governing.file
        else { return location }
        return SourceLocation(
            file: file, line: governing.line + (location.line - governing.physicalLine), column: location.column)
    }
}
