import Foundation
import RouteGenTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// No function in `Sources` reaches 80 lines: a longer one mixes steps that read better as named
/// functions of their own.
///
/// A body counts when it is a function, an initializer, a deinitializer, a subscript, an accessor
/// (`get`, `set`, `willSet`, `didSet`, …) or the implicit getter of a computed property. Its length
/// runs from the line of its first token (attributes and modifiers included, the doc comment above
/// it not) to the line of its closing brace, both counted, with every blank and comment line
/// between: what a reader scrolls through. A function nested in another counts as part of it and
/// is not measured apart (it is shorter than the one that holds it, so it cannot be the one over
/// the limit; not walking into bodies keeps the test to the parse the layer test shares).
/// Closures stored in properties and declarations without a body (protocol requirements) are not
/// functions here, but the functions inside them are.
@Suite struct FunctionLengthTests {
    static let limit = 80

    @Test func noFunctionInSourcesReachesTheLimit() throws {
        let all = LongFunctions.find(in: try ParsedSources.all.get(), limit: 0)
        let listing = { (found: ArraySlice<LongFunctions.Found>) in
            found.map { "Sources/\($0.file):\($0.line): \($0.name) is \($0.lines) lines" }.joined(separator: "\n")
        }
        let long = all.prefix { $0.lines >= Self.limit }
        #expect(long.isEmpty, "functions of \(Self.limit) lines or more:\n\(listing(long))")
        print("The longest functions in Sources:\n\(listing(all.prefix(12)))")
    }

    /// Each kind of body is measured from its first line to its closing brace; the doc comment above
    /// is left out, comments and blank lines inside are counted.
    @Test func everyKindOfBodyIsMeasured() {
        let source = """
            /// A doc comment
            /// of two lines.
            struct S {
                @inline(__always)
                func f() {
                    // one

                }
                init() {}
                deinit {
                }
                subscript(i: Int) -> Int {
                    i
                }
                var computed: Int {
                    1
                }
                var observed: Int = 0 {
                    willSet {
                    }
                    didSet {}
                }
                var both: Int {
                    get { 1 }
                    set {
                        _ = newValue
                    }
                }
            }
            protocol P { func requirement() }
            """
        let measured = FunctionSpans.measure(Parser.parse(source: source))
        #expect(
            measured.map { "\($0.name)@\($0.line)=\($0.lines)" } == [
                "f@4=5", "init@9=1", "deinit@10=2", "subscript@12=3", "computed@15=3", "observed.willSet@19=2",
                "observed.didSet@21=1", "both.get@24=1", "both.set@25=3",
            ])
    }

    /// The limit is exact: 80 lines fail, 79 pass, and the finding names the file and line.
    @Test func aFunctionOfEightyLinesIsFoundAndOneOfSeventyNineIsNot() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        func function(_ name: String, lines: Int) -> String {
            "func \(name)() {\n" + String(repeating: "    _ = 1\n", count: lines - 2) + "}\n"
        }
        try root.write("A/Long.swift", "import Foundation\n\n" + function("long", lines: 80))
        try root.write("Short.swift", function("short", lines: 79))
        let found = LongFunctions.find(in: try ParsedSources.files(under: root.path), limit: FunctionLengthTests.limit)
        #expect(found == [LongFunctions.Found(file: "A/Long.swift", name: "long", line: 3, lines: 80)])
    }

    /// A nested function is part of its holder; one in a closure that initializes a property is
    /// measured, since the property is not a function.
    @Test func aNestedFunctionCountsInsideItsHolder() {
        let source = """
            func outer() {
                func inner() {
                    _ = 1
                }
                inner()
            }
            let table: [Int] = {
                func make() -> [Int] {
                    [1]
                }
                return make()
            }()
            """
        let measured = FunctionSpans.measure(Parser.parse(source: source))
        #expect(measured.map { "\($0.name)=\($0.lines)" } == ["outer=6", "make=3"])
    }
}

/// The functions of every Swift file under a folder that reach a number of lines, longest first.
enum LongFunctions {
    struct Found: Equatable {
        var file: String
        var name: String
        var line: Int
        var lines: Int
    }

    static func find(in files: [ParsedSources.File], limit: Int) -> [Found] {
        var found: [Found] = []
        for file in files {
            for span in FunctionSpans.measure(file.tree) where span.lines >= limit {
                found.append(Found(file: file.path, name: span.name, line: span.line, lines: span.lines))
            }
        }
        return found.sorted { ($0.lines, $1.file, $1.line) > ($1.lines, $0.file, $0.line) }
    }
}

/// Where each body of one file starts and how many lines it spans, in source order.
final class FunctionSpans: SyntaxVisitor {
    struct Span {
        var name: String
        var line: Int
        var lines: Int
    }

    private(set) var spans: [Span] = []
    private let converter: SourceLocationConverter
    private var properties: [String] = []

    static func measure(_ tree: SourceFileSyntax) -> [Span] {
        let visitor = FunctionSpans(tree: tree)
        visitor.walk(tree)
        return visitor.spans
    }

    private init(tree: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func record(_ name: String, _ node: some SyntaxProtocol) {
        // positionAfterSkippingLeadingTrivia leaves out the doc comment; the end of the last token
        // before its trailing trivia is the closing brace.
        let first = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        let last = converter.location(for: node.endPositionBeforeTrailingTrivia).line
        spans.append(Span(name: name, line: first, lines: last - first + 1))
    }

    /// A measured body's children are not walked: what is nested in it is shorter.
    private func measured(_ name: String, _ node: some SyntaxProtocol, hasBody: Bool) -> SyntaxVisitorContinueKind {
        guard hasBody else { return .visitChildren }
        record(name, node)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        measured(node.name.text, node, hasBody: node.body != nil)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        measured("init", node, hasBody: node.body != nil)
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        measured("deinit", node, hasBody: node.body != nil)
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if case .getter = node.accessorBlock?.accessors { return measured("subscript", node, hasBody: true) }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let block = node.accessorBlock else { return .visitChildren }
        let name = node.pattern.trimmedDescription
        switch block.accessors {
        case .getter:
            // A computed property's implicit getter: from its declaration (`var` included) to its brace.
            if let variable = node.parent?.parent?.as(VariableDeclSyntax.self), variable.bindings.count == 1 {
                record(name, variable)
            } else {
                record(name, node)
            }
            return .skipChildren
        case .accessors:
            properties.append(name)
            return .visitChildren
        }
    }

    override func visitPost(_ node: PatternBindingSyntax) {
        if case .accessors = node.accessorBlock?.accessors { properties.removeLast() }
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.body != nil else { return .visitChildren }
        let owner = properties.last ?? "subscript"
        return measured(owner + "." + node.accessorSpecifier.text, node, hasBody: true)
    }
}
