/// Helpers a `+registerRoutableDestination` may call: C functions (also `static inline` ones in
/// headers) and class methods, and the statement calls register bodies and helpers make. What a
/// helper registers is kept with it; resolution binds it to the router whose body calls it.
import RouteGenModel

extension ObjCFactsReader {
    /// The `{ … }` of a function or method other than the two routegen reads directly.
    package mutating func readHelper(name: String, typeName: String?, open: Int, close: Int, at token: ObjCToken) {
        let helper = HelperFunction(name: name, typeName: typeName, location: location(token))
        let callsBefore = facts.helperCalls.count
        let body = (open + 1)..<close
        currentHelper = helper
        helperBodies.append(code[open].start..<code[close].end)
        runtimeConditions = ObjCRuntimeConditions(code: code, body: body)
        readRegistrations(in: body, enclosingType: typeName ?? "", caller: helper.key)
        if let runtime = runtimeConditions {
            helperRuntimeClauses.merge(runtime.clausesByOffset) { current, _ in current }
        }
        runtimeConditions = nil
        if let read = currentHelper, !read.registrations.isEmpty || facts.helperCalls.count > callsBefore {
            facts.helpers.append(read)
        }
        currentHelper = nil
    }

    /// C function definitions at file scope: `name(…) {` outside every `@interface`,
    /// `@implementation` and `@protocol`, whatever qualifiers come before the name.
    package mutating func readFunctions() {
        let containers = unit.declarations.map { $0.start..<max($0.start, $0.end) }
        var index = 0
        while index < code.count {
            let token = code[index]
            if containers.contains(where: { $0.contains(token.start) }) {
                index += 1
                continue
            }
            if token.is("{"), let close = ObjCTokenReading.matchingClose(code, from: index) {
                index = close + 1
                continue
            }
            if token.kind == .identifier, index + 1 < code.count, code[index + 1].is("("),
                let close = ObjCTokenReading.matchingClose(code, from: index + 1),
                close + 1 < code.count, code[close + 1].is("{"),
                let end = ObjCTokenReading.matchingClose(code, from: close + 1)
            {
                readHelper(name: token.text, typeName: nil, open: close + 1, close: end, at: token)
                index = end + 1
                continue
            }
            index += 1
        }
    }

    /// `[self registerHelpers];`, `[Other registerRoutesWithOptions:o];` as a statement.
    package mutating func recordHelperCall(_ send: ObjCMessageSend, at index: Int, caller: String, body: Range<Int>) {
        guard startsStatement(index, body: body), send.close + 1 < body.upperBound, code[send.close + 1].is(";"),
            send.selector != "registerRoutableDestination"
        else { return }
        let receiver: String?
        switch send.receiver {
        case .enclosingClass:
            // `[super registerRoutableDestination]`-like sends to super are not followed.
            if code[send.open + 1].is("super") { return }
            receiver = nil
        case .named(let name): receiver = name
        case .allocated, .expression: return
        }
        let at = code[send.selectorIndex]
        facts.helperCalls.append(
            HelperCall(
                caller: caller, callee: send.selector, receiver: receiver, isMethodCall: true, location: location(at),
                condition: fullCondition(at)))
    }

    /// `registerDependencyOfZIKLoginModule();` as a statement.
    package mutating func recordFunctionCall(at index: Int, caller: String, body: Range<Int>) {
        guard startsStatement(index, body: body), index + 1 < body.upperBound, code[index + 1].is("("),
            let close = ObjCTokenReading.matchingClose(code, from: index + 1),
            close + 1 < body.upperBound, code[close + 1].is(";")
        else { return }
        let token = code[index]
        facts.helperCalls.append(
            HelperCall(
                caller: caller, callee: token.text, receiver: nil, isMethodCall: false, location: location(token),
                condition: fullCondition(token)))
    }

    private func startsStatement(_ index: Int, body: Range<Int>) -> Bool {
        guard index > body.lowerBound else { return true }
        let previous = code[index - 1]
        return previous.is(";") || previous.is("{") || previous.is("}") || previous.is(")") || previous.is(":")
            || previous.is("else")
    }

    /// The `#if` branches and the runtime branches of the body being read.
    package func fullCondition(_ token: ObjCToken) -> BuildCondition {
        BuildCondition(condition(token).clauses, runtime: runtimeConditions?.clauses(at: token) ?? [])
    }
}
