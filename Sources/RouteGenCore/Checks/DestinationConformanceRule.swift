/// `destination-conformance`: a router registers a destination class (`registerView`,
/// `registerExclusiveService`…) and a view or service protocol, and the class does not conform to
/// the protocol. ZIKRouter checks every such pair when registration runs in a debug build and
/// asserts, so the app stops at launch. Only certain mismatches are errors: a class, superclass or
/// protocol routegen cannot see, a conformance added at run time or under an unreadable condition,
/// or a pair that may never run in the same build gives no error (the last gives a note).
public struct DestinationConformanceRule: CheckRule {
    public let id = "destination-conformance"
    public let defaultSeverity = Diagnostic.Severity.error
    public let summary = "A destination class a router registers does not conform to a view or service protocol the same router registers."

    public init() {}

    public func findings(in context: CheckContext) -> [Finding] {
        let conformance = ConformanceGraph(context.graph)
        var findings: [Finding] = []
        for group in ConformanceChecking.registrationsByRouter(context.routes) {
            let destinations = group.filter { $0.fact.kind.registersDestinationClass }
            let protocols = group.filter { $0.fact.kind == .viewProtocol || $0.fact.kind == .serviceProtocol }
            for destination in destinations {
                for registered in protocols where registered.registry == destination.registry {
                    let relation = ConditionLogic.relation(destination.condition, registered.condition)
                    guard relation != .exclusive else { continue }
                    let condition = destination.condition.appending(registered.condition)
                    let className = destination.fact.key
                    let missing = ConformanceChecking.members(of: registered.fact.key).filter {
                        conformance.satisfies(className, $0, under: condition) == .doesNotConform
                    }
                    // One member routegen cannot decide leaves the others to speak: a known mismatch is one.
                    guard !missing.isEmpty else { continue }
                    let kind = registered.fact.kind == .viewProtocol ? "view" : "service"
                    let written = registered.fact.writtenKey.map { " (written \($0))" } ?? ""
                    var message = "\(kind) class \(className), registered by \(destination.routeDescription) here, does not "
                        + Self.describe(missing, conformance: conformance)
                        + ", but the same router registers \(kind) protocol \(registered.fact.key)\(written) at \(ConformanceChecking.place(registered.fact.location)); ZIKRouter asserts at launch in debug builds"
                    if relation == .unknown {
                        message += ConformanceChecking.unknownPairing
                        findings.append(Finding(message, at: destination.fact.location, severity: .note))
                    } else {
                        findings.append(Finding(message, at: destination.fact.location))
                    }
                }
            }
        }
        return findings
    }

    /// `conform to LoginViewInput`, `descend from UIViewController`, joined with "or".
    static func describe(_ members: [String], conformance: ConformanceGraph) -> String {
        members.map { conformance.isClass($0) ? "descend from \($0)" : "conform to \($0)" }.joined(separator: " or ")
    }
}
