import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// A registered class whose chain adopts a pod's protocol but not `ZIKRoutableView`: the pod's
/// protocol can inherit `ZIKRoutableView` only if the pod can import ZIKRouter, which the
/// `Podfile.lock` above the scanned folders tells. Both languages, as a CocoaPods app lays them out.
struct PodProtocolRoutabilityTests {
    let rule = UnroutableDestinationRule()

    static let lock = """
        PODS:
          - DZNEmptyDataSet (1.8.1)
          - ViperKit (2.0.3)
          - ZIKRouter (1.1.1):
            - ZIKRouter/ServiceRouter (= 1.1.1)
            - ZIKRouter/ViewRouter (= 1.1.1)
          - ZIKRouter/ServiceRouter (1.1.1)
          - ZIKRouter/ViewRouter (1.1.1):
            - ZIKRouter/ServiceRouter
          - ZRouter (1.1.1):
            - ZIKRouter (>= 1.1.1)

        DEPENDENCIES:
          - DZNEmptyDataSet (~> 1.8)
          - ViperKit (~> 2.0)
          - ZRouter (~> 1.1)

        COCOAPODS: 1.15.2
        """

    /// A VIPER module whose view adopts ViperKit's `ModuleView` and a list base adopting
    /// DZNEmptyDataSet's protocols; `routable` adds `ZIKRoutableView` where the app has it.
    static func writeSwiftApp(into tree: TemporaryDirectory, routable: Bool) throws {
        try tree.write(
            "Podfile",
            "platform :ios, '11.0'\nuse_frameworks!\n\ntarget 'Shop' do\n  pod 'ZRouter', '~> 1.1'\n  pod 'DZNEmptyDataSet', '~> 1.8'\n  pod 'ViperKit', '~> 2.0'\nend\n"
        )
        try tree.write(
            "Sources/ShopUI/BaseViewController.swift",
            """
            import UIKit
            import DZNEmptyDataSet

            open class BaseViewController: UIViewController, DZNEmptyDataSetSource, DZNEmptyDataSetDelegate {
                open func title(forEmptyDataSet scrollView: UIScrollView) -> NSAttributedString? { nil }
            }
            """)
        try tree.write(
            "Sources/CheckoutKit/CheckoutViewController.swift",
            """
            import UIKit
            import ViperKit
            import ShopUI
            import ZIKRouter

            protocol CheckoutViewInput: AnyObject {
                func show(total: Decimal)
            }

            final class CheckoutViewController: BaseViewController, CheckoutViewInput, ModuleView\(routable ? ", ZIKRoutableView" : "") {
                func show(total: Decimal) {}
                func showLoading() {}
                func hideLoading() {}
            }
            """)
        try tree.write(
            "Sources/CheckoutKit/CheckoutRouter.swift",
            """
            import ZIKRouter
            import ZIKRouter.Internal
            import ZRouter

            public final class CheckoutRouter: ZIKViewRouter<CheckoutViewController, ViewRouteConfig> {
                override public class func registerRoutableDestination() {
                    registerView(CheckoutViewController.self)
                    register(RoutableView<CheckoutViewInput>())
                }

                override public func destination(with configuration: ViewRouteConfig) -> CheckoutViewController? {
                    CheckoutViewController()
                }
            }
            """)
    }

