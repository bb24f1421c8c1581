//
//  ProfileInterfaces.swift
//  ProfileKit
//

import ZRouter

public protocol ProfileViewInput: AnyObject {
    var userID: String? { get set }
}

// The Xcode template form: the type name string must equal String(describing: ProfileViewInput.self)
public extension RoutableView where Protocol == ProfileViewInput {
    init() { self.init(declaredTypeName: "ProfileViewInput") }
}

public protocol SettingsViewInput: AnyObject {
    func reload()
}

public extension RoutableView where Protocol == SettingsViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

public protocol EditProfileModuleInput: AnyObject {
    var nickname: String? { get set }
}

public extension RoutableViewModule where Protocol == EditProfileModuleInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

public protocol ShareViewInput: AnyObject {
    var sharedText: String { get set }
}

public extension RoutableView where Protocol == ShareViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

public protocol AvatarServiceInput: AnyObject {
    func avatarURL(for userID: String) -> String
}

public extension RoutableService where Protocol == AvatarServiceInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

public protocol AvatarServiceModuleInput: AnyObject {
    var imageSize: Int { get set }
}

public extension RoutableServiceModule where Protocol == AvatarServiceModuleInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

/// What ProfileKit needs from a login view. The app adapts it to LoginKit's LoginViewInput.
public protocol RequiredLoginViewInput: AnyObject {
    var account: String? { get set }
}

public extension RoutableView where Protocol == RequiredLoginViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}
