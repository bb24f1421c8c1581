//
//  NewsCoordinator.swift
//  NewsApp
//

import UIKit
import FeedKit
import ArticleKit
import ZRouter

@objc final class NewsCoordinator: NSObject {
    @objc static let shared = NewsCoordinator()

    @objc func start(in window: UIWindow?) {
        guard let root = window?.rootViewController else { return }
        Router.perform(to: RoutableView<FeedViewInput>(), path: .show(from: root), preparation: { feed in
            feed.section = "top"
        })
    }

    func prefetch(section: String) -> [String] {
        Router.makeDestination(to: RoutableService<FeedServiceInput>())?.headlines(inSection: section) ?? []
    }

    func showArticle(_ articleID: String, from source: UIViewController) {
        Router.perform(to: RoutableView<ArticleViewInput>(), path: .push(from: source), preparation: { article in
            article.articleID = articleID
        })
    }
}
