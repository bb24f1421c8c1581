/// The configuration factory of a `forMaking…` module registration: a block literal, or a C
/// function defined in the same file, whose returns routegen reads like a
/// `defaultRouteConfiguration` body's.
import RouteGenModel

extension ObjCFactsReader {
    package func configurationFactory(_ send: ObjCMessageSend) -> ConfigurationFactory? {
        guard let inViewRegistry = ConfigurationFactoryForms.registry(parts: send.parts), send.arguments.count == 3
        else { return nil }
        let argument = ObjCTokenReading.strippingParenthesesAndCasts(code, send.arguments[2])
        guard !argument.isEmpty else { return nil }
        let at = location(code[argument.lowerBound])
        func unread(_ why: String) -> ConfigurationFactory {
            ConfigurationFactory(inViewRegistry: inViewRegistry, madeClass: nil, unreadBecause: why, location: at)
        }
        let body: Range<Int>
        let what: String
        if code[argument.lowerBound].is("^") {
            guard
                let open = ObjCConfigurationReading.blockBodyOpen(
                    code, caret: argument.lowerBound, limit: argument.upperBound),
                let close = ObjCTokenReading.matchingClose(code, from: open)
            else { return unread("routegen cannot read the block") }
            body = (open + 1)..<close
            what = "the block"
        } else if let name = ObjCTokenReading.bareIdentifier(code, argument) {
            guard let found = functionBody(named: name) else {
                return unread("the factory function \(name) is not defined in \(fileName(path))")
            }
            body = found
            what = "the factory function \(name)"
        } else {
            return unread(
                "the factory `\(ObjCTokenSpelling.type(code[argument]))` is neither a block nor a function routegen reads"
            )
        }
        guard let made = ObjCConfigurationReading.returned(code, body) else {
            return unread("routegen cannot read which class \(what) returns")
        }
        return ConfigurationFactory(
            inViewRegistry: inViewRegistry, madeClass: made.name, location: location(code[made.at]))
    }

    /// The body of a C function defined at file scope (or inside an `@implementation`): `name(…) {`.
    private func functionBody(named name: String) -> Range<Int>? {
        for index in code.indices where code[index].kind == .identifier && code[index].text == name {
            guard index + 1 < code.count, code[index + 1].is("("),
                let close = ObjCTokenReading.matchingClose(code, from: index + 1),
                close + 1 < code.count, code[close + 1].is("{"),
                let end = ObjCTokenReading.matchingClose(code, from: close + 1)
            else { continue }
            return (close + 2)..<end
        }
        return nil
    }
}
