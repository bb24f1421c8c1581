import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel

/// Paths in committed files (file lists, baselines, dumps) are written relative to a folder, so
/// that a checkout at another path writes the same bytes.
struct PortablePathTests {
    @Test func aPathIsRelativeToAFolderAboveOrBesideIt() {
        #expect(StandardPath.relative("/work/app/Shop/A.m", to: "/work/app/Shop") == "A.m")
        #expect(StandardPath.relative("/work/app/Pods/P.h", to: "/work/app/Shop") == "../Pods/P.h")
        #expect(StandardPath.relative("/work/app/Shop", to: "/work/app/Shop") == ".")
        #expect(StandardPath.relative("/work/app", to: "/work/app/Shop/Sub") == "../..")
        #expect(StandardPath.relative("/work/app/./Shop/../Podfile", to: "/work/app/Shop") == "../Podfile")
        // Nothing shared but the root: the path stays as it is, and so does a relative one.
        #expect(StandardPath.relative("/usr/include/a.h", to: "/work/app") == "/usr/include/a.h")
        #expect(StandardPath.relative("Sources/A.swift", to: "/work/app") == "Sources/A.swift")
    }

    /// A path inside the folder is answered without splitting either (the file lists of a large
    /// project); every path, inside or not and however spelt, must get what the components give.
    @Test func aPathInsideTheFolderIsRelativeAsItsComponentsSay() {
        let parts = ["work", "app", "Shop", "Shopping", "Sho", "..", ".", "", "A.m"]
        var random = SplitMix64(seed: 0xF11E_1157)
        func path() -> String {
            "/"
                + (0..<Int.random(in: 0...5, using: &random)).map { _ in parts.randomElement(using: &random)! }
                .joined(separator: "/")
        }
        var pairs = [("/work/app/Shop/A.m", "/work/app/Shop"), ("/work/app/ShopA.m", "/work/app/Shop"), ("/a", "/")]
        for _ in 0..<3000 { pairs.append((path(), path())) }
        for (file, folder) in pairs {
            #expect(
                StandardPath.relative(file, to: folder) == Self.relativeByComponents(file, folder),
                "\(file) to \(folder)")
        }
    }

    /// The common components dropped, `..` for each of the folder's left.
    private static func relativeByComponents(_ path: String, _ base: String) -> String {
        let parts = StandardPath.standardized(path).split(separator: "/")
        let baseParts = StandardPath.standardized(base).split(separator: "/")
        var common = 0
        while common < min(parts.count, baseParts.count) && parts[common] == baseParts[common] { common += 1 }
        if common == 0 { return StandardPath.standardized(path) }
        let relative = Array(repeating: "..", count: baseParts.count - common) + parts[common...].map(String.init)
        return relative.isEmpty ? "." : relative.joined(separator: "/")
    }

    @Test func messagesNameFilesRelativeToTheFolder() {
        let base = "/tmp/x/alice/ShopPodsApp/Shop"
        let message =
            "/tmp/x/alice/ShopPodsApp/Pods/Pods.xcodeproj is not there; read /tmp/x/alice/ShopPodsApp/Shop/Shop.xcodeproj (\"/tmp/x/alice/ShopPodsApp/Podfile.lock\")"
        #expect(
            StandardPath.relativizingPaths(in: message, to: base)
                == "../Pods/Pods.xcodeproj is not there; read Shop.xcodeproj (\"../Podfile.lock\")")
        // A folder that only ends like the base is another folder.
        #expect(
            StandardPath.relativizingPaths(in: "see /mnt/tmp/x/alice/ShopPodsApp/Shop/a.m", to: base)
                == "see /mnt/tmp/x/alice/ShopPodsApp/Shop/a.m")
        #expect(StandardPath.relativizingPaths(in: "no path here", to: base) == "no path here")
    }

    @Test func fileListsAreRelativeToTheSourceRootAboveItToo() {
        let lists = XCFileList.lists(
            inputs: [
                "/w/app/Shop/Shop/A.m", "/w/app/Podfile.lock", "/w/app/LocalPods/Cart/C.h", "/w/app/Shop/.routegen.yml",
            ],
            outputs: ["/w/app/Shop/App/Generated/RouteRegistry.m"], sourceRoot: "/w/app/Shop")
        #expect(
            lists.inputs
                == "$(SRCROOT)/../LocalPods/Cart/C.h\n$(SRCROOT)/../Podfile.lock\n$(SRCROOT)/.routegen.yml\n$(SRCROOT)/Shop/A.m\n"
        )
        #expect(lists.outputs == "$(SRCROOT)/App/Generated/RouteRegistry.m\n")
        let absolute = XCFileList.lists(inputs: ["/w/app/Shop/Shop/A.m"], outputs: [], sourceRoot: nil)
        #expect(absolute.inputs == "/w/app/Shop/Shop/A.m\n")
    }

    /// The sources' lines, worked out ahead, merged with the other inputs' give the list the
    /// whole set gives: sorted, each line once, whichever side a line comes from.
    @Test func sourceLinesWorkedOutAheadMergeIntoTheSameList() {
        let sources = [
            "/w/app/Shop/Shop/B.m", "/w/app/LocalPods/Cart/C.h", "/w/app/Shop/Shop/A.m", "/w/app/Shop/Shop/A.m",
        ]
        let others = ["/w/app/Shop/.routegen.yml", "/w/app/Shop/Shop/B.m", "/w/app/Podfile.lock", "/w/app/Shop/Z.m"]
        let whole = XCFileList.lists(inputs: sources + others, outputs: [], sourceRoot: "/w/app/Shop").inputs
        let ahead = XCFileList.lines(sources, sourceRoot: "/w/app/Shop")
        #expect(ahead.count == 3)
        let merged = XCFileList.merged(ahead, XCFileList.lines(others, sourceRoot: "/w/app/Shop"))
        #expect(XCFileList.text(lines: merged) == whole)
        #expect(merged.count == 6)
        #expect(XCFileList.merged([], ahead) == ahead && XCFileList.merged(ahead, []) == ahead)
    }

    /// A baseline written in one checkout accepts the same findings in another, and a baseline
    /// written before paths in messages were made portable still holds in its own checkout.
    @Test func baselinesHoldInAnotherCheckout() {
        func finding(_ root: String) -> Diagnostic {
            Diagnostic(
                .warning, "\(root)/Pods/Pods.xcodeproj is not there; run `pod install`",
                at: .wholeFile(root + "/Shop.xcworkspace/contents.xcworkspacedata"), rule: .cocoapods)
        }
        let here = ReportEnvironment(workingDirectory: "/a/app/Shop", repositoryRoot: "/a/app/Shop")
        let there = ReportEnvironment(workingDirectory: "/b/c/app/Shop", repositoryRoot: "/b/c/app/Shop")
        let baseline = Baseline(accepting: [finding("/a/app")], environment: here)
        #expect(baseline.fingerprints.map(\.message) == ["../Pods/Pods.xcodeproj is not there; run `pod install`"])
        #expect(baseline.fingerprints.map(\.file) == ["../Shop.xcworkspace/contents.xcworkspacedata"])
        #expect(baseline.filter([finding("/b/c/app")], environment: there).accepted == 1)
        let old = Baseline(fingerprints: [
            .init(
                rule: "cocoapods", file: "/a/app/Shop.xcworkspace/contents.xcworkspacedata",
                message: "/a/app/Pods/Pods.xcodeproj is not there; run `pod install`")
        ])
        #expect(old.filter([finding("/a/app")], environment: here).accepted == 1)
    }
}
