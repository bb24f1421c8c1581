//
//  ProfileViewControllers.swift
//  ProfileKit
//

import UIKit

public final class ProfileViewController: UIViewController, ProfileViewInput {
    public var userID: String?
}

public final class SettingsViewController: UIViewController, SettingsViewInput {
    public private(set) var reloadCount = 0

    public func reload() {
        reloadCount += 1
    }
}

public final class EditProfileViewController: UIViewController {
    public var nickname: String?
}

public final class ShareViewController: UIViewController, ShareViewInput {
    public var sharedText = ""
}
