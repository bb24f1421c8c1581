import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Discovery tells a source file's language from its path's bytes alone.
struct SourceLanguageTests {
    /// A file's language, read from the bytes of its path: the extension after a name, case and all.
    @Test(arguments: [
        ("Sources/App/LoginViewRouter.swift", SourceLanguage?.some(.swift)),
        ("LoginViewRouter.h", .objc), ("LoginViewRouter.m", .objc), ("Bridge.mm", .objc), ("App/App-Prefix.pch", .objc),
        ("Caf\u{e9}Router.m", .objc), ("x.mm.swift", .swift), ("x.swift.m", .objc),
        (".swift", nil), ("App/.swift", nil), ("App/.m", nil), ("m", nil), ("", nil), ("a.SWIFT", nil),
        ("a.hh", nil), ("a.swift/", nil), ("a.swiftx", nil), ("App.xcodeproj", nil), ("a.m ", nil),
    ])
    func languageFromThePathsBytes(path: String, expected: SourceLanguage?) {
        #expect(SourceDiscovery.language(ofFile: path) == expected)
    }
}
