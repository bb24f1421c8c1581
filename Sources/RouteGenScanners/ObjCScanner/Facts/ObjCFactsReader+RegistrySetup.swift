/// `[ZIKRouteRegistry notifyRegistrationFinished]`, `[ZIKRouteRegistry setAutoRegister:NO]` and
/// `ZIKRouteRegistry.autoRegister = NO;`, which only `routegen check` reads (the `registry-setup`
/// rule), with the meaning the Swift scanner gives them.
import RouteGenModel

extension ObjCFactsReader {
    /// The registry subclasses share the class methods and the flag.
    private static let registryClasses: Set<String> = [
        "ZIKRouteRegistry", "ZIKViewRouteRegistry", "ZIKServiceRouteRegistry",
    ]

    package mutating func recordRegistrySetupSend(_ send: ObjCMessageSend) {
        guard case .named(let receiver) = send.receiver else { return }
        guard Self.registryClasses.contains(receiver) else {
            // The generated registry's methods that end with `notifyRegistrationFinished`.
            if send.selector == "registerRoutes" || send.selector == "registerAllRoutes" {
                recordRegistrySetup(.registerRoutesCall, at: send.open + 1, callee: receiver + "." + send.selector)
            }
            return
        }
        switch send.selector {
        case "notifyRegistrationFinished":
            recordRegistrySetup(.notifyRegistrationFinished, at: send.open + 1)
        case "setAutoRegister:":
            recordRegistrySetup(Self.autoRegisterKind(code[send.arguments[0]]), at: send.open + 1)
        default:
            return
        }
    }

    /// `ZIKRouteRegistry.autoRegister = NO;` at the `autoRegister` token.
    package mutating func recordAutoRegisterAssignment(at index: Int) {
        guard code[index].text == "autoRegister", index >= 2, code[index - 1].is("."),
            Self.registryClasses.contains(code[index - 2].text), index + 1 < code.count, code[index + 1].is("=")
        else { return }
        var end = index + 2
        while end < code.count, !code[end].is(";") { end += 1 }
        recordRegistrySetup(Self.autoRegisterKind(code[(index + 2)..<end]), at: index - 2)
    }

    private static func autoRegisterKind(_ value: ArraySlice<ObjCToken>) -> RegistrySetupCall.Kind {
        guard value.count == 1, let token = value.first else { return .autoRegisterUnread }
        switch token.text {
        case "NO", "false", "0": return .autoRegisterOff
        case "YES", "true", "1": return .autoRegisterOn
        default: return .autoRegisterUnread
        }
    }

    private mutating func recordRegistrySetup(_ kind: RegistrySetupCall.Kind, at index: Int, callee: String? = nil) {
        let token = code[index]
        var call = RegistrySetupCall(
            kind: kind, function: nil, location: location(token), condition: condition(token), callee: callee)
        if let body = enclosingBody(of: token.start) {
            call.function = body.name
            let runtime = ObjCRuntimeConditions(code: code, body: (body.open + 1)..<body.close)
            call.condition.runtime = runtime.clauses(at: token)
            call.nested = isNested(index, in: body.open)
        }
        facts.registrySetupCalls.append(call)
    }

    /// The method (`AppDelegate.application:didFinishLaunchingWithOptions:`, `+` and `-` alike) or
    /// C function (`main`) whose body holds the offset, and its braces. Read from the tokens: the
    /// parse keeps only the instance methods the checks ask about.
    private func enclosingBody(of offset: Int) -> (name: String, open: Int, close: Int)? {
        if let declaration = unit.declarations.first(where: { $0.start <= offset && offset < $0.end }) {
            var index = codeIndex(atOrAfter: declaration.start)
            var header: Int?
            while index < code.count, code[index].start < declaration.end {
                let token = code[index]
                if token.is("-") || token.is("+") {
                    header = index
                } else if token.is("{"), let close = ObjCTokenReading.matchingClose(code, from: index) {
                    if let header, token.start < offset, offset < code[close].start {
                        return (declaration.name + "." + selector(in: (header + 1)..<index), index, close)
                    }
                    header = nil
                    index = close
                }
                index += 1
            }
            return nil
        }
        var index = 0
        while index < code.count {
            guard code[index].is("{"), let close = ObjCTokenReading.matchingClose(code, from: index) else {
                index += 1
                continue
            }
            if code[index].start < offset, offset < code[close].start {
                guard index > 0, code[index - 1].is(")"), let paren = matchingOpen(of: index - 1), paren > 0 else {
                    return nil
                }
                return (code[paren - 1].text, index, close)
            }
            index = close + 1
        }
        return nil
    }

    /// `application:didFinishLaunchingWithOptions:` from `(BOOL)application:(UIApplication *)application
    /// didFinishLaunchingWithOptions:(NSDictionary *)options`.
    private func selector(in header: Range<Int>) -> String {
        var parts: [String] = []
        var depth = 0
        var first: String?
        for index in header {
            let token = code[index]
            if token.is("(") { depth += 1 } else if token.is(")") { depth -= 1 }
            guard depth == 0, token.kind == .identifier else { continue }
            if first == nil { first = token.text }
            if index + 1 < header.upperBound, code[index + 1].is(":") { parts.append(token.text + ":") }
        }
        return parts.isEmpty ? first ?? "" : parts.joined()
    }

    /// Inside a block (`^{ … }`, `^(…) { … }`) or the braces of a loop between the body's `{`
    /// and the token.
    private func isNested(_ index: Int, in bodyOpen: Int) -> Bool {
        var opens: [Int] = []
        for position in (bodyOpen + 1)..<index {
            if code[position].is("{") {
                opens.append(position)
            } else if code[position].is("}") {
                _ = opens.popLast()
            }
        }
        return opens.contains { open in
            guard open > 0 else { return false }
            let before = code[open - 1]
            if before.is("^") || before.is("do") { return true }
            guard before.is(")"), let paren = matchingOpen(of: open - 1), paren > 0 else { return false }
            let head = code[paren - 1]
            return head.is("^") || head.is("for") || head.is("while")
        }
    }

    private func matchingOpen(of close: Int) -> Int? {
        var depth = 0
        var position = close
        while position >= 0 {
            if code[position].is(")") { depth += 1 }
            if code[position].is("(") {
                depth -= 1
                if depth == 0 { return position }
            }
            position -= 1
        }
        return nil
    }
}
