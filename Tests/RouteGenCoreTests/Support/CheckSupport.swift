import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Check helpers: inline Swift (or a fixture folder) in, one rule's findings out.
enum CheckSnippet {
    /// `line:column: message` for each finding of the rule, in order.
    static func findings(
        _ rule: some CheckRule, _ files: [(path: String, source: String)],
        config: RouteGenConfig = RouteGenConfig(), registryFiles: [String] = []
    ) -> [String] {
        let graph = Snippet.graph(files, config: config)
        let context = CheckContext(graph: graph, config: config, registryFiles: registryFiles)
        return Checker.run(context, rules: [rule]).filter { $0.rule == rule.id }.map(describe)
    }

    /// The findings that are not notes (a rule's notes are checks it could not decide).
    static func decided(_ rule: some CheckRule, _ source: String) -> [String] {
        let graph = Snippet.graph([("Sources/App/Snippet.swift", source)])
        return Checker.run(CheckContext(graph: graph), rules: [rule]).filter {
            $0.rule == rule.id && $0.severity != .note
        }.map(describe)
    }

    static func findings(
        _ rule: some CheckRule, _ source: String, config: RouteGenConfig = RouteGenConfig()
    ) -> [String] {
        findings(rule, [("Sources/App/Snippet.swift", source)], config: config)
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        let place = diagnostic.location.map { "\($0.line):\($0.column): " } ?? ""
        return place + diagnostic.message
    }
}

/// The fixtures under `Fixtures/Check/<Swift|ObjC>/<rule-id>/{failing,passing}`. A failing
/// fixture marks each line a finding must land on with `// expect: <rule-id>`; a passing one must
/// give no finding of its rule.
enum CheckFixture {
    static func folder(_ language: String, _ rule: String, _ kind: String) -> String {
        Repository.path("Fixtures/Check/\(language)/\(rule)/\(kind)")
    }

    /// `File.swift:12` for each finding of the rule over the folder.
    static func places(
        _ rule: some CheckRule, in folder: String, registryFiles: [String] = [],
        config: RouteGenConfig = RouteGenConfig()
    ) -> [String] {
        let result = Pipeline.run(Pipeline.Input(paths: [folder], config: config))
        let context = CheckContext(
            graph: result.graph, config: config, registryFiles: registryFiles.map { folder + "/" + $0 })
        return Checker.run(context, rules: [rule]).filter { $0.rule == rule.id && $0.severity != .note }.map {
            diagnostic in
            diagnostic.location.map { ($0.file as NSString).lastPathComponent + ":\($0.line)" } ?? "-"
        }
    }

    /// The lines marked `expect: <rule-id>` in the folder's files.
    static func expectedPlaces(_ rule: some CheckRule, in folder: String) -> [String] {
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
        var places: [String] = []
        for file in files {
            guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else { continue }
            for (offset, line) in text.components(separatedBy: "\n").enumerated()
            where line.contains("expect: \(rule.id)") {
                places.append((file as NSString).lastPathComponent + ":\(offset + 1)")
            }
        }
        return places
    }

    /// The failing fixture fires exactly on its marked lines; the passing one not at all. A rule
    /// whose cases fit in one file keeps them as examples in its description instead; a language
    /// keeps whichever folders its multi-file cases need, at least one.
    static func verify(
        _ rule: some CheckRule, language: String, registryFiles: [String] = [],
        config: RouteGenConfig = RouteGenConfig()
    ) {
        let failing = folder(language, rule.id, "failing")
        let passing = folder(language, rule.id, "passing")
        let present = [failing, passing].filter { FileManager.default.fileExists(atPath: $0) }
        #expect(!present.isEmpty, "neither \(failing) nor \(passing) exists")
        if present.contains(failing) {
            let expected = expectedPlaces(rule, in: failing)
            #expect(!expected.isEmpty, "no `expect: \(rule.id)` marker in \(failing)")
            #expect(
                Set(places(rule, in: failing, registryFiles: registryFiles, config: config)) == Set(expected),
                "\(language) failing fixture of \(rule.id)")
        }
        if present.contains(passing) {
            #expect(
                places(rule, in: passing, registryFiles: registryFiles, config: config) == [],
                "\(language) passing fixture of \(rule.id)")
        }
    }
}

/// The examples a rule's description carries, run as the rule's own test cases.
enum RuleExampleCheck {
    /// `path:line` of each finding of the rule over the example, scanned as one small app. Notes
    /// are left out: a rule's note is a check it could not decide (the example leaves a class or a
    /// protocol out), never the mistake an example marks.
    static func places(_ rule: any CheckRule, in example: RuleExample) -> [String] {
        var config = RouteGenConfig()
        config.resolve.registryModule = example.registryModule
        let graph = RouteGraphBuilder.build(
            example.files.map { Pipeline.facts(path: $0.path, text: $0.source) }, config: config)
        let context = CheckContext(graph: graph, config: config, registryFiles: example.registryFiles)
        return Checker.run(context, rules: [rule]).filter { $0.rule == rule.id && $0.severity != .note }.map {
            diagnostic in
            diagnostic.location.map { "\($0.file):\($0.line)" } ?? "-"
        }
    }
}
