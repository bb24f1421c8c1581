import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// The build condition of each declaration, as the Swift scanner records it under nested
/// `#if`, `#elseif` and `#else`.
struct BuildConditionScanTests {
    @Test func scannerRecordsNestedAndElseIfBranches() {
        let facts = Snippet.facts(
            """
            #if A
            #if B || C
            class R1: ZIKAnyViewRouter {}
            #endif
            #elseif os(macOS)
            class R2: ZIKAnyViewRouter {}
            #else
            class R3: ZIKAnyViewRouter {}
            #endif
            class R4: ZIKAnyViewRouter {}
            """)
        #expect(
            facts.classes.map { $0.condition.clauses } == [
                ["A", "B || C"], ["!A", "os(macOS)"], ["!A", "!os(macOS)"], [],
            ])
    }
}
