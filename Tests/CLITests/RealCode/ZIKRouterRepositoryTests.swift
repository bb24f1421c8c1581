import Foundation
import RouteGenTestSupport
import Testing

/// Precision on real code: ZIKRouter's own repository (its iOS and macOS demos with their Xcode
/// projects, the modules they link, the test bundles and the framework itself) is correct code that
/// runs under ZIKRouter's launch checks, so `check` must give no error on it in any mode a team would
/// use. Every warning and note it gives is listed, with its reason, in
/// `zikrouter-repository.expectations` beside this file; a finding not listed there fails, and so does
/// a listed one that no longer occurs, so the file always says what `check` reports today.
/// See docs/precision.md.
@Suite(.serialized, .enabled(if: ZIKRouterRepository.runs))
struct ZIKRouterRepositoryTests {
    @Test(arguments: RepositoryRun.all)
    func checkGivesNoErrorAndOnlyExpectedFindings(_ run: RepositoryRun) throws {
        let root = try ZIKRouterRepository.unpacked()
        let result = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(), ["check"] + run.arguments + ["--format", "json"], in: root)
        let findings = try RepositoryFinding.decode(result.stdout, run: run.id, root: root)
        let errors = findings.filter { $0.severity == "error" }
        #expect(errors.isEmpty, "\(run.id): \(errors.map(\.line).joined(separator: "\n"))\n\(result.stderr)")
        #expect(result.status == (errors.isEmpty ? 0 : 1), "\(run.id) exited \(result.status): \(result.stderr)")

        let expected = try RepositoryExpectations.load().filter { $0.run == run.id }
        var unmatched = expected.map(\.key)
        var unexpected: [String] = []
        for finding in findings where finding.severity != "error" {
            if let index = unmatched.firstIndex(of: finding.key) {
                unmatched.remove(at: index)
            } else {
                unexpected.append(finding.line)
            }
        }
        #expect(
            unexpected.isEmpty,
            "\(run.id): findings missing from zikrouter-repository.expectations (fix them, or add each with its reason):\n\(unexpected.joined(separator: "\n"))"
        )
        #expect(
            unmatched.isEmpty,
            "\(run.id): expected findings that no longer occur (remove them from zikrouter-repository.expectations):\n\(unmatched.joined(separator: "\n"))"
        )
    }

    /// Every line of the expectations file names a run this suite makes, a warning or a note (an
    /// error is never acceptable), and a reason.
    @Test func everyExpectationHasAReasonAndIsNeverAnError() throws {
        let entries = try RepositoryExpectations.load()
        let runs = Set(RepositoryRun.all.map(\.id))
        for entry in entries {
            #expect(runs.contains(entry.run), "unknown run \(entry.run) in: \(entry.text)")
            #expect(["warning", "note"].contains(entry.severity), "not a warning or note: \(entry.text)")
            #expect(entry.reason.count >= 20, "no reason given: \(entry.text)")
        }
    }

    /// The registry `generate` writes for the iOS demo registers exactly the routers the demo's
    /// hand-kept registries (`AppRouteRegistry.m`, `AppSwiftRouteRegistry.swift`) register, in folder
    /// and in project mode.
    @Test(arguments: [
        ["Demo/ZIKRouterDemo", "Demo/ZIKLoginModule", "Demo/ZIKAlertModule", "--module", "ZIKRouterDemo"],
        ["--project", "Demo/ZIKRouterDemo.xcodeproj", "--target", "ZIKRouterDemo"],
    ])
    func generatedRegistryRegistersTheHandKeptRouters(_ input: [String]) throws {
        let root = try ZIKRouterRepository.unpacked()
        let output = try TemporaryDirectory()
        defer { output.remove() }
        let result = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(),
            ["generate"] + input + ["--entry", "objc", "--output-dir", output.path],
            in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let generated = try registeredRouters(
            in: ["RouteRegistry.m", "RouteRegistrySwiftRoutes.swift"].map { output.path + "/" + $0 })
        let handKept = try registeredRouters(
            in: ["AppRouteRegistry.m", "SwiftSample/AppSwiftRouteRegistry.swift"].map {
                root + "/Demo/ZIKRouterDemo/" + $0
            })
        #expect(!handKept.isEmpty)
        #expect(
            generated == handKept,
            "only generated: \(generated.subtracting(handKept).sorted()); only hand-kept: \(handKept.subtracting(generated).sorted())"
        )
    }

    /// The classes whose `registerRoutableDestination` a registry file calls, in either language.
    private func registeredRouters(in files: [String]) throws -> Set<String> {
        let call = try Regex(#"\[(\w+) registerRoutableDestination\]|(\w+)\.registerRoutableDestination\(\)"#)
        var routers: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for match in text.matches(of: call) {
                if let name = (match.output[1].substring ?? match.output[2].substring) { routers.insert(String(name)) }
            }
        }
        return routers
    }
}

