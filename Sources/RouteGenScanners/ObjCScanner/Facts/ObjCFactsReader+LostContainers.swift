import RouteGenModel

extension ObjCFactsReader {
    /// Reports each live `@interface` / `@implementation` that the tokens open but libclang's AST
    /// does not hold, even after the recovery reading, where a router could hide: its routers would
    /// otherwise be lost without a word. A container whose name the AST holds elsewhere in the same
    /// family (the other branch of an `#if`, which clang drops as a redefinition) is not lost, and
    /// neither is a category whose category name it holds (`UIView (Routing)` and `NSView (Routing)`
    /// in the two branches of one `#if`, sharing one body).
    ///
    /// A category declares no class, so no router hides in a lost one: what a category interface
    /// adopts is read from its tokens, and a category implementation is reported only when it
    /// defines a method a router's class would (a class method, or one a check reads).
    package mutating func reportLostContainers() {
        let found = Set(unit.declarations.map(\.nameOffset))
        var namesFound: Set<String> = []
        for declaration in unit.declarations {
            let name = codeIndex(atOrAfter: declaration.nameOffset)
            namesFound.insert(
                Self.family(declaration.kind)
                    + (name < code.count && code[name].start == declaration.nameOffset ? code[name].text : ""))
            if declaration.kind == .category || declaration.kind == .categoryImplementation {
                namesFound.insert(Self.family(declaration.kind) + "(" + declaration.name + ")")
            }
        }
        for index in code.indices
        where code[index].mark == UInt8(ascii: "@") && index + 2 < code.count && code[index + 2].isIdentifierLike {
            let keyword = code[index + 1].text
            guard keyword == "interface" || keyword == "implementation" else { continue }
            let name = code[index + 2]
            guard !found.contains(name.start), !namesFound.contains(keyword + name.text) else { continue }
            if let category = categoryName(after: index + 2) {
                guard !namesFound.contains(keyword + "(" + category + ")") else { continue }
                if keyword == "interface" {
                    readCategory(nameIndex: index + 2)
                } else if definesRouterMethod(inImplementationAt: index) {
                    diagnose(
                        .warning,
                        "libclang could not read `@implementation \(name.text) (\(category))` (this line or one above it derails its parser); routegen does not see its methods, so a router's registration here is neither registered nor checked. Simplify the declaration, for example with a typedef for a nested generic superclass",
                        at: code[index], rule: .objcUnreadDeclaration)
                }
                continue
            }
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

    /// `Name (Category)` or `Name ()` after the container keyword: the category's name ("" for a
    /// class extension); nil for a class.
    private func categoryName(after nameIndex: Int) -> String? {
        guard nameIndex + 1 < code.count, code[nameIndex + 1].is("(") else { return nil }
        if nameIndex + 2 < code.count, code[nameIndex + 2].is(")") { return "" }
        guard nameIndex + 3 < code.count, code[nameIndex + 2].isIdentifierLike, code[nameIndex + 3].is(")") else {
            return nil
        }
        return code[nameIndex + 2].text
    }

    /// Whether the category implementation starting at the `@` at `start` defines, before its
    /// `@end`, a class method or an instance method a check reads of a router (`+registerRoutableDestination`,
    /// `-destinationWithConfiguration:`): a router's category may hold them.
    private func definesRouterMethod(inImplementationAt start: Int) -> Bool {
        let instanceSelectors = Set(
            ObjCTopLevelCursors.readInstanceSelectors.map { $0.split(separator: ":").first.map(String.init) ?? $0 })
        var depth = 0
        var index = start + 2
        while index < code.count {
            let token = code[index]
            if token.is("@"), index + 1 < code.count, code[index + 1].text == "end" { return false }
            switch token.mark {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: "+") where depth == 0:
                return true
            case UInt8(ascii: "-") where depth == 0:
                // `- (Type *)selector…`: the selector's first part follows the return type.
                if index + 1 < code.count, code[index + 1].is("("),
                    let close = ObjCTokenReading.matchingClose(code, from: index + 1), close + 1 < code.count,
                    instanceSelectors.contains(code[close + 1].text)
                {
                    return true
                }
            default: break
            }
            index += 1
        }
        return false
    }
}
