/// A name for a string that the compiler replaces by the string: an object-like macro whose body
/// is one string literal, `#define kLoginRouteID @"login"`, or a constant pointer to one,
/// `NSString *const kLoginRouteID = @"login";` (`static` or not). Apps name their identifiers and
/// URL patterns this way in a shared header or file and pass the bare name (`[self
/// registerIdentifier:kLoginRouteID]`, `ZIKAnyViewRouter.toIdentifier(kLoginRouteID)`, and from
/// Swift, which imports both as constants), which resolution reads through these.
package struct StringConstant: Hashable, Sendable {
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
