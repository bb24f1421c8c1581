//
//  ShareViewRouter.swift
//  ProfileKit
//
//  The share sheet differs per platform: each platform has its own router class.
//

import UIKit
import ZIKRouter.Internal
import ZRouter

extension ShareViewController: ZIKRoutableView {
}

#if os(Linux)
/// Linux: a plain text share view.
public final class LinuxShareViewRouter: ZIKViewRouter<ShareViewController, ViewRouteConfig> {

    public override class func registerRoutableDestination() {
        registerView(ShareViewController.self)
        register(RoutableView<ShareViewInput>())
    }

    public override func destination(with configuration: ViewRouteConfig) -> ShareViewController? {
        return ShareViewController()
    }
}
#else
/// Apple platforms: the system share sheet.
public final class ShareViewRouter: ZIKViewRouter<ShareViewController, ViewRouteConfig> {

    public override class func registerRoutableDestination() {
        registerView(ShareViewController.self)
        register(RoutableView<ShareViewInput>())
        registerIdentifier("share")
    }

    public override func destination(with configuration: ViewRouteConfig) -> ShareViewController? {
        return ShareViewController()
    }
}
#endif
