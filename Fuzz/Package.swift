// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for routegen, in their own package so that the main package's `swift test`
// never builds them. Build and run with scripts/fuzz.sh (it passes -sanitize=fuzzer).
let package = Package(
    name: "RouteGenFuzz",
    dependencies: [
        .package(name: "routegen", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "RouteGenFuzz",
            dependencies: [.product(name: "_RouteGenCore", package: "routegen")]
        )
    ]
)
