// swift-tools-version:6.0
//
// routegen's build plugin over a prebuilt `routegen` (an artifact bundle), for apps that do not want
// every clean build to compile swift-syntax and a debug routegen. Same plugin code as the source
// plugin in the repository root (the files here are links to it); only where the tool comes from
// differs. `scripts/make-artifactbundle.sh --url …` fills in the release's URL and checksum.
import Foundation
import PackageDescription

/// A bundle next to this manifest (what `make-artifactbundle.sh --output <this folder>` writes)
/// wins over the release URL, so a checkout can use its own build before anything is published.
let localBundle = ["routegen.artifactbundle.zip", "routegen.artifactbundle"].first {
    FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + $0)
}

let package = Package(
    name: "RouteGenPlugins",
    products: [
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"])
    ],
    targets: [
        localBundle.map { .binaryTarget(name: "RouteGenBinary", path: $0) }
            ?? .binaryTarget(
                name: "RouteGenBinary",
                url: "https://github.com/routegen/routegen/releases/download/0.1.0/routegen.artifactbundle.zip",
                checksum: "0000000000000000000000000000000000000000000000000000000000000000"
            ),
        // Generates the registry of the target it is applied to, before that target compiles.
        .plugin(
            name: "RouteGenPlugin",
            capability: .buildTool(),
            dependencies: ["RouteGenBinary"]
        ),
    ]
)
