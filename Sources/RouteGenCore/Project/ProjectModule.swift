import Foundation
import RouteGenModel

/// How the build makes one module's code visible to the registry.
package struct ProjectModule: Hashable, Codable, Sendable {
    package var kind: XcodeTarget.Kind
    /// Headers other modules can import as `<Module/Header.h>` (public and private headers).
    package var importableHeaders: [String]
    /// The preprocessor defines of the chosen configuration (`NAME` or `NAME=value`).
    package var defines: [String]
    /// Swift's active compilation conditions in the chosen configuration.
    package var swiftConditions: [String]
    /// `GCC_PREFIX_HEADER`, read in front of each Objective-C file of the module.
    package var prefixHeader: String?
    /// The prefix header's SHA-256: part of the config digest, so cached facts read with an
    /// older prefix header are not reused.
    package var prefixHeaderDigest: String?
    /// The pod's name when this module is a CocoaPods pod from a spec repository that `pods:`
    /// does not name: its files are read so that the routes it provides are known, and its
    /// routers are left out of the registry.
    package var leftOutPod: String?
    /// The target that builds the module and its `.xcodeproj` (or the podspec of a development
    /// pod read from its folder), for messages about its files.
    package var target: String
    package var project: String
    /// The modules this one depends on or links directly, sorted: a header is compiled in the
    /// modules that depend on its own (`RouteGraph.configured`).
    package var dependencies: [String]

    package init(
        kind: XcodeTarget.Kind, importableHeaders: [String], defines: [String], swiftConditions: [String] = [],
        prefixHeader: String? = nil, prefixHeaderDigest: String? = nil, leftOutPod: String? = nil, target: String = "",
        project: String = "", dependencies: [String] = []
    ) {
        self.kind = kind
        self.importableHeaders = importableHeaders
        self.defines = defines
        self.swiftConditions = swiftConditions
        self.prefixHeader = prefixHeader
        self.prefixHeaderDigest = prefixHeaderDigest
        self.leftOutPod = leftOutPod
        self.target = target
        self.project = project
        self.dependencies = dependencies
    }
}
