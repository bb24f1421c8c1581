// swift-tools-version: 6.0
//
// SwiftApp — a sample ZIKRouter/ZRouter app for routegen's tests. It builds and runs on Linux against
// ../ZIKRouterStub. The App target's RouteRegistry.swift is generated during the build by RouteGenPlugin, from
// routegen at ../.. (the repository root); without the plugin the App target does not compile.
import PackageDescription

let package = Package(
    name: "SwiftApp",
    dependencies: [
        // `name:` because a path package's identity is its folder's name, and a clone may have any.
        .package(name: "routegen", path: "../.."),
        .package(path: "../ZIKRouterStub"),
    ],
    targets: [
        // A tiny stand-in for the few UIKit classes the app uses (there is no UIKit on Linux), so the app's
        // files can keep their `import UIKit`.
        .target(name: "UIKit"),
        .target(
            name: "LoginKit",
            dependencies: [
                "UIKit",
                .product(name: "ZIKRouter", package: "ZIKRouterStub"),
                .product(name: "ZRouter", package: "ZIKRouterStub"),
            ]
        ),
        .target(
            name: "ProfileKit",
            dependencies: [
                "UIKit",
                "LoginKit",
                .product(name: "ZIKRouter", package: "ZIKRouterStub"),
                .product(name: "ZRouter", package: "ZIKRouterStub"),
            ]
        ),
        .executableTarget(
            name: "App",
            dependencies: [
                "UIKit",
                "LoginKit",
                "ProfileKit",
                .product(name: "ZIKRouter", package: "ZIKRouterStub"),
                .product(name: "ZRouter", package: "ZIKRouterStub"),
            ],
            plugins: [
                .plugin(name: "RouteGenPlugin", package: "routegen"),
            ]
        ),
    ]
)
