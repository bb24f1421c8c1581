//
//  ProfileViewController.swift
//  DemoApp
//

import UIKit
import ZRouter

final class ProfileViewController: UIViewController {
    func showInfo() {
        Router.perform(
            to: RoutableView<RequiredInfoViewInput>(),
            path: .push(from: self),
            configuring: { config, _ in
                config.prepareDestination = { destination in
                    destination.name = "Zuik"
                    destination.age = 18
                }
            })
    }

    func callSwiftService() {
        Router.makeDestination(to: RoutableService<SwiftServiceInput>())?.swiftFunction()
        Router.makeDestination(to: RoutableServiceModule<SwiftServiceModuleInput>(), configuring: { config, _ in
            config.serviceName = "demo"
        })
    }
}
