import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The conformance scope a cold run reads on several jobs is the one it reads on one.
struct ConformanceScopeTests {
    @Test func conformanceScopeIsTheSameOnAnyNumberOfJobs() {
        let facts = Pipeline.run(Pipeline.Input(paths: [Repository.path("Fixtures")], jobs: 2, prefilter: false))
            .scannedFacts
        #expect(facts.count > 300)
        let one = ConformanceScope(files: facts, jobs: 1)
        #expect(!one.names.isEmpty && !one.declarations.isEmpty)
        for jobs in [2, 3, 8] {
            let many = ConformanceScope(files: facts, jobs: jobs)
            #expect(many.names == one.names)
            #expect(many.declarations == one.declarations)
        }
    }
}
