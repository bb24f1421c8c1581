import RouteGenModel

/// Where the build looks up the headers a target's files `#import`, as Xcode sets up clang: the
/// header maps (`USE_HEADERMAP`, on by default), `USER_HEADER_SEARCH_PATHS`,
/// `HEADER_SEARCH_PATHS` and CocoaPods' `Pods/Headers` folders. Read with the project, so that the
/// header closure can be worked out again after an edit without reading the project again.
package struct HeaderSearch: Hashable, Sendable {
    /// One module's lookup settings.
    package struct Module: Hashable, Sendable {
        /// The project whose header map the module's files see; nil with `USE_HEADERMAP = NO`.
        package var headerMapProject: String?
        /// `USER_HEADER_SEARCH_PATHS`, searched for `#import "…"` only (absolute; a trailing
        /// `/**` makes a folder recursive).
        package var userPaths: [String]
        /// `HEADER_SEARCH_PATHS`, searched for both forms.
        package var paths: [String]
        /// `ALWAYS_SEARCH_USER_PATHS = YES`: the user paths serve `#import <…>` too.
        package var alwaysSearchUserPaths: Bool
        /// CocoaPods' `Headers/Public` and `Headers/Private` folders beside the module's pods,
        /// when they exist: searched after the module's own paths.
        package var podHeaderFolders: [String]

        package init(
            headerMapProject: String?, userPaths: [String] = [], paths: [String] = [],
            alwaysSearchUserPaths: Bool = false, podHeaderFolders: [String] = []
        ) {
            self.headerMapProject = headerMapProject
            self.userPaths = userPaths
            self.paths = paths
            self.alwaysSearchUserPaths = alwaysSearchUserPaths
            self.podHeaderFolders = podHeaderFolders
        }
    }

    package var modules: [String: Module] = [:]
    /// Every header file of each project (by `.xcodeproj` path): a project's header map finds
    /// any of them by its file name.
    package var projectHeaders: [String: [String]] = [:]
    /// The name a framework's headers are imported under (`<Name/Header.h>`), when it is not
    /// the module's name (a product named otherwise).
    package var frameworkNames: [String: String] = [:]
    /// Folders of the app's code: the projects' folders, the workspace's, the development pods'.
    /// A header found outside all of them (an SDK's, one installed on the system) is not read.
    package var sourceFolders: [String] = []
    /// Folders whose headers are read only when a chosen target compiles them: the `Pods`
    /// folder, which also holds the framework's own pod and pods no chosen target uses.
    package var closedFolders: [String] = []

    package init() {}

    /// The recursive search folder a path names (`Folder/**`), or nil for a plain one.
    static func recursiveRoot(_ path: String) -> String? {
        guard path.hasSuffix("/**") else { return nil }
        return String(path.dropLast(3))
    }
}
