// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "routegen",
    platforms: [.macOS(.v13)],
    products: [
        // Not API: routegen is used through its CLI and its plugins. The fuzz targets (Fuzz/) link the
        // library; the underscore says its names may change in any release.
        .library(name: "_RouteGenCore", targets: ["RouteGenModel", "RouteGenScanners", "RouteGenCore"]),
        .executable(name: "routegen", targets: ["routegen"]),
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        .plugin(name: "RouteGenCommandPlugin", targets: ["RouteGenCommandPlugin"]),
    ],
    dependencies: [
        // Every mirrored release from 600 to 603 must resolve, so apps that also use macros
        // (which pin swift-syntax themselves) can add routegen without a conflict.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // 5.x and 6.x both read the small config file the same way; apps that already use Yams keep theirs.
        .package(url: "https://github.com/jpsim/Yams.git", "5.0.1"..<"7.0.0"),
    ],
    targets: [
        // libclang's C types only; the library is opened at run time (ObjCScanner/Clang/LibClang.swift),
        // so building routegen needs no libclang and no linker flags.
        .target(
            name: "CLibClang",
            exclude: ["LICENSE.TXT", "README.md"]
        ),
        // The values every stage shares: file facts, the route graph, conditions, diagnostics and the
        // table of ZIKRouter's API forms. No dependencies, no I/O.
        .target(name: "RouteGenModel"),
        // Reads one file into facts. The only target that sees SwiftSyntax or libclang.
        .target(
            name: "RouteGenScanners",
            dependencies: [
                "RouteGenModel",
                "CLibClang",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["ObjCScanner/README.md"],
            // dlopen/dlsym live in libdl before glibc 2.34.
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // Discovery, projects, resolution, checks, emitters, reporting, the caches and the pipeline.
        .target(
            name: "RouteGenCore",
            dependencies: [
                "RouteGenModel",
                "RouteGenScanners",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "routegen",
            dependencies: [
                "RouteGenModel",
                "RouteGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Generates the registry of the target it is applied to, before that target compiles.
        .plugin(
            name: "RouteGenPlugin",
            capability: .buildTool(),
            dependencies: ["routegen"]
        ),
        // `swift package routegen check|dump|generate`. No declared permission: `check` and `dump`
        // must run without a flag; `generate` documents --allow-writing-to-package-directory.
        .plugin(
            name: "RouteGenCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "routegen",
                    description:
                        "Check the routes of the package's targets, dump them, or generate a registry to commit")
            ),
            dependencies: ["routegen"]
        ),
        // Tests, in tiers. `swift test` runs them all; the unit tiers (the first three) run no process
        // and need no toolchain beyond the build: see docs/testing.md.
        // Repository paths, temporary folders, running a process and the fixtures two tiers share.
        // A plain target so that it builds without Testing or XCTest.
        .target(
            name: "RouteGenTestSupport",
            dependencies: ["RouteGenModel", "RouteGenCore"],
            path: "Tests/RouteGenTestSupport"
        ),
        // Writes the FileFacts accessors and the facts cache's coding from the model's declarations
        // (CONTRIBUTING.md, "Adding a fact"): `swift run generate-facts-coding`. It needs no library
        // target, so it runs even when a removed field leaves the old generated code unable to compile.
        .target(
            name: "FactsCodingGenerator",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Tests/FactsCodingGenerator"
        ),
        .executableTarget(
            name: "generate-facts-coding",
            dependencies: ["FactsCodingGenerator"],
            path: "Tests/GenerateFactsCoding"
        ),
        .testTarget(
            name: "RouteGenModelTests",
            dependencies: ["RouteGenModel"]
        ),
        .testTarget(
            name: "RouteGenScannersTests",
            dependencies: [
                "RouteGenModel", "RouteGenScanners",
                // The location test compares the scanner's lines and columns with SwiftSyntax's converter.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: [
                "RouteGenModel", "RouteGenScanners", "RouteGenCore", "RouteGenTestSupport", "FactsCodingGenerator",
                // The layer test reads the sources' declarations.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Properties over every file under Fixtures/: two ways of reading that must agree. In-process,
        // but tens of seconds.
        .testTarget(
            name: "PropertyTests",
            dependencies: ["RouteGenModel", "RouteGenScanners", "RouteGenCore", "RouteGenTestSupport"]
        ),
        // Generated files against Fixtures/Goldens, and the same bytes whatever the order and jobs.
        .testTarget(
            name: "GoldenTests",
            dependencies: ["RouteGenModel", "RouteGenScanners", "RouteGenCore", "RouteGenTestSupport"]
        ),
        // Run the built `routegen` binary (and python3's jsonschema, the pre-commit framework).
        .testTarget(
            name: "CLITests",
            dependencies: ["RouteGenModel", "RouteGenScanners", "RouteGenCore", "RouteGenTestSupport", "routegen"],
            exclude: ["RealCode/zikrouter-repository.expectations"]
        ),
        // Build fixture apps with the plugins, compile generated code, drive Graphviz, Chromium and
        // bubblewrap: minutes, not seconds.
        .testTarget(
            name: "AppBuildTests",
            dependencies: ["RouteGenModel", "RouteGenScanners", "RouteGenCore", "RouteGenTestSupport", "routegen"]
        ),
    ]
)
