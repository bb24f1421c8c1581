/// The commented `.routegen.yml` that `routegen init` writes: settings read off a scan, so a team
/// starts from a file that already fits its app and explains every key.
import RouteGenModel

package enum ConfigTemplate {
    /// A router that may need to be registered before the rest, and why.
    package struct EarlyCandidate: Hashable, Sendable {
        package var router: String
        package var reason: String
    }

    /// The Xcode project or workspace the scan read, written as `project:`/`workspace:` and
    /// `target:` so that later runs need no arguments.
    package struct ProjectChoice: Hashable, Sendable {
        /// `project` or `workspace`.
        package var key: String
        /// Relative to the config file's folder when it lies below it.
        package var path: String
        package var target: String

        package init(key: String, path: String, target: String) {
            self.key = key
            self.path = path
            self.target = target
        }
    }

    /// What the scan suggests. Pure: a function of the graph.
    package struct Findings: Sendable {
        /// Each module that declares a router, with its number of registrable routers.
        package var modules: [(name: String, routers: Int)]
        /// The module the registry most likely belongs to, and why; nil when nothing says.
        package var registryModule: (name: String, reason: String)?
        package var earlyCandidates: [EarlyCandidate]
        /// Pods from a spec repository whose routers the registry leaves out, with their counts.
        package var leftOutPods: [(name: String, routers: Int)]
        package var project: ProjectChoice?
        /// Routes the scan requests (or declares routable, or adapts to) and nothing scanned
        /// registers: `provided-routes` candidates for a demo app that links only some modules.
        package var unansweredRoutes: [(kind: ProvidedRouteKind, name: String)] = []

        /// `moduleMap` is the run's folder → module map (the config's and `--module-map`'s).
        package init(_ graph: RouteGraph, moduleMap: [String: String] = [:]) {
            var counts: [String: Int] = [:]
            for router in graph.routers where router.registrable {
                counts[router.module ?? "", default: 0] += 1
            }
            let named = counts.filter { !$0.key.isEmpty }.map { (name: $0.key, routers: $0.value) }.sorted {
                $0.name < $1.name
            }
            let launchUses = graph.useSites.filter { ConfigTemplate.isLaunchFile($0.location.file) }
            modules = named
            earlyCandidates = ConfigTemplate.earlyCandidates(graph, launchUses: launchUses)
            registryModule = ConfigTemplate.registryModule(
                graph, modules: named.map(\.name), resolver: ModuleResolver(moduleMap: moduleMap))
            var pods: [String: Int] = [:]
            for router in graph.routers {
                if case .podLeftOut(let pod)? = router.exclusion { pods[pod, default: 0] += 1 }
            }
            leftOutPods = pods.map { (name: $0.key, routers: $0.value) }.sorted { $0.name < $1.name }
            unansweredRoutes = ProvidedRouteAudit.unanswered(graph)
        }

        /// Findings of a scan that read an Xcode project: the registry's module is the target's.
        package init(_ graph: RouteGraph, project: ProjectChoice, targetModule: String?) {
            self.init(graph)
            self.project = project
            if let targetModule { registryModule = (targetModule, "it is the module of target \(project.target)") }
        }
    }

    /// The file's text. `scanned` names the paths the scan read, for the header comment.
    package static func render(_ findings: Findings, scanned: [String]) -> String {
        let sections = [
            headerSection(scanned: scanned),
            projectSection(findings),
            podsSection(findings),
            moduleSection(findings),
            fileSelectionSection(),
            providedRoutesSection(findings),
            earlyRoutersSection(findings),
            rulesSection(),
        ]
        return sections.joined().joined(separator: "\n") + "\n"
    }

    /// The header: where the file comes from and that it changes nothing as written.
    private static func headerSection(scanned: [String]) -> [String] {
        var lines: [String] = []
        lines.append(
            "# yaml-language-server: $schema=\(RouteGenVersion.documentationRoot)/schemas/routegen-config.schema.json")
        lines.append(
            "# routegen settings, written by `routegen init` from a scan of \(scanned.joined(separator: ", ")).")
        lines.append(
            "# Read the same way by the CLI and both SwiftPM plugins; every key is explained in docs/configuration.md.")
        lines.append("# As written it changes no finding, exit status or generated file: the suggestions below are")
        lines.append("# commented out until the team adopts them.")
        lines.append("")
        return lines
    }

    /// The Xcode project or workspace and target the scan read.
    private static func projectSection(_ findings: Findings) -> [String] {
        var lines: [String] = []
        if let project = findings.project {
            lines.append(
                "# The Xcode \(project.key) to read: routegen scans exactly what the target and the targets it")
            lines.append(
                "# depends on compile, with their module names and build settings (CLI: --\(project.key), --target).")
            lines.append("\(project.key): \(yamlScalar(project.path))")
            lines.append("target: \(yamlScalar(project.target))")
            lines.append("")
        }
        return lines
    }

    /// Pods whose routers the registry leaves out, commented out.
    private static func podsSection(_ findings: Findings) -> [String] {
        var lines: [String] = []
        if !findings.leftOutPods.isEmpty {
            lines.append(
                "# Pods from a spec repository are read, but their routers are registered only when named here.")
            lines.append(
                "# These hold routers: "
                    + findings.leftOutPods.map { "\($0.name) (\(Plural.counted($0.routers, "router")))" }.joined(
                        separator: ", ") + ".")
            lines.append("# Name the ones whose routers the app relies on and that do not register them themselves.")
            lines.append("# pods: [\(findings.leftOutPods.map(\.name).joined(separator: ", "))]")
            lines.append("")
        }
        return lines
    }

    /// The modules that declare routers, and the registry's module: set only when it is what routegen
    /// takes anyway.
    private static func moduleSection(_ findings: Findings) -> [String] {
        var lines: [String] = []
        if findings.modules.isEmpty {
            lines.append("# No router was found in a named module (SwiftPM's Sources/<Target>/, or module-map below).")
        } else {
            lines.append(
                "# Modules that declare routers: "
                    + findings.modules.map { "\($0.name) (\(Plural.counted($0.routers, "router")))" }.joined(
                        separator: ", ") + ".")
        }
        lines.append("# The module the generated registry is compiled into: routers of other modules are imported and")
        lines.append("# must be public (CLI: --module).")
        if let project = findings.project {
            lines.append(
                "# With a project it is the target's module" + (findings.registryModule.map { ", \($0.name)" } ?? "")
                    + "; set it only to override \(project.target)'s.")
            lines.append("# module: " + (findings.registryModule?.name ?? "App"))
        } else if let module = findings.registryModule, findings.modules.count == 1 {
            // What routegen takes without a config anyway: written out, it changes nothing.
            lines.append("# Chosen because \(module.reason).")
            lines.append("module: \(module.name)")
        } else if let module = findings.registryModule {
            lines.append("# Suggested because \(module.reason); uncomment it to use it (without it, every router")
            lines.append("# module is imported and a note asks for one).")
            lines.append("# module: \(module.name)")
        } else {
            lines.append("# module: App")
        }
        lines.append("")
        return lines
    }

    /// `exclude` and `module-map`, as examples.
    private static func fileSelectionSection() -> [String] {
        var lines: [String] = []
        lines.append("# Globs of files never scanned, applied after `include` (relative to this file's folder).")
        lines.append("# exclude:")
        lines.append("#   - \"**/*.generated.swift\"")
        lines.append("")
        lines.append("# Folder → module, for layouts other than SwiftPM's Sources/<Target>/ (CLI: --module-map).")
        lines.append("# module-map:")
        lines.append("#   Features/Login: LoginFeature")
        lines.append("")
        return lines
    }

    /// Routes nothing scanned registers, as `provided-routes` candidates.
    private static func providedRoutesSection(_ findings: Findings) -> [String] {
        var lines: [String] = []
        if !findings.unansweredRoutes.isEmpty {
            let shown = findings.unansweredRoutes.prefix(Self.providedSuggestionLimit)
            lines.append(
                "# Routes the scanned code requests that nothing scanned registers (`routegen check` reports them).")
            lines.append(
                "# In a module's demo app that links only some of the app's modules, list the ones another module")
            lines.append("# registers, each with where it comes from (docs/configuration.md#provided-routes):")
            lines.append("# provided-routes:")
            for route in shown {
                lines.append("#   - kind: \(route.kind.rawValue)")
                lines.append("#     name: \(yamlScalar(route.name))")
                lines.append("#     reason: the module that registers it")
            }
            if findings.unansweredRoutes.count > shown.count {
                lines.append("#   # and \(findings.unansweredRoutes.count - shown.count) more")
            }
            lines.append("")
        }
        return lines
    }

    /// Routers that look needed at launch, as `early-routers` candidates.
    private static func earlyRoutersSection(_ findings: Findings) -> [String] {
        var lines: [String] = []
        lines.append(
            "# Routers registered in registerEarlyRoutes(), before every other router, like `// routegen:early`.")
        if findings.earlyCandidates.isEmpty {
            lines.append("# No router looked like one needed at launch (one requested from the app or scene delegate")
            lines.append("# or main, or one that handles URLs).")
            lines.append("# early-routers: [LaunchViewRouter]")
        } else {
            lines.append(
                "# Suggested from the scan; uncomment the ones the app needs before the main registration runs:")
            lines.append("# early-routers:")
            for candidate in findings.earlyCandidates {
                lines.append("#   - \(candidate.router)  # \(candidate.reason)")
            }
        }
        lines.append("")
        return lines
    }

    /// Every configurable id with its usual severity.
    private static func rulesSection() -> [String] {
        var lines: [String] = []
        // Commented out, so that the file changes nothing until a team decides: a line written
        // here pins its id's severity in every case, and some input diagnostics have more than
        // one (a missing optional file is a warning, an unreadable project an error).
        lines.append("# Severity of each diagnostic: error, warning, note or off (docs/rules.md). Each keeps its")
        lines.append("# built-in severity until its line is uncommented (with `rules:`); an uncommented line sets that")
        lines.append("# severity for every finding of the id. Errors fail `routegen check` (exit 1), and `generate`")
        lines.append("# when they come from the scan. The values shown are the usual severities.")
        lines.append("# rules:")
        let described = DiagnosticCatalog.all.filter { DiagnosticCatalog.configurableIDs.contains($0.id) }
        lines.append("#   # routegen check")
        for rule in described where rule.isCheckRule {
            lines.append("#   \(rule.id): \(rule.defaultSeverity.rawValue)")
        }
        lines.append("#   # Reading the sources")
        for rule in described where !rule.isCheckRule {
            lines.append("#   \(rule.id): \(rule.defaultSeverity.rawValue)")
        }
        return lines
    }

    /// A suggestion list longer than this is an app with real faults, not a demo app.
    static let providedSuggestionLimit = 20

    /// A YAML plain scalar when it reads back as the same string, else a quoted one.
    static func yamlScalar(_ text: String) -> String {
        let plain =
            text.allSatisfy { $0.isLetter || $0.isNumber || "._/-".contains($0) } && !text.isEmpty && text.first != "-"
        return plain ? text : JSONValue.string(text).serialized().trimmingCharacters(in: .newlines)
    }

    /// The app's launch code: an app or scene delegate, or `main`. What it asks the router for is
    /// wanted at launch. By file name, in both languages (`AppDelegate.swift`, `AppDelegate.m`,
    /// `SceneDelegate.swift`, `main.m`, …).
    static func isLaunchFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return stem.hasSuffix("AppDelegate") || stem.hasSuffix("SceneDelegate") || stem == "main"
    }

    private static func earlyCandidates(_ graph: RouteGraph, launchUses: [UseSite]) -> [EarlyCandidate] {
        var reasons: [String: String] = [:]
        let registrable = graph.routers.filter(\.registrable)
        for use in launchUses {
            guard let key = use.key else { continue }
            let file = use.location.file.split(separator: "/").last.map(String.init) ?? use.location.file
            for router in registrable
            where router.name == key || router.registrations.contains(where: { $0.key == key }) {
                reasons[router.name] = reasons[router.name] ?? "requested from \(file) (\(use.api))"
            }
        }
        for router in registrable
        where reasons[router.name] == nil && router.registrations.contains(where: { $0.kind == .urlPattern }) {
            reasons[router.name] =
                "handles URLs (\(router.registrations.filter { $0.kind == .urlPattern }.map(\.key).sorted().joined(separator: ", ")))"
        }
        // Routers already marked `// routegen:early` stay with their comment.
        let marked = Set(registrable.filter(\.isEarly).map(\.name))
        return reasons.filter { !marked.contains($0.key) }.map { EarlyCandidate(router: $0.key, reason: $0.value) }
            .sorted { $0.router < $1.router }
    }

    private static func registryModule(
        _ graph: RouteGraph, modules: [String], resolver: ModuleResolver
    ) -> (name: String, reason: String)? {
        if modules.count == 1 { return (modules[0], "it is the only module that declares routers") }
        // The app target holds the app delegate; its module compiles the registry.
        let launchFiles = Set(graph.useSites.map(\.location.file) + graph.routers.map(\.location.file)).filter(
            isLaunchFile)
        let launchModules = Set(launchFiles.compactMap { resolver.module(forFile: $0) })
        if launchModules.count == 1, let module = launchModules.first {
            return (module, "it holds the app's launch code")
        }
        // An internal router can only be registered from its own module.
        let internalModules = Set(
            graph.routers.filter { $0.access == .internal || $0.access == .package }.compactMap(\.module))
        if internalModules.count == 1, let module = internalModules.first {
            return (module, "only its routers are internal, and only their own module can register them")
        }
        return nil
    }
}
