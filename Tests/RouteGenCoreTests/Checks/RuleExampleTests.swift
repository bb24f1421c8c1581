import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Every rule's own examples, run as its test cases: a triggering example is reported exactly on
/// its `// expect: <rule-id>` lines, a non-triggering one not at all. A new rule is covered by
/// adding it to `CheckRules.all`.
struct RuleExampleTests {
    static let rules: [any CheckRule] = CheckRules.all

    @Test(arguments: rules.map(\.id))
    func triggeringExamplesAreReportedOnTheirMarkedLines(id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        #expect(!rule.description.triggeringExamples.isEmpty, "\(id) has no triggering example")
        for (index, example) in rule.description.triggeringExamples.enumerated() {
            let marked = example.markedLines(for: id)
            #expect(!marked.isEmpty, "triggering example \(index) of \(id) marks no line")
            #expect(
                RuleExampleCheck.places(rule, in: example).sorted() == marked.sorted(),
                "triggering example \(index) of \(id)")
        }
    }

    @Test(arguments: rules.map(\.id))
    func nonTriggeringExamplesAreAccepted(id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        #expect(!rule.description.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
        for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
            #expect(example.markedLines(for: id).isEmpty, "non-triggering example \(index) of \(id) marks a line")
            #expect(RuleExampleCheck.places(rule, in: example) == [], "non-triggering example \(index) of \(id)")
        }
    }

    /// Accepted code is clean for every rule, not only its own: an example must not teach a
    /// different mistake.
    @Test(arguments: rules.map(\.id))
    func nonTriggeringExamplesGiveNoFindingOfAnyRule(id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
            let errors = Self.rules.flatMap { other in
                RuleExampleCheck.places(other, in: example).map { "\(other.id) \($0)" }
            }
            #expect(errors == [], "non-triggering example \(index) of \(id)")
        }
    }

    /// Both languages appear in every rule's examples: as a mistake where the language can make
    /// it, as accepted code where it cannot (Swift has no headers, Objective-C no access levels).
    @Test(arguments: rules.map(\.id))
    func examplesCoverBothLanguages(id: String) throws {
        let rule = try #require(Self.rules.first { $0.id == id })
        #expect(
            rule.description.exampleLanguages == [.swift, .objc],
            "\(id) examples cover only \(rule.description.exampleLanguages)")
    }

    /// The harness itself: a marker for another rule is not this rule's, and an example whose
    /// mistake is fixed no longer matches its markers.
    @Test func markersAreReadPerRule() {
        let example = RuleExample.swift(
            """
            final class R: ZIKAnyViewRouter { // expect: other-rule
                override class func registerRoutableDestination() {
                    registerIdentifier("a") // expect: duplicate-identifier
                    registerIdentifier("b") // expect: duplicate-identifier
                }
            }
            """)
        #expect(
            example.markedLines(for: "duplicate-identifier") == [
                "Sources/App/Routers.swift:3", "Sources/App/Routers.swift:4",
            ])
        #expect(RuleExampleCheck.places(DuplicateIdentifierRule(), in: example) == [])
    }
}
