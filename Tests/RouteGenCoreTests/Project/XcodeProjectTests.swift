import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Reading `.xcodeproj` / `.xcworkspace` fixtures under `Fixtures/Xcode`: which files each target
/// compiles, module names, header visibility, build settings, sub-projects and pods.
struct XcodeProjectTests {
    static let objcApp = XcodeFixtures.objcApp
    static let swiftApp = XcodeFixtures.swiftApp
    static let podsApp = XcodeFixtures.podsApp

    static func layout(_ request: ProjectLoader.Request) throws -> ProjectLayout {
        try XcodeFixtures.layout(request)
    }

    static func relative(_ files: [String], to root: String) -> [String] {
        files.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }
    }

    @Test func objcAppWithFrameworkSubProject() throws {
        let layout = try Self.layout(.init(project: Self.objcApp + "/ZIKDemo.xcodeproj"))
        #expect(layout.registryModule == "ZIKDemo")
        #expect(layout.swiftHeader == "ZIKDemo-Swift.h")
        #expect(
            Self.relative(layout.files, to: Self.objcApp) == [
                "LoginModule/ZIKLoginModule/ZIKAccountServiceRouter.h",
                "LoginModule/ZIKLoginModule/ZIKAccountServiceRouter.m",
                "LoginModule/ZIKLoginModule/ZIKLoginModule.h",
                "LoginModule/ZIKLoginModule/ZIKLoginModuleRequiredAlertInput.h",
                "LoginModule/ZIKLoginModule/ZIKLoginViewRouter.h",
                "LoginModule/ZIKLoginModule/ZIKLoginViewRouter.m",
                "ZIKDemo/AppDelegate.h",
                "ZIKDemo/AppDelegate.m",
                "ZIKDemo/Routers/ZIKAlertViewRouter.h",
                "ZIKDemo/Routers/ZIKAlertViewRouter.m",
                "ZIKDemo/Routers/ZIKChatViewRouter.h",
                "ZIKDemo/Routers/ZIKChatViewRouter.m",
                "ZIKDemo/Routers/ZIKDemoRouteAdapter.h",
                "ZIKDemo/Routers/ZIKDemoRouteAdapter.m",
                "ZIKDemo/Routers/ZIKProfileViewRouter.m",
                "ZIKDemo/Routers/ZIKSettingsViewRouter.h",
                "ZIKDemo/Routers/ZIKSettingsViewRouter.m",
                "ZIKDemo/ZIKDemo-Prefix.pch",
                "ZIKDemo/main.m",
            ],
            "the Legacy router removed from the target and the stray file in no target are not scanned; the prefix header is; the file missing on disk is listed, and reported by the scan"
        )
        #expect(layout.modules[Self.objcApp + "/LoginModule/ZIKLoginModule/ZIKLoginViewRouter.m"] == "ZIKLoginModule")
        #expect(layout.modules[Self.objcApp + "/ZIKDemo/main.m"] == "ZIKDemo")
        let framework = try #require(layout.moduleInfo["ZIKLoginModule"])
        #expect(framework.kind == .framework)
        #expect(
            Self.relative(framework.importableHeaders, to: Self.objcApp) == [
                "LoginModule/ZIKLoginModule/ZIKAccountServiceRouter.h",
                "LoginModule/ZIKLoginModule/ZIKLoginModule.h",
                "LoginModule/ZIKLoginModule/ZIKLoginModuleRequiredAlertInput.h",
                "LoginModule/ZIKLoginModule/ZIKLoginViewRouter.h",
            ])
        #expect(layout.moduleInfo["ZIKDemo"]?.kind == .application)
        // A Sources-phase file that is not on disk is a warning that names the project, from the
        // scan (a reading kept from an earlier run must say the same), and is not counted as found.
        #expect(!layout.diagnostics.contains { $0.rule == "missing-project-file" })
        let (result, _) = try Self.run(.init(project: Self.objcApp + "/ZIKDemo.xcodeproj"))
        #expect(!result.figures.files.contains { $0.hasSuffix("ZIKProfileViewRouter.m") })
        #expect(result.figures.filesFound == layout.files.count - 1)
        let missing = result.graph.diagnostics.filter { $0.rule == "missing-project-file" }
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains("ZIKProfileViewRouter.m") == true)
        #expect(missing.first?.message.contains("ZIKDemo.xcodeproj") == true)
        #expect(missing.first?.severity == .warning)
        #expect(layout.inputFiles.contains(Self.objcApp + "/Config/Debug.xcconfig"))
        #expect(layout.inputFiles.contains(Self.objcApp + "/LoginModule/ZIKLoginModule.xcodeproj/project.pbxproj"))
    }

    @Test func buildSettingsPerConfigurationWithXCConfigIncludes() throws {
        let debug = try #require(
            try XcodeProject.load(Self.objcApp + "/ZIKDemo.xcodeproj", configuration: nil).get().target(
                named: "ZIKDemo"))
        #expect(
            debug.defines == [
                "DEBUG=1", "FEATURE_CHAT=1", "USE_DEFAULT_DEPENDENCY_ZIKLoginModule=1", "ZIK_APP_TARGET=1",
                "ZIK_VERBOSE_ROUTING",
            ])
        #expect(debug.swiftConditions == ["DEBUG"])
        #expect(debug.prefixHeader == Self.objcApp + "/ZIKDemo/ZIKDemo-Prefix.pch")
        #expect(debug.headerSearchPaths == [Self.objcApp + "/ZIKDemo/Routers"])
        let release = try #require(
            try XcodeProject.load(Self.objcApp + "/ZIKDemo.xcodeproj", configuration: "Release").get().target(
                named: "ZIKDemo"))
        #expect(release.defines == ["USE_DEFAULT_DEPENDENCY_ZIKLoginModule=1", "ZIK_APP_TARGET=1"])
        #expect(release.swiftConditions == [])
        let framework = try #require(
            try XcodeProject.load(Self.objcApp + "/LoginModule/ZIKLoginModule.xcodeproj", configuration: nil).get()
                .targets.first)
        #expect(framework.moduleName == "ZIKLoginModule")
        #expect(framework.defines == ["DEBUG=1"])
    }

    @Test func xcode16SynchronizedFoldersAndExceptions() throws {
        let layout = try Self.layout(.init(project: Self.swiftApp + "/ShopDemo.xcodeproj"))
        #expect(layout.registryModule == "Shop_Demo", "a space in the target name becomes _ in the module name")
        #expect(layout.swiftHeader == "Shop_Demo-Swift.h")
        #expect(
            Self.relative(layout.files, to: Self.swiftApp) == [
                "ShopDemo/Cart/CartViewRouter.swift",
                "ShopDemo/ShopDemoApp.swift",
                "ShopKit/Internal/SKReceiptServiceRouter.swift",
                "ShopKit/SKPaymentServiceRouter.h",
                "ShopKit/SKPaymentServiceRouter.m",
                "ShopKit/ShopKit.h",
            ])
        #expect(layout.modules[Self.swiftApp + "/ShopKit/SKPaymentServiceRouter.m"] == "ShopKit")
        #expect(
            Self.relative(layout.moduleInfo["ShopKit"]?.importableHeaders ?? [], to: Self.swiftApp) == [
                "ShopKit/SKPaymentServiceRouter.h", "ShopKit/ShopKit.h",
            ])
        #expect(layout.moduleInfo["Shop_Demo"]?.defines == ["DEBUG=1"])
        #expect(layout.moduleInfo["Shop_Demo"]?.swiftConditions == ["DEBUG", "SHOP_STAGING"])
    }

    /// Development pods are app code; a pod from a spec repository is read but marked as left
    /// out; the framework's own pod and the aggregate `Pods-NoteApp` target are not read.
    @Test func cocoaPodsWorkspaceScansEveryPodButTheFramework() throws {
        let workspace = Self.podsApp + "/NoteApp.xcworkspace"
        let layout = try Self.layout(.init(workspace: workspace))
        #expect(layout.registryModule == "NoteApp")
        #expect(
            Self.relative(layout.files, to: Self.podsApp) == [
                "LocalPods/NoteEditor/NoteEditor/Classes/NEEditorViewRouter.h",
                "LocalPods/NoteEditor/NoteEditor/Classes/NEEditorViewRouter.m",
                "NoteApp/AppDelegate.m",
                "NoteApp/NLNoteListViewRouter.h",
                "NoteApp/NLNoteListViewRouter.m",
                "Pods/Target Support Files/NoteEditor/NoteEditor-prefix.pch",
                "Pods/Target Support Files/ZIKRemoteConfig/ZIKRemoteConfig-prefix.pch",
                "Pods/ZIKRemoteConfig/ZIKRemoteConfig/RCConfigServiceRouter.h",
                "Pods/ZIKRemoteConfig/ZIKRemoteConfig/RCConfigServiceRouter.m",
            ])
        #expect(
            layout.modules[Self.podsApp + "/LocalPods/NoteEditor/NoteEditor/Classes/NEEditorViewRouter.m"]
                == "NoteEditor")
        #expect(layout.moduleInfo["NoteEditor"]?.leftOutPod == nil)
        #expect(layout.moduleInfo["ZIKRemoteConfig"]?.leftOutPod == "ZIKRemoteConfig")
        #expect(layout.moduleInfo["ZIKRouter"] == nil, "the framework's own pod declares the bases, it is not app code")
        #expect(
            layout.moduleInfo["NoteApp"]?.defines == ["COCOAPODS=1", "DEBUG=1"],
            "the Pods xcconfig is the app's base configuration")
        #expect(layout.inputFiles.contains(Self.podsApp + "/Podfile.lock"))

        let named = try Self.layout(.init(workspace: workspace, pods: ["ZIKRemoteConfig"]))
        #expect(
            named.modules[Self.podsApp + "/Pods/ZIKRemoteConfig/ZIKRemoteConfig/RCConfigServiceRouter.m"]
                == "ZIKRemoteConfig")
        #expect(named.moduleInfo["ZIKRemoteConfig"]?.leftOutPod == nil)
    }

    /// In a workspace, a framework linked by name is built by a sibling project (Xcode's implicit
    /// dependencies): its routers come in as their own module.
    @Test func workspaceSiblingFrameworkIsAnImplicitDependency() throws {
        let siblings = Repository.path("Fixtures/Xcode/SiblingsApp")
        let layout = try Self.layout(.init(workspace: siblings + "/Siblings.xcworkspace"))
        #expect(layout.registryModule == "SiblingsApp")
        #expect(layout.modules[siblings + "/SiblingsApp/SBHomeViewRouter.m"] == "SiblingsApp")
        #expect(layout.modules[Self.objcApp + "/LoginModule/ZIKLoginModule/ZIKLoginViewRouter.m"] == "ZIKLoginModule")
        // The project alone knows no builder of the framework.
        let alone = try Self.layout(.init(project: siblings + "/SiblingsApp.xcodeproj"))
        #expect(
            alone.files
                == ["SBAlertViewRouter.h", "SBAlertViewRouter.m", "SBHomeViewRouter.h", "SBHomeViewRouter.m"].map {
                    siblings + "/SiblingsApp/" + $0
                })
    }

    @Test func developmentPodsComeFromPodfileLock() throws {
        let pods = try PodfileLock.developmentPods(at: Self.podsApp + "/Podfile.lock").get()
        #expect(pods == ["NoteEditor"])
    }

    @Test func workspaceListsItsProjects() throws {
        let projects = try XcodeWorkspace.projects(in: Self.podsApp + "/NoteApp.xcworkspace").get()
        #expect(projects == [Self.podsApp + "/NoteApp.xcodeproj", Self.podsApp + "/Pods/Pods.xcodeproj"])
    }

    // MARK: Project problems

    /// A configuration the app's project does not have is a typo: the reading stops with the list.
    @Test func unknownConfigurationIsAnErrorThatListsThem() throws {
        let failure = try #require(
            ProjectLoader.load(.init(project: Self.objcApp + "/ZIKDemo.xcodeproj", configuration: "Relase")).failure)
        #expect(
            failure.message == "no configuration named 'Relase' in ZIKDemo.xcodeproj; configurations: Debug, Release")
        #expect(failure.severity == .error)
        #expect(failure.location == .wholeFile(Self.objcApp + "/ZIKDemo.xcodeproj/project.pbxproj"))
    }

    /// A sub-project without the app's configuration is built with its default one, by Xcode and
    /// by the reading: a warning.
    @Test func aSubProjectWithoutTheConfigurationUsesItsDefault() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/ObjCApp"
        try FileManager.default.copyItem(atPath: Self.objcApp, toPath: app)
        let project = app + "/ZIKDemo.xcodeproj/project.pbxproj"
        try (try String(contentsOfFile: project, encoding: .utf8)).replacingOccurrences(
            of: "name = Release;", with: "name = Staging;"
        ).write(toFile: project, atomically: true, encoding: .utf8)
        let layout = try Self.layout(.init(project: app + "/ZIKDemo.xcodeproj", configuration: "Staging"))
        let warnings = layout.diagnostics.filter { $0.rule == "xcode-project" }
        #expect(
            warnings.map(\.message).contains(
                "no configuration named 'Staging'; using Debug. Configurations: Debug, Release"), "\(warnings)")
        #expect(warnings.allSatisfy { $0.location?.isWholeFile == true })
    }

    @Test func unknownTargetListsTheTargets() throws {
        let failure = try #require(
            ProjectLoader.load(.init(project: Self.swiftApp + "/ShopDemo.xcodeproj", target: "Shop")).failure)
        #expect(failure.message == "no target named 'Shop'; targets: Shop Demo, ShopKit")
        #expect(failure.severity == .error)
    }

    @Test func severalApplicationsNeedATarget() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write(
            "Both.xcworkspace/contents.xcworkspacedata",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <Group location = "absolute:\(Repository.path("Fixtures/Xcode"))" name = "Apps">
                  <FileRef location = "group:ObjCApp/ZIKDemo.xcodeproj"></FileRef>
                  <FileRef location = "group:SwiftApp16/ShopDemo.xcodeproj"></FileRef>
               </Group>
            </Workspace>
            """)
        let failure = try #require(ProjectLoader.load(.init(workspace: folder.path + "/Both.xcworkspace")).failure)
        #expect(failure.message.contains("several application targets: Shop Demo, ZIKDemo"))
        let chosen = try Self.layout(.init(workspace: folder.path + "/Both.xcworkspace", target: "ZIKDemo"))
        #expect(chosen.registryModule == "ZIKDemo")
    }

    @Test func unsupportedObjectVersionAndBrokenFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let text = try String(contentsOfFile: Self.objcApp + "/ZIKDemo.xcodeproj/project.pbxproj", encoding: .utf8)
        try folder.write(
            "Future.xcodeproj/project.pbxproj",
            text.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = 99;"))
        let future = try #require(ProjectLoader.load(.init(project: folder.path + "/Future.xcodeproj")).failure)
        #expect(future.message.contains("unsupported objectVersion 99"))
        #expect(future.location?.file == folder.path + "/Future.xcodeproj/project.pbxproj")
        try folder.write("Broken.xcodeproj/project.pbxproj", String(text.prefix(700)))
        let broken = try #require(ProjectLoader.load(.init(project: folder.path + "/Broken.xcodeproj")).failure)
        #expect(broken.rule == "xcode-project")
        let absent = try #require(ProjectLoader.load(.init(project: folder.path + "/Absent.xcodeproj")).failure)
        #expect(absent.message.contains("cannot read the project file"))
    }

    /// A project file cut anywhere, or with its objects of the wrong shape, is a diagnostic or a
    /// smaller layout, never a crash.
    @Test func damagedProjectsNeverCrash() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let text = try String(contentsOfFile: Self.objcApp + "/ZIKDemo.xcodeproj/project.pbxproj", encoding: .utf8)
        let bytes = Array(text.utf8)
        var failures = 0
        for cut in stride(from: 0, to: bytes.count, by: bytes.count / 37) {
            try folder.write("Cut.xcodeproj/project.pbxproj", String(decoding: bytes[..<cut], as: UTF8.self))
            if case .failure(let diagnostic) = ProjectLoader.load(.init(project: folder.path + "/Cut.xcodeproj")) {
                #expect(diagnostic.location?.file.hasSuffix("Cut.xcodeproj/project.pbxproj") == true)
                failures += 1
            }
        }
        #expect(failures > 30)
        // Well-formed, but every list is a string and every path a list.
        let mangled = text.replacingOccurrences(of: "children = (", with: "children = \"x\"; old = (")
            .replacingOccurrences(of: "path = ", with: "path = (a); oldPath = ")
        try folder.write("Mangled.xcodeproj/project.pbxproj", mangled)
        if case .success(let layout) = ProjectLoader.load(.init(project: folder.path + "/Mangled.xcodeproj")) {
            // No file reference has a path any more; the prefix header comes from a build setting.
            #expect(layout.files == [folder.path + "/ZIKDemo/ZIKDemo-Prefix.pch"])
        }
    }

    /// The target depends on a sub-project that is not checked out: its routers would be lost, so
    /// it is an error (the registry is not written), naming the project.
    @Test func missingSubProjectIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.copyItem(
            atPath: Self.objcApp + "/ZIKDemo.xcodeproj", toPath: folder.path + "/ZIKDemo.xcodeproj")
        try FileManager.default.copyItem(atPath: Self.objcApp + "/ZIKDemo", toPath: folder.path + "/ZIKDemo")
        let layout = try Self.layout(.init(project: folder.path + "/ZIKDemo.xcodeproj"))
        let error = try #require(layout.diagnostics.first { $0.rule == "missing-subproject" })
        #expect(error.message.contains("LoginModule/ZIKLoginModule.xcodeproj, which is not there"))
        #expect(error.severity == .error)
        #expect(layout.files.contains(folder.path + "/ZIKDemo/Routers/ZIKSettingsViewRouter.m"))
    }

    // MARK: Build settings

    @Test func settingSubstitution() {
        let settings = BuildSettings(
            layers: [
                ["GCC_PREPROCESSOR_DEFINITIONS": "BASE=1", "NAME_Debug": "debug-name"],
                [
                    "GCC_PREPROCESSOR_DEFINITIONS": "$(inherited) \"TITLE=Shop Demo\"",
                    "PRODUCT_NAME": "${TARGET_NAME}", "ALIAS": "$(NAME_$(CONFIGURATION))",
                ],
            ], builtins: ["TARGET_NAME": "3D Touch-Kit", "CONFIGURATION": "Debug"])
        #expect(settings.value("PRODUCT_MODULE_NAME") == "_3D_Touch_Kit")
        #expect(settings.value("SWIFT_OBJC_INTERFACE_HEADER_NAME") == "_3D_Touch_Kit-Swift.h")
        #expect(settings.list("GCC_PREPROCESSOR_DEFINITIONS") == ["BASE=1", "TITLE=Shop Demo"])
        #expect(settings.value("ALIAS") == "debug-name")
        #expect(settings.value("UNKNOWN") == "")
        #expect(BuildSettings.c99Identifier("Café App") == "Café_App")
    }

    @Test func customSwiftHeaderName() {
        let settings = BuildSettings(
            layers: [["PRODUCT_NAME": "ShopApp", "SWIFT_OBJC_INTERFACE_HEADER_NAME": "$(PRODUCT_NAME)-Bridge.h"]],
            builtins: ["TARGET_NAME": "Shop"])
        #expect(settings.value("PRODUCT_MODULE_NAME") == "ShopApp")
        #expect(settings.value("SWIFT_OBJC_INTERFACE_HEADER_NAME") == "ShopApp-Bridge.h")
    }

    /// A static library's public headers are imported like a framework's (CocoaPods without
    /// `use_frameworks!` and Xcode's `include/$(PRODUCT_NAME)` both give `<Module/Header.h>`); a
    /// header of the app target is never reached through a module.
    @Test func importSpellingByProductKind() {
        func router(_ module: String, header: String) -> Router {
            Router(
                name: "R", language: .objc, kind: .view, superclass: "ZIKViewRouter", ancestry: [],
                location: SourceLocation(file: header, line: 1, column: 1), module: module, header: header,
                access: .public, condition: .always, isEarly: false, exclusion: nil, registrations: [])
        }
        var config = RouteGenConfig()
        config.scan.projectModules = [
            "Lib": ProjectModule(kind: .staticLibrary, importableHeaders: ["Lib/./Public/R.h"], defines: []),
            "Widget": ProjectModule(kind: .application, importableHeaders: [], defines: []),
        ]
        #expect(
            ObjCImportList.spelling(of: router("Lib", header: "Lib/Public/R.h"), registryModule: "App", config: config)
                == .framework(module: "Lib", header: "R.h"))
        #expect(
            ObjCImportList.spelling(of: router("Lib", header: "Lib/Private/R.h"), registryModule: "App", config: config)
                == .unimportable(module: "Lib", header: "R.h"))
        #expect(
            ObjCImportList.spelling(of: router("Widget", header: "Widget/R.h"), registryModule: "App", config: config)
                == .unimportable(module: "Widget", header: "R.h"))
        #expect(
            ObjCImportList.spelling(of: router("App", header: "App/R.h"), registryModule: "App", config: config)
                == .quoted("R.h"))
        // Without a project, another module's header is taken as importable (the --module-map promise).
        #expect(
            ObjCImportList.spelling(
                of: router("Lib", header: "Lib/Private/R.h"), registryModule: "App", config: RouteGenConfig())
                == .framework(module: "Lib", header: "R.h"))
    }

    @Test func definesFromFlags() {
        let settings = BuildSettings(
            layers: [
                [
                    "OTHER_SWIFT_FLAGS":
                        "-D STAGING -DBETA -Xcc -DIMPORTER_ONLY -Xfrontend -warn-long-function-bodies=200",
                    "OTHER_CFLAGS": "-DLOG_LEVEL=2 -fno-objc-arc",
                    "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG",
                ]
            ], builtins: [:])
        let defines = BuildDefines(settings)
        #expect(defines.objc == ["LOG_LEVEL=2"])
        #expect(defines.swift == ["BETA", "DEBUG", "STAGING"])
    }

    // MARK: Into the pipeline

    static func run(
        _ request: ProjectLoader.Request, entry: RegistryEntry = .objc
    ) throws -> (result: Pipeline.Outcome, config: RouteGenConfig) {
        let layout = try Self.layout(request)
        var config = RouteGenConfig()
        config.output.entry = entry
        layout.apply(to: &config)
        var input = Pipeline.Input(paths: [], config: config, jobs: 2)
        input.sources.project = layout
        return (Pipeline.run(input), config)
    }

    @Test func importsFollowTheProject() throws {
        let (result, config) = try Self.run(.init(project: Self.objcApp + "/ZIKDemo.xcodeproj"))
        #expect(!result.hasErrors, "\(result.graph.diagnostics.map(\.rendered))")
        #expect(
            ObjCImportList.routerImports(result.graph, config: config) == [
                "#import \"ZIKAlertViewRouter.h\"",
                "#import \"ZIKChatViewRouter.h\"",
                "#import \"ZIKDemoRouteAdapter.h\"",
                "#import \"ZIKSettingsViewRouter.h\"",
                "#import <ZIKLoginModule/ZIKAccountServiceRouter.h>",
                "#import <ZIKLoginModule/ZIKLoginViewRouter.h>",
            ])
        #expect(
            !result.graph.routers.contains { $0.name == "ZIKOldLoginViewRouter" || $0.name == "ZIKStrayServiceRouter" })
    }

    /// The same app through folders and `--module-map` (with the files the target does not
    /// compile excluded by hand) gives the same registry byte for byte.
    @Test func projectEqualsFoldersWithModuleMap() throws {
        let (projectResult, projectConfig) = try Self.run(.init(project: Self.objcApp + "/ZIKDemo.xcodeproj"))
        var config = RouteGenConfig()
        config.output.entry = .objc
        config.resolve.registryModule = "ZIKDemo"
        config.scan.moduleMap = [Self.objcApp + "/ZIKDemo": "ZIKDemo", Self.objcApp + "/LoginModule": "ZIKLoginModule"]
        let filter = PathFilter(
            include: [], exclude: [GlobPattern("ZIKDemo/Legacy/**"), GlobPattern("ZIKDemo/Unused/**")],
            baseDirectory: Self.objcApp)
        let folders = Pipeline.run(
            Pipeline.Input(
                paths: [Self.objcApp + "/ZIKDemo", Self.objcApp + "/LoginModule"], config: config, pathFilter: filter,
                jobs: 2))
        let fromProject = RegistryFileSet.files(projectResult.graph, config: projectConfig)
        let fromFolders = RegistryFileSet.files(folders.graph, config: config)
        #expect(fromProject.map(\.name) == ["RouteRegistry.h", "RouteRegistry.m"])
        #expect(fromProject == fromFolders)
    }

    @Test func swiftProjectEqualsFoldersWithModuleMap() throws {
        let (projectResult, projectConfig) = try Self.run(
            .init(project: Self.swiftApp + "/ShopDemo.xcodeproj"), entry: .swift)
        var config = RouteGenConfig()
        config.resolve.registryModule = "Shop_Demo"
        config.scan.moduleMap = [Self.swiftApp + "/ShopDemo": "Shop_Demo", Self.swiftApp + "/ShopKit": "ShopKit"]
        let filter = PathFilter(
            include: [], exclude: [GlobPattern("ShopDemo/Deprecated/**")], baseDirectory: Self.swiftApp)
        let folders = Pipeline.run(
            Pipeline.Input(
                paths: [Self.swiftApp + "/ShopDemo", Self.swiftApp + "/ShopKit"], config: config, pathFilter: filter,
                jobs: 2))
        let text = SwiftRegistryEmitter.emit(projectResult.graph, config: projectConfig)
        #expect(text == SwiftRegistryEmitter.emit(folders.graph, config: config))
        #expect(text.contains("import ShopKit"))
        #expect(!text.contains("OldCartViewRouter"))
    }

    @Test func routerInAProjectHeaderIsUnimportable() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: Self.objcApp, toPath: folder.path + "/ObjCApp")
        let pbxproj = folder.path + "/ObjCApp/LoginModule/ZIKLoginModule.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        // The account router's header becomes a project header of the framework.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("ZIKAccountServiceRouter.h in Headers")
                ? line.replacingOccurrences(of: "settings = {ATTRIBUTES = (Public, ); }; ", with: "") : String(line)
        }
        #expect(lines.joined(separator: "\n") != text)
        try lines.joined(separator: "\n").write(toFile: pbxproj, atomically: true, encoding: .utf8)
        let (result, config) = try Self.run(.init(project: folder.path + "/ObjCApp/ZIKDemo.xcodeproj"))
        let finding = try #require(result.graph.diagnostics.first { $0.rule == "unimportable-header" })
        #expect(finding.severity == .error)
        #expect(finding.message.contains("ZIKAccountServiceRouter"))
        #expect(finding.location?.file == folder.path + "/ObjCApp/LoginModule/ZIKLoginModule/ZIKAccountServiceRouter.h")
        #expect(
            !ObjCImportList.routerImports(result.graph, config: config).contains {
                $0.contains("ZIKAccountServiceRouter")
            })
    }

    @Test func removedFileNoLongerProducesFindings() throws {
        let (project, projectConfig) = try Self.run(.init(project: Self.objcApp + "/ZIKDemo.xcodeproj"))
        let fromProject = Checker.run(CheckContext(graph: project.graph, config: projectConfig))
        #expect(
            !fromProject.contains {
                $0.location?.file.contains("/Legacy/") == true || $0.location?.file.contains("/Unused/") == true
            })
        // The same folders walked: the removed router's "login" clashes with the framework's.
        var config = RouteGenConfig()
        config.scan.moduleMap = [Self.objcApp + "/ZIKDemo": "ZIKDemo", Self.objcApp + "/LoginModule": "ZIKLoginModule"]
        let folders = Pipeline.run(
            Pipeline.Input(paths: [Self.objcApp + "/ZIKDemo", Self.objcApp + "/LoginModule"], config: config, jobs: 2))
        let fromFolders = Checker.run(CheckContext(graph: folders.graph, config: config))
        #expect(
            fromFolders.contains { $0.rule == "duplicate-identifier" && $0.location?.file.contains("/Legacy/") == true }
        )
    }

    /// Same project, same bytes, whatever the number of jobs and however often it is read.
    @Test func projectRunsAreDeterministic() throws {
        for request in [
            ProjectLoader.Request(project: Self.objcApp + "/ZIKDemo.xcodeproj"),
            ProjectLoader.Request(workspace: Self.podsApp + "/NoteApp.xcworkspace"),
        ] {
            let layout = try Self.layout(request)
            #expect(try Self.layout(request) == layout)
            var config = RouteGenConfig()
            config.output.entry = .objc
            layout.apply(to: &config)
            var outputs: [[RegistryFileSet.File]] = []
            for jobs in [1, 3] {
                var input = Pipeline.Input(paths: [], config: config, jobs: jobs)
                input.sources.project = layout
                outputs.append(RegistryFileSet.files(Pipeline.run(input).graph, config: config))
            }
            #expect(outputs[0] == outputs[1])
        }
    }

    @Test func developmentPodIsImportedAsAFramework() throws {
        let (result, config) = try Self.run(.init(workspace: Self.podsApp + "/NoteApp.xcworkspace"))
        #expect(!result.hasErrors, "\(result.graph.diagnostics.map(\.rendered))")
        #expect(
            ObjCImportList.routerImports(result.graph, config: config) == [
                "#import \"NLNoteListViewRouter.h\"", "#import <NoteEditor/NEEditorViewRouter.h>",
            ])
        let podRouter = try #require(result.graph.routers.first { $0.name == "RCConfigServiceRouter" })
        #expect(
            podRouter.exclusion == .podLeftOut(pod: "ZIKRemoteConfig"),
            "a spec-repo pod's router is known but not registered")
        let warnings = result.graph.diagnostics.filter { $0.rule == "pod-router-left-out" }
        #expect(
            warnings.map(\.message) == [
                "pod ZIKRemoteConfig comes from a spec repository, so the registry leaves out its router RCConfigServiceRouter; add `pods: [ZIKRemoteConfig]` to .routegen.yml to register it, or call `registerRoutableDestination` on it in the app"
            ])
        #expect(
            warnings.first?.location?.file == Self.podsApp
                + "/Pods/ZIKRemoteConfig/ZIKRemoteConfig/RCConfigServiceRouter.h")
    }

    /// The app requests a route that only a spec-repo pod registers: `check` says which pod and
    /// how to register it, and naming the pod registers it.
    @Test func routeOfALeftOutPodNamesThePod() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = folder.path + "/PodsApp"
        try FileManager.default.copyItem(atPath: Self.podsApp, toPath: app)
        let delegate = app + "/NoteApp/AppDelegate.m"
        let source = try String(contentsOfFile: delegate, encoding: .utf8).replacingOccurrences(
            of: "}\n@end\n",
            with: """
                }
                - (void)applicationDidFinishLaunching:(UIApplication *)application {
                    [ZIKServiceRouter.toIdentifier(@"remote-config") performRoute];
                }
                @end

                """)
        try source.write(toFile: delegate, atomically: true, encoding: .utf8)

        let (left, config) = try Self.run(.init(workspace: app + "/NoteApp.xcworkspace"))
        let findings = Checker.run(CheckContext(graph: left.graph, config: config)).filter {
            $0.rule == "unregistered-route"
        }
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(
            findings.first?.message.contains(
                "RCConfigServiceRouter, which is not registered: it belongs to pod ZIKRemoteConfig, which comes from a spec repository: add `pods: [ZIKRemoteConfig]`"
            ) == true, "\(findings.map(\.message))")

        let (named, namedConfig) = try Self.run(
            .init(workspace: app + "/NoteApp.xcworkspace", pods: ["ZIKRemoteConfig"]))
        #expect(
            Checker.run(CheckContext(graph: named.graph, config: namedConfig)).filter { $0.severity == .error }.isEmpty)
        #expect(named.graph.diagnostics.allSatisfy { $0.rule != "pod-router-left-out" })
        #expect(
            ObjCImportList.routerImports(named.graph, config: namedConfig).contains(
                "#import <ZIKRemoteConfig/RCConfigServiceRouter.h>"))

        // The app registers the pod's router by hand: its routes run, nothing is reported, and the
        // generated registry does not register it a second time.
        let byHand = try String(contentsOfFile: delegate, encoding: .utf8).replacingOccurrences(
            of: "    [RouteRegistry registerAllRoutes];\n",
            with: """
                    [RouteRegistry registerAllRoutes];
                    [RCConfigServiceRouter registerRoutableDestination];

                """)
        try byHand.write(toFile: delegate, atomically: true, encoding: .utf8)
        let (hand, handConfig) = try Self.run(.init(workspace: app + "/NoteApp.xcworkspace"))
        #expect(
            Checker.run(CheckContext(graph: hand.graph, config: handConfig)).isEmpty,
            "\(Checker.run(CheckContext(graph: hand.graph, config: handConfig)).map(\.rendered))")
        let router = try #require(hand.graph.routers.first { $0.name == "RCConfigServiceRouter" })
        #expect(
            router.exclusion
                == .podRegisteredByApp(pod: "ZIKRemoteConfig", at: SourceLocation(file: delegate, line: 11, column: 6)),
            "\(String(describing: router.exclusion))")
        #expect(
            !ObjCImportList.routerImports(hand.graph, config: handConfig).contains(
                "#import <ZIKRemoteConfig/RCConfigServiceRouter.h>"))

        // A call in a registry routegen wrote earlier (when `pods:` named the pod) is not the app's:
        // the router is left out again, with its warning.
        try source.write(toFile: delegate, atomically: true, encoding: .utf8)
        try """
        #import "RouteRegistry.h"
        @implementation RouteRegistry
        + (void)registerRoutes {
            [RCConfigServiceRouter registerRoutableDestination];
        }
        @end

        """.write(toFile: app + "/NoteApp/RouteRegistry.m", atomically: true, encoding: .utf8)
        var stale = ProjectLoader.Request(workspace: app + "/NoteApp.xcworkspace")
        stale.target = "NoteApp"
        var staleConfig = RouteGenConfig()
        staleConfig.output.entry = .objc
        let layout = try Self.layout(stale)
        layout.apply(to: &staleConfig)
        var input = Pipeline.Input(paths: [app + "/NoteApp/RouteRegistry.m"], config: staleConfig)
        input.sources.project = layout
        let again = Pipeline.run(input)
        #expect(
            again.graph.routers.first { $0.name == "RCConfigServiceRouter" }?.exclusion
                == .podLeftOut(pod: "ZIKRemoteConfig"))
        #expect(again.graph.diagnostics.contains { $0.rule == "pod-router-left-out" })
    }

    // MARK: Prefix header

    /// A copy of the Objective-C app whose settings router is declared after two macros only the
    /// prefix header defines, on the same line: libclang loses the `@interface` without it (one
    /// such macro alone is blanked for its reading, see ObjCMacroLineTests).
    static func appUsingPrefixMacro(in folder: TemporaryDirectory) throws -> String {
        try appWithSettingsRouter(
            in: folder,
            replacing: "@interface ZIKSettingsViewRouter :",
            with: "ZIK_DEMO_AVAILABLE(3_0) ZIK_DEMO_EXPORT @interface ZIKSettingsViewRouter :",
            prefixHeaderAddition:
                "\n// The app version that added an API.\n#define ZIK_DEMO_AVAILABLE(version) __attribute__((annotate(\"zik_since_\" #version)))\n#define ZIK_DEMO_EXPORT __attribute__((visibility(\"default\")))\n"
        )
    }

    /// A copy of the Objective-C app with one edit to the settings router's header and lines added
    /// to the end of the prefix header.
    static func appWithSettingsRouter(
        in folder: TemporaryDirectory, replacing old: String, with new: String, prefixHeaderAddition: String
    ) throws -> String {
        let app = folder.path + "/ObjCApp"
        try FileManager.default.copyItem(atPath: Self.objcApp, toPath: app)
        let header = app + "/ZIKDemo/Routers/ZIKSettingsViewRouter.h"
        let text = try String(contentsOfFile: header, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: header, atomically: true, encoding: .utf8)
        let prefix = app + "/ZIKDemo/ZIKDemo-Prefix.pch"
        let pch = try String(contentsOfFile: prefix, encoding: .utf8)
        try (pch + prefixHeaderAddition).write(toFile: prefix, atomically: true, encoding: .utf8)
        return app
    }

    @Test func objcFilesAreReadWithTheirTargetsPrefixHeader() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = try Self.appUsingPrefixMacro(in: folder)
        let (project, _) = try Self.run(.init(project: app + "/ZIKDemo.xcodeproj"))
        let router = try #require(project.graph.routers.first { $0.name == "ZIKSettingsViewRouter" })
        #expect(router.registrable)
        #expect(router.header == app + "/ZIKDemo/Routers/ZIKSettingsViewRouter.h")
        // The same files without the prefix header: the router is lost.
        let bare = Pipeline.run(Pipeline.Input(paths: [app + "/ZIKDemo/Routers"], jobs: 1))
        #expect(!bare.graph.routers.contains { $0.name == "ZIKSettingsViewRouter" })
    }

    /// One macro on a line of its own and one in front of the `@interface`: without the prefix
    /// header, both are blanked for libclang's reading and the router is kept.
    @Test func aMacroCallAloneOnItsLineNeedsNoDefinition() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = try Self.appUsingPrefixMacro(in: folder)
        let header = app + "/ZIKDemo/Routers/ZIKSettingsViewRouter.h"
        let text = try String(contentsOfFile: header, encoding: .utf8)
        try text.replacingOccurrences(
            of: "ZIK_DEMO_AVAILABLE(3_0) ZIK_DEMO_EXPORT @interface",
            with: "ZIK_DEMO_AVAILABLE(3_0)\nZIK_DEMO_EXPORT @interface"
        )
        .write(toFile: header, atomically: true, encoding: .utf8)
        let bare = Pipeline.run(Pipeline.Input(paths: [app + "/ZIKDemo/Routers"], jobs: 1))
        let router = try #require(bare.graph.routers.first { $0.name == "ZIKSettingsViewRouter" })
        #expect(router.registrable)
    }

    /// A superclass macro the prefix header defines, as an older app defines its router bases:
    /// the prefix header is scanned with the target (and found in a folder scan), so its alias
    /// is followed; without it the router is unknown.
    @Test func aSuperclassMacroOfThePrefixHeaderIsFollowed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let app = try Self.appWithSettingsRouter(
            in: folder,
            replacing: "@interface ZIKSettingsViewRouter : ZIKViewRouter<",
            with: "@interface ZIKSettingsViewRouter : ZIKDemoViewRouter<",
            prefixHeaderAddition: "\n#ifdef __OBJC__\n#define ZIKDemoViewRouter ZIKViewRouter\n#endif\n")

        let (project, _) = try Self.run(.init(project: app + "/ZIKDemo.xcodeproj"))
        let router = try #require(project.graph.routers.first { $0.name == "ZIKSettingsViewRouter" })
        #expect(router.registrable)
        #expect(router.ancestry == ["ZIKDemoViewRouter", "ZIKViewRouter"])
        let walked = Pipeline.run(Pipeline.Input(paths: [app + "/ZIKDemo"], jobs: 1))
        #expect(
            walked.graph.routers.first { $0.name == "ZIKSettingsViewRouter" }?.registrable == true,
            "a folder scan finds the .pch")
        let bare = Pipeline.run(Pipeline.Input(paths: [app + "/ZIKDemo/Routers"], jobs: 1))
        #expect(!bare.graph.routers.contains { $0.name == "ZIKSettingsViewRouter" })
        #expect(bare.graph.diagnostics.contains { $0.rule == "unknown-registration-owner" }, "never a silent loss")
    }

    @Test func prefixHeaderChangesTheConfigDigest() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: Self.objcApp, toPath: folder.path + "/ObjCApp")
        let request = ProjectLoader.Request(project: folder.path + "/ObjCApp/ZIKDemo.xcodeproj")
        var before = RouteGenConfig()
        try Self.layout(request).apply(to: &before)
        try "#define ZIK_DEMO_BUILD 2\n".write(
            toFile: folder.path + "/ObjCApp/ZIKDemo/ZIKDemo-Prefix.pch", atomically: true, encoding: .utf8)
        var after = RouteGenConfig()
        try Self.layout(request).apply(to: &after)
        #expect(
            before.scan.projectModules["ZIKDemo"]?.prefixHeader == after.scan.projectModules["ZIKDemo"]?.prefixHeader)
        #expect(before.digest != after.digest, "cached facts read with the old prefix header are not reused")
    }

    @Test func onlyFilesWithTheSamePreludeShareAUnit() throws {
        let file = Array("@interface A : ZIKViewRouter\n@end\n".utf8)
        let other = ObjCPrelude.with(Array("#define ZIK_DEMO 1\n".utf8))
        let sources = [
            ObjCSource(path: "a.m", bytes: file), ObjCSource(path: "b.m", bytes: file),
            ObjCSource(path: "c.m", bytes: file, prelude: other), ObjCSource(path: "d.m", bytes: file, prelude: other),
        ]
        let report = ObjCFileScanner.parseBatchReporting(sources).report
        #expect(report.units == [[0, 1], [2, 3]])
    }

    // MARK: Conditions

    @Test func conditionsUnderDefines() {
        let debug = ConditionEvaluator(defines: ["DEBUG=1", "FEATURE_CHAT=1", "LEVEL=2", "STAGING"])
        #expect(debug.evaluate("DEBUG") == true)
        #expect(debug.evaluate("!DEBUG") == false)
        #expect(debug.evaluate("defined(STAGING) && LEVEL >= 2") == true)
        #expect(debug.evaluate("!defined(FEATURE_CHAT)") == false)
        #expect(debug.evaluate("RELEASE || FEATURE_CHAT") == true)
        #expect(debug.evaluate("os(iOS)") == nil)
        #expect(debug.evaluate("os(iOS) && RELEASE") == false)
        #expect(debug.evaluate("os(iOS) || DEBUG") == true)
        #expect(debug.evaluate("((") == nil)
        let release = ConditionEvaluator(defines: ["DEBUG=0"])
        #expect(release.evaluate("DEBUG") == false)
        #expect(release.evaluate("defined(DEBUG)") == true)
        #expect(release.mayCompile(BuildCondition(["canImport(UIKit)", "!DEBUG"])))
        #expect(!release.mayCompile(BuildCondition(["DEBUG"])))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
