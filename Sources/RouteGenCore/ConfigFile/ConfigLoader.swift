import Foundation
import RouteGenModel
import Yams

/// Reads `.routegen.yml`, the one config file the CLI and both plugins share. Every problem is a
/// `Diagnostic` with the file, line and column, and all of them are reported at once, so a team
/// fixes its file in one go. Unknown keys are errors: a misspelt `exclude` that silently did
/// nothing would put generated or test code into the registry.
package enum ConfigLoader {
    /// The config file could not be used; nothing should be generated.
    package struct Failure: Error, Sendable {
        package var diagnostics: [Diagnostic]
    }

    /// The allowed top-level keys, in the order of the README's config reference.
    package static var allowedKeys: [String] { fields.map(\.key) }

    /// Reads and parses the file at `path`.
    package static func load(path: String) throws(Failure) -> RouteGenConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(diagnostics: [
                Diagnostic(.error, "cannot read the config file", at: SourceLocation.wholeFile(path), rule: .config)
            ])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure(diagnostics: [
                Diagnostic(.error, "the config file is not UTF-8", at: SourceLocation.wholeFile(path), rule: .config)
            ])
        }
        return try parse(text, path: path)
    }

    /// Parses config text. `path` names the file in diagnostics, and relative `module-map` folders
    /// are taken relative to its folder. An empty file is the default config.
    package static func parse(_ text: String, path: String) throws(Failure) -> RouteGenConfig {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw Failure(diagnostics: [syntaxError(error, text: text, path: path)])
        }
        var config = RouteGenConfig()
        guard let root else { return config }
        var reader = YAMLReader(path: path)
        guard let mapping = root.mapping else {
            reader.fail(
                root,
                "the config file must be a mapping of keys to values; allowed keys: \(allowedKeys.joined(separator: ", "))"
            )
            throw Failure(diagnostics: reader.diagnostics)
        }
        var seen = Set<String>()
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                reader.fail(keyNode, "a key must be a plain name; allowed keys: \(allowedKeys.joined(separator: ", "))")
                continue
            }
            guard let field = fields.first(where: { $0.key == key }) else {
                reader.fail(
                    keyNode,
                    "unknown key '\(key)'" + didYouMean(key, among: allowedKeys)
                        + "; allowed keys: \(allowedKeys.joined(separator: ", "))")
                continue
            }
            guard seen.insert(key).inserted else {
                reader.fail(keyNode, "'\(key)' is set twice")
                continue
            }
            // `key:` with no value keeps the default, as an empty YAML value usually means.
            if value.isNull { continue }
            field.apply(value, &config, &reader)
        }
        if !reader.diagnostics.isEmpty { throw Failure(diagnostics: reader.diagnostics.sorted()) }
        return config
    }

    // MARK: - The keys

    private struct Field: Sendable {
        let key: String
        let apply: @Sendable (Node, inout RouteGenConfig, inout YAMLReader) -> Void
    }

    private static let fields: [Field] = [
        strings("include", what: "a list of globs", at: \.scan.include),
        strings("exclude", what: "a list of globs", at: \.scan.exclude),
        Field(key: "module") { node, config, reader in
            if let name = reader.identifier(node, "module", what: "a module name") {
                config.resolve.registryModule = name
            }
        },
        Field(key: "registry-name") { node, config, reader in
            if let name = reader.identifier(node, "registry-name", what: "a Swift type name") {
                config.output.registryTypeName = name
            }
        },
        Field(key: "imports") { node, config, reader in
            guard let modules = reader.strings(node, "imports", what: "a list of module names") else { return }
            // Each is written after `import` in the registry: anything but a module name is refused.
            let problems = modules.compactMap {
                SourceIdentifier.problem($0, as: "an 'imports' entry", modulePath: true)
            }
            if let problem = problems.first {
                reader.fail(node, problem)
            } else {
                config.output.swiftImports = modules
            }
        },
        Field(key: "public") { node, config, reader in
            if let value = reader.bool(node, "public") { config.output.publicRegistry = value }
        },
        Field(key: "module-map") { node, config, reader in
            guard let map = reader.stringMap(node, "module-map", what: "a mapping of folder to module name") else {
                return
            }
            let base = (reader.path as NSString).deletingLastPathComponent
            for entry in map {
                guard reader.requireIdentifier(entry.value, at: entry.valueNode, "module-map", what: "a module name")
                else { continue }
                let folder = entry.key
                guard !folder.isEmpty else {
                    reader.fail(
                        entry.valueNode, "'module-map' folder must not be empty (use . for the config's own folder)")
                    continue
                }
                let resolved =
                    folder.hasPrefix("/") || base.isEmpty || base == "."
                    ? folder : (base as NSString).appendingPathComponent(folder)
                config.scan.moduleMap[resolved] = entry.value
            }
        },
        Field(key: "base-routers") { node, config, reader in
            let entries: [(name: String, value: RouterKind, keyNode: Node)] = reader.enumMap(
                node, "base-routers", valueNoun: "kind", what: "a mapping of class name to kind")
            for entry in entries { config.scan.extraBaseRouters[entry.name] = entry.value }
        },
        strings("early-routers", what: "a list of router class names", at: \.resolve.earlyRouters),
        string("project", what: "the path of an .xcodeproj", at: \.scan.project, stored: relativeToConfig),
        string("workspace", what: "the path of an .xcworkspace", at: \.scan.workspace, stored: relativeToConfig),
        string("target", what: "a target name", at: \.scan.target),
        string("configuration", what: "a build configuration name", at: \.scan.configuration),
        strings("pods", what: "a list of pod names", at: \.scan.pods),
        string("test-output", what: "a folder", at: \.output.testOutput, stored: relativeToConfig),
        Field(key: ProvidedRoutesField.key) { node, config, reader in
            ProvidedRoutesField.read(node, into: &config, &reader)
        },
        Field(key: "rules") { node, config, reader in
            let entries: [(name: String, value: RuleSeverity, keyNode: Node)] = reader.enumMap(
                node, "rules", valueNoun: "severity", what: "a mapping of rule id to severity")
            let known = DiagnosticCatalog.configurableIDs
            for entry in entries {
                if entry.name == "config" {
                    reader.fail(
                        entry.keyNode,
                        "'config' cannot be set under 'rules': the config file is read before its rules apply")
                    continue
                }
                // A misspelt id would silently keep the rule at its default severity.
                guard known.contains(entry.name) else {
                    reader.fail(
                        entry.keyNode,
                        "unknown rule id '\(entry.name)' under 'rules'"
                            + ConfigLoader.didYouMean(entry.name, among: known)
                            + "; rule ids are listed in docs/rules.md")
                    continue
                }
                config.resolve.ruleSeverities[entry.name] = entry.value
            }
        },
    ]

    /// A path in the config file is relative to the file's folder.
    /// A key whose value is one string, kept at `property` as `stored` makes it.
    private static func string(
        _ key: String, what: String, at property: WritableKeyPath<RouteGenConfig, String?> & Sendable,
        stored: @escaping @Sendable (String, YAMLReader) -> String = { value, _ in value }
    ) -> Field {
        Field(key: key) { node, config, reader in
            if let value = reader.string(node, key, what: what) { config[keyPath: property] = stored(value, reader) }
        }
    }

    /// A key whose value is a list of strings, kept at `property`.
    private static func strings(
        _ key: String, what: String, at property: WritableKeyPath<RouteGenConfig, [String]> & Sendable
    ) -> Field {
        Field(key: key) { node, config, reader in
            if let values = reader.strings(node, key, what: what) { config[keyPath: property] = values }
        }
    }

    /// A path from the config, relative to the config's folder unless absolute.
    private static func relativeToConfig(_ path: String, _ reader: YAMLReader) -> String {
        let base = (reader.path as NSString).deletingLastPathComponent
        return path.hasPrefix("/") || base.isEmpty || base == "."
            ? path : (base as NSString).appendingPathComponent(path)
    }

    private static func didYouMean(_ word: String, among candidates: [String]) -> String {
        Suggestion.closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    private static func syntaxError(_ error: Error, text: String, path: String) -> Diagnostic {
        if let yaml = error as? YamlError {
            switch yaml {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                .composer(_, let problem, let mark, _):
                return Diagnostic(
                    .error, "the config file is not valid YAML: \(problem)",
                    at: SourceLocation(file: path, line: mark.line, column: mark.column), rule: .config)
            default:
                break
            }
        }
        // Yams 6 refuses a repeated key while composing, without a position: find it ourselves.
        if let (key, line) = repeatedTopLevelKey(in: text) {
            return Diagnostic(
                .error, "'\(key)' is set twice", at: SourceLocation(file: path, line: line, column: 1), rule: .config)
        }
        // Other errors describe themselves over several lines; the first one is the message.
        let summary = "\(error)".split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)"
        return Diagnostic(
            .error, "the config file is not valid YAML: \(summary)", at: SourceLocation.wholeFile(path), rule: .config)
    }

    /// The first top-level `key:` that appears a second time, with the second one's line.
    static func repeatedTopLevelKey(in text: String) -> (String, Int)? {
        var seen = Set<String>()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let first = line.first, !first.isWhitespace, first != "#", first != "-",
                let colon = line.firstIndex(of: ":")
            else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            if !seen.insert(key).inserted { return (key, index + 1) }
        }
        return nil
    }
}
