import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel

/// The config digest keys the facts cache and the run memo. A project's modules go into it in a
/// binary form of their own (`ProjectModulesDigest`): every one of their settings must still
/// change it, and nothing but their settings may.
struct ConfigDigestTests {
    private static func module(_ name: String) -> ProjectModule {
        ProjectModule(
            kind: .framework, importableHeaders: ["\(name)ViewRouter.h", "\(name)Service.h"],
            defines: ["DEBUG=1", "\(name.uppercased())_ENABLED"], swiftConditions: ["DEBUG"],
            prefixHeader: "/src/Modules/Config/Modules-Prefix.pch", prefixHeaderDigest: "3f2a", leftOutPod: nil,
            target: name, project: "/src/Modules/Modules.xcodeproj", dependencies: ["CoreKit"])
    }

    private static func config(_ modules: [String: ProjectModule]) -> RouteGenConfig {
        var config = RouteGenConfig()
        config.scan.workspace = "App.xcworkspace"
        config.scan.projectModules = modules
        return config
    }

    private static let base = ["LoginKit": module("LoginKit"), "ProfileKit": module("ProfileKit")]

    @Test func everyModuleSettingChangesTheDigest() {
        let edits: [(String, (inout ProjectModule) -> Void)] = [
            ("kind", { $0.kind = .staticLibrary }),
            ("importableHeaders", { $0.importableHeaders.append("LoginKitModels.h") }),
            ("defines", { $0.defines = ["DEBUG=1"] }),
            ("swiftConditions", { $0.swiftConditions = [] }),
            ("prefixHeader", { $0.prefixHeader = nil }),
            ("prefixHeaderDigest", { $0.prefixHeaderDigest = "3f2b" }),
            ("leftOutPod", { $0.leftOutPod = "LoginKit" }),
            ("target", { $0.target = "LoginKitFramework" }),
            ("project", { $0.project = "/src/Pods/Pods.xcodeproj" }),
            ("dependencies", { $0.dependencies = ["CoreKit", "ProfileKit"] }),
        ]
        // A property added to the type without a place in the digest would let a changed setting
        // reuse facts read under the old one.
        let properties = Mirror(reflecting: Self.module("LoginKit")).children.compactMap(\.label)
        #expect(Set(properties) == Set(edits.map(\.0)))
        #expect(properties.count == ProjectModulesDigest.coveredProperties)
        let before = Self.config(Self.base)
        for (name, edit) in edits {
            var modules = Self.base
            edit(&modules["LoginKit"]!)
            let after = Self.config(modules)
            #expect(after.scan.digest != before.scan.digest, "\(name)")
            #expect(after.digest != before.digest, "\(name)")
        }
    }

    /// Lists are counted and strings measured, so that moving a value across a boundary is a change.
    @Test func aValueMovedBetweenListsOrModulesChangesTheDigest() {
        var moved = Self.base
        moved["LoginKit"]!.importableHeaders = ["LoginKitViewRouter.h"]
        moved["LoginKit"]!.defines = ["LoginKitService.h", "DEBUG=1", "LOGINKIT_ENABLED"]
        #expect(Self.config(moved).scan.digest != Self.config(Self.base).scan.digest)
        var joined = Self.base
        joined["LoginKit"]!.importableHeaders = ["LoginKitViewRouter.hLoginKitService.h"]
        #expect(Self.config(joined).scan.digest != Self.config(Self.base).scan.digest)
        var renamed = Self.base
        renamed["SignInKit"] = renamed.removeValue(forKey: "LoginKit")
        #expect(Self.config(renamed).scan.digest != Self.config(Self.base).scan.digest)
        #expect(Self.config([:]).scan.digest != Self.config(Self.base).scan.digest)
    }