    static func writeObjCApp(into tree: TemporaryDirectory, routable: Bool) throws {
        try tree.write(
            "Podfile",
            "platform :ios, '10.0'\n\ntarget 'Shop' do\n  pod 'ZIKRouter', '~> 1.1'\n  pod 'ViperKit', '~> 2.0'\nend\n")
        try tree.write(
            "Sources/LoginModule/LoginViewController.h",
            """
            #import <UIKit/UIKit.h>
            #import <ViperKit/ViperKit.h>
            #import <ZIKRouter/ZIKRouter.h>

            @protocol LoginViewInput <ZIKViewRoutable>
            - (void)showError:(NSString *)message;
            @end

            @interface LoginViewController : XXViewController <LoginViewInput, ModuleView\(routable ? ", ZIKRoutableView" : "")>
            @end
            """)
        try tree.write(
            "Sources/LoginModule/LoginViewRouter.h",
            """
            #import <ZIKRouter/ZIKRouter.h>
            #import "LoginViewController.h"

            @interface LoginViewRouter : ZIKViewRouter<LoginViewController *, ZIKViewRouteConfiguration *>
            @end
            """)
        try tree.write(
            "Sources/LoginModule/LoginViewRouter.m",
            """
            #import "LoginViewRouter.h"
            #import <ZIKRouter/ZIKViewRouterInternal.h>

            @implementation LoginViewController
            - (void)showError:(NSString *)message {}
            - (void)showLoading {}
            - (void)hideLoading {}
            @end

            @implementation LoginViewRouter
            + (void)registerRoutableDestination {
                [self registerView:[LoginViewController class]];
                [self registerViewProtocol:ZIKRoutable(LoginViewInput)];
            }
            - (nullable LoginViewController *)destinationWithConfiguration:(ZIKViewRouteConfiguration *)configuration {
                return [LoginViewController new];
            }
            @end
            """)
    }

    /// Severity and message of each finding of the rule, over `Sources` of the tree.
    private func findings(_ tree: TemporaryDirectory) -> [String] {
        var config = RouteGenConfig()
        config.resolve.registryModule = nil
        let result = Pipeline.run(Pipeline.Input(paths: [tree.path + "/Sources"], config: config))
        return Checker.run(CheckContext(graph: result.graph, config: config), rules: [rule]).map {
            "\($0.severity) \($0.message)"
        }
    }

    private func app(_ language: String, routable: Bool) throws -> TemporaryDirectory {
        let tree = try TemporaryDirectory()
        if language == "Swift" {
            try Self.writeSwiftApp(into: tree, routable: routable)
        } else {
            try Self.writeObjCApp(into: tree, routable: routable)
        }
        return tree
    }

