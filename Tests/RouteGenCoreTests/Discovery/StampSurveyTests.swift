import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore

/// The stamps a survey hands over are the files' stamps, in the files' order, whether its own
/// thread took them all, shared them with the run's jobs, or was never waited for.
struct StampSurveyTests {
    @Test(arguments: [1, 2, 3]) func theSurveysStampsAreTheFilesStamps(jobs: Int) throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        var files: [String] = []
        for index in 0..<700 {
            let path = "Sources/Module\(index % 7)/File\(index).m"
            // Every thirteenth file is named but missing: its stamp is nil.
            if index % 13 != 0 { try tree.write(path, String(repeating: "x", count: index)) }
            files.append(tree.path + "/" + path)
        }
        files.sort()
        let survey = StampSurvey(files: files)
        let stamps = survey.finish(jobs: jobs)
        #expect(stamps == files.map(FileSystem.stamp(of:)))
        #expect(stamps.filter { $0 == nil }.count == 54)
        #expect(survey.finish(jobs: jobs) == stamps, "asked again, the same stamps")
    }

    @Test func aSurveyNeverFinishedEndsWithItsOwner() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write("A.swift", "")
        for _ in 0..<20 {
            let survey = StampSurvey(files: Array(repeating: tree.path + "/A.swift", count: 2000))
            #expect(survey.files.count == 2000)
        }
        #expect(StampSurvey(files: []).finish(jobs: 2).isEmpty)
    }
}
