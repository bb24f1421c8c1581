import Foundation
import RouteGenCore
import RouteGenModel

/// `Fixtures/MixedApp` run through the pipeline, and the clang syntax check of the Objective-C
/// registry generated from it.
package enum MixedAppFixture {
    package static func run(entry: RegistryEntry) -> (graph: RouteGraph, config: RouteGenConfig) {
        var config = RouteGenConfig()
        config.resolve.registryModule = "App"
        config.output.entry = entry
        let result = Pipeline.run(Pipeline.Input(paths: [Repository.path("Fixtures/MixedApp")], config: config))
        return (result.graph, config)
    }

    /// The Swift toolchain's clang, Debian's, or `$ROUTEGEN_CLANG`. Missing clang is a failure
    /// with the install command, never a skip.
    package static func clang() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["ROUTEGEN_CLANG"], !explicit.isEmpty { return explicit }
        let folders =
            (environment["PATH"] ?? "").split(separator: ":").map(String.init) + [
                "/opt/swift/usr/bin", "/usr/bin", "/usr/lib/llvm-14/bin",
            ]
        for folder in folders {
            let candidate = folder + "/clang"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw CompileCheckError(
            message:
                "clang not found: the generated Objective-C cannot be checked. Install it (`apt-get install clang`, or use the Swift toolchain's clang) or set ROUTEGEN_CLANG"
        )
    }

    package struct CompileCheckError: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// Writes the registry files and a stand-in `App-Swift.h` (what swiftc would emit for the
    /// `@objc` class) to a temporary folder and runs clang on `RouteRegistry.m`.
    package static func compileObjCRegistry(
        _ files: [RegistryFileSet.File], extraSource: String? = nil
    ) throws -> ProcessOutput {
        let clang = try clang()
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for file in files { try folder.write(file.name, file.contents) }
        try folder.write(
            "App-Swift.h",
            """
            #import <Foundation/Foundation.h>
            @interface RouteRegistrySwiftRoutes : NSObject
            + (void)registerEarlyRoutes;
            + (void)registerRoutes;
            @end
            """)
        var main = folder.path + "/RouteRegistry.m"
        if let extraSource {
            try folder.write("Extra.m", extraSource)
            main = folder.path + "/Extra.m"
        }
        return try ProcessRunner.run(
            clang,
            [
                "-fsyntax-only", "-fmodules", "-fmodules-cache-path=\(folder.path)/module-cache", "-x", "objective-c",
                "-fblocks",
                "-Werror", "-Wall",
                "-I", Repository.path("Fixtures/ZIKRouterObjCStub/include"),
                "-I", Repository.path("Fixtures/MixedApp/Sources/App"),
                "-I", Repository.path("Fixtures/MixedApp/Sources"),
                "-I", folder.path,
                main,
            ])
    }
}
