import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The pre-filters may skip a file only when parsing it would have found nothing.
struct PrefilterTests {
    /// Every Swift and Objective-C file in the repository's fixtures, plus each mutilated so that one
    /// line is gone: where the pre-filter says "skip", the real scanners must find no fact at all.
    @Test func skippedFilesHoldNoFacts() throws {
        let discovery = SourceDiscovery.discover(paths: [Repository.path("Fixtures")], fileLists: [])
        var skipped = 0
        var checked = 0
        for path in discovery.files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var variants = [text]
            for drop in stride(from: 0, to: lines.count, by: max(1, lines.count / 8)) {
                var copy = lines
                copy.remove(at: drop)
                variants.append(copy.joined(separator: "\n"))
            }
            for variant in variants {
                checked += 1
                let (_, parsed) = Pipeline.factsReporting(path: path, text: variant)
                guard !parsed else { continue }
                skipped += 1
                let full =
                    path.hasSuffix(".swift")
                    ? SwiftFileScanner.facts(path: path, source: variant)
                    : ObjCFileScanner.facts(path: path, source: variant)
                #expect(isEmpty(full, ignoringSyntaxErrors: true), "\(path): the pre-filter skipped a file with facts")
            }
        }
        #expect(checked > 300)
        #expect(skipped > 0, "the fixtures should include files the pre-filter skips")
    }

    static let swiftFilesThatMustBeParsed: [String] = [
        "final class Base: SomeUserBase {}",
        "typealias AppRouter = ZIKAnyViewRouter",
        "extension LoginViewRouter { override static func registerRoutableDestination() {} }",
        "extension X { static func isAbstractRouter() -> Bool { true } }",
        "extension RoutableView where Protocol == P {}",
        "func f() { Router.to(viewIdentifier: \"x\") }",
        "func f() { ZIKAnyViewRouter.toIdentifier(\"x\") }",
        "func f() { LoginFlow.perform(path: .push(from: self)) }",
        "func f() { Login.makeDestination() }",
        "func f() { X.routerForURL(url) }",
        "func f() { registerIdentifier(\"outside\") }",
    ]

    @Test(arguments: swiftFilesThatMustBeParsed)
    func swiftMarkers(source: String) {
        #expect(Pipeline.factsReporting(path: "Sources/App/F.swift", text: source).parsed)
    }

    @Test func ordinarySwiftFilesAreSkipped() {
        let model = """
            import Foundation

            struct LoginModel: Codable, Equatable {
                let account: String
                var remembered: Bool
            }

            extension String {
                func trimmed() -> String { trimmingCharacters(in: .whitespaces) }
            }
            """
        #expect(!Pipeline.factsReporting(path: "Sources/App/LoginModel.swift", text: model).parsed)
    }

    @Test func objectiveCViewControllerImplementationIsSkipped() {
        let source = """
            #import "LoginViewController.h"
            @interface LoginViewController ()
            @property (nonatomic) UILabel *label;
            @end
            @implementation LoginViewController
            - (void)viewDidLoad { [super viewDidLoad]; }
            @end
            """
        #expect(!Pipeline.factsReporting(path: "Sources/App/LoginViewController.m", text: source).parsed)
        #expect(
            Pipeline.factsReporting(
                path: "Sources/App/LoginViewController.h",
                text: "@interface LoginViewController : UIViewController\n@end"
            ).parsed)
    }

    private func isEmpty(_ facts: FileFacts, ignoringSyntaxErrors: Bool) -> Bool {
        var copy = facts
        copy.diagnostics.removeAll { ignoringSyntaxErrors && $0.rule == "syntax-error" }
        // Which classes a file implements matters only for routers, and a whole run parses every
        // file that implements a class on the router closure (WholeTreePrefilterTests).
        copy.implementations = []
        return copy == FileFacts(path: facts.path, language: facts.language)
    }
}
