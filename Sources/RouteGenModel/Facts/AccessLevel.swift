/// Swift access levels, ordered from the most to the least restrictive.
package enum AccessLevel: String, Sendable, Comparable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    private var rank: Int {
        switch self {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public: 4
        case .open: 5
        }
    }

    package static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }
}
