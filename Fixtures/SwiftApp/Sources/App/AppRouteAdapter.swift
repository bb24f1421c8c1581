//
//  AppRouteAdapter.swift
//  App
//
//  Connects the feature modules: adapts the protocols they require to the ones other modules provide,
//  and registers views that have no router subclass.
//

import UIKit
import LoginKit
import ProfileKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

extension AboutViewController: ZIKRoutableView {
}

extension WelcomeViewController: ZIKRoutableView {
}

final class AppRouteAdapter: ZIKViewRouteAdapter {

    override class func registerRoutableDestination() {
        // ProfileKit asks for RequiredLoginViewInput, LoginKit provides LoginViewInput
        register(adapter: RoutableView<RequiredLoginViewInput>(), forAdaptee: RoutableView<LoginViewInput>())
        register(adapter: RoutableViewModule<RequiredRegisterModuleInput>(), forAdaptee: RoutableViewModule<RegisterModuleInput>())

        // The login prompt is LoginKit's login view: bind the protocol to LoginKit's router
        LoginViewRouter.register(RoutableView<LoginPromptInput>())

        // Views without a router subclass
        ZIKAnyViewRouter.register(RoutableView<AboutViewInput>(), forMakingView: AboutViewController.self)
        ZIKAnyViewRouter.register(RoutableView<WelcomeViewInput>(), forMakingView: WelcomeViewController.self) { config in
            let destination = WelcomeViewController()
            destination.userName = config.userInfo["userName"] as? String
            return destination
        }
    }
}
