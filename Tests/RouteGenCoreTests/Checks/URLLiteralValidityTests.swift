import Testing

@testable import RouteGenCore

/// The conservative reading of which URL strings `NSURL` may reject (RFC 3986's characters).
struct URLLiteralValidityTests {
    @Test(arguments: [
        "app://user/:uid",
        "app://user/:uid/profile?tab=posts#top",
        "router://service/:name",
        "https://[::1]:8080/login",
        "app://search?q=a%20b&page=1",
        "/relative/path",
        "login",
        "app://user/:uid/~friends;v=1,2*(x)!$'+@",
    ])
    func urlsAreAccepted(url: String) {
        #expect(URLLiteralValidity.problem(in: url) == nil, "\(url)")
    }

    @Test func emptyIsLeftToTheEmptyKeyCheck() {
        #expect(URLLiteralValidity.problem(in: "") == nil)
    }

    @Test(arguments: [
        ("app://user/{id}", "`{`"),
        ("app://user/id}", "`}`"),
        ("app://user profile", "a space"),
        ("app://a|b", "`|`"),
        ("app://a^b", "`^`"),
        ("app://a\\b", "a backslash"),
        ("app://a`b", "a backquote"),
        ("app://a<b>", "`<`"),
        ("app://a\"b", "`\"`"),
        ("app://a\tb", "a control character"),
        ("app://café/:id", "the unescaped non-ASCII character `é`"),
        ("app://user/100%", "a `%` that starts no percent escape"),
        ("app://user/%zz", "a `%` that starts no percent escape"),
        ("app://user#a#b", "a second `#`"),
        ("app://user/[id]", "`[` outside an IP-literal host"),
        ("://user/:id", "an empty scheme before its first `:`"),
    ])
    func nonURLsNameWhatIsWrong(url: String, problem: String) {
        #expect(URLLiteralValidity.problem(in: url) == problem, "\(url)")
    }
}
