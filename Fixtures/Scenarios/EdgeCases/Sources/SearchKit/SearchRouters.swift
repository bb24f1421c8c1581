import ZRouter
import ZIKRouter

public final class DetailViewRouter: ZIKAnyViewRouter {
    public override class func registerRoutableDestination() {
        registerIdentifier("search.detail")
    }
}

public enum Search {
    public final class ResultsServiceRouter: ZIKAnyServiceRouter {
        public override static func registerRoutableDestination() {
            registerIdentifier("search.results")
        }
    }
}
