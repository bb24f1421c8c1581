import Testing

@testable import RouteGenCore
@testable import RouteGenModel

/// `no-routers`: what a run that found no router says it scanned, so that a Run Script phase or a
/// plugin pointed at the wrong folder or target shows in the build log.
struct NoRoutersWarningTests {
    private func sources(
        paths: [String] = [], fileLists: [String] = [], target: String? = nil
    ) -> Pipeline.Input.Sources {
        var input = Pipeline.Input(paths: paths, fileLists: fileLists)
        if let target {
            var layout = ProjectLayout()
            layout.targetName = target
            input.sources.project = layout
        }
        return input.sources
    }

    @Test func namesTheTargetTheFoldersAndTheFileLists() {
        var config = RouteGenConfig()
        config.scan.workspace = "Router.xcworkspace"
        #expect(
            NoRoutersWarning.scanned(sources(target: "ZIKRouterDemo"), config: config)
                == "for target ZIKRouterDemo of Router.xcworkspace")
        #expect(
            NoRoutersWarning.scanned(sources(paths: ["Sources/A", "Sources/B"]), config: RouteGenConfig())
                == "in Sources/A, Sources/B")
        #expect(
            NoRoutersWarning.scanned(
                sources(paths: (1...6).map { "Sources/M\($0)" }, fileLists: ["routegen.xcfilelist"]),
                config: RouteGenConfig())
                == "in Sources/M1, Sources/M2, Sources/M3, Sources/M4 and 2 more and from the file list routegen.xcfilelist"
        )
    }

    @Test func onlyWhenNoRouterWasFound() {
        let found = Snippet.graph(
            """
            import ZIKRouter

            final class AboutViewController: UIViewController, ZIKRoutableView {}

            final class AboutViewRouter: ZIKViewRouter<AboutViewController, ZIKViewRouteConfiguration> {
                override class func registerRoutableDestination() {
                    registerView(AboutViewController.self)
                }
            }
            """)
        let input = sources(paths: ["Sources/About"])
        #expect(
            NoRoutersWarning.diagnostic(graph: found, filesFound: 1, sources: input, config: RouteGenConfig()) == nil)
        let none = NoRoutersWarning.diagnostic(
            graph: RouteGraph(), filesFound: 3, sources: input, config: RouteGenConfig())
        #expect(
            none?.message
                == "no router found in the 3 files scanned in Sources/About; the registry registers nothing. Check that these are the sources that declare the app's routers"
        )
        #expect(none?.severity == .warning && none?.rule == "no-routers")
        #expect(
            NoRoutersWarning.diagnostic(graph: RouteGraph(), filesFound: 0, sources: input, config: RouteGenConfig())
                == nil)
    }
}
