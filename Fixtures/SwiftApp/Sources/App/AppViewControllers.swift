//
//  AppViewControllers.swift
//  App
//

import UIKit
import LoginKit
import ProfileKit

final class HomeViewController: UIViewController, HomeViewInput {
    private(set) var refreshCount = 0

    func refresh() {
        refreshCount += 1
    }
}

final class LaunchViewController: UIViewController {
}

final class AboutViewController: UIViewController, AboutViewInput {
    var version = "1.0"
}

final class WelcomeViewController: UIViewController, WelcomeViewInput {
    var userName: String?
}

final class FeedbackViewController: UIViewController, FeedbackViewInput {
    var draft = ""
}

final class MaintenanceViewController: UIViewController, MaintenanceViewInput {
    var message = "We'll be back soon."
}

final class HelpViewController: UIViewController, HelpViewInput {
    var topic: String?
}

// LoginKit's view and module also satisfy what the app and ProfileKit ask for.
extension LoginViewController: LoginPromptInput, RequiredLoginViewInput {
}

extension RegisterModuleConfiguration: RequiredRegisterModuleInput {
}
