import Foundation
import RouteGenTestSupport

/// A two-module app whose routers are reached through every indirection the byte pass must
/// follow, written the way apps do it (including a comment inside a declaration and a
/// module-qualified superclass), plus ordinary files that hold nothing routegen records.
enum IndirectionTree {
    static let extraBase = "CompanyNavigator"

    static let files: [String: String] = [
        // Swift: a user base in one file, a second level in another, a typealias, a nested type,
        // an extension that nests a class, and a configured base from a binary framework.
        "Flows/BaseFlow.swift": """
        import ZRouter

        open class BaseFlow: ZIKAnyViewRouter {}
        """,
        "Flows/FlowBase2.swift": """
        import Foundation

        /// Shared presentation for the checkout flows.
        open class /* two levels down */ FlowBase2: Flows.BaseFlow {
            open var animated: Bool { true }
        }
        """,
        "Flows/Aliases.swift": """
        public typealias Flow = FlowBase2
        """,
        "Flows/Screens.swift": """
        public enum Screens {
            open class Inner: BaseFlow {}
        }
        """,
        "Flows/FlowExtensions.swift": """
        extension FlowBase2 {
            public var analyticsName: String { String(describing: type(of: self)) }
        }
        """,
        "Flows/NavigatorMid.swift": """
        open class NavigatorMid: CompanyNavigator {}
        """,
        "Flows/Checkout.swift": """
        public final class CheckoutFlow: FlowBase2 {
            override public class func registerRoutableDestination() {
                registerIdentifier("checkout")
            }
        }
        """,
        "Flows/Cart.swift": """
        public final class CartFlow: Flow {
            override public class func registerRoutableDestination() {
                registerIdentifier("cart")
            }
        }
        """,
        "Flows/Nested.swift": """
        public final class NestedFlow: Screens.Inner {
            override public class func registerRoutableDestination() {
                registerIdentifier("nested")
            }
        }
        """,
        "Flows/Leaf.swift": """
        public final class NavigatorLeaf: NavigatorMid {
            override public class func registerRoutableDestination() {
                registerIdentifier("leaf")
            }
        }
        """,
        // Objective-C: a user base in a header of its own, a category on it, a typedef, a macro
        // and a compatibility alias for a base, and a caller that messages a router by class.
        "Legacy/LegacyBase.h": """
        #import <ZIKRouter/ZIKViewRouter.h>

        @interface LegacyBase : ZIKViewRouter
        @end
        """,
        "Legacy/LegacyBase+Logging.h": """
        #import "LegacyBase.h"

        @interface LegacyBase (Logging)
        - (void)logTransition;
        @end
        """,
        "Legacy/LegacyCheckout.h": """
        #import "LegacyBase.h"

        @interface LegacyCheckout
            : LegacyBase
        @end
        """,
        "Legacy/LegacyCheckout.m": """
        #import "LegacyCheckout.h"

        @implementation LegacyCheckout
        + (void)registerRoutableDestination {
            [self registerIdentifier:@"legacy-checkout"];
        }
        @end
        """,
        "Legacy/AppTypes.h": """
        #import <ZIKRouter/ZIKRouter.h>

        typedef ZIKViewRouter<id, ZIKViewRouteConfiguration *> AppAnyRouter;
        #define AppModuleRouter(P) \\
            ZIKModuleViewRouter(P)
        @compatibility_alias AppBase LegacyBase;
        """,
        "Legacy/LegacyTyped.h": """
        #import "AppTypes.h"

        @interface LegacyTyped : AppAnyRouter
        @end
        """,
        "Legacy/LegacyTyped.m": """
        #import "LegacyTyped.h"

        @implementation LegacyTyped
        + (void)registerRoutableDestination {
            [self registerIdentifier:@"typed"];
        }
        @end
        """,
        "Legacy/LegacyModule.h": """
        #import "AppTypes.h"

        @interface LegacyModule : AppModuleRouter(LegacyModuleInput)
        @end
        """,
        "Legacy/LegacyModule.m": """
        #import "LegacyModule.h"

        @implementation LegacyModule
        + (void)registerRoutableDestination {
            [self registerIdentifier:@"module"];
        }
        @end
        """,
        "Legacy/LegacyAliased.h": """
        #import "AppTypes.h"

        @interface LegacyAliased : AppBase
        @end
        """,
        "Legacy/LegacyAliased.m": """
        #import "LegacyAliased.h"

        @implementation LegacyAliased
        + (void)registerRoutableDestination {
            [self registerIdentifier:@"aliased"];
        }
        @end
        """,
        "Legacy/LegacyCaller.m": """
        #import <UIKit/UIKit.h>
        #import "LegacyCheckout.h"

        @interface LegacyCaller : NSObject
        @end

        @implementation LegacyCaller
        - (void)showFrom:(UIViewController *)source {
            [LegacyCheckout performPath:ZIKViewRoutePath.pushFrom(source)];
        }
        @end
        """,
    ].merging(ordinary) { first, _ in first }

    /// Files that declare only types that cannot reach a router base, or none.
    static let ordinary: [String: String] = [
        "Flows/Models.swift": """
        import Foundation

        public struct Order: Codable, Equatable {
            public var identifier: Int
            public var total: Decimal
        }

        public final class Session: NSObject {
            private(set) var token: String?
            public func start(with token: String) { self.token = token }
            public class func current() -> Session { Session() }
        }
        """,
        "Flows/Cells.swift": """
        import UIKit

        class BaseCell: UITableViewCell {
            let titleLabel = UILabel()
        }

        final class PriceCell: BaseCell {
            func configure(price: String) { titleLabel.text = price }
        }

        protocol Reloading: class {
            func reload()
        }
        """,
        "Flows/Strings.swift": """
        let checkoutTitle = NSLocalizedString("checkout.title", comment: "")
        """,
        "Legacy/LegacyService.h": """
        #import <Foundation/Foundation.h>

        @interface LegacyService : NSObject
        - (void)fetchWithCompletion:(void (^)(NSArray *items))completion;
        @end
        """,
        "Legacy/LegacyService.m": """
        #import "LegacyService.h"

        @interface LegacyService ()
        @property (nonatomic, strong) NSMutableArray *items;
        @end

        @implementation LegacyService
        - (void)fetchWithCompletion:(void (^)(NSArray *))completion {
            completion(self.items ?: @[]);
        }
        @end
        """,
        "Legacy/LegacyStore.m": """
        #import <Foundation/Foundation.h>

        typedef NS_ENUM(NSInteger, LegacyStoreState) { LegacyStoreIdle, LegacyStoreLoading };

        @interface LegacyStore : NSObject
        @property (nonatomic) LegacyStoreState state;
        @end

        @implementation LegacyStore
        @end
        """,
        "Legacy/LegacyConstants.h": """
        extern NSString *const LegacyErrorDomain;
        static const NSInteger LegacyPageSize = 20;
        """,
    ]

    static var ordinaryFiles: [String] { ordinary.keys.sorted() }

    static let expectedRouters = [
        "CheckoutFlow", "CartFlow", "NestedFlow", "NavigatorLeaf", "LegacyCheckout", "LegacyTyped", "LegacyModule",
        "LegacyAliased",
    ]

    static func write(into tree: TemporaryDirectory) throws {
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            try tree.write("Sources/" + path, text + "\n")
        }
    }
}
