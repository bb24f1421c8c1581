//
//  BookmarkService.swift
//  ArticleKit
//

import Foundation
import ZIKRouter.Internal
import ZRouter

/// Read and saved articles. Objective-C callers request it as `ZIKRouterToService(BookmarkServiceInput)`.
@objc public protocol BookmarkServiceInput: ZIKServiceRoutable {
    func markRead(_ articleID: String)
    func isSaved(_ articleID: String) -> Bool
}

public final class BookmarkService: NSObject, BookmarkServiceInput, ZIKRoutableService {
    private var read = Set<String>()

    public func markRead(_ articleID: String) {
        read.insert(articleID)
    }

    public func isSaved(_ articleID: String) -> Bool {
        false
    }
}

public final class BookmarkServiceRouter: ZIKServiceRouter<BookmarkService, PerformRouteConfig> {
    override public class func registerRoutableDestination() {
        registerService(BookmarkService.self)
        register(RoutableService<BookmarkServiceInput>())
    }

    override public func destination(with configuration: PerformRouteConfig) -> BookmarkService? {
        BookmarkService()
    }
}
