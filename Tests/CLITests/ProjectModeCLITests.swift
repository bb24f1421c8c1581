import Foundation
import RouteGenTestSupport
import Testing

/// Project mode is as strong as folder mode: over the same sources, `check --undecided` through a
/// fixture app's Xcode project lists no more checks than a scan of its folders, and the imports
/// the header closure could not follow are listed by `dump` and counted by `--timings`.
struct ProjectModeCLITests {
    struct App: CustomTestStringConvertible, Sendable {
        var folder: String
        var folderArguments: [String]
        var projectArguments: [String]
        var testDescription: String { (folder as NSString).lastPathComponent }
    }

    static let apps: [App] = [
        App(
            folder: "Fixtures/Xcode/ObjCApp", folderArguments: ["."],
            projectArguments: ["--project", "ZIKDemo.xcodeproj"]),
        // Project mode leaves the spec-repository pod's routers out of the registry, and says so
        // of its routable class; folder mode cannot tell a pod from the app. Named under `pods:`,
        // the pod is the app's code in both.
        App(
            folder: "Fixtures/Xcode/PodsApp", folderArguments: [".", "Pods/ZIKRemoteConfig"],
            projectArguments: ["--workspace", "NoteApp.xcworkspace", "--config", "pods.yml"]),
        App(
            folder: "Fixtures/Xcode/SiblingsApp", folderArguments: ["SiblingsApp", "../ObjCApp/LoginModule"],
            projectArguments: ["--workspace", "Siblings.xcworkspace"]),
        App(
            folder: "Fixtures/Xcode/SwiftApp16", folderArguments: ["."],
            projectArguments: ["--project", "ShopDemo.xcodeproj"]),
        App(
            folder: "Fixtures/Xcode/HeaderMapApp", folderArguments: ["."],
            projectArguments: ["--project", "HeaderMapApp.xcodeproj"]),
        App(
            folder: "Fixtures/Mutation/ObjCShop", folderArguments: ["Sources"],
            projectArguments: ["--workspace", "ObjCShop.xcworkspace"]),
        App(
            folder: "Fixtures/Mutation/SwiftShop", folderArguments: ["Sources"],
            projectArguments: ["--project", "SwiftShop.xcodeproj"]),
        App(
            folder: "Fixtures/Mutation/MixedNews", folderArguments: ["."],
            projectArguments: ["--project", "MixedNews.xcodeproj"]),
    ]

    /// The checks `check --undecided` lists, as `file:line rule`.
    private func undecided(_ arguments: [String], in folder: String) throws -> [String] {
        let output = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(), ["check", "--undecided", "--quiet"] + arguments, in: folder)
        #expect([0, 1].contains(output.status), "\(arguments): \(output.stderr)")
        return output.stderr.split(separator: "\n").filter { $0.contains(": note: ") }.map(String.init)
    }

    @Test(arguments: apps)
    func projectModeDecidesAtLeastWhatFolderModeDoes(app: App) throws {
        // A copy of the fixtures beside it too: a workspace may name a sibling's project.
        let copy = try TemporaryDirectory()
        defer { copy.remove() }
        try FileManager.default.copyItem(
            atPath: Repository.path((app.folder as NSString).deletingLastPathComponent), toPath: copy.path + "/fixtures"
        )
        let root = copy.path + "/fixtures/" + app.testDescription
        if app.projectArguments.contains("pods.yml") {
            try "pods: [ZIKRemoteConfig]\n".write(toFile: root + "/pods.yml", atomically: true, encoding: .utf8)
        }
        let inFolders = try undecided(app.folderArguments, in: root)
        let inProject = try undecided(app.projectArguments, in: root)
        #expect(
            inProject.count <= inFolders.count,
            "project mode leaves undecided:\n\(inProject.joined(separator: "\n"))\nfolder mode:\n\(inFolders.joined(separator: "\n"))"
        )
    }

    @Test func unresolvedImportsAreListedAndCounted() throws {
        let folder = Repository.path("Fixtures/Xcode/HeaderMapApp")
        let binary = try ProcessRunner.routegenBinary()
        let dump = try ProcessRunner.run(
            binary, ["dump", "--project", "HeaderMapApp.xcodeproj", "--quiet"], in: folder)
        #expect(dump.status == 0, "\(dump.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let closure = try #require(json["headerClosure"] as? [String: Any])
        let unresolved = try #require(closure["unresolvedImports"] as? [[String: Any]])
        #expect(
            unresolved.contains {
                ($0["file"] as? String)?.hasSuffix("App/AppDelegate.h") == true
                    && $0["import"] as? String == "<UIKit/UIKit.h>"
            })
        let added = try #require(closure["added"] as? [[String: Any]])
        #expect(added.contains { ($0["file"] as? String)?.hasSuffix("Shared/Deep/OnlyOnDisk.h") == true })
        // Not a warning per line: the run says nothing about them.
        let check = try ProcessRunner.run(
            binary, ["check", "--project", "HeaderMapApp.xcodeproj", "--timings"], in: folder)
        #expect(!check.stderr.contains("UIKit"))
        #expect(check.stderr.contains("header closure"))
        #expect(check.stderr.contains("\(unresolved.count) imports unresolved"), "\(check.stderr)")
        // A folder scan has no closure to list.
        let folderDump = try ProcessRunner.run(binary, ["dump", ".", "--quiet"], in: folder)
        #expect(!folderDump.stdout.contains("headerClosure"))
    }
}
