import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel

/// A project's files reach the inventory in sorted order without being sorted again on every run:
/// the list must still be exactly what sorting and de-duplicating would give.
struct ProjectFileListTests {
    private static let workingDirectory = FileManager.default.currentDirectoryPath

    private static func discovery(_ files: [String]) -> SourceDiscovery.Result {
        SourceDiscovery.Result(files: files, diagnostics: [], pathsFound: 0, stamps: nil)
    }

    @Test func aProjectsSortedAbsoluteFilesAreTakenAsTheyAre() {
        let paths = [
            "/src/App/AppDelegate.m", "/src/LocalPods/LoginKit/Sources/LoginKit/LoginViewRouter.h",
            "/src/Modules/Sources/Feature0/Feature0ViewRouter.swift",
        ]
        var result = Self.discovery([])
        result.include(paths, modules: Dictionary(uniqueKeysWithValues: paths.map { ($0, "M") }))
        #expect(result.files == paths)
        #expect(result.files == SourceDiscovery.uniqueFiles(paths))
        #expect(result.modules.count == 3)
    }

    /// Out of order, repeated, relative or unstandard spellings, or files a walk found already:
    /// sorted and de-duplicated as before.
    @Test(arguments: [
        ["/src/B.m", "/src/A.m"],
        ["/src/A.m", "/src/A.m"],
        ["/src/A.m", "/src/./B.m", "/src/B.m"],
        ["/src/A.m", "Sources/B.m", "\(workingDirectory)/Sources/B.m"],
        ["/src/A.m", "/src/Pods/../A.m"],
    ])
    func anyOtherListIsSortedAndDeduplicated(paths: [String]) {
        var result = Self.discovery([])
        result.include(paths, modules: [:])
        #expect(result.files == SourceDiscovery.uniqueFiles(paths))
        #expect(result.files != paths)
        var walked = Self.discovery(["/src/Z.swift"])
        walked.include(["/src/A.m"], modules: [:])
        #expect(walked.files == ["/src/A.m", "/src/Z.swift"])
    }

    @Test func theModulesAFileListNamedWin() {
        var result = Self.discovery([])
        result.modules = ["/src/A.m": "Listed"]
        result.include(["/src/A.m", "/src/B.m"], modules: ["/src/A.m": "Project", "/src/B.m": "Project"])
        #expect(result.modules == ["/src/A.m": "Listed", "/src/B.m": "Project"])
    }

    /// The order a kept reading decodes is the layout's file list until its modules change.
    @Test func aLayoutsFileListFollowsItsModules() {
        var layout = ProjectLayout()
        layout.setModules(sortedPairs: [("/src/A.m", "App"), ("/src/B.m", "App"), ("/src/C.h", "Kit")])
        #expect(layout.files == ["/src/A.m", "/src/B.m", "/src/C.h"])
        var fresh = ProjectLayout()
        fresh.modules = ["/src/C.h": "Kit", "/src/A.m": "App", "/src/B.m": "App"]
        #expect(layout == fresh, "the kept order is no part of the layout")
        layout.modules["/src/0.m"] = "App"
        #expect(layout.files == ["/src/0.m", "/src/A.m", "/src/B.m", "/src/C.h"])
        layout.modules["/src/B.m"] = nil
        #expect(layout.files == ["/src/0.m", "/src/A.m", "/src/C.h"])
        var unordered = ProjectLayout()
        unordered.setModules(sortedPairs: [("/src/B.m", "App"), ("/src/A.m", "App")])
        #expect(unordered.files == ["/src/A.m", "/src/B.m"])
    }
}
