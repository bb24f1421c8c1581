import Testing

@testable import RouteGenModel

/// Conditions as formulas: which pairs can hold in one build and one run.
struct ConditionLogicTests {
    typealias Relation = ConditionLogic.Relation

    static func runtime(_ clauses: String...) -> BuildCondition { BuildCondition([], runtime: clauses) }
    static func build(_ clauses: String...) -> BuildCondition { BuildCondition(clauses) }

    static let cases: [(BuildCondition, BuildCondition, Relation)] = [
        // Equalities of one atom to different literals, and their negations.
        (runtime("TEST_BLOCK_ROUTES == 0"), runtime("TEST_BLOCK_ROUTES == 1"), .exclusive),
        (runtime("TEST_BLOCK_ROUTES == 0"), runtime("TEST_BLOCK_ROUTES == 0"), .together),
        (runtime("TEST_BLOCK_ROUTES != 0"), runtime("TEST_BLOCK_ROUTES == 0"), .exclusive),
        (runtime("TEST_BLOCK_ROUTES != 1"), runtime("TEST_BLOCK_ROUTES == 0"), .together),
        (runtime("0 == TEST_BLOCK_ROUTES"), runtime("TEST_BLOCK_ROUTES == 0x1"), .exclusive),
        // C truthiness: `if (X)` is `X != 0`.
        (runtime("!TEST_BLOCK_ROUTES"), runtime("TEST_BLOCK_ROUTES == 1"), .exclusive),
        (runtime("TEST_BLOCK_ROUTES"), runtime("TEST_BLOCK_ROUTES == 0"), .exclusive),
        (runtime("TEST_BLOCK_ROUTES"), runtime("TEST_BLOCK_ROUTES == 2"), .together),
        // Flags, else-if chains, compounds.
        (runtime("useBlocks"), runtime("!useBlocks"), .exclusive),
        (runtime("A"), runtime("!A", "B"), .exclusive),
        (runtime("!A", "B"), runtime("!(A) && !(B)"), .exclusive),
        (runtime("A || B"), runtime("!A"), .together),
        (runtime("A && B"), runtime("!A || !B"), .exclusive),
        (runtime("Config.isDemo == true"), runtime("!Config.isDemo"), .exclusive),
        (runtime("mode == .demo"), runtime("mode == .live || mode == .beta"), .exclusive),
        (runtime("mode == \"a\""), runtime("mode == \"b\""), .exclusive),
        (runtime("[Config isDemo]"), runtime("!([Config isDemo])"), .exclusive),
        // `#if` branches; `defined(X)` is the atom X.
        (build("DEBUG"), build("!DEBUG"), .exclusive),
        (build("os(iOS)"), build("!os(iOS)", "os(macOS)"), .exclusive),
        (build("defined(DEBUG)"), build("!DEBUG"), .exclusive),
        (build("DEBUG"), build("os(iOS)"), .together),
        // Build and runtime atoms are different things.
        (build("DEBUG"), runtime("!DEBUG"), .together),
        // Unconditional against a readable branch: both run when the branch does.
        (BuildCondition(), runtime("TEST_BLOCK_ROUTES == 0"), .together),
        // What routegen cannot read decides nothing: its own branches still exclude each other.
        (runtime("unreadable condition at 3:12"), runtime("!(unreadable condition at 3:12)"), .exclusive),
        (runtime("unreadable condition at 3:12"), BuildCondition(), .unknown),
        (runtime("count > 2"), runtime("count > 3"), .unknown),
        (
            runtime("unreadable condition at 3:12", "X == 1"), runtime("unreadable condition at 3:12", "X == 0"),
            .exclusive
        ),
        (runtime("unreadable condition at 3:12"), runtime("unreadable condition at 3:12"), .together),
    ]

    @Test(arguments: cases.indices)
    func relation(_ index: Int) {
        let (one, other, expected) = Self.cases[index]
        #expect(ConditionLogic.relation(one, other) == expected, "\(one) vs \(other)")
        #expect(ConditionLogic.relation(other, one) == expected, "symmetric: \(other) vs \(one)")
    }

    @Test func tooManyAtomsIsUnknownNotWrong() {
        let many = (0..<20).map { "flag\($0)" }
        let one = BuildCondition([], runtime: many)
        let other = BuildCondition([], runtime: many.map { "!" + $0 })
        #expect(ConditionLogic.relation(one, other) == .unknown)
        #expect(!one.excludes(other))
    }

    @Test func runtimeClausesAreNeverEmittedAsBuildConditions() {
        let condition = BuildCondition(["DEBUG"], runtime: ["TEST_BLOCK_ROUTES == 1"])
        #expect(condition.text == "DEBUG")
        #expect(BuildCondition([], runtime: ["X"]).text == nil)
        #expect(BuildCondition([], runtime: ["X"]).isAlways)
    }
}
