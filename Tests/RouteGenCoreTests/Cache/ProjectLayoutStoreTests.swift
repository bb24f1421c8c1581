import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The project reading kept in the cache folder: used again only while everything it read is as
/// it was, rejected when damaged, and never a different answer from a fresh reading.
struct ProjectLayoutStoreTests {
    private func settledCopy(of fixture: String, name: String) throws -> (folder: TemporaryDirectory, root: String) {
        try SettledCopy.make(of: fixture, name: name)
    }

    static func age(_ root: String) throws {
        try SettledCopy.age(root)
    }

    private func readAndKeep(_ request: ProjectLoader.Request, in cache: String) throws -> ProjectLayout {
        let store = ProjectLayoutStore(directory: cache)
        let layout = try ProjectLoader.load(request).get()
        #expect(store.save(layout, request: request))
        return layout
    }

    @Test(arguments: [
        ("ObjCApp", ProjectLoader.Request(project: "ZIKDemo.xcodeproj")),
        ("PodsApp", ProjectLoader.Request(workspace: "NoteApp.xcworkspace", configuration: "Release")),
        ("SwiftApp16", ProjectLoader.Request(project: "ShopDemo.xcodeproj")),
    ])
    func aKeptReadingIsTheReading(fixture: String, relative: ProjectLoader.Request) throws {
        let (folder, root) = try settledCopy(of: Repository.path("Fixtures/Xcode/" + fixture), name: fixture)
        defer { folder.remove() }
        let request = relative.absolute(in: root)
        // With its header closure: the files, stamps and imports the closure read are kept too.
        let fresh = try XcodeFixtures.layout(request)
        #expect(fresh.headerClosure?.readings.isEmpty == false)
        #expect(ProjectLayoutStore(directory: folder.path).save(fresh, request: request))
        var kept = try ProjectLayoutStore(directory: folder.path).load(request).get()
        // What only a run that works the closure out again needs waits, encoded, until asked for.
        #expect(kept.pendingDetails != nil)
        #expect(kept.headerClosure?.files == fresh.headerClosure?.files)
        #expect(kept.files == fresh.files, "the files as decoded, in the order a fresh reading sorts them")
        #expect(kept.headerClosure?.unresolvedCount == fresh.headerClosure?.unresolved.count)
        let loaded = kept.loadDetails()
        #expect(loaded)
        #expect(kept == fresh)
        // The relative spelling of the same project is the same request.
        var again = try ProjectLayoutStore(directory: folder.path).load(relative.absolute(in: root)).get()
        again.loadDetails()
        #expect(again == fresh)
        var other = request
        other.configuration = "Other"
        #expect(ProjectLayoutStore(directory: folder.path).load(other).failure == .otherRequest)
    }

    /// What a kept reading hands a run worked out already (the input files' stamps as checked,
    /// the modules' digest, the modules in file order, the files known standard) is what the run
    /// would work out itself, and is dropped as soon as what it was worked out from changes.
    @Test func aKeptReadingsWorkedOutValuesAreTheLayouts() throws {
        let (folder, root) = try settledCopy(of: XcodeFixtures.podsApp, name: "PodsApp")
        defer { folder.remove() }
        let request = ProjectLoader.Request(workspace: root + "/NoteApp.xcworkspace")
        let fresh = try readAndKeep(request, in: folder.path)
        #expect(fresh.checkedInputStamps.isEmpty && fresh.keptModuleInfoDigest == nil)
        #expect(fresh.modulesInFileOrder == nil && !fresh.filesAreStandard && fresh.keptFilesDigest == nil)
        var kept = try ProjectLayoutStore(directory: folder.path).load(request).get()
        #expect(!fresh.inputFiles.isEmpty)
        #expect(Set(kept.checkedInputStamps.keys) == Set(fresh.inputFiles))
        for path in fresh.inputFiles {
            #expect(kept.checkedInputStamps[path] == FileSystem.stamp(of: path), "\(path)")
        }
        #expect(kept.keptModuleInfoDigest == ProjectModulesDigest.digest(of: fresh.moduleInfo))
        #expect(kept.modulesInFileOrder == fresh.files.map { fresh.modules[$0]! })
        #expect(kept.filesAreStandard)
        // The digest a run of the fresh reading works out for the run memo's key.
        var discovery = SourceDiscovery.discover(paths: [], fileLists: [], jobs: 1, stamps: false)
        discovery.include(fresh.files, modules: fresh.modules)
        #expect(kept.keptFilesDigest == FileListDigest.digest(files: fresh.files, discovery: discovery))
        // Its files were being stamped from the moment they were decoded.
        #expect(fresh.stampSurvey == nil)
        #expect(kept.stampSurvey?.finish(jobs: 2) == fresh.files.map(FileSystem.stamp(of:)))
        var settings = ScanSettings()
        settings.projectModules = kept.moduleInfo
        #expect(settings.digest(projectModulesDigest: kept.keptModuleInfoDigest) == settings.digest)

        kept.moduleInfo[kept.moduleInfo.keys.sorted()[0]]?.defines.append("LATER=1")
        #expect(kept.keptModuleInfoDigest == nil, "a changed module drops the kept digest")
        kept.modules[root + "/NoteApp/Later.m"] = "NoteApp"
        #expect(kept.modulesInFileOrder == nil && !kept.filesAreStandard && kept.keptFilesDigest == nil)
        #expect(kept.files == (fresh.files + [root + "/NoteApp/Later.m"]).sorted())

        // A changed input: the reading is not used, and no stamp of it is handed on.
        try "\n".append(to: root + "/NoteApp.xcodeproj/project.pbxproj")
        #expect(ProjectLayoutStore(directory: folder.path).load(request).failure == .changed)
    }

