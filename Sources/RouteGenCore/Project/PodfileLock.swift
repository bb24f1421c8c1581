import Foundation
import RouteGenModel
import Yams

/// The development pods of a `Podfile.lock`: pods under `EXTERNAL SOURCES` with a `:path:`
/// (local folders the app's team edits), as opposed to pods from a spec repository.
package enum PodfileLock {
    /// A development pod and the folder its `:path:` names, resolved against the lock's folder.
    package struct DevelopmentPod: Hashable, Sendable {
        package var name: String
        package var folder: String
    }

    package static func developmentPods(at path: String) -> Result<[String], Diagnostic> {
        localPods(at: path).map { $0.map(\.name) }
    }

    /// The development pods with their folders, sorted by name.
    package static func localPods(at path: String) -> Result<[DevelopmentPod], Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            return .failure(
                Diagnostic(
                    .warning, "cannot read Podfile.lock; no development pod is scanned",
                    at: .wholeFile(path), rule: .cocoapods))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            return .failure(
                Diagnostic(
                    .warning, "Podfile.lock is not valid YAML; no development pod is scanned",
                    at: .wholeFile(path), rule: .cocoapods))
        }
        guard let external = root?.mapping?["EXTERNAL SOURCES"]?.mapping else { return .success([]) }
        var pods: [DevelopmentPod] = []
        for (name, source) in external {
            // `:path: x` is YAML for the key `:path` (Ruby's symbol); accept the other reading too.
            guard let pod = name.string, let folder = (source.mapping?[":path"] ?? source.mapping?[":path:"])?.string
            else { continue }
            pods.append(DevelopmentPod(name: pod, folder: ProjectPath.join(ProjectPath.folder(of: path), folder)))
        }
        return .success(pods.sorted { $0.name < $1.name })
    }

    /// Every pod the lock installs (`PODS`, without subspecs), sorted: with the `Pods` folder
    /// missing, the ones that are not development pods are named so a team knows what is absent.
    package static func installedPods(at path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
            let root = try? Yams.compose(yaml: text), let list = root.mapping?["PODS"]?.sequence
        else { return [] }
        var names = Set<String>()
        for entry in list {
            // `- Name (1.0)` or `- Name (1.0):` with dependencies below.
            guard let spelling = entry.string ?? entry.mapping?.keys.first?.string else { continue }
            let name = spelling.split(separator: " ").first.map(String.init) ?? spelling
            guard let pod = name.split(separator: "/").first.map(String.init), !pod.isEmpty else { continue }
            names.insert(pod)
        }
        return names.sorted()
    }
}

extension PodfileLock {
    /// Each pod of `PODS` (subspecs folded into their pod) with the pods it depends on directly;
    /// nil when the file cannot be read as a lock.
    package static func dependencies(at path: String) -> [String: Set<String>]? {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
            let root = try? Yams.compose(yaml: text), let list = root.mapping?["PODS"]?.sequence
        else { return nil }
        func pod(_ spelling: String) -> String? {
            let name = spelling.split(separator: " ").first.map(String.init) ?? spelling
            return name.split(separator: "/").first.map(String.init).flatMap { $0.isEmpty ? nil : $0 }
        }
        var graph: [String: Set<String>] = [:]
        for entry in list {
            // `- Name (1.0)`, or `- Name (1.0):` with its dependencies listed below.
            if let spelling = entry.string, let name = pod(spelling) {
                graph[name, default: []].formUnion([])
            } else if let (key, value) = entry.mapping?.first, let spelling = key.string, let name = pod(spelling) {
                let needs = (value.sequence ?? []).compactMap { $0.string.flatMap(pod) }.filter { $0 != name }
                graph[name, default: []].formUnion(needs)
            }
        }
        return graph
    }
}

extension PodfileLock {
    /// The ZIKRouter and ZRouter versions routegen reads and checks: 1.1.x
    /// (docs/ZIKRouter-semantics.md describes 1.1.1).
    static let supportedFrameworkVersion = (major: 1, minor: 1)

    /// A warning for each framework pod (`ZIKRouter`, `ZRouter`) the lock pins at a version
    /// routegen does not support, at the lock's line that pins it.
    static func frameworkVersionWarnings(at path: String) -> [Diagnostic] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else { return [] }
        var warnings: [Diagnostic] = []
        var seen = Set<String>()
        var inPods = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if !line.hasPrefix(" ") && !line.isEmpty { inPods = line.hasPrefix("PODS:") }
            // `  - ZIKRouter (1.0.2):`, or a subspec `  - ZIKRouter/ViewRouter (1.0.2)`, at the
            // top level of PODS (deeper entries are dependencies with requirements).
            guard inPods, line.hasPrefix("  - ") else { continue }
            let entry = line.dropFirst(4)
            guard let open = entry.firstIndex(of: "("), let close = entry.firstIndex(of: ")"), open < close else {
                continue
            }
            let pod = entry[..<open].trimmingCharacters(in: .whitespaces).split(separator: "/").first.map(String.init)
            guard let pod, FrameworkBases.frameworkModules.contains(pod), seen.insert(pod).inserted else { continue }
            let version = String(entry[entry.index(after: open)..<close])
            let parts = version.split(separator: ".").map { Int($0.prefix { $0.isNumber }) }
            let supported = Self.supportedFrameworkVersion
            if parts.count >= 2, parts[0] == supported.major, parts[1] == supported.minor { continue }
            let newer =
                parts.count >= 2 && (parts[0] ?? 0, parts[1] ?? 0) > (supported.major, supported.minor)
            let difference =
                newer
                ? "a newer version than routegen knows: its registration calls, macros or launch checks may differ from those routegen reads and checks"
                : "an older version than routegen reads and checks: the generated registry and `check` follow 1.1's registration calls, macros and launch checks, which this version may lack or assert differently"
            warnings.append(
                Diagnostic(
                    .warning,
                    "Podfile.lock pins \(pod) \(version), and routegen supports \(pod) \(supported.major).\(supported.minor).x: \(version) is \(difference); update the pod (`pod update \(pod)`) or review the registry against it",
                    at: SourceLocation(file: path, line: index + 1, column: 5), rule: .cocoapods))
        }
        return warnings
    }
}
