/// Conditions of Objective-C code keep the preprocessor's spelling (`defined(DEBUG)`), which
/// Swift's `#if` does not accept. When the Swift registry calls an Objective-C router it spells
/// the condition the Swift way: `defined(X)` / `defined X` becomes the compilation condition `X`
/// (Xcode's DEBUG is `DEBUG=1` for clang and `DEBUG` for Swift). Conditions that compare values
/// (`X > 1`) have no Swift spelling and are passed through for the compiler to reject loudly.

package enum ConditionSpelling {
    package static func swift(_ condition: BuildCondition) -> BuildCondition {
        BuildCondition(condition.clauses.map(swift))
    }

    package static func swift(_ clause: String) -> String {
        var result = ""
        var rest = Substring(clause)
        while let range = rest.range(of: "defined") {
            let before = rest[..<range.lowerBound]
            let isWordStart = before.last.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            var after = rest[range.upperBound...]
            result += before
            guard isWordStart else {
                result += "defined"
                rest = after
                continue
            }
            let parenthesized = after.first == "("
            if parenthesized { after = after.dropFirst() }
            after = after.drop { $0 == " " }
            let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            after = after.dropFirst(name.count)
            if parenthesized {
                after = after.drop { $0 == " " }
                if after.first == ")" { after = after.dropFirst() }
            }
            result += name
            rest = after
        }
        return result + rest
    }
}
