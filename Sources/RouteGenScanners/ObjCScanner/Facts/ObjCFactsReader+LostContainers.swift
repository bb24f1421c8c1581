import RouteGenModel

extension ObjCFactsReader {
    /// Reports each live `@interface` / `@implementation` that the tokens open but libclang's AST
    /// does not hold, even after the recovery reading: its routers would otherwise be lost
    /// without a word. A container whose name the AST holds elsewhere in the same family (the
    /// other branch of an `#if`, which clang drops as a redefinition) is not lost.
    package mutating func reportLostContainers() {
        let found = Set(unit.declarations.map(\.nameOffset))
        var namesFound: Set<String> = []
        for declaration in unit.declarations {
            let name = codeIndex(atOrAfter: declaration.nameOffset)
            namesFound.insert(
                Self.family(declaration.kind)
                    + (name < code.count && code[name].start == declaration.nameOffset ? code[name].text : ""))
        }
        for index in code.indices
        where code[index].mark == UInt8(ascii: "@") && index + 2 < code.count && code[index + 2].isIdentifierLike {
            let keyword = code[index + 1].text
            guard keyword == "interface" || keyword == "implementation" else { continue }
            let name = code[index + 2]
            guard !found.contains(name.start), !namesFound.contains(keyword + name.text) else { continue }
            diagnose(
                .warning,
                "libclang could not read `@\(keyword) \(name.text)` (this line or one above it derails its parser); routegen does not see this declaration, so a router here is neither registered nor checked. Simplify the declaration, for example with a typedef for a nested generic superclass",
                at: code[index], rule: .objcUnreadDeclaration)
        }
    }

    private static func family(_ kind: ObjCTranslationUnit.Declaration.Kind) -> String {
        switch kind {
        case .interface, .category: "interface"
        case .protocol: "protocol"
        case .implementation, .categoryImplementation: "implementation"
        }
    }
}
