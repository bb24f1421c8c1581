/// The conditions a target's settings define, per language: the C preprocessor sees
/// `GCC_PREPROCESSOR_DEFINITIONS` and `-D` in `OTHER_CFLAGS`; Swift sees
/// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` in `OTHER_SWIFT_FLAGS`. An older project
/// often defines `DEBUG=1` for C only, and Swift's `#if DEBUG` is then false.
import RouteGenModel

struct BuildDefines: Hashable, Sendable {
    /// `NAME` or `NAME=value`, sorted.
    var objc: [String]
    /// Names, sorted.
    var swift: [String]

    init(_ settings: BuildSettings) {
        var objc = Set(settings.list("GCC_PREPROCESSOR_DEFINITIONS").filter { !$0.isEmpty })
        objc.formUnion(Self.flagDefines(settings.list("OTHER_CFLAGS")))
        var swift = Set(settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS").filter { !$0.isEmpty })
        swift.formUnion(Self.flagDefines(settings.list("OTHER_SWIFT_FLAGS")))
        // `-DNAME` and `NAME=1` name one macro: keep the form with a value.
        let valued = Self.names(objc.filter { $0.contains("=") })
        self.objc = objc.filter { $0.contains("=") || !valued.contains($0) }.sorted()
        self.swift = swift.sorted()
    }

    /// `-D NAME`, `-DNAME`; a `-Xcc -D…` pair is for the Clang importer, not a Swift condition.
    private static func flagDefines(_ words: [String]) -> [String] {
        var defines: [String] = []
        var words = words[...]
        while let word = words.popFirst() {
            if word == "-Xcc" {
                _ = words.popFirst()
            } else if word == "-D", let next = words.popFirst() {
                defines.append(next)
            } else if word.hasPrefix("-D"), word.count > 2 {
                defines.append(String(word.dropFirst(2)))
            }
        }
        return defines
    }

    /// The macro names, without values.
    static func names<Defines: Sequence<String>>(_ defines: Defines) -> Set<String> {
        Set(defines.map { define in define.split(separator: "=", maxSplits: 1).first.map(String.init) ?? define })
    }
}