/// One `check` the suite makes: the inputs a team would pass, from the repository's root.
struct RepositoryRun: CustomTestStringConvertible, Sendable {
    var id: String
    var arguments: [String]
    var testDescription: String { id }

    private static let iOSRegistries = [
        "--registry", "Demo/ZIKRouterDemo/AppRouteRegistry.m",
        "--registry", "Demo/ZIKRouterDemo/SwiftSample/AppSwiftRouteRegistry.swift",
    ]

    static let all: [RepositoryRun] = [
        // The demos as folders, with the modules they link and their hand-kept registries.
        RepositoryRun(
            id: "ios-folder",
            arguments: ["Demo/ZIKRouterDemo", "Demo/ZIKLoginModule", "Demo/ZIKAlertModule"] + iOSRegistries),
        RepositoryRun(id: "mac-folder", arguments: ["Demo/ZIKRouterDemo-macOS", "Demo/ZIKLoginModule"]),
        // The demos as their Run Script phases read them.
        RepositoryRun(
            id: "ios-project",
            arguments: ["--project", "Demo/ZIKRouterDemo.xcodeproj", "--target", "ZIKRouterDemo"] + iOSRegistries),
        RepositoryRun(
            id: "mac-project",
            arguments: [
                "--project", "Demo/ZIKRouterDemo-macOS/ZIKRouterDemo-macOS.xcodeproj", "--target",
                "ZIKRouterDemo-macOS",
            ]),
        // The repository's workspace: the demos link ZRouter's project, which has ZIKRouter's project as
        // a sub-project, so the framework's own sources are compiled in the target's closure.
        RepositoryRun(
            id: "ios-workspace",
            arguments: ["--workspace", "Router.xcworkspace", "--target", "ZIKRouterDemo"] + iOSRegistries),
        RepositoryRun(
            id: "mac-workspace", arguments: ["--workspace", "Router.xcworkspace", "--target", "ZIKRouterDemo-macOS"]),
        // The test bundles, each a folder.
        RepositoryRun(id: "ZIKRouterTests", arguments: ["ZIKRouterTests"]),
        RepositoryRun(id: "ZRouterTests", arguments: ["ZRouterTests"]),
        RepositoryRun(id: "ZIKViewRouterTests", arguments: ["Demo/ZIKViewRouterTests"]),
    ]
}

/// One finding of a run, keyed without its message: the repository is fixed, so a path, line, column,
/// severity and rule name the finding, and a reworded message does not need a new expectation.
struct RepositoryFinding {
    var key: String
    var severity: String
    /// The finding as printed, for failure messages.
    var line: String

