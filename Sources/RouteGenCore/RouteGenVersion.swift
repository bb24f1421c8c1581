/// The tool's version, printed by `--version` and (later) part of every cache key.
public enum RouteGenVersion {
    public static let current = "0.1.0"
}

extension RouteGenVersion {
    /// The published docs/ folder: SARIF's `helpUri` and `informationUri` point into it.
    public static let documentationRoot = "https://github.com/routegen/routegen/blob/main/docs"
    /// The project's home page, for SARIF's `informationUri`.
    public static let homePage = "https://github.com/routegen/routegen"
}
