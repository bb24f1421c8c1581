/// The tool's version, printed by `--version`.
package enum RouteGenVersion {
    package static let current = "0.1.0"
}

extension RouteGenVersion {
    /// The published docs/ folder: SARIF's `helpUri` and `informationUri` point into it.
    package static let documentationRoot = "https://github.com/routegen/routegen/blob/main/docs"
    /// The project's home page, for SARIF's `informationUri`.
    package static let homePage = "https://github.com/routegen/routegen"
}
