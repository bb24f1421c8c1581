// swift-tools-version: 6.0
//
// ZIKRouterStub — a Linux stand-in for ZIKRouter / ZRouter 1.1.1, used by routegen's tests.
// It type-checks ZRouter-style Swift router code and records every registration; it is not ZIKRouter.
import PackageDescription

let package = Package(
    name: "ZIKRouterStub",
    products: [
        .library(name: "ZIKRouter", targets: ["ZIKRouter"]),
        .library(name: "ZRouter", targets: ["ZRouter"]),
    ],
    targets: [
        // Clang module `ZIKRouter` with the explicit submodule `ZIKRouter.Internal`, so that app code can
        // write `import ZIKRouter.Internal`. The Swift target of the same name re-exports it.
        .target(name: "ZIKRouterC", path: "Sources/ZIKRouterC"),
        .target(name: "ZIKRouter", dependencies: ["ZIKRouterC"]),
        .target(name: "ZRouter", dependencies: ["ZIKRouter"]),
    ]
)
