//
//  AppInterfaces.swift
//  App
//
//  Routable protocols declared by the app itself.
//

import ZRouter

protocol HomeViewInput: AnyObject {
    func refresh()
}

extension RoutableView where Protocol == HomeViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

/// The login view used as a modal prompt when a feature needs a user.
protocol LoginPromptInput: AnyObject {
    var account: String? { get set }
}

extension RoutableView where Protocol == LoginPromptInput {
    init() { self.init(declaredTypeName: "LoginPromptInput") }
}

protocol AboutViewInput: AnyObject {
    var version: String { get set }
}

extension RoutableView where Protocol == AboutViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

protocol WelcomeViewInput: AnyObject {
    var userName: String? { get set }
}

extension RoutableView where Protocol == WelcomeViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

protocol FeedbackViewInput: AnyObject {
    var draft: String { get set }
}

extension RoutableView where Protocol == FeedbackViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

protocol MaintenanceViewInput: AnyObject {
    var message: String { get set }
}

extension RoutableView where Protocol == MaintenanceViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

protocol HelpViewInput: AnyObject {
    var topic: String? { get set }
}

extension RoutableView where Protocol == HelpViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

/// The register module as the app's onboarding flow asks for it; adapted to LoginKit's RegisterModuleInput.
protocol RequiredRegisterModuleInput: AnyObject {
    var invitationCode: String? { get set }
}

extension RoutableViewModule where Protocol == RequiredRegisterModuleInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

/// Account information, provided by LoginKit's login service through an adapter.
protocol AccountServiceInput: AnyObject {
    var isLoggedIn: Bool { get }
}

extension RoutableService where Protocol == AccountServiceInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

/// Session control, also provided by the login service (ObjC-style adapter registration).
protocol SessionInput: AnyObject {
    func logout()
}

extension RoutableService where Protocol == SessionInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

protocol AnalyticsServiceInput: AnyObject {
    func track(_ event: String)
}

extension RoutableService where Protocol == AnalyticsServiceInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}
