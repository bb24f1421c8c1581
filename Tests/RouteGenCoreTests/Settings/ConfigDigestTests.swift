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
        config.workspace = "App.xcworkspace"
        config.projectModules = modules
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
            #expect(after.scanDigest != before.scanDigest, "\(name)")
            #expect(after.digest != before.digest, "\(name)")
        }
    }

    /// Lists are counted and strings measured, so that moving a value across a boundary is a change.
    @Test func aValueMovedBetweenListsOrModulesChangesTheDigest() {
        var moved = Self.base
        moved["LoginKit"]!.importableHeaders = ["LoginKitViewRouter.h"]
        moved["LoginKit"]!.defines = ["LoginKitService.h", "DEBUG=1", "LOGINKIT_ENABLED"]
        #expect(Self.config(moved).scanDigest != Self.config(Self.base).scanDigest)
        var joined = Self.base
        joined["LoginKit"]!.importableHeaders = ["LoginKitViewRouter.hLoginKitService.h"]
        #expect(Self.config(joined).scanDigest != Self.config(Self.base).scanDigest)
        var renamed = Self.base
        renamed["SignInKit"] = renamed.removeValue(forKey: "LoginKit")
        #expect(Self.config(renamed).scanDigest != Self.config(Self.base).scanDigest)
        #expect(Self.config([:]).scanDigest != Self.config(Self.base).scanDigest)
    }

    /// The same modules built in another order (threads, dictionary seeds) give the same digest.
    @Test func theDigestDependsOnTheModulesOnly() {
        var reversed: [String: ProjectModule] = [:]
        for name in Self.base.keys.sorted().reversed() { reversed[name] = Self.base[name] }
        #expect(Self.config(reversed).scanDigest == Self.config(Self.base).scanDigest)
        #expect(Self.config(Self.base).digest == Self.config(Self.base).digest)
        // The other settings still count beside them.
        var other = Self.config(Self.base)
        other.exclude = ["**/Generated/**"]
        #expect(other.scanDigest != Self.config(Self.base).scanDigest)
        var output = Self.config(Self.base)
        output.registryTypeName = "AppRoutes"
        #expect(output.scanDigest == Self.config(Self.base).scanDigest, "an output setting keeps the facts")
        #expect(output.digest != Self.config(Self.base).digest, "and changes the memo's key")
    }
}
