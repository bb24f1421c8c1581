/// Classes and protocols of Apple's frameworks, the Swift standard library and ZIKRouter that a
/// conformance walk may meet without their declarations. They can never adopt or inherit an
/// app's protocol, so a chain that ends in one is fully known. Anything else undeclared in the
/// scanned sources leaves the answer unknown.
package enum FrameworkTypes {
    /// Root classes a destination or configuration chain may end in.
    package static let rootClasses: Set<String> = Set<String>([
        "NSObject", "NSProxy", "UIResponder", "NSResponder",
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIAlertController",
        "UISearchController", "UIInputViewController", "UIReferenceLibraryViewController", "UIActivityViewController",
        "UIImagePickerController", "UIDocumentPickerViewController", "UIHostingController",
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UIStackView",
        "UITextField", "UITextView", "UIWindow", "UIVisualEffectView",
        "NSViewController", "NSWindowController", "NSView", "NSControl", "NSTableView", "NSWindow",
    ]).union(moreViewClasses).union([
        "ZIKViewRouteConfiguration", "ZIKPerformRouteConfiguration", "ZIKRouteConfiguration",
        "ZIKViewRouteSegueConfiguration",
        "ZIKViewMakeableConfiguration", "ZIKSwiftViewMakeableConfiguration", "ViewMakeableConfiguration",
        "ZIKServiceMakeableConfiguration", "ZIKSwiftServiceMakeableConfiguration", "ServiceMakeableConfiguration",
        "AnyViewMakeableConfiguration", "AnyServiceMakeableConfiguration",
        // ZIKRouter's platform typedefs (`ZIKClassCapabilities.h`): UIKit's classes on iOS, AppKit's on macOS.
        "XXViewController", "XXView", "XXWindow", "XXResponder", "XXApplication",
        "XXTabBarController", "XXSplitViewController", "XXPageViewController",
        // The configuration classes' typedef and ZRouter typealias spellings (`configurationAliases`).
        "ZIKViewRouteConfig", "ViewRouteConfig", "ZIKPerformRouteConfig", "PerformRouteConfig", "ZIKRouteConfig",
        "RouteConfig",
    ])

    /// UIKit's and AppKit's other view classes an app routes to as they are (a `UIAlertView` shown
    /// by a router of the app's alert module), without a subclass of its own.
    private static let moreViewClasses: Set<String> = [
        "UIAlertView", "UIActionSheet", "UIPickerView", "UIDatePicker", "UISwitch", "UISlider", "UIStepper",
        "UISegmentedControl", "UIPageControl", "UIProgressView", "UIActivityIndicatorView", "UIToolbar",
        "UINavigationBar", "UITabBar", "UISearchBar", "UIRefreshControl", "UIWebView", "WKWebView", "MKMapView",
        "NSButton", "NSTextField", "NSTextView", "NSImageView", "NSScrollView", "NSStackView", "NSCollectionView",
        "NSOutlineView", "NSSplitView", "NSTabView", "NSVisualEffectView", "NSPopUpButton", "NSSegmentedControl",
    ]

    /// The root classes that are views (`UIView`, `NSView` and their framework subclasses,
    /// ZIKRouter's `XXView`): what ZIKRouter's `zix_classIsSubclassOfClass(C, [XXView class])` accepts.
    package static let viewClasses: Set<String> = Set<String>([
        "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UIStackView",
        "UITextField", "UITextView", "UIWindow", "UIVisualEffectView",
        "NSView", "NSControl", "NSTableView", "XXView",
    ]).union(moreViewClasses)

    /// What a framework root class is to a view router, which makes views and view controllers only.
    package enum ViewKind {
        /// A `UIView` / `UIViewController` / `NSView` / `NSViewController` or a subclass of one.
        case view
        /// A responder that is neither.
        case responder
        /// A view on one platform and not on the other (`XXWindow`: `UIWindow` or `NSWindow`).
        case platformDependent
        /// Anything else (`NSObject`, a configuration class).
        case other
    }

    private static let nonViewResponders: Set<String> = [
        "UIResponder", "NSResponder", "XXResponder", "XXApplication", "NSWindow", "NSWindowController",
    ]

    package static func viewKind(of root: String) -> ViewKind {
        if nonViewResponders.contains(root) { return .responder }
        if root == "XXWindow" { return .platformDependent }
        if root.hasSuffix("Config") || root.hasSuffix("Configuration") || root == "NSObject" || root == "NSProxy" {
            return .other
        }
        return rootClasses.contains(root) ? .view : .other
    }

    /// ZIKRouter's configuration classes under their typedef and ZRouter typealias spellings.
    package static let configurationAliases: [String: String] = [
        "ZIKViewRouteConfig": "ZIKViewRouteConfiguration", "ViewRouteConfig": "ZIKViewRouteConfiguration",
        "ZIKPerformRouteConfig": "ZIKPerformRouteConfiguration", "PerformRouteConfig": "ZIKPerformRouteConfiguration",
        "ZIKRouteConfig": "ZIKRouteConfiguration", "RouteConfig": "ZIKRouteConfiguration",
    ]

    /// The configuration classes of ZIKRouter and ZRouter that adopt `ZIKConfigurationMakeable`,
    /// and whether each is a `ZIKViewRouteConfiguration` (the others are `ZIKPerformRouteConfiguration`s).
    package static let makeableConfigurations: [String: Bool] = [
        "ZIKViewMakeableConfiguration": true, "ZIKSwiftViewMakeableConfiguration": true,
        "ViewMakeableConfiguration": true,
        "ZIKServiceMakeableConfiguration": false, "ZIKSwiftServiceMakeableConfiguration": false,
        "ServiceMakeableConfiguration": false,
        // ZRouter's configurations that make the destination through a maker closure.
        "AnyViewMakeableConfiguration": true, "AnyServiceMakeableConfiguration": false,
    ]

    /// The superclasses of framework configuration classes, up to one that has none listed.
    package static let frameworkSuperclasses: [String: String] = [
        "ViewMakeableConfiguration": "ZIKSwiftViewMakeableConfiguration",
        "ServiceMakeableConfiguration": "ZIKSwiftServiceMakeableConfiguration",
        "AnyViewMakeableConfiguration": "ZIKSwiftViewMakeableConfiguration",
        "AnyServiceMakeableConfiguration": "ZIKSwiftServiceMakeableConfiguration",
        "ZIKViewMakeableConfiguration": "ZIKViewRouteConfiguration",
        "ZIKSwiftViewMakeableConfiguration": "ZIKViewRouteConfiguration",
        "ZIKServiceMakeableConfiguration": "ZIKPerformRouteConfiguration",
        "ZIKSwiftServiceMakeableConfiguration": "ZIKPerformRouteConfiguration",
        "ZIKViewRouteConfiguration": "ZIKPerformRouteConfiguration",
        "ZIKPerformRouteConfiguration": "ZIKRouteConfiguration",
    ]

    /// `ZIKConfigurationMakeable` and the protocols that inherit it.
    package static let makeableProtocols = [
        "ZIKConfigurationMakeable", "ZIKConfigurationSyncMakeable", "ZIKConfigurationAsyncMakeable",
    ]

    /// The framework classes that are `ZIKViewRouteConfiguration`s, under every spelling.
    package static let viewConfigurations: Set<String> = [
        "ZIKViewRouteConfiguration", "ZIKViewRouteConfig", "ViewRouteConfig",
    ]

    /// The protocols that make a class routable; never declared by the app.
    package static let routableClassProtocols: Set<String> = ["ZIKRoutableView", "ZIKRoutableService"]

    /// Swift standard library protocols a class may adopt.
    private static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable", "Error",
        "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "ObservableObject",
        "CaseIterable", "RawRepresentable", "AnyObject",
    ]

    /// Prefixes of Apple's Objective-C and Swift frameworks and of ZIKRouter.
    private static let frameworkPrefixes = [
        "NS", "UI", "CA", "CL", "MK", "WK", "AV", "SK", "GK", "PH", "UN", "CN", "SF", "AS", "ZIK", "ZIX", "Swift.",
        "Foundation.", "UIKit.", "AppKit.",
    ]

    /// Whether an undeclared protocol is a framework's, which inherits no app protocol.
    package static func isFrameworkProtocol(_ name: String) -> Bool {
        if standardProtocols.contains(name) || routableClassProtocols.contains(name) { return true }
        return frameworkPrefixes.contains { prefix in
            // `NSCoding`, `UITableViewDelegate`: the prefix, then a capital letter.
            guard name.hasPrefix(prefix), name.count > prefix.count else { return false }
            let next = name[name.index(name.startIndex, offsetBy: prefix.count)]
            return prefix.hasSuffix(".") || next.isUppercase
        }
    }
}
