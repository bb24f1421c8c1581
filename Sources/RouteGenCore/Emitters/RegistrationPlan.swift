/// Which routers the generated code calls, in which group and order (docs/ZIKRouter-semantics.md#generated-code-shape). Shared by
/// every language's registry emitter so they can never disagree.
import RouteGenModel

package struct RegistrationPlan: Hashable, Sendable {
    package var early: [Router]
    package var main: [Router]

    package init(routers: [Router]) {
        let registrable = routers.filter(\.registrable)
        early = Self.ordered(registrable.filter(\.isEarly))
        main = Self.ordered(registrable.filter { !$0.isEarly })
    }

    /// View routers, view adapters, service routers, service adapters; by name inside a group.
    static func ordered(_ routers: [Router]) -> [Router] {
        routers.sorted {
            ($0.kind.groupOrder, $0.name, $0.location) < ($1.kind.groupOrder, $1.name, $1.location)
        }
    }
}
