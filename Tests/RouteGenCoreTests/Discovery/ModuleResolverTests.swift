import Testing

@testable import RouteGenCore

/// A project names every file of its modules, so the resolver's table is built from tens of
/// thousands of configured paths; most are already in the key's form and are not split and joined.
/// The shortcut must give the key the components give, whatever the spelling.
struct ModuleResolverTests {
    @Test func aPathsKeyIsItsComponentsJoinedHoweverItIsSpelt() {
        let parts = ["", ".", "..", "App", "Sources", ".hidden", "a.m", "…", "Kit Name"]
        var random = SplitMix64(seed: 0x5EED_0F_BA5E)
        var samples = ["", "/", "//", ".", "./", "/.", "a", "/a", "//a", "a/", "a/.", "./a", "a//b", "/abs/./b.m"]
        for _ in 0..<4000 {
            let count = Int.random(in: 1...5, using: &random)
            let path = (0..<count).map { _ in parts.randomElement(using: &random)! }.joined(separator: "/")
            samples.append(Bool.random(using: &random) ? "/" + path : path)
        }
        for path in samples {
            #expect(
                ModuleResolver.key(of: path) == Substring(ModuleResolver.components(path).joined(separator: "/")),
                "\(path.debugDescription)")
        }
    }

    /// Files a file list names, spelt as tools write them, find their module; the longest
    /// configured folder still wins for the files no list names.
    @Test func filesNamedInAnyStandardSpellingFindTheirModule() {
        let resolver = ModuleResolver(moduleMap: [
            "/src/App/Sources/Login/LoginViewRouter.m": "LoginKit",
            "./Pods/ProfileKit//ProfileViewRouter.swift": "ProfileKit",
            "/src/App": "App",
            "/src/App/Vendor": "Vendor",
        ])
        let files = [
            "/src/App/Sources/Login/LoginViewRouter.m", "Pods/ProfileKit/ProfileViewRouter.swift",
            "/src/App/Sources/Login/LoginViewController.m", "/src/App/Vendor/Analytics/Tracker.m", "/elsewhere/C.m",
        ]
        let expected: [String?] = ["LoginKit", "ProfileKit", "App", "Vendor", nil]
        #expect(files.map { resolver.module(forFile: $0) } == expected)
        #expect(resolver.table(for: files).inOrder == expected)
    }
}
