/// The preprocessor and Swift compilation conditions a target's settings define.
enum BuildDefines {
    static func read(_ settings: BuildSettings) -> [String] {
        var defines = Set<String>()
        for word in settings.list("GCC_PREPROCESSOR_DEFINITIONS") where !word.isEmpty { defines.insert(word) }
        for word in settings.list("SWIFT_ACTIVE_COMPILATION_CONDITIONS") where !word.isEmpty { defines.insert(word) }
        for key in ["OTHER_SWIFT_FLAGS", "OTHER_CFLAGS"] {
            var words = settings.list(key)[...]
            while let word = words.popFirst() {
                if word == "-D", let next = words.popFirst() {
                    defines.insert(next)
                } else if word.hasPrefix("-D"), word.count > 2 {
                    defines.insert(String(word.dropFirst(2)))
                } else if word == "-Xcc", words.first?.hasPrefix("-D") == true, let next = words.popFirst() {
                    defines.insert(String(next.dropFirst(2)))
                }
            }
        }
        // `DEBUG=1` for C and `DEBUG` for Swift name one condition: keep the form with a value.
        let valued = names(defines.filter { $0.contains("=") })
        return defines.filter { $0.contains("=") || !valued.contains($0) }.sorted()
    }

    /// The macro names, without values.
    static func names(_ defines: [String]) -> Set<String> {
        Set(defines.map { define in define.split(separator: "=", maxSplits: 1).first.map(String.init) ?? define })
    }
}
