import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Project mode reads the headers the targets' translation units include, found as the build finds
/// them: `Fixtures/Xcode/HeaderMapApp` has one of each way, `Fixtures/Mutation/ObjCShop` CocoaPods'
/// `Pods/Headers` links, and a tree written here the order of the look-ups.
struct HeaderClosureTests {
    static let headerMapApp = Repository.path("Fixtures/Xcode/HeaderMapApp")
    static let objcShop = Repository.path("Fixtures/Mutation/ObjCShop")

    private func relative(_ paths: some Sequence<String>, to root: String) -> [String] {
        paths.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }.sorted()
    }

    @Test func theHeadersTheTranslationUnitsIncludeAndNoOther() throws {
        let root = Self.headerMapApp
        let layout = try XcodeFixtures.layout(.init(project: root + "/HeaderMapApp.xcodeproj"))
        let closure = try #require(layout.headerClosure)
        #expect(
            relative(closure.added.keys, to: root) == [
                // Beside the compiled file that imports it.
                "App/AppDelegate.h", "App/HMSettingsViewRouter.h",
                // Through the bridging header, and the header map from another folder.
                "App/Interfaces/HMProfileViewInput.h", "App/Interfaces/HMSettingsViewInput.h",
                // Not in the project: the recursive user search path.
                "Shared/Deep/OnlyOnDisk.h",
                // Through the prefix header.
                "Shared/Routes/AppRoutes.h",
                // Included by the C file, through HEADER_SEARCH_PATHS.
                "Vendor/include/HMChecksum.h",
            ])
        #expect(Set(closure.added.values) == ["HeaderMapApp"])
        // Under `#if 0`, and included by nothing: the compiler never reads them.
        #expect(layout.modules[root + "/App/Interfaces/HMDeadViewInput.h"] == nil)
        #expect(layout.modules[root + "/App/Interfaces/HMUnusedViewInput.h"] == nil)
        // A project header of the framework, in its Headers phase.
        #expect(layout.modules[root + "/MapKitLike/HMMapInternal.h"] == "MapKitLike")
        // System headers and the framework's own are not found, and said so once each.
        let unresolved = closure.unresolved.map { relative([$0.file], to: root)[0] + ":\($0.line) " + $0.written }
        #expect(unresolved.contains("App/AppDelegate.h:1 <UIKit/UIKit.h>"))
        #expect(unresolved.contains("App/HMSettingsViewRouter.m:2 @import ZIKRouter"))
        #expect(!unresolved.contains { $0.contains("HM") && !$0.contains("ZIKRouter") && !$0.contains("Foundation") })
        #expect(closure.outside == 0)
        // Every compiled file and header reached has its imports kept, with the stamp they were read at.
        #expect(closure.readings[root + "/App/Checksum.c"]?.directives.map(\.spelling) == ["HMChecksum.h"])
        #expect(closure.readings.values.allSatisfy { $0.stamp != nil })
    }

    @Test func podsHeadersAreTheFilesTheyLinkTo() throws {
        let root = Self.objcShop
        let layout = try XcodeFixtures.layout(.init(workspace: root + "/ObjCShop.xcworkspace"))
        let closure = try #require(layout.headerClosure)
        // The app's protocols, in a folder of headers only, through the header map.
        for header in ["AboutViewInput.h", "ShopCartServiceInput.h", "ShopLoginViewInput.h"] {
            #expect(closure.added[root + "/Sources/App/Interfaces/" + header] == "App", "\(header)")
        }
        // `<ProductModule/…>` through Pods/Headers/Public: the development pod's own file, once.
        #expect(!layout.modules.keys.contains { $0.contains("/Pods/Headers/") })
        #expect(layout.modules[root + "/Sources/ProductModule/ProductDetailViewInput.h"] == "ProductModule")
        #expect(
            layout.modules[root + "/Pods/DZNEmptyDataSet/Source/UIScrollView+EmptyDataSet.h"] == "DZNEmptyDataSet")
        #expect(layout.moduleInfo["ZIKRouter"] == nil)
        #expect(layout.headerSearch.modules["CartModule"]?.podHeaderFolders.first == root + "/Pods/Headers/Public")
    }

    /// The look-ups in clang's order, on a tree with one file for each: the including file's folder
    /// before the header map; of two headers of one name, the including module's; user paths for
    /// `"…"` only; a recursive path's folders; a link into the `Pods` folder or a file outside the
    /// app's folders found but not read.
    @Test func theLookUpsInTheCompilersOrder() throws {
        let tree = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        defer {
            tree.remove()
            elsewhere.remove()
        }
        let root = tree.path
        try "".write(toFile: elsewhere.path + "/Outside.h", atomically: true, encoding: .utf8)
        func write(_ path: String, _ text: String = "") throws {
            try FileManager.default.createDirectory(
                atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        try write(
            "App/Main.m",
            """
            #import "Local.h"
            #import "Shared.h"
            #import <UserOnly.h>
            #import "UserOnly.h"
            #import <Deep/Thing.h>
            #import "Linked.h"
            #import "\(elsewhere.path)/Outside.h"
            #import "Missing.h"
            """)
        try write("App/Local.h")
        try write("Elsewhere/Local.h")
        try write("App/Sub/Shared.h")
        try write("Other/Shared.h")
        try write("UserPaths/UserOnly.h")
        try write("Lib/a/Deep/Thing.h", "#import \"Sibling.h\"\n")
        try write("Lib/a/Deep/Sibling.h")
        try write("Pods/Pod/Linked.h")
        try FileManager.default.createDirectory(
            atPath: root + "/Pods/Headers/Public/Pod", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Pods/Headers/Public/Pod/Linked.h", withDestinationPath: "../../../Pod/Linked.h")

        var layout = ProjectLayout()
        layout.registryModule = "App"
        layout.modules = [root + "/App/Main.m": "App"]
        layout.moduleInfo = [
            "App": ProjectModule(kind: .application, importableHeaders: [], defines: [], dependencies: ["Other"]),
            "Other": ProjectModule(kind: .framework, importableHeaders: [], defines: []),
        ]
        layout.candidateHeaders = [root + "/App/Sub/Shared.h": "App", root + "/Other/Shared.h": "Other"]
        layout.headerSearch.projectHeaders["P"] = [
            root + "/App/Local.h", root + "/Elsewhere/Local.h", root + "/App/Sub/Shared.h", root + "/Other/Shared.h",
        ]
        layout.headerSearch.modules["App"] = HeaderSearch.Module(
            headerMapProject: "P", userPaths: [root + "/UserPaths"],
            paths: [root + "/Lib/**", root + "/Pods/Headers/Public/Pod"])
        layout.headerSearch.sourceFolders = [root]
        layout.headerSearch.closedFolders = [root + "/Pods"]
        let closure = try #require(Pipeline.closingHeaders(of: layout).headerClosure)
        #expect(
            relative(closure.added.keys, to: root) == [
                "App/Local.h", "App/Sub/Shared.h", "Lib/a/Deep/Sibling.h", "Lib/a/Deep/Thing.h", "UserPaths/UserOnly.h",
            ])
        #expect(closure.unresolved.map(\.written) == ["<UserOnly.h>", "\"Missing.h\""])
        // The link into Pods/ and the file outside the tree: found, not the app's.
        #expect(closure.outside == 2)
    }

    @Test func aModuleImportReadsTheUmbrellaHeader() throws {
        let root = Self.headerMapApp
        let layout = try XcodeFixtures.layout(.init(project: root + "/HeaderMapApp.xcodeproj"))
        let reading = try #require(layout.headerClosure?.readings[root + "/App/AppDelegate.m"])
        #expect(reading.directives.contains(IncludeDirective(.module, "MapKitLike", line: 5)))
        #expect(!(layout.headerClosure?.unresolved.contains { $0.spelling == "MapKitLike" } ?? true))
    }
}

/// The folders of the app's code are the deepest folder each module's files share.
struct CommonFolderTests {
    @Test func theDeepestFolderTwoPathsShare() {
        #expect(HeaderSearchReading.commonFolder("/a/b", "/a/b") == "/a/b")
        #expect(HeaderSearchReading.commonFolder("/a/b", "/a/b/c") == "/a/b")
        #expect(HeaderSearchReading.commonFolder("/a/b/c", "/a/b") == "/a/b")
        #expect(HeaderSearchReading.commonFolder("/a/b", "/a/bc") == "/a")
        #expect(HeaderSearchReading.commonFolder("/a/b/x", "/a/c/y") == "/a")
        #expect(HeaderSearchReading.commonFolder("/a", "/b") == "/")
        #expect(HeaderSearchReading.commonFolder("/Ünïcode/a", "/Ünïcode/b") == "/Ünïcode")
    }
}