    static func decode(_ json: String, run: String, root: String) throws -> [RepositoryFinding] {
        struct Report: Decodable {
            struct Item: Decodable {
                var file: String?
                var line: Int?
                var column: Int?
                var severity: String
                var rule: String?
                var message: String
            }
            var diagnostics: [Item]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
        return report.diagnostics.map { item in
            var file = item.file ?? "-"
            if file.hasPrefix(root + "/") { file = String(file.dropFirst(root.count + 1)) }
            let place = "\(file):\(item.line ?? 0):\(item.column ?? 0)"
            let key = RepositoryExpectations.key(
                run: run, place: place, severity: item.severity, rule: item.rule ?? "-")
            return RepositoryFinding(
                key: key, severity: item.severity,
                line: "\(run)\t\(place)\t\(item.severity)\t\(item.rule ?? "-")\t\(item.message)")
        }
    }
}

/// `zikrouter-repository.expectations`: one accepted finding per line,
/// `run<TAB>path:line:column<TAB>severity<TAB>rule<TAB>reason`; `#` starts a comment line.
struct RepositoryExpectations {
    var run: String
    var severity: String
    var key: String
    var reason: String
    var text: String

    static func key(run: String, place: String, severity: String, rule: String) -> String {
        [run, place, severity, rule].joined(separator: "\t")
    }

    static func load() throws -> [RepositoryExpectations] {
        let path = Repository.path("Tests/CLITests/RealCode/zikrouter-repository.expectations")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else {
                throw CocoaError(
                    .fileReadCorruptFile,
                    userInfo: [NSLocalizedDescriptionKey: "expected 5 tab-separated fields: \(line)"])
            }
            return RepositoryExpectations(
                run: fields[0], severity: fields[2],
                key: key(run: fields[0], place: fields[1], severity: fields[2], rule: fields[3]),
                reason: fields[4].trimmingCharacters(in: .whitespaces), text: String(line))
        }
    }
}

/// The repository tarball, unpacked once per test process.
enum ZIKRouterRepository {
    /// `$ROUTEGEN_REAL_APPS`, else `../shared/real-apps` beside the repository.
    static var tarball: String? {
        let folder =
            ProcessInfo.processInfo.environment["ROUTEGEN_REAL_APPS"]
            ?? Repository.root.deletingLastPathComponent().appendingPathComponent("shared/real-apps").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("ZIKRouter-repo-") && $0.hasSuffix(".tar.gz") }.sorted().last.map {
            folder + "/" + $0
        }
    }

    /// Runs when the tarball is there, and always under CI, where its absence must fail.
    static var runs: Bool { ExternalTool.isCI || tarball != nil }

    /// Unpacked into a folder named by the tarball's size and date, kept between test runs: the
    /// tarball is unpacked beside it and renamed into place, so a stopped run leaves no half folder.
    private static let unpacking = Result { () throws -> String in
        guard let tarball else {
            throw ExternalTool.MissingTool(
                description:
                    "ZIKRouter's repository tarball (ZIKRouter-repo-*.tar.gz) is not in ../shared/real-apps or $ROUTEGEN_REAL_APPS"
            )
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: tarball)
        let stamp =
            "\((attributes[.size] as? Int) ?? 0)-\(Int((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0))"
        let kept = NSTemporaryDirectory() + "routegen-zikrouter-repository-" + stamp
        if !FileManager.default.fileExists(atPath: kept) {
            let folder = try TemporaryDirectory()
            let result = try ProcessRunner.run("tar", ["-xzf", tarball, "-C", folder.path])
            guard result.status == 0 else {
                folder.remove()
                throw ExternalTool.MissingTool(description: "tar -xzf \(tarball) failed: \(result.stderr)")
            }
            do { try FileManager.default.moveItem(atPath: folder.path, toPath: kept) } catch {
                folder.remove() // another test process unpacked it first
                guard FileManager.default.fileExists(atPath: kept) else { throw error }
            }
        }
        let top = try FileManager.default.contentsOfDirectory(atPath: kept).filter { !$0.hasPrefix(".") }
        guard top.count == 1 else {
            throw ExternalTool.MissingTool(description: "\(tarball) does not hold one top folder: \(top)")
        }
        return kept + "/" + top[0]
    }

    static func unpacked() throws -> String { try unpacking.get() }
}
