/// One ZIKRouter registration API, called inside `registerRoutableDestination`: what it registers
/// and how each language spells it. The rows are in `RegistrationForm.all`; the scanners of both
/// languages and the pre-filters read them, so a new API is one row there and nothing else.
package struct RegistrationForm: Sendable {
    /// Where the registration kind comes from.
    package enum Meaning: Sendable {
        case fixed(RegistrationKind)
        /// A view-registry kind that resolution moves to the service registry when the owning
        /// router is a service router (the selector is shared by both router bases).
        case ownersRegistry(RegistrationKind)
        /// The protocol registration of the `RoutableView…<P>()` entry in the key argument.
        case routableEntry
    }

    /// What the key argument (always the first) names.
    package enum Key: Sendable {
        /// `Cls.self` / `[Cls class]`
        case destinationClass
        /// `P.self` / `ZIKRoutable(P)` / `@protocol(P)`
        case protocolName
        /// `"text"` / `@"text"`
        case string
        /// `RoutableView<P>()` and its kin (Swift only).
        case routableEntry
    }

    /// Adapters name the adaptee in their second argument.
    package enum Adaptee: Sendable {
        /// An Objective-C style protocol; `modules` says whether both are module protocols.
        case protocolName(modules: Bool)
        case routableEntry

        package var key: Key {
            switch self {
            case .protocolName: .protocolName
            case .routableEntry: .routableEntry
            }
        }
    }

    package var meaning: Meaning
    package var key: Key
    package var adaptee: Adaptee? = nil
    package var route: RegistrationRoute = .router
    /// Arguments after the spelled ones are allowed (the `making:` / `factory:` tails).
    package var acceptsMoreArguments: Bool = false
    /// Registers the key as an identifier as well (a URL pattern is also an identifier).
    package var alsoRegistersIdentifier: Bool = false
    package var swift: SwiftCallSpelling?
    package var objc: ObjCSelectorSpelling?

    package init(
        _ meaning: Meaning, key: Key, adaptee: Adaptee? = nil, route: RegistrationRoute = .router,
        acceptsMoreArguments: Bool = false, alsoRegistersIdentifier: Bool = false,
        swift: SwiftCallSpelling?, objc: ObjCSelectorSpelling?
    ) {
        self.meaning = meaning
        self.key = key
        self.adaptee = adaptee
        self.route = route
        self.acceptsMoreArguments = acceptsMoreArguments
        self.alsoRegistersIdentifier = alsoRegistersIdentifier
        self.swift = swift
        self.objc = objc
    }

    /// The registration a call of this form makes when its key argument reads as `entry` (nil
    /// when the key is not a routable entry), and whether resolution decides the registry.
    package func kind(entry: RoutableKind?) -> (kind: RegistrationKind, registryFromOwner: Bool) {
        switch meaning {
        case .fixed(let kind): (kind, false)
        case .ownersRegistry(let kind): (kind, true)
        case .routableEntry: (entry?.protocolRegistration ?? .viewProtocol, false)
        }
    }

    /// An adapter's routable kind when neither argument is a routable entry that says it.
    package var defaultAdapterKind: RoutableKind {
        if case .protocolName(modules: true) = adaptee { return .viewModule }
        return .view
    }

    package func matchesSwift(method: String, labels: [String]) -> Bool {
        guard let swift else { return false }
        return swift.method == method && Self.matches(labels, spelled: swift.labels, acceptsMore: acceptsMoreArguments)
    }

    package func matchesObjC(parts: [String]) -> Bool {
        guard let objc else { return false }
        return Self.matches(parts, spelled: objc.parts, acceptsMore: acceptsMoreArguments)
    }

    private static func matches(_ written: [String], spelled: [String], acceptsMore: Bool) -> Bool {
        guard written.count >= spelled.count, Array(written.prefix(spelled.count)) == spelled else { return false }
        return acceptsMore || written.count == spelled.count
    }

    package static func matchingSwift(method: String, labels: [String]) -> RegistrationForm? {
        all.first { $0.matchesSwift(method: method, labels: labels) }
    }

    package static func matchingObjC(parts: [String]) -> RegistrationForm? {
        all.first { $0.matchesObjC(parts: parts) }
    }
}

/// A Swift call written the way Swift documentation names it: `registerView(_:)`,
/// `register(adapter:forAdaptee:)`.
package struct SwiftCallSpelling: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    package let method: String
    /// Argument labels, `_` for an unlabelled argument.
    package let labels: [String]

    package init(stringLiteral name: String) {
        let open = name.firstIndex(of: "(") ?? name.endIndex
        method = String(name[..<open])
        let inner = name[open...].dropFirst().dropLast()
        labels = inner.split(separator: ":").map(String.init)
    }

    package var description: String { "\(method)(\(labels.map { $0 + ":" }.joined()))" }
}

/// An Objective-C selector as written in documentation: `registerView:`,
/// `registerDestinationAdapter:forAdaptee:`.
package struct ObjCSelectorSpelling: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    package let parts: [String]

    package init(stringLiteral selector: String) {
        parts = selector.split(separator: ":").map(String.init)
    }

    package var description: String { parts.map { $0 + ":" }.joined() }
}
