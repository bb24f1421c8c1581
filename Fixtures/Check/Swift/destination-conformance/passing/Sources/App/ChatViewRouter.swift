import MessageKit
import UIKit
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

protocol ChatViewInput: AnyObject {
    var threadID: String? { get set }
}

@objc protocol NotesViewInput {}

extension RoutableView where Protocol == ChatViewInput {
    init() { self.init(declaredTypeName: "ChatViewInput") }
}

extension RoutableView where Protocol == NotesViewInput {
    init() { self.init(declaredTypeName: "NotesViewInput") }
}

/// MessagesViewController comes from a module that is not scanned: it may adopt ChatViewInput.
final class ChatViewController: MessagesViewController, ZIKRoutableView {
    var threadID: String?
}

/// Gets NotesViewInput at run time (see NotesViewController.swift).
final class NotesViewController: UIViewController, ZIKRoutableView {}

final class ChatViewRouter: ZIKViewRouter<ChatViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(ChatViewController.self)
        register(RoutableView<ChatViewInput>())
    }

    override func destination(with configuration: ViewRouteConfig) -> ChatViewController? {
        ChatViewController()
    }
}

final class NotesViewRouter: ZIKViewRouter<NotesViewController, ViewRouteConfig> {
    override class func registerRoutableDestination() {
        registerView(NotesViewController.self)
        register(RoutableView<NotesViewInput>())
    }

    override func destination(with configuration: ViewRouteConfig) -> NotesViewController? {
        NotesViewController()
    }
}