    @Test(arguments: ["Swift", "ObjC"])
    func podsThatCannotImportZIKRouterDecideIt(language: String) throws {
        let tree = try app(language, routable: false)
        defer { tree.remove() }
        try tree.write("Podfile.lock", Self.lock)
        let found = findings(tree)
        #expect(found.count == 1, "\(found)")
        #expect(
            found.first?.hasPrefix(
                "error view class \(language == "Swift" ? "CheckoutViewController" : "LoginViewController") is registered by router"
            ) == true, "\(found)")
    }

    @Test(arguments: ["Swift", "ObjC"])
    func theRoutableAppIsClean(language: String) throws {
        let tree = try app(language, routable: true)
        defer { tree.remove() }
        try tree.write("Podfile.lock", Self.lock)
        #expect(findings(tree) == [])
    }

    /// Without a lock, or with a pod that depends on ZIKRouter, or with dependencies CocoaPods
    /// does not manage, the pod's protocol may inherit `ZIKRoutableView`: a note naming why.
    @Test(arguments: ["Swift", "ObjC"])
    func otherwiseANoteSaysWhy(language: String) throws {
        let tree = try app(language, routable: false)
        defer { tree.remove() }
        let adopted = language == "Swift" ? "DZNEmptyDataSetDelegate" : "ModuleView"
        let prefix =
            "note routegen cannot decide whether view class \(language == "Swift" ? "CheckoutViewController" : "LoginViewController"), registered by router \(language == "Swift" ? "CheckoutRouter" : "LoginViewRouter"), adopts ZIKRoutableView: "
        let clause = "chain adopts \(adopted), which no scanned file declares and which may inherit ZIKRoutableView: "
        let noLock = findings(tree)
        #expect(
            noLock.count == 1 && noLock[0].hasPrefix(prefix)
                && noLock[0].hasSuffix(
                    clause
                        + "the Podfile above the scanned folders has no Podfile.lock to say which modules the app links"
                ), "\(noLock)")

        try tree.write(
            "Podfile.lock",
            Self.lock.replacingOccurrences(
                of: "  - ViperKit (2.0.3)\n", with: "  - ViperKit (2.0.3):\n    - ZIKRouter/ViewRouter (>= 1.0)\n"))
        let importing = findings(tree)
        #expect(
            importing.count == 1
                && importing[0].hasSuffix(
                    clause
                        + "pod ViperKit, which depends on ZIKRouter (Podfile.lock) and is not scanned, may declare it"),
            "\(importing)")

        try tree.write("Podfile.lock", Self.lock)
        try tree.write("Cartfile.resolved", "github \"SnapKit/SnapKit\" \"5.7.1\"\n")
        let carthage = findings(tree)
        #expect(
            carthage.count == 1
                && carthage[0].hasSuffix(
                    clause + "Cartfile.resolved beside the Podfile.lock lists dependencies routegen does not read"),
            "\(carthage)")

        try FileManager.default.removeItem(atPath: tree.path + "/Cartfile.resolved")
        try tree.write("Shop.xcworkspace/xcshareddata/swiftpm/Package.resolved", "{\"pins\": [], \"version\": 2}\n")
        let packages = findings(tree)
        #expect(
            packages.count == 1
                && packages[0].hasSuffix(
                    clause
                        + "Shop.xcworkspace/xcshareddata/swiftpm/Package.resolved beside the Podfile.lock lists dependencies routegen does not read"
                ), "\(packages)")
    }

    /// A workspace's pods that depend on ZIKRouter (a development pod, a spec-repository pod) are
    /// read with the app, so their protocols are declared in scanned files; a folder scan of the
    /// app's own folder does not read them, and they keep the question open.
    @Test func aWorkspaceReadsThePodsThatDependOnZIKRouter() throws {
        let (workspace, _) = try XcodeProjectTests.run(
            .init(workspace: XcodeProjectTests.podsApp + "/NoteApp.xcworkspace"))
        #expect(workspace.graph.linkedDependencies.openBecause == nil)
        let folder = Pipeline.run(
            Pipeline.Input(paths: [XcodeProjectTests.podsApp + "/NoteApp"], config: RouteGenConfig()))
        #expect(
            folder.graph.linkedDependencies.openBecause
                == "pod NoteEditor (and 1 more), which depends on ZIKRouter (Podfile.lock) and is not scanned, may declare it"
        )
    }

    /// Dependencies are followed through other pods, and subspecs count as their pod.
    @Test func aPodThatReachesZIKRouterThroughAnotherPodCanImportIt() throws {
        let tree = try TemporaryDirectory()
        defer { tree.remove() }
        try tree.write(
            "Podfile.lock",
            """
            PODS:
              - ShopKit (1.0.0):
                - ShopKit/Core (= 1.0.0)
              - ShopKit/Core (1.0.0):
                - RoutingSupport
              - RoutingSupport (0.3.0):
                - ZRouter (~> 1.1)
              - Toast (4.0.0)
              - ZIKRouter (1.1.1)
              - ZRouter (1.1.1):
                - ZIKRouter (>= 1.1.1)
            """)
        try tree.write("Sources/App/Empty.swift", "")
        let dependencies = try #require(PodfileLock.dependencies(at: tree.path + "/Podfile.lock"))
        #expect(
            dependencies == [
                "ShopKit": ["RoutingSupport"], "RoutingSupport": ["ZRouter"], "Toast": [], "ZIKRouter": [],
                "ZRouter": ["ZIKRouter"],
            ])
        let open = LinkedDependencies.read(roots: [tree.path + "/Sources/App"], scannedModules: ["App"]).openBecause
        #expect(
            open
                == "pod RoutingSupport (and 1 more), which depends on ZIKRouter (Podfile.lock) and is not scanned, may declare it"
        )
        // Pods whose files are scanned declare their protocols in scanned files.
        #expect(
            LinkedDependencies.read(roots: [tree.path + "/Sources"], scannedModules: ["RoutingSupport", "ShopKit"])
                .openBecause == nil)
    }
}
