import Foundation
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// What resolution shares instead of copying or recomputing must not change a result: facts stay
/// values although their fields live in a shared box, the conformance scope walks every
/// declaration of a name wherever it is, names are tested for plain spelling as `Character` does,
/// and modules looked up by position are those looked up by path.
struct ResolutionSharingTests {
    private static let location = SourceLocation(file: "Sources/App/LoginViewRouter.swift", line: 3, column: 1)

    private static func loginFacts() -> FileFacts {
        var facts = FileFacts(path: "Sources/App/LoginViewRouter.swift", language: .swift)
        facts.classes.append(
            ClassDeclaration(
                name: "LoginViewRouter", superclass: TypeReference(name: "ZIKViewRouter"), location: location))
        facts.suppressions[3, default: []].insert("unreachable-router")
        return facts
    }

    @Test func factsAreValuesAlthoughTheirFieldsAreShared() {
        let original = Self.loginFacts()
        var copy = original
        #expect(copy == original)
        copy.classes[0].name = "SignupViewRouter"
        copy.suppressions[3, default: []].insert("duplicate-protocol")
        copy.diagnostics.append(Diagnostic(.warning, "changed", at: Self.location))
        #expect(original.classes.map(\.name) == ["LoginViewRouter"], "the copy's change does not reach the original")
        #expect(original.suppressions == [3: ["unreachable-router"]])
        #expect(original.diagnostics.isEmpty)
        #expect(copy != original)

        // Equal fields make equal values with equal hashes, whichever box holds them.
        let rebuilt = Self.loginFacts()
        #expect(rebuilt == original)
        #expect(rebuilt.hashValue == original.hashValue)
        #expect(Set([original, rebuilt, copy]).count == 2)
    }

    @Test func copiesChangedOnSeveralThreadsStayApart() {
        let shared = Self.loginFacts()
        let changed = ParallelMap.map(count: 64, jobs: 4) { index -> FileFacts in
            var facts = shared
            facts.classes[0].name = "Router\(index)"
            facts.typeAliases.append(
                TypeAliasDeclaration(
                    name: "Alias\(index)", target: TypeReference(name: "ZIKViewRouter"), location: Self.location))
            return facts
        }
        #expect(shared == Self.loginFacts())
        #expect(changed.map { $0.classes[0].name } == (0..<64).map { "Router\($0)" })
        #expect(changed.allSatisfy { $0.typeAliases.count == 1 })
    }

    /// A name declared in several places (a class, a Swift extension in another file, an
    /// Objective-C category) brings in the parents of every declaration, transitively.
    @Test func theConformanceScopeFollowsEveryDeclarationOfAName() {
        let router = Snippet.facts(
            """
            final class LoginViewRouter: ZIKViewRouter<LoginViewController, ZIKViewRouteConfiguration> {
                override class func registerRoutableDestination() {
                    registerView(LoginViewController.self)
                }
            }
            """, path: "Sources/Login/LoginViewRouter.swift")
        let controller = Snippet.facts(
            """
            class LoginViewController: BaseViewController {}
            class BaseViewController: UIViewController, Themed {}
            protocol Themed: Styled {}
            class Unrelated: Lonely {}
            """, path: "Sources/Login/LoginViewController.swift")
        let extensionFile = Snippet.facts(
            """
            extension LoginViewController: Trackable {}
            protocol Trackable: Analytics {}
            """, path: "Sources/Login/LoginViewController+Tracking.swift")
        let category = Snippet.facts(
            """
            @interface LoginViewController (Legacy) <LegacyPresenting>
            @end
            @protocol LegacyPresenting <NSObject>
            @end
            """, path: "Sources/Login/LoginViewController+Legacy.h")

        let files = [router, controller, extensionFile, category]
        let scope = ConformanceScope(files: files)
        let names = scope.names
        for expected in [
            "LoginViewController", "BaseViewController", "UIViewController", "Themed", "Styled", "Trackable",
            "Analytics", "LegacyPresenting", "NSObject", "ZIKViewRouteConfiguration",
        ] {
            #expect(names.contains(expected), "\(expected)")
        }
        #expect(!names.contains("Unrelated") && !names.contains("Lonely"))
        // The same names whatever the order of the files.
        #expect(ConformanceScope(files: files.reversed()).names == names)
        // Kept: every declaration of a name in the scope, in the files' order.
        let expected = files.flatMap(\.conformances).filter { names.contains(ConformanceScope.simple($0.typeName)) }
        #expect(scope.declarations == expected)
        #expect(
            scope.declarations.map(\.typeName) == [
                "LoginViewController", "BaseViewController", "Themed", "LoginViewController", "Trackable",
                "LoginViewController", "LegacyPresenting",
            ])
    }

    @Test func aPlainNameIsTestedAsCharactersAre() {
        let samples = [
            "LoginConfig", "Login_Config2", "Login.Config", "LoginConfig *", "", "_", "9Lives", "Café", "Ünïcødé",
            "日本語",
            "e\u{301}", "Name\u{200D}", "Na-me", "A\r\nB", "\u{0600}A", "x²", "١٢٣", "Tab\tName", "Emoji😀",
        ]
        for sample in samples {
            let characters = sample.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            #expect(NameSpelling.isPlain(sample) == characters, "\(sample.debugDescription)")
            let withDots = sample.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            #expect(
                NameSpelling.isPlain(sample, alsoAllowing: [UInt8(ascii: ".")]) == withDots,
                "\(sample.debugDescription)")
            #expect(NameSpelling.isPlain(Substring(sample)) == characters)
        }
    }

    @Test func modulesByPositionAreModulesByPath() {
        let paths = [
            "Sources/Login/A.swift", "Sources/Login/B.swift", "Pods/Kit/Sources/Kit/C.m", "Loose.swift",
            "App/Feature/D.h",
        ]
        let table = ModuleResolver(moduleMap: ["App/Feature": "Feature"]).table(for: paths)
        let facts = paths.map { FileFacts(path: $0, language: .swift) }
        let expected = paths.map { table.module(forFile: $0) }
        #expect(expected == ["Login", "Login", "Kit", nil, "Feature"])
        #expect(table.modules(of: facts) == expected)
        // Other files, or the same in another order, are looked up by path.
        #expect(table.modules(of: facts.reversed()) == expected.reversed())
        #expect(table.modules(of: [FileFacts(path: "Sources/Other/E.swift", language: .swift)]) == ["Other"])
    }

    /// Without configured folders the table reads a folder's module from its bytes; a file looked
    /// up on its own splits the path into components. Both must agree, odd spellings included.
    @Test func aFoldersModuleFromItsBytesIsTheModuleFromItsComponents() {
        let paths = [
            "Sources/App/A.swift", "./Sources//App/B.swift", "Sources/C.swift", "a/Sources/b/Sources/c/D.swift",
            "Sources/Sources/E.swift",
            "/abs/Sources/./Kit/F.m", "G.swift", "Sources/App/Nested/Deeper/H.h", "Pods/Sources/",
            "x/Sources/./I.swift", "Sources/./Feature/J.m",
        ]
        let resolver = ModuleResolver(moduleMap: [:])
        let table = resolver.table(for: paths)
        #expect(table.inOrder == paths.map { resolver.module(forFile: $0) })
        #expect(
            table.inOrder[0] == "App" && table.inOrder[3] == "c" && table.inOrder[4] == "Sources"
                && table.inOrder[6] == nil)
    }
}
