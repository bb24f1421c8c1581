import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The map as the real tools see it: Graphviz must accept every diagram, and the page must load
/// in a browser without a console message and filter its rows. Skipped (with the reason) when the
/// tool is missing, failing instead under CI.
@Suite(.serialized)
struct MapToolTests {
    @Test(.enabled(if: ExternalTool.runs("dot"), "Graphviz's dot is not on PATH (apt-get install graphviz)"))
    func graphvizAcceptsEveryDiagram() throws {
        let dot = try ExternalTool.require("dot", package: "graphviz")
        var diagrams: [(String, String)] = []
        for level in MapLevel.allCases {
            diagrams.append(("snippet \(level)", RouteMapEmitter.dot(RouteMapSample.map(), level: level)))
        }
        for scenario in GoldenScenario.all {
            for name in ["routes.dot", "modules.dot"] {
                let golden = Repository.path("Fixtures/Goldens/\(scenario.name)/\(name)")
                let text = try #require(FileManager.default.contents(atPath: golden), "missing golden \(golden)")
                diagrams.append((golden, String(decoding: text, as: UTF8.self)))
            }
        }
        for (name, source) in diagrams {
            let result = try ProcessRunner.run(dot, ["-Tsvg"], stdin: source)
            #expect(result.status == 0, "dot rejected \(name): \(result.stderr)")
            #expect(result.stderr.isEmpty, "dot warned on \(name): \(result.stderr)")
            #expect(result.stdout.contains("<svg"), "\(name)")
        }
    }

    @Test(
        .enabled(
            if: ExternalTool.runs("chromium") && ExternalTool.runs("dot"),
            "headless Chromium or Graphviz is not on PATH (apt-get install chromium graphviz)"), .timeLimit(.minutes(3))
    )
    func pageLoadsWithoutConsoleMessagesAndSearchFiltersRows() throws {
        let chromium = try ExternalTool.require("chromium", package: "chromium")
        _ = try ExternalTool.require("dot", package: "graphviz")
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let page = work.path + "/routes.html"
        let map = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(),
            ["map", Repository.path("Fixtures/SwiftApp/Sources"), "--no-config", "--output", page])
        try #require(map.status == 0, "\(map.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<svg"), "dot is on PATH, so the module diagram is inlined")
        #expect(!html.contains("http://") || !html.contains("src=\"http"), "no network resource")
        let total = html.components(separatedBy: "<tr").count - 1 - 2 // minus the two header rows

        // --dump-dom prints the DOM after the page's script ran; the query parameter is the page's
        // own way to start with a search, so no remote-debugging session is needed. Console output
        // goes to stderr with --enable-logging, where any message (error or log) fails the test.
        let dom = try ProcessRunner.run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(work.path)/profile",
                "--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000", "--dump-dom",
                "file://\(page)?q=LoginViewInput",
            ])
        #expect(dom.status == 0, "\(dom.stderr)")
        let consoleLines = dom.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        #expect(consoleLines.isEmpty, "console messages: \(consoleLines)")
        #expect(dom.stdout.contains("data-ready=\"true\""), "the script ran to its end")
        let shown = try #require(
            Int(dom.stdout.firstMatch(of: /data-shown-rows="(\d+)"/)?.1 ?? ""), "no row count in the DOM")
        #expect(shown > 0 && shown < total, "the search keeps some rows and hides others: \(shown) of \(total)")
        let visibleRows = dom.stdout.components(separatedBy: "<tr").dropFirst().filter { row in
            let tag = row.prefix { $0 != ">" }
            return !tag.contains("hidden") && !row.contains("<th")
        }
        #expect(visibleRows.count == shown)
        #expect(
            visibleRows.allSatisfy { $0.lowercased().contains("loginviewinput") }, "every row left matches the search")
    }

    @Test func diagramsGoToStandardOutputAndBadOptionsAreUsageErrors() throws {
        let routegen = try ProcessRunner.routegenBinary()
        let app = Repository.path("Fixtures/SwiftApp/Sources")
        let mermaid = try ProcessRunner.run(
            routegen, ["map", app, "--no-config", "--format", "mermaid", "--level", "module"])
        #expect(mermaid.status == 0, "\(mermaid.stderr)")
        let golden = try #require(
            FileManager.default.contents(atPath: Repository.path("Fixtures/Goldens/SwiftApp/modules.mmd")))
        #expect(mermaid.stdout == String(decoding: golden, as: UTF8.self), "the CLI prints what the golden holds")
        let badLevel = try ProcessRunner.run(routegen, ["map", app, "--level", "files"])
        #expect(badLevel.status == 2)
        #expect(badLevel.stderr.contains("--level"), "\(badLevel.stderr)")
        let badTimeout = try ProcessRunner.run(routegen, ["map", app, "--dot-timeout", "0"])
        #expect(badTimeout.status == 2)
        #expect(badTimeout.stderr.contains("--dot-timeout takes a number of seconds above 0"), "\(badTimeout.stderr)")
        let missing = try ProcessRunner.run(routegen, ["map", Repository.path("Fixtures/NoSuchFolder")])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("NoSuchFolder"), "\(missing.stderr)")
    }

    @Test func pageWithoutGraphvizSaysSoAndKeepsTheTable() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        let page = work.path + "/routes.html"
        let map = try ProcessRunner.run(
            try ProcessRunner.routegenBinary(),
            ["map", Repository.path("Fixtures/SwiftApp/Sources"), "--no-config", "--output", page],
            environment: ["PATH": work.path])
        try #require(map.status == 0, "\(map.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("id=\"no-diagram\""))
        #expect(html.contains("dot was not found on PATH"))
        #expect(!html.contains("<svg"))
        #expect(html.contains("<table class=\"filterable\" id=\"routes\">"))
        #expect(html.contains("<code>LoginViewRouter</code>"))
    }
}
