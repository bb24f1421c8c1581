/// Where the stages of one run write their times: made by the run that reports them and passed
/// in, so that no stage value carries a timing. Written by the thread that drives the run only.
package final class TimingsRecorder: @unchecked Sendable {
    package var phases: PipelineTimings

    package init(jobs: Int) {
        phases = PipelineTimings(jobs: jobs)
    }
}

extension PipelineTimings {
    /// The scan's own figures, from a scan that measured them afresh: a scan run again without
    /// the cache replaces the first one's.
    mutating func takeScan(_ scan: PipelineTimings) {
        discover = scan.discover
        stat = scan.stat
        read = scan.read
        parseSwift = scan.parseSwift
        parseObjC = scan.parseObjC
        scanWall = scan.scanWall
        files = scan.files
        closure = scan.closure
        closureNames = scan.closureNames
        closureKept = scan.closureKept
        conformanceRound = scan.conformanceRound
        headerClosure = scan.headerClosure
    }
}
