import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

struct URLPatternMatchTests {
    static let cases: [(pattern: String, url: String, matches: Bool)] = [
        ("app://login/:account", "app://login/42", true),
        ("app://login/:account", "APP://login/42?from=push#top", true),
        ("app://login/:account", "app://login", false),
        ("app://login/:account", "app://login/42/more", false),
        ("app://login/:account", "app://login/", true), // the start of "app://login/" + id
        ("app://login/:account", "app://", true),
        ("app://login/:account", "app://logout/1", false),
        ("app://maintenance", "app://maintenance", true),
        ("app://files/*", "app://files/a/b/c", true),
        ("app://Path", "app://path", true), // the host is case-insensitive…
        ("app://host/Path", "app://host/path", false), // …the path is not
    ]

    @Test(arguments: cases)
    func matching(pattern: String, url: String, matches: Bool) {
        #expect(URLPatternMatch.matches(pattern: pattern, url: url) == matches)
    }
}
