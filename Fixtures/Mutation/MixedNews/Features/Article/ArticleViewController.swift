//
//  ArticleViewController.swift
//  ArticleKit
//

import UIKit
import NewsUI
import ZIKRouter

public final class ArticleViewController: NewsBaseViewController, ArticleViewInput {
    public var articleID: String?
    var showsComments = false

    override public func viewDidLoad() {
        super.viewDidLoad()
        Router.makeDestination(to: RoutableService<BookmarkServiceInput>())?.markRead(articleID ?? "")
    }
}
