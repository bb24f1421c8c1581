import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// The scanners record the runtime branches around each registration, apart from `#if`.
struct RuntimeConditionScanTests {
    static func swiftRuntime(_ body: String) -> [String: [String]] {
        let facts = Snippet.facts(
            """
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
            \(body)
                }
            }
            """)
        return Dictionary(
            facts.registrations.map { ($0.key, $0.condition.runtime) }, uniquingKeysWith: { $0 + ["|"] + $1 })
    }

    static func objcRuntime(_ body: String) -> [String: [String]] {
        let facts = ObjCScannerTests.facts(
            """
            @implementation R
            + (void)registerRoutableDestination {
            \(body)
            }
            @end
            """)
        return Dictionary(
            facts.registrations.map { ($0.key, $0.condition.runtime) }, uniquingKeysWith: { $0 + ["|"] + $1 })
    }

    @Test func swiftIfElseChain() {
        let runtime = Self.swiftRuntime(
            """
                register(RoutableView<Always>())
                if TEST_BLOCK_ROUTES == 0 {
                    register(RoutableView<Zero>())
                } else if useBlocks {
                    register(RoutableView<Blocks>())
                } else {
                    register(RoutableView<Neither>())
                }
            """)
        #expect(runtime["Always"] == [])
        #expect(runtime["Zero"] == ["TEST_BLOCK_ROUTES == 0"])
        #expect(runtime["Blocks"] == ["!(TEST_BLOCK_ROUTES == 0)", "useBlocks"])
        #expect(runtime["Neither"] == ["!(TEST_BLOCK_ROUTES == 0)", "!useBlocks"])
    }

    @Test func swiftGuardAndEarlyReturnCoverTheRestOfTheBody() {
        let runtime = Self.swiftRuntime(
            """
                guard Config.isEnabled, mode != .off else { return }
                register(RoutableView<Guarded>())
                if legacy { return }
                register(RoutableView<NotLegacy>())
            """)
        #expect(runtime["Guarded"] == ["Config.isEnabled && (mode != .off)"])
        #expect(runtime["NotLegacy"] == ["Config.isEnabled && (mode != .off)", "!legacy"])
    }

    @Test func swiftSwitchCasesAndDefault() {
        let runtime = Self.swiftRuntime(
            """
                switch flow {
                case .classic: register(RoutableView<Classic>())
                case .web, .sso: register(RoutableView<Web>())
                default: register(RoutableView<Other>())
                }
                switch (a, b) {
                case (1, _): register(RoutableView<Tuple1>())
                case let (x, _) where x > 2: register(RoutableView<Tuple2>())
                default: break
                }
            """)
        #expect(runtime["Classic"] == ["flow == .classic"])
        #expect(runtime["Web"] == ["flow == .web || flow == .sso"])
        #expect(runtime["Other"] == ["!(flow == .classic || flow == .web || flow == .sso)"])
        // A subject that is not a name: the cases are numbered, still exclusive of each other.
        #expect(runtime["Tuple1"] == ["__switch_8_5 == 0"])
        #expect(runtime["Tuple2"] == ["__switch_8_5 == 1"])
    }

    @Test func swiftOptionalBindingIsNamedByItsPlace() {
        let runtime = Self.swiftRuntime(
            """
                if let flag = ProcessInfo.processInfo.environment["ROUTES"] {
                    register(RoutableView<Bound>())
                } else {
                    register(RoutableView<Unbound>())
                }
            """)
        #expect(runtime["Bound"] == ["unreadable condition at 3:8"])
        #expect(runtime["Unbound"] == ["!(unreadable condition at 3:8)"])
    }

    @Test func swiftTernaryBranches() {
        let runtime = Self.swiftRuntime(
            """
                TEST_BLOCK_ROUTES == 1 ? registerIdentifier("blocks") : registerIdentifier("router")
                _ = useWeb ? register(RoutableView<Web>()) : register(RoutableView<Native>())
            """)
        #expect(runtime["blocks"] == ["TEST_BLOCK_ROUTES == 1"])
        #expect(runtime["router"] == ["!(TEST_BLOCK_ROUTES == 1)"])
        #expect(runtime["Web"] == ["useWeb"])
        #expect(runtime["Native"] == ["!useWeb"])
    }

    @Test func swiftBuildAndRuntimeConditionsStayApart() {
        let facts = Snippet.facts(
            """
            final class R: ZIKAnyViewRouter {
                override class func registerRoutableDestination() {
                    #if DEBUG
                    if DEBUG_ROUTES { register(RoutableView<P>()) }
                    #endif
                }
            }
            """)
        #expect(facts.registrations.first?.condition == BuildCondition(["DEBUG"], runtime: ["DEBUG_ROUTES"]))
    }

    @Test func objcIfElseEarlyReturnAndTernary() {
        let runtime = Self.objcRuntime(
            """
                [self registerView:[LoginVC class]];
                if (TEST_BLOCK_ROUTES == 0) {
                    [self registerViewProtocol:ZIKRoutable(Zero)];
                } else if (useBlocks)
                    [self registerViewProtocol:ZIKRoutable(Blocks)];
                else {
                    [self registerViewProtocol:ZIKRoutable(Neither)];
                }
                if (!ENABLED) return;
                [self registerIdentifier:@"enabled"];
                FLAG ? [self registerIdentifier:@"yes"] : [self registerIdentifier:@"no"];
            """)
        #expect(runtime["LoginVC"] == [])
        #expect(runtime["Zero"] == ["TEST_BLOCK_ROUTES == 0"])
        #expect(runtime["Blocks"] == ["!(TEST_BLOCK_ROUTES == 0)", "useBlocks"])
        #expect(runtime["Neither"] == ["!(TEST_BLOCK_ROUTES == 0)", "!useBlocks"])
        #expect(runtime["enabled"] == ["!(!ENABLED)"])
        #expect(runtime["yes"] == ["!(!ENABLED)", "FLAG"])
        #expect(runtime["no"] == ["!(!ENABLED)", "!FLAG"])
    }

    @Test func objcSwitchWithFallthroughAndDefault() {
        let runtime = Self.objcRuntime(
            """
                switch (LOGIN_FLOW) {
                    case 0:
                        [self registerIdentifier:@"zero"];
                        break;
                    case 1:
                    case 2: {
                        [self registerIdentifier:@"oneOrTwo"];
                        break;
                    }
                    default:
                        [self registerIdentifier:@"other"];
                }
                switch ([Config flow]) {
                    case ZIKFlowA: [self registerIdentifier:@"a"]; break;
                    case ZIKFlowB: [self registerIdentifier:@"b"]; break;
                }
            """)
        #expect(runtime["zero"] == ["LOGIN_FLOW == 0"])
        #expect(runtime["oneOrTwo"] == ["LOGIN_FLOW == 1 || LOGIN_FLOW == 2"])
        #expect(runtime["other"] == ["!(LOGIN_FLOW == 0 || LOGIN_FLOW == 1 || LOGIN_FLOW == 2)"])
        // Enum constants are names, not values: the cases are numbered.
        #expect(runtime["a"] == ["__switch_15_5 == 0"])
        #expect(runtime["b"] == ["__switch_15_5 == 1"])
    }
}
