/// The tool's version, printed by `--version` and (later) part of every cache key.
public enum RouteGenVersion {
    public static let current = "0.1.0"
}
