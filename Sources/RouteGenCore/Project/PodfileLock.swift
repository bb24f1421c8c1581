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
                    at: SourceLocation(file: path, line: 1, column: 1), rule: .cocoapods))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            return .failure(
                Diagnostic(
                    .warning, "Podfile.lock is not valid YAML; no development pod is scanned",
                    at: SourceLocation(file: path, line: 1, column: 1), rule: .cocoapods))
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
