import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// Superclasses whose type arguments are generic themselves derail clang when the framework
/// headers are missing; the scanner must still find the router and everything after it.
struct ObjCNestedGenericTests {
    static let superclasses: [String] = [
        "ZIKViewRouter<UIViewController *, ZIKViewMakeableConfiguration<UIViewController *> *>",
        // As ZIKRouter's documentation writes it: the final `*` missing, so `>>` closes both.
        "ZIKViewRouter<UIViewController *, ZIKViewMakeableConfiguration<UIViewController *>>",
        "ZIKViewRouter<id<EditorInput>, ZIKViewMakeableConfiguration<id<EditorInput>> *>",
        "ZIKServiceRouter<id, ZIKServiceMakeableConfiguration<NSArray<NSString *> *> *>",
        "ZIKViewRouter<NSDictionary<NSString *, NSArray<NSNumber *> *> *, ZIKViewRouteConfiguration *>",
        // An attribute macro the scan cannot see the definition of.
        "ZIKViewRouter<UIViewController *, ZIKViewRouteConfiguration *> APP_FINAL_CLASS",
        "ZIKViewRouter APP_SUBCLASSING_RESTRICTED(\"use the factory\") <EditorRouting>",
    ]

    static func header(_ superclass: String) -> String {
        """
        #import <ZIKRouter/ZIKRouter.h>

        @interface EditorViewRouter : \(superclass)
        @end

        @interface NotesViewRouter : ZIKViewRouter
        @end

        @implementation NotesViewRouter
        + (void)registerRoutableDestination {
            [self registerIdentifier:@"notes"];
        }
        @end
        """
    }

    @Test(arguments: superclasses)
    func theRouterAndTheDeclarationsAfterItAreRead(superclass: String) {
        let facts = ObjCFileScanner.facts(path: "Sources/Editor/EditorViewRouter.h", source: Self.header(superclass))
        #expect(facts.classes.map(\.name) == ["EditorViewRouter", "NotesViewRouter"])
        #expect(facts.methods.map(\.typeName) == ["NotesViewRouter"])
        #expect(facts.registrations.map(\.key) == ["notes"])
        #expect(facts.diagnostics.map(\.message) == [])
        #expect(facts.classes.first?.superclass?.name == String(superclass.prefix { $0.isLetter }))
    }

    @Test func theSuperclassKeepsItsNestedArguments() {
        let facts = ObjCFileScanner.facts(
            path: "Sources/Editor/EditorViewRouter.h", source: Self.header(Self.superclasses[0]))
        let superclass = facts.classes.first?.superclass
        #expect(superclass?.name == "ZIKViewRouter")
        #expect(
            superclass?.genericArguments == [
                "UIViewController *", "ZIKViewMakeableConfiguration<UIViewController *> *",
            ])
    }

    @Test func batchedAndAloneReadTheSame() {
        var sources = Self.superclasses.enumerated().map { index, superclass in
            ObjCBatchTests.source(
                "Sources/Editor/Router\(index).h",
                Self.header(superclass).replacingOccurrences(of: "NotesViewRouter", with: "NotesViewRouter\(index)"))
        }
        sources.append(
            ObjCBatchTests.source(
                "Sources/Editor/Later.m", ObjCBatchTests.router("LaterViewRouter", registering: "Later")))
        let (facts, _) = ObjCBatchTests.expectSameAsAlone(sources)
        #expect(facts.last?.methods.map(\.typeName) == ["LaterViewRouter"])
    }

    @Test func aDeclarationClangCannotReadIsReportedWithItsLine() {
        // An unclosed type-argument list: nothing can be recovered, so the lost containers are named.
        let facts = ObjCFileScanner.facts(
            path: "Sources/Editor/Broken.h",
            source: """
                @interface BrokenViewRouter : ZIKViewRouter<UIViewController *, Config<A *> *
                @end

                @interface NotesViewRouter : ZIKViewRouter
                @end
                """)
        let lost = facts.diagnostics.filter { $0.rule == "objc-unread-declaration" }
        #expect(!lost.isEmpty)
        #expect(Set(lost.map { $0.location?.file }) == ["Sources/Editor/Broken.h"])
        let namedLines = Set(lost.compactMap(\.location?.line))
        let found = Set(facts.classes.map(\.name))
        // Every class the file declares is either read or reported at its own line.
        #expect(found.contains("BrokenViewRouter") || namedLines.contains(1))
        #expect(found.contains("NotesViewRouter") || namedLines.contains(4))
    }

    @Test func duplicateBranchesOfOneFileAreNotReportedAsLost() {
        let facts = ObjCFileScanner.facts(
            path: "Sources/Editor/Branches.m",
            source: """
                #if NEW_EDITOR
                @implementation EditorViewRouter
                + (void)registerRoutableDestination { [self registerIdentifier:@"editor"]; }
                @end
                #else
                @implementation EditorViewRouter
                + (void)registerRoutableDestination { [self registerIdentifier:@"editor-old"]; }
                @end
                #endif
                """)
        #expect(facts.diagnostics.filter { $0.rule == "objc-unread-declaration" }.isEmpty)
    }
}
