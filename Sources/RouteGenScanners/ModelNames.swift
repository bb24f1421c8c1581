import RouteGenModel

/// SwiftSyntax declares a `SourceLocation` too; inside the scanners the name means routegen's.
typealias SourceLocation = RouteGenModel.SourceLocation
