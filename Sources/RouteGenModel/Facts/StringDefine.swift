/// `#define kLoginRouteID @"login"`: an object-like macro whose body is one string literal. Apps
/// name their identifiers and URL patterns this way in a shared header and pass the bare name
/// (`[self registerIdentifier:kLoginRouteID]`, `ZIKAnyViewRouter.toIdentifier(kLoginRouteID)`),
/// which resolution reads through these.
package struct StringDefine: Hashable, Sendable {
    package var name: String
    /// The literal's contents, escapes as written.
    package var value: String
    package var location: SourceLocation

    package init(name: String, value: String, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}
