/// A type as written in source: `ZIKViewRouter<LoginViewController, ViewRouteConfig>` has the
/// name `ZIKViewRouter` and two generic arguments; `Outer.Base<VC>` has the name `Outer.Base`.
package struct TypeReference: Hashable, Sendable {
    package var name: String
    package var genericArguments: [String]
    /// The source text, whitespace-normalised, for reports.
    package var spelling: String

    package init(name: String, genericArguments: [String] = [], spelling: String? = nil) {
        self.name = name
        self.genericArguments = genericArguments
        self.spelling =
            spelling ?? (genericArguments.isEmpty ? name : "\(name)<\(genericArguments.joined(separator: ", "))>")
    }

    /// The name without a module prefix that names the ZIKRouter framework itself.
    package var nameWithoutFrameworkModule: String {
        for prefix in ["ZIKRouter.", "ZRouter."] where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return name
    }
}