    /// A file list that is not standard is never marked so, and the inventory standardizes it as
    /// it would without a kept reading.
    @Test func aKeptReadingOfPathsNotStandardIsNotMarkedStandard() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var layout = ProjectLayout()
        layout.modules = ["/src/A.m": "App", "/src/./B.m": "App"]
        let request = ProjectLoader.Request(project: folder.path + "/App.xcodeproj")
        #expect(ProjectLayoutStore(directory: folder.path).save(layout, request: request))
        let kept = try ProjectLayoutStore(directory: folder.path).load(request).get()
        #expect(!kept.filesAreStandard)
        var input = Pipeline.Input(paths: [], jobs: 1)
        input.sources.project = kept
        input.settings.stampFiles = false
        var plain = input
        plain.sources.project = layout
        #expect(Pipeline.inventory(input).discovery.files == Pipeline.inventory(plain).discovery.files)
        #expect(Pipeline.inventory(input).discovery.files.count == 2)
    }

    /// Every kind of input the reading depends on: the project file, an `.xcconfig` it
    /// includes, an optional `.xcconfig` that appears, a file added to a synchronised folder.
    @Test func anyChangedInputReadsTheProjectAgain() throws {
        let (folder, root) = try settledCopy(of: XcodeProjectTests.objcApp, name: "ObjCApp")
        defer { folder.remove() }
        let request = ProjectLoader.Request(project: root + "/ZIKDemo.xcodeproj")
        let store = ProjectLayoutStore(directory: folder.path)
        let edits: [(String, () throws -> Void)] = [
            ("project file", { try "\n".append(to: root + "/ZIKDemo.xcodeproj/project.pbxproj") }),
            ("included xcconfig", { try "// reviewed\n".append(to: root + "/Config/Shared.xcconfig") }),
            (
                "optional xcconfig that appears",
                {
                    try "GCC_PREPROCESSOR_DEFINITIONS = $(inherited) LOCAL=1\n".write(
                        toFile: root + "/Config/Local.xcconfig", atomically: true, encoding: .utf8)
                }
            ),
            ("prefix header", { try "#define LATER 1\n".append(to: root + "/ZIKDemo/ZIKDemo-Prefix.pch") }),
        ]
        for (what, edit) in edits {
            let before = try readAndKeep(request, in: folder.path)
            try edit()
            #expect(store.load(request).failure == .changed, "\(what)")
            try Self.age(root)
            let after = try ProjectLoader.load(request).get()
            if what == "optional xcconfig that appears" {
                #expect(after.moduleInfo["ZIKDemo"]?.defines.contains("LOCAL=1") == true)
            }
            if what == "project file" || what == "included xcconfig" {
                #expect(after == before, "\(what): same reading, newer stamps")
            }
        }

        let (synced, swiftRoot) = try settledCopy(of: XcodeProjectTests.swiftApp, name: "SwiftApp16")
        defer { synced.remove() }
        let swiftRequest = ProjectLoader.Request(project: swiftRoot + "/ShopDemo.xcodeproj")
        _ = try readAndKeep(swiftRequest, in: synced.path)
        try "import ZRouter\n".write(
            toFile: swiftRoot + "/ShopDemo/Cart/CartBadge.swift", atomically: true, encoding: .utf8)
        #expect(
            ProjectLayoutStore(directory: synced.path).load(swiftRequest).failure == .changed,
            "a file added to a synchronised folder")
    }

    /// An input modified within the last seconds may change again without a new stamp: such a
    /// reading is not kept (and an older one is removed).
    @Test func aReadingOfRecentlyChangedFilesIsNotKept() throws {
        let (folder, root) = try settledCopy(of: XcodeProjectTests.objcApp, name: "ObjCApp")
        defer { folder.remove() }
        let request = ProjectLoader.Request(project: root + "/ZIKDemo.xcodeproj")
        _ = try readAndKeep(request, in: folder.path)
        try "// now\n".append(to: root + "/Config/Debug.xcconfig")
        let store = ProjectLayoutStore(directory: folder.path)
        #expect(!store.save(try ProjectLoader.load(request).get(), request: request))
        #expect(store.load(request).failure == ProjectLayoutStore.Miss.none)
    }

    /// Any damage is a miss, never a crash and never a wrong layout.
    @Test func aDamagedReadingIsRejected() throws {
        let (folder, root) = try settledCopy(of: XcodeProjectTests.podsApp, name: "PodsApp")
        defer { folder.remove() }
        let request = ProjectLoader.Request(workspace: root + "/NoteApp.xcworkspace")
        let layout = try readAndKeep(request, in: folder.path)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + ProjectLayoutStore.fileName)))
        #expect(
            ProjectLayoutStore.decode(bytes, request: request).map { kept in
                var kept = kept
                return kept.loadDetails() && kept == layout
            } == .success(true))
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 53)) {
            #expect(ProjectLayoutStore.decode(Array(bytes[..<cut]), request: request).failure == .damaged)
            var flipped = bytes
            flipped[cut] ^= 0x5A
            #expect(ProjectLayoutStore.decode(flipped, request: request).failure == .damaged)
        }
    }
}

extension String {
    fileprivate func append(to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(utf8))
    }
}
