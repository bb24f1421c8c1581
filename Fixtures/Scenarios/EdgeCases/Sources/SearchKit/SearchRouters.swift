import ZRouter
import ZIKRouter

public final class DetailViewRouter: ZIKAnyViewRouter {
    public override class func registerRoutableDestination() {
        registerView(SearchDetailViewController.self)
        registerIdentifier("search.detail")
    }

    public override func destination(with configuration: ZIKViewRouteConfiguration) -> Any? {
        SearchDetailViewController()
    }
}

public final class SearchDetailViewController: UIViewController, ZIKRoutableView {}

public enum Search {
    public final class ResultsServiceRouter: ZIKAnyServiceRouter {
        public override static func registerRoutableDestination() {
            registerService(SearchResultsStore.self)
            registerIdentifier("search.results")
        }

        public override func destination(with configuration: ZIKPerformRouteConfiguration) -> Any? {
            SearchResultsStore()
        }
    }
}

public final class SearchResultsStore: NSObject, ZIKRoutableService {}
