//
//  ArticleViewRouter.swift
//  ArticleKit
//

import UIKit
import ZIKRouter.Internal
import ZRouter

extension ArticleViewController: ZIKRoutableView {}

public final class ArticleViewRouter: ZIKViewRouter<ArticleViewController, ViewRouteConfig> {
    override public class func registerRoutableDestination() {
        registerView(ArticleViewController.self)
        register(RoutableView<ArticleViewInput>())
        register(RoutableViewModule<ArticleModuleInput>())
        registerURLPattern("news://article/:id")
    }

    override public class func defaultRouteConfiguration() -> ViewRouteConfig {
        ArticleConfiguration()
    }

    override public func destination(with configuration: ViewRouteConfig) -> ArticleViewController? {
        let article = ArticleViewController()
        if let module = configuration as? ArticleConfiguration {
            article.articleID = module.articleID
            article.showsComments = module.showsComments
        }
        return article
    }
}
