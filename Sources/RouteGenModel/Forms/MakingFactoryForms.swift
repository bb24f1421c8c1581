/// How a `forMaking…` registration hands over what makes the destination or its configuration: a
/// block (`making:`, `configurationMaking:`) or a C function (`factory:`, `configurationFactory:`).
/// ZIKRouter 1.1.1 checks the two function variants of `registerIdentifier:forMaking…:` with an
/// inverted assertion, so the checks must tell the variants apart.
package enum MakingFactoryForms {
    /// The labels of the last argument that take a C function.
    private static let functionLabels: Set<String> = ["factory", "configurationFactory"]

    /// For a call spelled with these selector parts or argument labels (ZIKRouter's selectors read
    /// the same in both languages; the first is the key's): whether it is a `forMaking…`
    /// registration given a C function.
    package static func takesFunction(parts: [String]) -> Bool {
        parts.count == 3 && (parts[1] == "forMakingView" || parts[1] == "forMakingService")
            && functionLabels.contains(parts[2])
    }
}
