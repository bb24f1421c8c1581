import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// Objective-C snippets → facts: one case per recognised form (declarations, superclass
/// spellings, registrations, conditions, use sites). libclang must be loadable: without it these
/// fail with the install hint rather than skip.
struct ObjCScannerTests {
    static func facts(_ source: String, path: String = "Sources/App/Snippet.m") -> FileFacts {
        ObjCFileScanner.facts(path: path, source: source)
    }

    @Test func libclangLoads() {
        switch LibClang.shared {
        case .success(let lib): #expect(!lib.path.isEmpty)
        case .failure(let error): Issue.record("libclang is required for the Objective-C scanner: \(error)")
        }
    }

    // MARK: Superclasses: AST for the declaration, tokens for the spelling

    static let superclassForms: [(source: String, name: String, arguments: [String], spelling: String)] = [
        ("@interface R : ZIKViewRouter\n@end", "ZIKViewRouter", [], "ZIKViewRouter"),
        ("@interface R : ZIKAnyViewRouter\n@end", "ZIKAnyViewRouter", [], "ZIKAnyViewRouter"),
        (
            "@interface R : ZIKViewRouter<LoginVC *, ZIKViewRouteConfiguration *>\n@end", "ZIKViewRouter",
            ["LoginVC *", "ZIKViewRouteConfiguration *"], "ZIKViewRouter<LoginVC *, ZIKViewRouteConfiguration *>"
        ),
        (
            "@interface R : ZIKViewRouter<id<P>, ZIKViewMakeableConfiguration<Q> *>\n@end", "ZIKViewRouter",
            ["id<P>", "ZIKViewMakeableConfiguration<Q> *"], "ZIKViewRouter<id<P>, ZIKViewMakeableConfiguration<Q> *>"
        ),
        (
            "@interface R : ZIKModuleViewRouter(LoginModuleInput)\n@end", "ZIKModuleViewRouter", ["LoginModuleInput"],
            "ZIKModuleViewRouter(LoginModuleInput)"
        ),
        (
            "@interface R : ZIKModuleViewRouter (LoginModuleInput)\n@end", "ZIKModuleViewRouter", ["LoginModuleInput"],
            "ZIKModuleViewRouter(LoginModuleInput)"
        ),
        (
            "@interface R : ZIKDestinationViewRouter(id<LoginViewInput>)\n@end", "ZIKDestinationViewRouter",
            ["id<LoginViewInput>"], "ZIKDestinationViewRouter(id<LoginViewInput>)"
        ),
        (
            "@interface R : ZIKDestinationServiceRouter( Service * )\n@end", "ZIKDestinationServiceRouter",
            ["Service *"], "ZIKDestinationServiceRouter(Service *)"
        ),
        (
            "@interface R : ZIKModuleServiceRouter(ServiceModuleInput)\n@end", "ZIKModuleServiceRouter",
            ["ServiceModuleInput"], "ZIKModuleServiceRouter(ServiceModuleInput)"
        ),
        ("@interface R : ZIKViewRouteAdapter\n@end", "ZIKViewRouteAdapter", [], "ZIKViewRouteAdapter"),
        ("@interface R : ZIKServiceRouteAdapter\n@end", "ZIKServiceRouteAdapter", [], "ZIKServiceRouteAdapter"),
        // `<…>` of bare names after the superclass is the protocol list, whatever the spacing.
        ("@interface R : ZIKViewRouter <SomeProtocol>\n@end", "ZIKViewRouter", [], "ZIKViewRouter"),
        ("@interface R : ZIKViewRouter<SomeProtocol, Other>\n@end", "ZIKViewRouter", [], "ZIKViewRouter"),
        // Type arguments, then a protocol list.
        (
            "@interface R : ZIKViewRouter <A *, id> <SomeProtocol>\n@end", "ZIKViewRouter", ["A *", "id"],
            "ZIKViewRouter<A *, id>"
        ),
        ("@interface R : MyBaseRouter\n@end", "MyBaseRouter", [], "MyBaseRouter"),
    ]

