import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Every format's quoting goes through `TextEscaping`, scalar by scalar: a quote or a line break
/// is escaped even when it is part of a larger character.
struct TextEscapingTests {
    @Test func eachFormatEscapesItsOwnCharacters() {
        #expect(MapDotRenderer.quoted("Login \"main\"\\\nnext\r") == "\"Login \\\"main\\\"\\\\\\nnext\"")
        #expect(MapMermaidRenderer.escaped("<A & \"B\"> #1\nx") == "#60;A #38; #34;B#34;#62; #35;1 x")
        #expect(
            MapHTMLRenderer.escaped("<a href='x'>\"&\"</a>") == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;")
        #expect(JSONValue.quoted("tab\there\u{1}\u{1F}\u{20}é") == "\"tab\\there\\u0001\\u001f é\"")
        #expect(Diagnostic(.error, "two\nlines\u{2028}").rendered == "error: two\\nlines\\u{2028}")
    }

    @Test func partsOfLargerCharactersAreEscapedToo() {
        // `"` followed by a combining accent is one Character; HTML must still not see a bare quote.
        #expect(MapHTMLRenderer.escaped("\"\u{301}") == "&quot;\u{301}")
        // `\r\n` is one Character too.
        #expect(MapDotRenderer.quoted("a\r\nb") == "\"a\\nb\"")
        #expect(MapMermaidRenderer.escaped("a\r\nb") == "a  b")
        #expect(JSONValue.quoted("a\r\nb") == "\"a\\r\\nb\"")
    }
}
