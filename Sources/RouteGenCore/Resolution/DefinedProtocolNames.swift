/// Settles the keys an Objective-C file passed as one bare name (`[self
/// registerViewProtocol:_LoginViewInput_]`, `ZIKServiceRouter.toService(_LoginServiceInput_)`),
/// which only a `#define` of a protocol expression in some scanned file can make a protocol.
/// Canonicalization has followed the `#define` by then: a key it renamed is the protocol; one it
/// left alone is a variable or a macro routegen did not read.
import RouteGenModel

enum DefinedProtocolNames {
    /// The registrations kept (each renamed one with its flag cleared), and an unread key with its
    /// `dynamic-registration` warning for each name no `#define` explains.
    static func settle(
        _ registrations: [RegistrationFact]
    ) -> (kept: [RegistrationFact], unread: [UnreadKey], diagnostics: [Diagnostic]) {
        guard registrations.contains(where: \.keyNeedsDefine) else { return (registrations, [], []) }
        var kept: [RegistrationFact] = []
        var unread: [UnreadKey] = []
        var diagnostics: [Diagnostic] = []
        kept.reserveCapacity(registrations.count)
        for var fact in registrations {
            guard fact.keyNeedsDefine else {
                kept.append(fact)
                continue
            }
            if fact.writtenKey != nil {
                fact.keyNeedsDefine = false
                kept.append(fact)
            } else {
                unread.append(UnreadKey(kind: fact.kind, spelling: fact.key, location: fact.location))
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "cannot read the protocol `\(fact.key)` registers statically: no scanned `#define` makes it a protocol expression",
                        at: fact.location, rule: .dynamicRegistration
                    ))
            }
        }
        return (kept, unread, diagnostics)
    }

    /// The use sites whose bare name a `#define` made a protocol; the others are dropped, as a
    /// request routegen cannot read is.
    static func settle(_ sites: [UseSite]) -> [UseSite] {
        guard sites.contains(where: \.keyNeedsDefine) else { return sites }
        return sites.compactMap { site in
            guard site.keyNeedsDefine else { return site }
            guard site.writtenKey != nil else { return nil }
            var site = site
            site.keyNeedsDefine = false
            return site
        }
    }
}
