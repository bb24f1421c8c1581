import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// The byte pass reads declarations without a parser; these are the shapes it must follow (or,
/// when it cannot, hand to the parser).
struct ByteSurveyTests {
    private func swift(_ text: String) -> ByteSummary {
        var text = text
        return text.withUTF8 { SwiftByteSurvey.summary(of: $0) }
    }

    private func objc(_ text: String) -> ByteSummary {
        var text = text
        return text.withUTF8 { ObjCByteSurvey.summary(of: $0) }
    }

    private func links(_ summary: ByteSummary) -> [String: [String]] {
        Dictionary(summary.links.map { ($0.name, $0.targets) }, uniquingKeysWith: { $0 + $1 })
    }

    @Test func swiftClassesKeepTheirInheritedNamesWithoutQualifiersOrArguments() {
        let summary = swift(
            """
            final class A<T: Equatable>: Kit.Base<T, [Int]>, Equatable where T: Hashable {}
            open class /* why */ B
                : C {}
            class D: Outer<Int>.Inner {}
            @objc(EObjC) public class E: @unchecked Sendable {}
            """)
        #expect(!summary.mustParse)
        #expect(links(summary) == ["A": ["Base", "Equatable"], "B": ["C"], "D": ["Inner"], "E": ["Sendable"]])
        #expect(summary.declared == ["A", "B", "D", "E"])
    }

    @Test func classAsAModifierOrConstraintDeclaresNothing() {
        let summary = swift(
            """
            protocol P: class { func f() }
            struct S { class func make() -> S { S() } ; class var shared: S { S() } }
            let subclassCount = 1
            """)
        #expect(summary.links.isEmpty)
        // `class` as a modifier or a constraint declares no class. The protocol is declared (a
        // conformance check may need its parents), and so are the struct and the file-scope `let`,
        // which may hold string constants a key names.
        #expect(summary.declared == ["P", "S", "subclassCount"])
        #expect(!summary.mustParse)
    }

    @Test func swiftTypealiasesAndExtensions() {
        let summary = swift(
            """
            public typealias Flow<D> =
                Base<D,
                     Config>
            typealias Handler = (Flow<Int>) -> Void
            extension Outer.Inner: Equatable {}
            """)
        #expect(links(summary) == ["Flow": ["Base", "D", "Config"], "Handler": ["Flow", "Int", "Void"]])
        #expect(summary.declared == ["Flow", "Handler", "Outer", "Inner"])
    }

    @Test func swiftShapesThePassCannotFollowAreParsed() {
        #expect(swift("class `Type`: Base {}").mustParse)
        #expect(swift("extension `Type` {}").mustParse)
        #expect(swift("class A: {}").mustParse == false, "`{` right after the colon inherits nothing")
        #expect(swift("class A: 1 {}").mustParse)
        #expect(swift("func f() { x.register(y) }").mustParse, "a ZIKRouter spelling")
        #expect(swift("// routegen:ignore unreachable-router\nlet x = 1").mustParse, "a comment command")
    }

    @Test func objcInterfacesCategoriesAndImplementations() {
        let summary = objc(
            """
            @interface A<__covariant T> : /* base */ B <P, Q>
            @end
            @interface C (Extras)
            @end
            @interface D
                : ZIKModuleViewRouter(Input)
            @end
            @implementation E
            @end
            @interface Root
            @end
            """)
        #expect(links(summary) == ["A": ["B"], "D": ["ZIKModuleViewRouter"]])
        #expect(summary.declared == ["A", "C", "D", "E", "Root"])
        #expect(!summary.mustParse)
    }

    @Test func objcTypedefsMacrosAndAliases() {
        let summary = objc(
            """
            typedef ZIKViewRouter<id, ZIKViewRouteConfiguration *> AnyRouter;
            typedef NS_ENUM(NSInteger, State) { StateIdle = 0, StateBusy };
            #  define ModuleRouter(P) \\
                ZIKModuleViewRouter(P)
            #define PAGE 20
            @compatibility_alias Old New;
            """)
        let found = links(summary)
        #expect(found["AnyRouter"] == ["ZIKViewRouter", "id", "ZIKViewRouteConfiguration"])
        #expect(found["ModuleRouter"] == ["ZIKModuleViewRouter", "P"])
        #expect(found["Old"] == ["New"])
        #expect(found["PAGE"] == nil, "a number is not a name")
        #expect(summary.declared.contains("StateBusy") && summary.declared.contains("PAGE"))
    }

    @Test func objcShapesThePassCannotFollowAreParsed() {
        #expect(objc("@interface A :\n#if DEBUG\nB\n#else\nC\n#endif\n@end").mustParse)
        #expect(objc("@interface\n").mustParse)
        #expect(objc("@protocol P <ZIKViewRoutable>\n@end").mustParse, "protocols always go to the parser")
        #expect(
            !objc("@interface A : NSObject\n- (void)performWork;\n@end").mustParse,
            "`perform` alone is no ZIKRouter spelling in Objective-C")
    }

    @Test func theClosureFollowsLinksAcrossFilesAndFindsMentions() {
        let files = [
            swift("open class Base: ZIKAnyViewRouter {}"),
            swift("class Mid: Base {}"),
            objc("typedef Mid MidAlias;"),
            swift("class Leaf: MidAlias {}"),
            swift("class Unrelated: NSObject {}"),
        ]
        let closure = RouterClosure(summaries: files, extraBases: ["Vendor.Navigator"])
        #expect(closure.names.isSuperset(of: ["Base", "Mid", "MidAlias", "Leaf", "ZIKViewRouter", "Navigator"]))
        #expect(!closure.names.contains("Unrelated") && !closure.names.contains("NSObject"))
        func reason(_ text: String) -> PrefilterReason? {
            var text = text
            let summary = swift(text)
            return text.withUTF8 { closure.reasonToParse(summary, text: $0) }
        }
        #expect(reason("extension Leaf { var x: Int { 1 } }") == .declaresClosureName)
        #expect(reason("let type: AnyClass = Mid.self") == .mentionsClosureName)
        #expect(reason("let type: AnyClass = Middle.self") == nil, "only whole identifiers count")
        #expect(reason("class Unrelated2: NSObject {}") == nil)
        let other = RouterClosure(summaries: files.dropLast(), extraBases: ["Vendor.Navigator"])
        #expect(other.digest == closure.digest, "a file outside the closure does not change it")
        #expect(RouterClosure(summaries: Array(files.prefix(2)), extraBases: []).digest != closure.digest)
    }
}
