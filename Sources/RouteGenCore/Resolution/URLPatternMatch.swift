/// Whether a URL literal found at a use site can be routed by a registered URL pattern.
///
/// Patterns are ZIKRouter URL-router patterns: `scheme://host/path/:parameter`, where `:name`
/// matches one segment and `*` the rest. The literal at a use site is often only the start of a
/// URL built by concatenation (`"app://login/" + id`), so a literal that ends with `/` matches
/// every pattern it is a prefix of: the check must never report a route a real URL would reach.
import RouteGenModel

enum URLPatternMatch {
    static func matches(pattern: String, url: String) -> Bool {
        var url = Substring(url)
        if let cut = url.firstIndex(where: { $0 == "?" || $0 == "#" }) { url = url[..<cut] }
        let isPrefixOnly = url.hasSuffix("/") || url.hasSuffix("://")
        let urlSegments = segments(url)
        let patternSegments = segments(Substring(pattern))
        for (position, patternSegment) in patternSegments.enumerated() {
            if patternSegment == "*" { return true }
            guard position < urlSegments.count else { return isPrefixOnly && position == urlSegments.count }
            let segment = urlSegments[position]
            if patternSegment.hasPrefix(":") {
                if segment.isEmpty { return false }
                continue
            }
            // Scheme and host are case-insensitive; the path is not.
            let isSchemeOrHost = patternSegments.first?.hasSuffix(":") == true && position < 2
            let equal = isSchemeOrHost ? segment.lowercased() == patternSegment.lowercased() : segment == patternSegment
            if !equal { return false }
        }
        return urlSegments.count == patternSegments.count
    }

    /// `app://login/42` → `app:`, `login`, `42` (the empty segment of `//` dropped, like a trailing `/`).
    private static func segments(_ text: Substring) -> [Substring] {
        text.split(separator: "/", omittingEmptySubsequences: true)
    }
}
