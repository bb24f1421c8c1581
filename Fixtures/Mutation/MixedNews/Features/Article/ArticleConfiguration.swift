//
//  ArticleConfiguration.swift
//  ArticleKit
//

import ZIKRouter
import ZRouter

public final class ArticleConfiguration: ZIKViewRouteConfiguration, ArticleModuleInput {
    public var articleID: String?
    public var showsComments = true

    override public func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ArticleConfiguration
        copy.articleID = articleID
        copy.showsComments = showsComments
        return copy
    }
}
