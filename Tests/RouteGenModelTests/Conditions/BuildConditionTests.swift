import Testing

@testable import RouteGenModel

struct BuildConditionTests {
    @Test(arguments: [
        ("DEBUG", "!DEBUG"),
        ("os(iOS)", "!os(iOS)"),
        ("canImport(UIKit)", "!canImport(UIKit)"),
        ("swift(>=5.9)", "!swift(>=5.9)"),
        ("A || B", "!(A || B)"),
        ("!A", "!(!A)"),
        ("os(iOS) && DEBUG", "!(os(iOS) && DEBUG)"),
        ("f(a)(b)", "!(f(a)(b))"),
    ])
    func negation(clause: String, negated: String) {
        #expect(BuildCondition.negated(clause) == negated)
    }

    @Test func textJoinsClausesAndParenthesisesCompoundOnes() {
        #expect(BuildCondition().text == nil)
        #expect(BuildCondition(["DEBUG"]).text == "DEBUG")
        #expect(BuildCondition(["A || B"]).text == "A || B")
        #expect(BuildCondition(["os(iOS)", "!DEBUG", "A || B"]).text == "os(iOS) && !DEBUG && (A || B)")
        #expect(BuildCondition(["!(A && !B)", "C || D"]).text == "!(A && !B) && (C || D)")
        #expect(BuildCondition(["!(A) || (B)", "C"]).text == "(!(A) || (B)) && C")
    }

    @Test func exclusiveBranches() {
        let ifBranch = BuildCondition(["DEBUG"])
        let elseBranch = BuildCondition(["!DEBUG"])
        let elseIf = BuildCondition(["!DEBUG", "BETA"])
        let unrelated = BuildCondition(["os(iOS)"])
        #expect(ifBranch.excludes(elseBranch))
        #expect(elseBranch.excludes(ifBranch))
        #expect(ifBranch.excludes(elseIf))
        #expect(!ifBranch.excludes(unrelated))
        #expect(!elseIf.excludes(elseBranch))
    }
}
