/// Builds generated source text with four-space indentation and `\n` line ends.
import RouteGenModel

struct CodeWriter {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ content: String = "") {
        // Blank lines carry no trailing spaces.
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, _ closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }
}

extension CodeWriter {
    /// One call per router, under a comment naming its group, with consecutive routers of the same
    /// `#if` condition sharing one block. Both registry languages write their calls this way.
    mutating func registrationCalls(_ routers: [Router], condition: (Router) -> String?, call: (Router) -> String) {
        var currentKind: RouterKind?
        var openCondition: String?
        for router in routers {
            if router.kind != currentKind {
                if openCondition != nil { line("#endif"); openCondition = nil }
                line("// \(router.kind.groupTitle)")
                currentKind = router.kind
            }
            let wanted = condition(router)
            if wanted != openCondition {
                if openCondition != nil { line("#endif") }
                if let wanted { line("#if \(wanted)") }
                openCondition = wanted
            }
            line(call(router))
        }
        if openCondition != nil { line("#endif") }
    }
}
