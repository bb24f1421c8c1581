import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The CocoaPods workspace as a fresh clone or a CI job sees it: `Pods/` not installed, a
/// development pod's folder missing, a workspace entry that points nowhere, `Target Support Files`
/// not committed. No run may exit 0 with a router of the app missing, and no run reports on
/// targets the chosen one does not build.
struct XcodePodsInstallationTests {
    private func routegen(_ arguments: [String], in directory: String) throws -> ProcessOutput {
        try ProcessRunner.run(try ProcessRunner.routegenBinary(), arguments, in: directory)
    }

    /// A copy of the fixture workspace, so that folders can be taken away.
    private func podsApp() throws -> (folder: TemporaryDirectory, app: String) {
        let folder = try TemporaryDirectory()
        let app = folder.path + "/PodsApp"
        try FileManager.default.copyItem(atPath: XcodeFixtures.podsApp, toPath: app)
        return (folder, app)
    }

    /// Without `Pods/`, the development pod is read from its folder and podspec: the registry is
    /// byte for byte the one of the installed workspace, and one warning says what to run.
    @Test func developmentPodsAreReadFromTheirFoldersBeforePodInstall() throws {
        let (folder, app) = try podsApp()
        defer { folder.remove() }
        let installed = try routegen(
            [
                "generate", "--workspace", "NoteApp.xcworkspace", "--entry", "objc", "--output-dir",
                folder.path + "/installed",
            ], in: app)
        #expect(installed.status == 0, "\(installed.stderr)")
        try FileManager.default.removeItem(atPath: app + "/Pods")
        let fresh = try routegen(
            [
                "generate", "--workspace", "NoteApp.xcworkspace", "--entry", "objc", "--output-dir",
                folder.path + "/fresh",
            ], in: app)
        #expect(fresh.status == 0, "\(fresh.stderr)")
        for name in ["RouteRegistry.h", "RouteRegistry.m"] {
            let before = try String(contentsOfFile: folder.path + "/installed/" + name, encoding: .utf8)
            let after = try String(contentsOfFile: folder.path + "/fresh/" + name, encoding: .utf8)
            #expect(before == after, "\(name) differs without Pods/:\n\(after)")
        }
        let registry = try String(contentsOfFile: folder.path + "/fresh/RouteRegistry.m", encoding: .utf8)
        #expect(registry.contains("[NEEditorViewRouter registerRoutableDestination];"))
        #expect(registry.contains("#import <NoteEditor/NEEditorViewRouter.h>"))
        let warnings = fresh.stderr.split(separator: "\n").filter { $0.contains("[cocoapods]") }
        #expect(warnings.count == 1, "said once: \(fresh.stderr)")
        #expect(warnings.first?.contains("Pods.xcodeproj is not there") == true)
        #expect(warnings.first?.contains("The development pods NoteEditor are scanned from their folders") == true)
        #expect(warnings.first?.contains("run `pod install`") == true)
        #expect(warnings.first?.contains("ZIKRemoteConfig") == true, "the spec-repo pod that is not read is named")
        #expect(
            !fresh.stderr.contains("[xcode-project]"),
            "the app's Pods xcconfig is explained by the one warning: \(fresh.stderr)")