    /// The same modules built in another order (threads, dictionary seeds) give the same digest.
    @Test func theDigestDependsOnTheModulesOnly() {
        var reversed: [String: ProjectModule] = [:]
        for name in Self.base.keys.sorted().reversed() { reversed[name] = Self.base[name] }
        #expect(Self.config(reversed).scan.digest == Self.config(Self.base).scan.digest)
        #expect(Self.config(Self.base).digest == Self.config(Self.base).digest)
        // The other settings still count beside them.
        var other = Self.config(Self.base)
        other.scan.exclude = ["**/Generated/**"]
        #expect(other.scan.digest != Self.config(Self.base).scan.digest)
        var output = Self.config(Self.base)
        output.output.registryTypeName = "AppRoutes"
        #expect(output.scan.digest == Self.config(Self.base).scan.digest, "an output setting keeps the facts")
        #expect(output.digest != Self.config(Self.base).digest, "and changes the memo's key")
    }

    /// Each setting sits with its readers: one the scan reads changes the facts cache's identity,
    /// and one only resolution or the writers read keeps it (every cached file stays usable) but
    /// changes the run memo's key. A setting added without an edit here fails the label check.
    @Test func everySettingChangesTheDigestOfItsReaders() {
        let scanEdits: [(String, (inout ScanSettings) -> Void)] = [
            ("include", { $0.include = ["Sources/**"] }),
            ("exclude", { $0.exclude = ["**/Generated/**"] }),
            ("moduleMap", { $0.moduleMap = ["Sources/Legacy": "Legacy"] }),
            ("extraBaseRouters", { $0.extraBaseRouters = ["AppViewRouter": .view] }),
            ("projectModules", { $0.projectModules = ["LoginKit": Self.module("LoginKit")] }),
            ("project", { $0.project = "App.xcodeproj" }),
            ("workspace", { $0.workspace = "App.xcworkspace" }),
            ("target", { $0.target = "App" }),
            ("configuration", { $0.configuration = "Release" }),
            ("pods", { $0.pods = ["LoginKit"] }),
        ]
        let resolveEdits: [(String, (inout ResolveSettings) -> Void)] = [
            ("registryModule", { $0.registryModule = "App" }),
            ("earlyRouters", { $0.earlyRouters = ["LoginViewRouter"] }),
            ("ruleSeverities", { $0.ruleSeverities = ["unreachable-router": .error] }),
            (
                "providedRoutes",
                {
                    $0.providedRoutes = [
                        ProvidedRoute(kind: .view, name: "LoginViewInput", reason: "registered by LoginKit")
                    ]
                }
            ),
        ]
        let outputEdits: [(String, (inout OutputSettings) -> Void)] = [
            ("registryTypeName", { $0.registryTypeName = "AppRoutes" }),
            ("swiftImports", { $0.swiftImports = ["ZIKRouter"] }),
            ("publicRegistry", { $0.publicRegistry = true }),
            ("entry", { $0.entry = .objc }),
            ("objcImports", { $0.objcImports = ["@import ZIKRouter;"] }),
            ("frameworkImport", { $0.frameworkImport = .headers }),
            ("objcSwiftHeader", { $0.objcSwiftHeader = "App-Swift.h" }),
            ("testOutput", { $0.testOutput = "Tests" }),
        ]
        #expect(Set(Mirror(reflecting: ScanSettings()).children.compactMap(\.label)) == Set(scanEdits.map(\.0)))
        #expect(Set(Mirror(reflecting: ResolveSettings()).children.compactMap(\.label)) == Set(resolveEdits.map(\.0)))
        #expect(Set(Mirror(reflecting: OutputSettings()).children.compactMap(\.label)) == Set(outputEdits.map(\.0)))
        let base = RouteGenConfig()
        for (name, edit) in scanEdits {
            var config = base
            edit(&config.scan)
            #expect(config.scan.digest != base.scan.digest, "\(name)")
            #expect(config.digest != base.digest, "\(name)")
        }
        let others =
            resolveEdits.map { name, edit in (name, { (config: inout RouteGenConfig) in edit(&config.resolve) }) }
            + outputEdits.map { name, edit in (name, { (config: inout RouteGenConfig) in edit(&config.output) }) }
        for (name, edit) in others {
            var config = base
            edit(&config)
            #expect(config.scan.digest == base.scan.digest, "\(name) keeps every cached file")
            #expect(config.digest != base.digest, "\(name) changes the run memo's key")
        }
    }
}
