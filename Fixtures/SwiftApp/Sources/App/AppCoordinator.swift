//
//  AppCoordinator.swift
//  App
//
//  Navigation of the app: everything goes through routable protocols, never through concrete classes.
//

import UIKit
import LoginKit
import ProfileKit
import ZIKRouter
import ZRouter

final class AppCoordinator {
    enum Destination {
        case home
        case help
        case login
    }

    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showLogin(from source: UIViewController) {
        Router.perform(to: RoutableView<LoginViewInput>(), path: .push(from: source))
    }

    func showRegister(invitationCode: String, from source: UIViewController) {
        Router.perform(
            to: RoutableViewModule<RequiredRegisterModuleInput>(),
            path: .presentModally(from: source),
            configuring: { config, prepareModule in
                prepareModule({ module in
                    module.invitationCode = invitationCode
                })
            })
    }

    var isLoggedIn: Bool {
        return Router.to(RoutableService<AccountServiceInput>())?.makeDestination()?.isLoggedIn ?? false
    }

    func makeProfile(userID: String) -> ProfileViewInput? {
        return Router.makeDestination(to: RoutableView<ProfileViewInput>(), preparation: { destination in
            destination.userID = userID
        })
    }

    func avatarURL(userID: String) -> String? {
        let service = Router.makeDestination(to: RoutableService<AvatarServiceInput>())
        return service?.avatarURL(for: userID)
    }

    func openSettings() {
        Router.to(viewIdentifier: "settings")?.perform(path: .push(from: navigationController))
    }

    func open(url: String) {
        ZIKAnyViewRouter.performURL(url, fromSource: navigationController)
    }

    func show(_ destination: Destination) {
        let switchableView: SwitchableView
        switch destination {
        case .home:
            switchableView = SwitchableView(RoutableView<HomeViewInput>())
        case .help:
            switchableView = SwitchableView(RoutableView<HelpViewInput>())
        case .login:
            switchableView = SwitchableView(RoutableView<RequiredLoginViewInput>())
        }
        Router.to(switchableView)?.perform(path: .push(from: navigationController))
    }

    func track(_ event: String) {
        Router.perform(to: RoutableService<AnalyticsServiceInput>(), preparation: { analytics in
            analytics.track(event)
        })
    }
}
