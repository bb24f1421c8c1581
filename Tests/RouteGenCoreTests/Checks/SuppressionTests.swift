import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// `// routegen:ignore <rule>` on a registration line silences that rule there, in both
/// languages, whatever the scanner did with the call. `MARK` stands for the comment, or nothing.
struct SuppressionTests {
    struct Case: CustomStringConvertible, Sendable {
        var rule: any CheckRule
        var files: [(path: String, source: String)]
        var description: String { "\(rule.id) \(files.first!.path.hasSuffix(".swift") ? "Swift" : "ObjC")" }
    }

    static func swift(_ rule: some CheckRule, _ source: String) -> Case {
        Case(rule: rule, files: [("Sources/App/Routers.swift", source)])
    }

    static func objc(_ rule: some CheckRule, header: String, _ source: String) -> Case {
        Case(
            rule: rule,
            files: [
                ("Sources/App/Routers.h", "#import <ZIKRouter/ZIKRouter.h>\n" + header),
                ("Sources/App/Routers.m", "#import \"Routers.h\"\n" + source),
            ])
    }

    static let objcRouters = """
        @protocol HomeInput <ZIKViewRoutable>
        @end
        @protocol OtherInput <ZIKViewRoutable>
        @end
        @interface ARouter : ZIKViewRouter
        @end
        @interface BRouter : ZIKViewRouter
        @end
        @interface HomeAdapter : ZIKViewRouteAdapter
        @end
        """

    static let cases: [Case] = [
        swift(
            DuplicateProtocolRule(),
            """
            final class ARouter: ZIKAnyViewRouter { override class func registerRoutableDestination() {
                register(RoutableView<HomeInput>()) MARK
            } }
            final class BRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() {
                register( MARK
                    RoutableView<HomeInput>()
                )
            } }
            """),
        swift(
            DuplicateIdentifierRule(),
            """
            final class ARouter: ZIKAnyViewRouter { override class func registerRoutableDestination() {
                registerIdentifier("home") MARK
                registerIdentifier("home") MARK
            } }
            """),
        swift(
            ExclusiveConflictRule(),
            """
            final class ARouter: ZIKAnyViewRouter { override class func registerRoutableDestination() {
                registerExclusiveView(HomeViewController.self) MARK
            } }
            final class BRouter: ZIKAnyViewRouter { override class func registerRoutableDestination() {
                registerView(HomeViewController.self) MARK
            } }
            """),
        swift(
            AdapterCycleRule(),
            """
            final class HomeAdapter: ZIKViewRouteAdapter { override class func registerRoutableDestination() {
                register(adapter: RoutableView<HomeInput>(), forAdaptee: RoutableView<OtherInput>()) MARK
                register(adapter: RoutableView<OtherInput>(), forAdaptee: RoutableView<HomeInput>()) MARK
            } }
            """),
        swift(
            DanglingAdapterRule(),
            """
            final class HomeAdapter: ZIKViewRouteAdapter { override class func registerRoutableDestination() {
                register(adapter: RoutableView<HomeInput>(), forAdaptee: RoutableView<OtherInput>()) MARK
            } }
            """),
        objc(
            DuplicateProtocolRule(), header: objcRouters,
            """
            @implementation ARouter
            + (void)registerRoutableDestination {
                [self registerViewProtocol:ZIKRoutable(HomeInput)]; MARK
            }
            @end
            @implementation BRouter
            + (void)registerRoutableDestination {
                [self registerViewProtocol:ZIKRoutable(HomeInput)]; MARK
            }
            @end
            """),
        objc(
            DuplicateIdentifierRule(), header: objcRouters,
            """
            @implementation ARouter
            + (void)registerRoutableDestination {
                [self registerIdentifier:@"home"]; MARK
                [self registerIdentifier:@"home"]; MARK
            }
            @end
            """),
        objc(
            ExclusiveConflictRule(), header: objcRouters,
            """
            @implementation ARouter
            + (void)registerRoutableDestination {
                [self registerExclusiveView:[HomeViewController class]]; MARK
            }
            @end
            @implementation BRouter
            + (void)registerRoutableDestination {
                [self registerView:[HomeViewController class]]; MARK
            }
            @end
            """),
        objc(
            AdapterCycleRule(), header: objcRouters,
            """
            @implementation HomeAdapter
            + (void)registerRoutableDestination {
                [self registerDestinationAdapter:ZIKRoutable(HomeInput) forAdaptee:ZIKRoutable(OtherInput)]; MARK
                [self registerDestinationAdapter:ZIKRoutable(OtherInput) forAdaptee:ZIKRoutable(HomeInput)]; MARK
            }
            @end
            """),
        objc(
            DanglingAdapterRule(), header: objcRouters,
            """
            @implementation HomeAdapter
            + (void)registerRoutableDestination {
                [self registerDestinationAdapter:ZIKRoutable(HomeInput) forAdaptee:ZIKRoutable(OtherInput)]; MARK
            }
            @end
            """),
    ]

    static func findings(_ testCase: Case, comment: String) -> [Diagnostic] {
        let files = testCase.files.map { ($0.path, $0.source.replacingOccurrences(of: "MARK", with: comment)) }
        let context = CheckContext(graph: Snippet.graph(files))
        return Checker.run(context, rules: [testCase.rule]).filter { $0.rule == testCase.rule.id }
    }

    @Test(arguments: cases)
    func ignoreCommentOnTheRegistrationLineSilencesTheRule(_ testCase: Case) {
        let unsilenced = Self.findings(testCase, comment: "")
        #expect(!unsilenced.isEmpty, "the case must produce findings without the comment")
        #expect(Self.findings(testCase, comment: "// routegen:ignore \(testCase.rule.id)").isEmpty)
        // Another rule's id silences nothing.
        #expect(Self.findings(testCase, comment: "// routegen:ignore unregistered-route").count == unsilenced.count)
    }
}