    @Test(arguments: superclassForms)
    func superclassSpellings(source: String, name: String, arguments: [String], spelling: String) throws {
        let facts = Self.facts(source, path: "Sources/App/R.h")
        let declaration = try #require(facts.classes.first)
        #expect(declaration.name == "R")
        #expect(declaration.superclass?.name == name)
        #expect(declaration.superclass?.genericArguments == arguments)
        #expect(declaration.superclass?.spelling == spelling)
        #expect(declaration.access == .public)
        #expect(declaration.location == SourceLocation(file: "Sources/App/R.h", line: 1, column: 12))
    }

    /// A function-like macro at file scope (unknown to clang without ZIKRouter's headers) must
    /// not hide the declarations after it: the prelude steadies the AST, the tokens keep the text.
    @Test func declarationsAfterFileScopeMacrosSurvive() {
        let facts = Self.facts(
            """
            #import "Missing.h"
            NS_ASSUME_NONNULL_BEGIN
            DeclareRoutableView(LoginViewController, LoginViewRouter)
            @interface Hidden : ZIKServiceRouter
            @end
            @implementation Hidden
            + (void)registerRoutableDestination {
                [self registerService:[UnknownService class]];
            }
            @end
            NS_ASSUME_NONNULL_END
            """)
        #expect(facts.classes.map(\.name) == ["Hidden"])
        #expect(
            facts.routableClasses.map { "\($0.form) \($0.className) \($0.kind.rawValue)" } == [
                "DeclareRoutableView LoginViewController view"
            ])
        #expect(facts.methods.map(\.typeName) == ["Hidden"])
        #expect(facts.registrations.map { "\($0.kind.rawValue) \($0.key)" } == ["service UnknownService"])
    }

    // MARK: Registrations

    private func registrations(_ body: String, superclass: String = "ZIKViewRouter") -> [String] {
        let facts = Self.facts(
            """
            @implementation R
            + (void)registerRoutableDestination {
                \(body)
            }
            @end
            """)
        return facts.registrations.map { fact in
            var text = "\(fact.kind.rawValue) \(fact.key)"
            if let adaptee = fact.adaptee { text += "->\(adaptee)" }
            if fact.route != .router { text += " (\(fact.route.rawValue))" }
            if let receiver = fact.receiver { text += " @\(receiver)" }
            if fact.registryFromOwner { text += " owner" }
            return text
        }
    }

    static let registrationForms: [(body: String, expected: [String])] = [
        ("[self registerView:[LoginViewController class]];", ["view LoginViewController"]),
        ("[self registerView:LoginViewController.class];", ["view LoginViewController"]),
        ("[self registerExclusiveView:[LoginViewController class]];", ["exclusiveView LoginViewController"]),
        ("[self registerViewProtocol:ZIKRoutable(LoginViewInput)];", ["viewProtocol LoginViewInput"]),
        ("[self registerViewProtocol:@protocol(LoginViewInput)];", ["viewProtocol LoginViewInput"]),
        (
            "[self registerViewProtocol:(Protocol<ZIKViewRoutable> *)@protocol(LoginViewInput)];",
            ["viewProtocol LoginViewInput"]
        ),
        ("[self registerModuleProtocol:ZIKRoutable(LoginModuleInput)];", ["viewModuleProtocol LoginModuleInput owner"]),
        ("[self registerIdentifier:@\"com.app.login\"];", ["identifier com.app.login"]),
        (
            "[self registerURLPattern:@\"app://login/:id\"];",
            ["urlPattern app://login/:id", "identifier app://login/:id"]
        ),
        ("[self registerService:[AvatarService class]];", ["service AvatarService"]),
        ("[self registerExclusiveService:[AvatarService class]];", ["exclusiveService AvatarService"]),
        ("[self registerServiceProtocol:ZIKRoutable(AvatarInput)];", ["serviceProtocol AvatarInput"]),
        ("[self registerDestinationAdapter:ZIKRoutable(A) forAdaptee:ZIKRoutable(B)];", ["adapter A->B owner"]),
        ("[self registerModuleAdapter:ZIKRoutable(A) forAdaptee:ZIKRoutable(B)];", ["adapter A->B owner"]),
        // Easy registrations (2.4), sent to a framework base.
        (
            "[ZIKViewRouter registerViewProtocol:ZIKRoutable(P) forMakingView:[VC class]];",
            ["viewProtocol P (makingDestination) @ZIKViewRouter"]
        ),
        (
            "[ZIKAnyViewRouter registerViewProtocol:ZIKRoutable(P) forMakingView:[VC class] making:^id(ZIKViewRouteConfiguration *config) { return [VC new]; }];",
            ["viewProtocol P (makingDestination) @ZIKAnyViewRouter"]
        ),
        (
            "[ZIKModuleViewRouter(M) registerModuleProtocol:ZIKRoutable(M) forMakingView:[VC class] factory:makeVC];",
            ["viewModuleProtocol M (makingDestination) @ZIKModuleViewRouter"]
        ),
        (
            "[ZIKViewRouter registerIdentifier:@\"easy\" forMakingView:[VC class]];",
            ["identifier easy (makingDestination) @ZIKViewRouter"]
        ),
        (
            "[ZIKServiceRouter registerServiceProtocol:ZIKRoutable(S) forMakingService:[Svc class]];",
            ["serviceProtocol S (makingDestination) @ZIKServiceRouter"]
        ),
        (
            "[ZIKServiceRouter registerModuleProtocol:ZIKRoutable(SM) forMakingService:[Svc class] making:^{ return [Svc new]; }];",
            ["serviceModuleProtocol SM (makingDestination) @ZIKServiceRouter"]
        ),
        (
            "[ZIKServiceRouter registerIdentifier:@\"svc\" forMakingService:[Svc class]];",
            ["identifier svc (makingDestination) @ZIKServiceRouter"]
        ),
        // Receiver attribution (2.6).
        ("[OtherRouter registerViewProtocol:ZIKRoutable(P)];", ["viewProtocol P @OtherRouter"]),
        ("[[OtherRouter class] registerIdentifier:@\"o\"];", ["identifier o @OtherRouter"]),
        ("[[self class] registerIdentifier:@\"s\"];", ["identifier s"]),
        ("[self.class registerIdentifier:@\"s\"];", ["identifier s"]),
        // Block routes (2.5).
        (
            """
            [ZIKViewRoute<LoginVC *, ZIKViewRouteConfiguration *> makeRouteWithDestination:[LoginVC class] makeDestination:^LoginVC * _Nullable(ZIKViewRouteConfiguration *config, ZIKRouter *router) {
                return [[LoginVC alloc] init];
            }]
            .registerDestinationProtocol(ZIKRoutable(BlockInput))
            .registerModuleProtocol(ZIKRoutable(BlockModule))
            .registerIdentifier(@"block")
            .registerURLPattern(@"app://block")
            .prepareDestination(^(id destination, id config, id router) {});
            """,
            [
                "view LoginVC (blockRoute)", "viewProtocol BlockInput (blockRoute)",
                "viewModuleProtocol BlockModule (blockRoute)", "identifier block (blockRoute)",
                "urlPattern app://block (blockRoute)", "identifier app://block (blockRoute)",
            ]
        ),
        (
            "[ZIKServiceRoute makeRouteWithExclusiveDestination:[Svc class] makeDestination:^id(id c, id r) { return nil; }].registerDestinationProtocol(ZIKRoutable(S));",
            ["exclusiveService Svc (blockRoute)", "serviceProtocol S (blockRoute)"]
        ),
        (
            "[[ZIKModuleViewRoute(M) alloc] initWithDestination:[VC class] makeDestination:^id(id c, id r) { return nil; }];",
            ["view VC (blockRoute)"]
        ),
        (
            "ZIKViewRoute *route = [ZIKViewRoute makeRouteWithDestination:[VC class] makeDestination:^id(id c, id r) { return nil; }];\nroute.registerIdentifier(@\"later\");",
            ["view VC (blockRoute)", "identifier later (blockRoute)"]
        ),
    ]

    @Test(arguments: registrationForms)
    func registrationForm(body: String, expected: [String]) {
        #expect(registrations(body) == expected)
    }

    @Test func commentsAndStringsHoldNoRegistrations() {
        let found = registrations(
            """
            // [self registerIdentifier:@"line-comment"];
            /* [self registerIdentifier:@"block-comment"]; */
            NSString *text = @"[self registerIdentifier:@\\"in-string\\"]";
            [self registerIdentifier:@"real"];
            """)
        #expect(found == ["identifier real"])
    }

    @Test func dynamicKeysAreReported() {
        let facts = Self.facts(
            """
            @implementation R
            + (void)registerRoutableDestination {
                [self registerIdentifier:[self computedIdentifier]];
            }
            @end
            """)
        #expect(facts.registrations.isEmpty)
        #expect(facts.diagnostics.map(\.rule) == ["dynamic-registration"])
    }

    @Test func registrationOutsideRegisterIsReported() {
        let source = """
            @implementation R
            + (void)helper {
                [self registerIdentifier:@"x"];
            }
            - (void)viewDidLoad {
                [R registerIdentifier:@"y"];
            }
            @end
            """
        let facts = Self.facts(source)
        #expect(facts.registrations.isEmpty)
        // A class method is a helper, decided on the graph; an instance method never runs at registration.
        #expect(facts.helpers.map(\.key) == ["R.helper"])
        #expect(facts.diagnostics.map(\.rule) == ["registration-outside-register"])
    }

    // MARK: Methods

    static let abstractForms: [(body: String, verdict: AbstractVerdict)] = [
        ("return YES;", .always(true)),
        ("return NO;", .always(false)),
        ("return (YES);", .always(true)),
        ("return self == [MyBase class];", .onlyFor(["MyBase"])),
        ("return [MyBase class] == self;", .onlyFor(["MyBase"])),
        ("return self == MyBase.class || self == [OtherBase class];", .onlyFor(["MyBase", "OtherBase"])),
        ("return [self class] == [MyBase class];", .onlyFor(["MyBase"])),
        ("return [self isKindOfClass:[A class]];", .unknown("return [self isKindOfClass:[A class]];")),
    ]

    @Test(arguments: abstractForms)
    func isAbstractRouterVerdicts(body: String, verdict: AbstractVerdict) {
        let facts = Self.facts("@implementation MyBase\n+ (BOOL)isAbstractRouter {\n    \(body)\n}\n@end\n")
        #expect(
            facts.methods == [
                MethodFact(
                    typeName: "MyBase", kind: .isAbstractRouter(verdict),
                    location: SourceLocation(file: "Sources/App/Snippet.m", line: 2, column: 9))
            ])
    }

    @Test func registerRoutableDestinationIsAMethodFactOfTheImplementation() {
        let facts = Self.facts(
            """
            @implementation LoginViewRouter (Extras)
            @end
            @implementation LoginViewRouter
            - (void)registerRoutableDestination {}
            + (void)registerRoutableDestination {}
            @end
            """)
        #expect(facts.methods.map { "\($0.typeName) \($0.location.line)" } == ["LoginViewRouter 5"])
    }

    // MARK: #if

    @Test func conditionsFollowTheSwiftConvention() {
        let facts = Self.facts(
            """
            #ifndef ROUTERS_H
            #define ROUTERS_H
            #if DEBUG
            @interface DebugRouter : ZIKViewRouter
            @end
            #elif BETA
            @interface BetaRouter : ZIKViewRouter
            @end
            #else
            @interface ReleaseRouter : ZIKViewRouter
            @end
            #endif
            #ifdef TESTING
            @interface TestRouter : ZIKViewRouter
            @end
            #endif
            #if 0
            @interface DeadRouter : ZIKViewRouter
            @end
            #else
            @interface LiveRouter : ZIKViewRouter
            @end
            #endif
            #endif
            """, path: "Sources/App/Routers.h")
        #expect(
            facts.classes.map { "\($0.name) \($0.condition.clauses)" } == [
                "DebugRouter [\"DEBUG\"]",
                "BetaRouter [\"!DEBUG\", \"BETA\"]",
                "ReleaseRouter [\"!DEBUG\", \"!BETA\"]",
                "TestRouter [\"defined(TESTING)\"]",
                "LiveRouter []",
            ])
    }

    @Test func registrationsKeepTheirBranch() {
        let facts = Self.facts(
            """
            @implementation R
            + (void)registerRoutableDestination {
            #if DEBUG && !TARGET_OS_SIMULATOR
                [self registerIdentifier:@"debug"];
            #else
                [self registerIdentifier:@"release"];
            #endif
            #if 0
                [self registerIdentifier:@"dead"];
            #endif
            }
            @end
            """)
        #expect(
            facts.registrations.map { "\($0.key) \($0.condition.clauses)" } == [
                "debug [\"DEBUG && !TARGET_OS_SIMULATOR\"]",
                "release [\"!(DEBUG && !TARGET_OS_SIMULATOR)\"]",
            ])
    }

    // MARK: Routable declarations

    @Test func routableProtocolsAndInheritance() {
        let facts = Self.facts(
            """
            @protocol LoginViewInput <ZIKViewRoutable>
            @end
            @protocol LoginModuleInput <NSObject, ZIKViewModuleRoutable>
            @end
            @protocol AvatarInput <ZIKServiceRoutable>
            @end
            @protocol AvatarModuleInput <ZIKServiceModuleRoutable>
            @end
            @protocol Quick <LoginViewInput>
            @end
            @protocol Forward;
            """, path: "Sources/App/Inputs.h")
        #expect(
            facts.routableDeclarations.map { "\($0.protocolName) \($0.kind.rawValue)" } == [
                "LoginViewInput view", "LoginModuleInput viewModule", "AvatarInput service",
                "AvatarModuleInput serviceModule",
            ])
        #expect(
            facts.protocolInheritance.map { "\($0.protocolName) \($0.parents)" }.last == "Quick [\"LoginViewInput\"]")
    }

    @Test func routableClasses() {
        let facts = Self.facts(
            """
            @interface LoginVC : UIViewController <ZIKRoutableView>
            @end
            @interface Avatar (Routable) <ZIKRoutableService>
            @end
            DeclareRoutableService(Chat, ChatRouter)
            """, path: "Sources/App/Classes.h")
        #expect(
            facts.routableClasses.map { "\($0.className) \($0.kind.rawValue) \($0.form)" } == [
                "LoginVC view interface", "Avatar service category", "Chat service DeclareRoutableService",
            ])
    }

    // MARK: Use sites

    @Test func useSites() {
        let facts = Self.facts(
            """
            void open(id source) {
                [ZIKRouterToView(LoginViewInput) performPath:nil];
                [ZIKRouterToViewModule(LoginModuleInput) performPath:nil];
                [ZIKRouterToService(AvatarInput) makeDestination];
                [ZIKRouterToServiceModule(AvatarModuleInput) makeDestination];
                ZIKAnyViewRouter.toIdentifier(@"login");
                [ZIKAnyServiceRouter toIdentifier](@"chat");
                [ZIKAnyViewRouter performURL:[NSURL URLWithString:@"app://login"] fromSource:source];
                [ZIKAnyServiceRouter routerForURL:url];
                [LoginViewRouter performPath:nil];
                // ZIKRouterToView(Commented)
                NSLog(@"ZIKRouterToView(InString)");
            }
            """)
        #expect(
            facts.useSites.map { "\($0.kind.rawValue) \($0.key ?? "-")" } == [
                "viewProtocol LoginViewInput", "viewModuleProtocol LoginModuleInput", "serviceProtocol AvatarInput",
                "serviceModuleProtocol AvatarModuleInput", "viewIdentifier login", "serviceIdentifier chat",
                "viewURL app://login",
                // A URL by name: resolution gives it the string a definition gives `url`, or no key.
                "serviceURL url", "routerClass LoginViewRouter",
            ])
    }

    // MARK: Comment commands, pre-filter, bad input

    @Test func commentCommandsBeforeTheInterface() {
        let facts = Self.facts(
            """
            // routegen:early
            @interface EarlyRouter : ZIKViewRouter
            @end
            /// Not a router for routegen.
            // routegen:ignore
            @interface IgnoredRouter : ZIKViewRouter
            @end
            @interface PlainRouter : ZIKViewRouter
            @end
            """, path: "Sources/App/Routers.h")
        #expect(
            facts.classes.map { "\($0.name) \($0.commands.map(\.rawValue).sorted())" } == [
                "EarlyRouter [\"routegen:early\"]", "IgnoredRouter [\"routegen:ignore\"]", "PlainRouter []",
            ])
    }

    @Test func filesWithoutMarkersNeverReachLibclang() {
        #expect(!ObjCPrefilter.mayHoldRoutes(Array("#import <UIKit/UIKit.h>\nstatic int x = 1; // @interfac\n".utf8)))
        // A view controller's implementation and class extension name nothing routegen reads.
        #expect(
            !ObjCPrefilter.mayHoldRoutes(
                Array(
                    "@interface LoginVC ()\n@end\n@implementation LoginVC\n- (void)viewDidLoad { [self performSelector:@selector(x)]; }\n@end\n"
                        .utf8)))
        #expect(!ObjCPrefilter.mayHoldRoutes(Array("@interface LoginVC(Private)\n@end\n".utf8)))
        for marker in [
            "@interface Foo : Bar", "@interface Foo<T> : Bar", "@interface", "@protocol P", "<ZIKRoutableView>",
            "DeclareRoutableView", "registerRoutableDestination", "isAbstractRouter",
            "registerIdentifier:", "makeRouteWithDestination:", "ZIKRouterToView", "toIdentifier", "performURL",
            "routerForURL", "ZIX_ADD_CATEGORY",
        ] {
            #expect(ObjCPrefilter.mayHoldRoutes(Array("x \(marker) y".utf8)), "\(marker)")
        }
    }

    @Test(arguments: [
        "@interface",
        "@interface R : ",
        "@implementation R\n+ (void)registerRoutableDestination {\n    [self registerIdentifier:@\"x\"\n",
        "@implementation R\n+ (void)registerRoutableDestination {\n    [[[[[ ]]] ) } @end",
        "@protocol P <",
        "\u{0}\u{1}@interface\u{FFFD} R : ZIKViewRouter <<<>>> @end",
        "@interface R : ZIKViewRouter<id<P>, C *\n@end",
    ])
    func damagedInputNeverCrashes(source: String) {
        let facts = Self.facts(source)
        #expect(facts.path == "Sources/App/Snippet.m")
    }

    @Test func objectiveCPlusPlusFiles() {
        let facts = Self.facts(
            """
            #include <vector>
            @interface CxxRouter : ZIKViewRouter
            @end
            @implementation CxxRouter
            + (void)registerRoutableDestination {
                std::vector<int> values;
                [self registerIdentifier:@"cxx"];
            }
            @end
            """, path: "Sources/App/Cxx.mm")
        #expect(facts.classes.map(\.name) == ["CxxRouter"])
        #expect(facts.registrations.map(\.key) == ["cxx"])
    }
}
