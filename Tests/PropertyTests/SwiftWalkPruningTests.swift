import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The Swift facts walk steps over bodies, closures, members and statements whose bytes hold no
/// spelling a fact needs. It must record exactly what the full walk records.
struct SwiftWalkPruningTests {
    private func bothWays(
        _ source: String, path: String = "Sources/App/Snippet.swift"
    ) -> (pruned: FileFacts, full: FileFacts) {
        LargeStackThread.run {
            (
                SwiftFileScanner.facts(path: path, source: source, pruning: true),
                SwiftFileScanner.facts(path: path, source: source, pruning: false)
            )
        }
    }

    /// Every Swift file under Fixtures/ the pre-filter lets through, and each again with a line
    /// near its middle cut out (an unclosed brace, a half declaration: the parser's recovery puts
    /// code in unexpected places).
    @Test func prunedWalkRecordsWhatTheFullWalkRecordsForEveryFixture() throws {
        let discovery = SourceDiscovery.discover(paths: [Repository.path("Fixtures")], fileLists: [])
        var compared = 0
        var withFacts = 0
        for path in discovery.files where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            lines.remove(at: lines.count / 2)
            for variant in [text, lines.joined(separator: "\n")] where SwiftPrefilter.mayHoldRoutes(variant) {
                let (pruned, full) = bothWays(variant, path: path)
                #expect(pruned == full, "\(path): the pruned walk differs")
                compared += 1
                if !full.registrations.isEmpty || !full.useSites.isEmpty || !full.helpers.isEmpty { withFacts += 1 }
            }
        }
        #expect(compared > 150)
        #expect(withFacts > 80, "the corpus should hold many files with registrations, use sites and helpers")
    }

    @Test func useSiteDeepInClosuresAndIfConfigIsKept() {
        let (pruned, full) = bothWays(
            """
            import UIKit
            import ZRouter

            final class FeedViewController: UIViewController {
                private lazy var formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    return formatter
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let rows = [1, 2, 3].map { value -> Int in
                        DispatchQueue.main.async { [weak self] in
                            guard let self else { return }
                            #if DEBUG
                            if value > 1 {
                                Router.perform(to: RoutableView<FeedDetailInput>(), path: .push(from: self))
                            }
                            #endif
                        }
                        return value * 2
                    }
                    print(rows, formatter.string(from: Date()))
                }
            }
            """)
        #expect(pruned == full)
        #expect(pruned.useSites.map(\.key) == ["FeedDetailInput"])
    }

    @Test func registrationsInNestedClosuresOfARegisterBodyAreKept() {
        let (pruned, full) = bothWays(
            """
            import ZIKRouter

            class SettingsViewRouter: ZIKViewRouter<SettingsViewController, ViewRouteConfig> {
                override class func registerRoutableDestination() {
                    #if os(iOS)
                    [1].forEach { _ in
                        if UIDevice.current.userInterfaceIdiom == .pad {
                            registerView(SettingsViewController.self)
                        }
                    }
                    #endif
                    let route = ZIKViewRoute<SettingsViewController, ViewRouteConfig>
                        .make(withDestination: SettingsViewController.self) { _ in SettingsViewController() }
                    route.registerIdentifier("settings")
                    registerIdentifier("settings-legacy")
                    configure()
                }

                override func destination(with configuration: ViewRouteConfig) -> SettingsViewController? {
                    let controller = SettingsViewController()
                    controller.title = NSLocalizedString("settings.title", comment: "")
                    return controller
                }
            }
            """)
        #expect(pruned == full)
        #expect(pruned.registrations.count >= 3)
        #expect(pruned.helperCalls.map(\.callee).contains("configure"))
    }

    /// A local function at file scope becomes a helper; a static method of a type nested in a method
    /// body is one too; a local class, typealias, macro and `class_addProtocol` in a body are facts.
    @Test func declarationsNestedInBodiesAreKept() {
        let (pruned, full) = bothWays(
            """
            import ZRouter

            if CommandLine.arguments.contains("--ui-tests") {
                func bootstrap() {
                    LoginKit.setUp()
                }
                bootstrap()
            }

            final class ProfileCoordinator {
                func start() {
                    struct Steps {
                        static func install() { ProfileKit.prepare() }
                    }
                    Steps.install()
                }

                func adopt() {
                    #AddConformance(ProfileViewController.self)
                }

                func declare() {
                    final class LocalViewController: UIViewController {}
                    typealias Destination = LocalViewController
                    class_addProtocol(ProfileViewController.self, ProfileInput.self)
                }

                var current: Any {
                    get { _ = Router.to(RoutableService<ProfileService>()); return 0 }
                }
            }
            """)
        #expect(pruned == full)
        #expect(Set(pruned.helpers.map(\.name)).isSuperset(of: ["bootstrap", "install"]))
        #expect(pruned.classes.map(\.name).contains { $0.hasSuffix("LocalViewController") })
        #expect(!pruned.typeAliases.isEmpty)
        #expect(pruned.runtimeConformances.count == 2)
        #expect(pruned.useSites.map(\.key) == ["ProfileService"])
    }

    /// Suppressions are read from every token, also inside a body the walk skipped.
    @Test func suppressionsInsideSkippedBodiesAreKept() {
        let (pruned, full) = bothWays(
            """
            final class InboxViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    // routegen:ignore unregistered-route
                    view.backgroundColor = .white
                }
            }
            """)
        #expect(pruned == full)
        #expect(pruned.suppressions[5] == ["unregistered-route"])
    }

    @Test func sourceLocationDirectivesAreReadWhenSpelled() {
        let source = """
            #sourceLocation(file: "Generated.swift", line: 100)
            final class GeneratedViewRouter: ZIKAnyViewRouter {}
            #sourceLocation()
            """
        let (pruned, full) = bothWays(source)
        #expect(pruned == full)
        #expect(!pruned.sourceLocationDirectives.isEmpty)
    }

    /// The index itself: an ordinary body holds no fact spelling, the body that routes does.
    @Test func spellingIndexSeparatesOrdinaryBodiesFromRoutingOnes() {
        let source = """
            final class MailViewController: UIViewController {
                override func viewDidLoad() { view.addSubview(tableView); title = "Mail" }
                @objc func compose() { Router.perform(to: RoutableView<ComposeInput>(), path: .presentModally(from: self)) }
                func layout() { let frame = view.bounds.insetBy(dx: 8, dy: 8); tableView.frame = frame }
            }
            """
        let bytes = Array(source.utf8)
        func bodyRange(after marker: String) -> Range<Int> {
            let text = Array(marker.utf8)
            let start = (0...(bytes.count - text.count)).first { Array(bytes[$0..<$0 + text.count]) == text }!
            let open = bytes[start...].firstIndex(of: UInt8(ascii: "{"))!
            let close = bytes[open...].firstIndex(of: UInt8(ascii: "}"))!
            return open..<(close + 1)
        }
        bytes.withUnsafeBufferPointer { buffer in
            let index = SwiftSpellingIndex(buffer)
            #expect(!index.mayRecord(in: bodyRange(after: "viewDidLoad()")))
            #expect(index.mayRecord(in: bodyRange(after: "compose()")))
            #expect(!index.mayRecord(in: bodyRange(after: "layout()")))
            #expect(index.mayRecord(in: 0..<bytes.count))
            #expect(!index.hasCommentCommand)
            #expect(!index.hasSourceLocation)
        }
    }
}
