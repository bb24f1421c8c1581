/// Counts in English for messages and generated comments: "1 router", "2 routers".
import RouteGenModel

package enum Plural {
    /// `count` and the noun, with the plural the noun takes (an `s` unless `plural` says otherwise).
    package static func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