        let check = try routegen(["check", "--workspace", "NoteApp.xcworkspace"], in: app)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(
            !check.stdout.contains("NEEditorViewInput"),
            "the route the app requests from the pod is known: \(check.stdout)")
    }

    /// A pod the config asks to register cannot be read without `Pods/`: an error, and the
    /// registry is left alone.
    @Test func aNamedSpecRepoPodWithoutPodsIsAnError() throws {
        let (folder, app) = try podsApp()
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: app + "/Pods")
        try "workspace: NoteApp.xcworkspace\npods: [ZIKRemoteConfig]\n".write(
            toFile: app + "/.routegen.yml", atomically: true, encoding: .utf8)
        let output = try routegen(["generate", "--entry", "objc", "--output-dir", folder.path + "/out"], in: app)
        #expect(output.status == 1, "\(output.stderr)")
        #expect(output.stderr.contains("error: pod ZIKRemoteConfig is named under pods: but"), "\(output.stderr)")
        #expect(output.stderr.contains("registry not written"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/RouteRegistry.m"))
    }

    /// A development pod whose `:path:` folder is gone loses its routers, installed or not: an
    /// error that names the pod, never an exit 0 with a smaller registry.
    @Test func aMissingDevelopmentPodFolderIsAnError() throws {
        for podsInstalled in [true, false] {
            let (folder, app) = try podsApp()
            defer { folder.remove() }
            try FileManager.default.removeItem(atPath: app + "/LocalPods")
            if !podsInstalled { try FileManager.default.removeItem(atPath: app + "/Pods") }
            let output = try routegen(
                [
                    "generate", "--workspace", "NoteApp.xcworkspace", "--entry", "objc", "--output-dir",
                    folder.path + "/out",
                ], in: app)
            #expect(output.status == 1, "Pods installed: \(podsInstalled): \(output.stderr)")
            #expect(
                output.stderr.contains(
                    "error: development pod NoteEditor: its folder \(app)/LocalPods/NoteEditor (the :path: of Podfile.lock) is not there"
                ), "\(output.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/RouteRegistry.m"))
            let check = try routegen(["check", "--workspace", "NoteApp.xcworkspace"], in: app)
            #expect(check.status != 0, "\(check.stdout)")
        }
    }

    /// A project the workspace lists that is not there: an error when the app links a framework
    /// no readable project builds (the missing one may have), a warning when nothing it uses can
    /// come from it.
    @Test func aWorkspaceEntryThatPointsNowhere() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // The siblings workspace names ../ObjCApp's framework project by a relative path.
        try FileManager.default.copyItem(
            atPath: Repository.path("Fixtures/Xcode/SiblingsApp"), toPath: folder.path + "/SiblingsApp")
        try FileManager.default.copyItem(atPath: XcodeFixtures.objcApp, toPath: folder.path + "/ObjCApp")
        let workspace = folder.path + "/SiblingsApp/Siblings.xcworkspace"
        let complete = try routegen(["check", "--workspace", workspace], in: folder.path)
        #expect(complete.status == 0, "\(complete.stdout)\(complete.stderr)")
        #expect(!complete.stdout.contains("missing-subproject"))

        try FileManager.default.removeItem(atPath: folder.path + "/ObjCApp/LoginModule/ZIKLoginModule.xcodeproj")
        let lost = try routegen(
            ["generate", "--workspace", workspace, "--output-dir", folder.path + "/out"], in: folder.path)
        #expect(lost.status == 1, "\(lost.stderr)")
        #expect(
            lost.stderr.contains(
                "ZIKLoginModule.xcodeproj, which is not there, and target SiblingsApp links ZIKLoginModule.framework, which no readable project builds"
            ), "\(lost.stderr)")
        #expect(lost.stderr.contains("[missing-subproject]"))

        // A stale entry next to a complete workspace costs nothing.
        let stale = folder.path + "/SiblingsApp/Stale.xcworkspace"
        try FileManager.default.createDirectory(atPath: stale, withIntermediateDirectories: true)
        let text = try String(
            contentsOfFile: Repository.path("Fixtures/Xcode/SiblingsApp/Siblings.xcworkspace/contents.xcworkspacedata"),
            encoding: .utf8
        )
        .replacingOccurrences(
            of: "</Workspace>",
            with: "   <FileRef\n      location = \"group:Retired/Retired.xcodeproj\">\n   </FileRef>\n</Workspace>")
        try text.write(toFile: stale + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder.path + "/ObjCApp")
        try FileManager.default.copyItem(atPath: XcodeFixtures.objcApp, toPath: folder.path + "/ObjCApp")
        let warned = try routegen(["check", "--workspace", stale], in: folder.path)
        #expect(warned.status == 0, "\(warned.stdout)\(warned.stderr)")
        #expect(
            warned.stdout.contains(
                "warning: the workspace lists \(folder.path)/SiblingsApp/Retired/Retired.xcodeproj, which is not there; no target SiblingsApp uses is missing"
            ), "\(warned.stdout)")
    }

    /// `Target Support Files` not committed: only the settings of the chosen target and what it
    /// builds are read and reported on, not the test target's, nor ZIKRouter's own pod's; and
    /// `init` followed by `check` still exits 0 with warnings only.
    @Test func onlyTheChosenTargetsSettingsAreReported() throws {
        let (folder, app) = try podsApp()
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: app + "/Pods/Target Support Files")
        let check = try routegen(["check", "--workspace", "NoteApp.xcworkspace", "--target", "NoteApp"], in: app)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let settings = check.stdout.split(separator: "\n").filter { $0.contains("[xcode-project]") }
        #expect(
            settings.contains { $0.contains("Pods-NoteApp.debug.xcconfig") },
            "the app's own configuration: \(check.stdout)")
        #expect(settings.contains { $0.contains("NoteEditor.debug.xcconfig") }, "a pod the app builds: \(check.stdout)")
        #expect(!check.stdout.contains("NoteAppTests"), "the test target is not built: \(check.stdout)")
        #expect(
            !check.stdout.contains("ZIKRouter.debug.xcconfig"), "the framework's own pod is not read: \(check.stdout)")
        #expect(!check.stdout.contains(": error:"))

        let initialized = try routegen(["init"], in: app)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        let again = try routegen(["check"], in: app)
        #expect(again.status == 0, "init must change nothing: \(again.stdout)\(again.stderr)")
        #expect(again.stdout == check.stdout)
    }

    // MARK: Podspecs

    @Test func podspecPlainForms() {
        let spec = Podspec.parse(
            ruby: """
                Pod::Spec.new do |s|
                  s.name         = 'NoteEditor'
                  s.module_name  = 'NoteEditing'
                  s.source_files = 'NoteEditor/Classes/**/*.{h,m}', "NoteEditor/Shared/*.swift"
                  s.ios.exclude_files = ['NoteEditor/Classes/Debug/**/*',
                                         'NoteEditor/Classes/Legacy.m']
                  s.public_header_files = %w[NoteEditor/Classes/NEEditorViewRouter.h NoteEditor/Classes/NoteEditor.h]
                  s.subspec 'Core' do |core|
                    core.source_files = 'NoteEditor/Core/**/*'.freeze
                  end
                  s.dependency 'ZIKRouter', '>= 1.1.1'
                end
                """, file: "NoteEditor.podspec")
        #expect(spec.unread == nil)
        #expect(spec.moduleName == "NoteEditing")
        #expect(
            spec.sourceFiles == ["NoteEditor/Classes/**/*.{h,m}", "NoteEditor/Shared/*.swift", "NoteEditor/Core/**/*"])
        #expect(spec.excludeFiles == ["NoteEditor/Classes/Debug/**/*", "NoteEditor/Classes/Legacy.m"])
        #expect(
            spec.publicHeaderFiles == ["NoteEditor/Classes/NEEditorViewRouter.h", "NoteEditor/Classes/NoteEditor.h"])

        // A value routegen would have to run Ruby for is said, not guessed.
        let computed = Podspec.parse(
            ruby: """
                Pod::Spec.new do |s|
                  root = 'NoteEditor'
                  s.source_files = "#{root}/Classes/**/*"
                end
                """, file: "NoteEditor.podspec")
        #expect(computed.unread == "NoteEditor.podspec: `source_files` is not written as plain strings")
        let variable = Podspec.parse(ruby: "s.source_files = FILES + ['a.m']\n", file: "X.podspec")
        #expect(variable.unread != nil)

        let json = Podspec.parse(
            json: Data(
                #"{"name": "X", "source_files": ["A/**/*.{h,m}"], "ios": {"exclude_files": "A/Mac/*"}, "subspecs": [{"name": "B", "source_files": "B/*.m"}]}"#
                    .utf8), file: "X.podspec.json")
        #expect(json.sourceFiles == ["A/**/*.{h,m}", "B/*.m"])
        #expect(json.excludeFiles == ["A/Mac/*"])
    }

    /// CocoaPods' globs: `**` at any depth, `{h,m}` alternatives, a folder for everything under
    /// it, `exclude_files` taken out, every header public unless `public_header_files` says.
    @Test func developmentPodFilesFollowThePodspec() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "Pod/Pod.podspec",
            """
            Pod::Spec.new do |s|
              s.name = 'Pod'
              s.source_files = 'Pod/Classes/**/*.{h,m}', 'Pod/Extra'
              s.exclude_files = 'Pod/Classes/Internal/**/*'
              s.public_header_files = 'Pod/Classes/*.h'
            end
            """)
        for file in [
            "Pod/Classes/A.h", "Pod/Classes/A.m", "Pod/Classes/Sub/B.h", "Pod/Classes/Sub/B.m",
            "Pod/Classes/Internal/C.m",
            "Pod/Classes/D.swift", "Pod/Extra/E.swift", "Example/App/AppDelegate.m",
        ] {
            try folder.write("Pod/" + file, "// \(file)\n")
        }
        let read = DevelopmentPodFolder.read(pod: "Pod", folder: folder.path + "/Pod")
        let root = folder.path + "/Pod/"
        #expect(
            read.sources.map { String($0.dropFirst(root.count)) } == [
                "Pod/Classes/A.m", "Pod/Classes/Sub/B.m", "Pod/Extra/E.swift",
            ])
        #expect(read.headers.map { String($0.dropFirst(root.count)) } == ["Pod/Classes/A.h", "Pod/Classes/Sub/B.h"])
        #expect(read.publicHeaders.map { String($0.dropFirst(root.count)) } == ["Pod/Classes/A.h"])
        #expect(read.notes.isEmpty)
        #expect(read.folders.contains(folder.path + "/Pod/Pod/Classes/Sub"))

        // Without a podspec it can read, the whole folder but the example app and tests, and a note.
        try FileManager.default.removeItem(atPath: folder.path + "/Pod/Pod.podspec")
        let whole = DevelopmentPodFolder.read(pod: "Pod", folder: folder.path + "/Pod")
        #expect(whole.sources.count == 5)
        #expect(!whole.sources.contains { $0.contains("/Example/") })
        #expect(whole.notes.first?.message.contains("no Pod.podspec in its folder") == true)
    }
}
