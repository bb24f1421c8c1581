/// Settles the keys a file passed as one bare name, which only a definition in some scanned
/// Objective-C file gives a meaning: a protocol expression (`[self registerViewProtocol:_LoginViewInput_]`,
/// `ZIKServiceRouter.toService(_LoginServiceInput_)`) or a string (`[self
/// registerIdentifier:kLoginRouteID]`, `ZIKAnyViewRouter.toIdentifier(kLoginRouteID)`).
/// Canonicalization has followed a protocol `#define` by then: a protocol key it renamed is the
/// protocol; one it left alone is a variable or a macro routegen did not read. A string key is
/// read here, from the strings scanned `#define`s and `NSString *const`s give each name.
import RouteGenModel

struct DefinedKeyNames {
    /// Name → every string a scanned `#define` or `NSString *const` gives it. Two different strings
    /// (one under `#if DEBUG`, one under `#else`) leave the name unread: which one the build sees
    /// is not known here.
    private let strings: [String: Set<String>]

    init(_ defines: [StringConstant]) {
        var strings: [String: Set<String>] = [:]
        for define in defines { strings[define.name, default: []].insert(define.value) }
        self.strings = strings
    }

    /// The registrations kept (each renamed one with its flag cleared), and an unread key with its
    /// `dynamic-registration` warning for each name no `#define` explains.
    func settle(
        _ registrations: [RegistrationFact]
    ) -> (kept: [RegistrationFact], unread: [UnreadKey], diagnostics: [Diagnostic]) {
        guard registrations.contains(where: { $0.keyNeedsDefine || $0.adapteeNeedsDefine }) else {
            return (registrations, [], [])
        }
        var kept: [RegistrationFact] = []
        var unread: [UnreadKey] = []
        var diagnostics: [Diagnostic] = []
        kept.reserveCapacity(registrations.count)
        for var fact in registrations {
            if fact.adapteeNeedsDefine {
                // An adaptee no `#define` makes a protocol is one routegen cannot read.
                if fact.writtenAdaptee == nil { fact.adaptee = nil }
                fact.adapteeNeedsDefine = false
            }
            guard fact.keyNeedsDefine else {
                kept.append(fact)
                continue
            }
            let reason: String
            if Self.holdsString(fact.kind) {
                switch string(for: fact.key, in: fact.enclosingScope) {
                case .one(let value):
                    fact.writtenKey = fact.key
                    fact.key = value
                    fact.keyNeedsDefine = false
                    kept.append(fact)
                    continue
                case .none:
                    reason =
                        fact.location.file.hasSuffix(".swift")
                        ? "no scanned file-scope `let`, type's `static let`, Objective-C `#define` or `NSString *const` makes it a string"
                        : "no scanned `#define` or `NSString *const` makes it a string"
                case .several(let values):
                    reason = "scanned definitions make it \(values.map { "\"\($0)\"" }.joined(separator: " or "))"
                }
            } else if fact.writtenKey != nil {
                fact.keyNeedsDefine = false
                kept.append(fact)
                continue
            } else {
                reason = "no scanned `#define` makes it a protocol expression"
            }
            let what =
                switch fact.kind {
                case .identifier: "identifier"
                case .urlPattern: "URL pattern"
                default: "protocol"
                }
            unread.append(UnreadKey(kind: fact.kind, spelling: fact.key, location: fact.location))
            diagnostics.append(
                Diagnostic(
                    .warning, "cannot read the \(what) `\(fact.key)` registers statically: \(reason)",
                    at: fact.location, rule: .dynamicRegistration
                ))
        }
        return (kept, unread, diagnostics)
    }

    /// The use sites whose bare name a `#define` made a protocol, the others dropped, as a
    /// request routegen cannot read is; an identifier site with the string its name stands for,
    /// or with no key, as a request through a variable has.
    func settle(_ sites: [UseSite]) -> [UseSite] {
        guard sites.contains(where: \.keyNeedsDefine) else { return sites }
        return sites.compactMap { site in
            guard site.keyNeedsDefine else { return site }
            var site = site
            site.keyNeedsDefine = false
            switch site.kind {
            case .viewIdentifier, .serviceIdentifier, .viewURL, .serviceURL:
                let name = site.key
                if case .one(let value) = string(for: name ?? "", in: site.scope) {
                    site.writtenKey = name
                    site.key = value
                } else {
                    site.key = nil
                }
                return site
            case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol, .routerClass,
                .viewClass, .serviceClass:
                return site.writtenKey == nil ? nil : site
            }
        }
    }

    /// The bare names the files' registrations and requests pass, which only a definition in a
    /// file the pre-filter may have skipped can explain.
    static func namesWanted(in files: [FileFacts]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for helper in file.helpers { insertNames(of: helper.registrations, into: &names) }
            insertNames(of: file.registrations, into: &names)
            for site in file.useSites where site.keyNeedsDefine { if let key = site.key { names.insert(key) } }
        }
        // `RouteID.login` is declared in the file that declares or extends `RouteID`.
        for name in names where name.contains(".") { names.insert(String(name.prefix { $0 != "." })) }
        return names
    }

    private static func insertNames(of registrations: [RegistrationFact], into names: inout Set<String>) {
        for fact in registrations {
            if fact.keyNeedsDefine { names.insert(fact.key) }
            if fact.adapteeNeedsDefine, let adaptee = fact.adaptee { names.insert(adaptee) }
        }
    }

    private enum Lookup {
        case none
        case one(String)
        case several([String])
    }

    /// The string `name` stands for where it is written: inside types (Swift, `scope` outermost
    /// first), a type's own `static let` shadows an outer type's and a file-scope one, as Swift
    /// looks names up; Objective-C names have no scope.
    private func string(for name: String, in scope: [String] = []) -> Lookup {
        let candidates = scope.isEmpty ? [name] : DeclarationIndex.candidates(name, in: scope)
        guard let values = candidates.lazy.compactMap({ self.strings[$0] }).first else { return .none }
        return values.count == 1 ? .one(values.first!) : .several(values.sorted())
    }

    private static func holdsString(_ kind: RegistrationKind) -> Bool {
        kind == .identifier || kind == .urlPattern
    }
}
