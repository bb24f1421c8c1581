import Foundation
import Yams

/// The development pods of a `Podfile.lock`: pods under `EXTERNAL SOURCES` with a `:path:`
/// (local folders the app's team edits), as opposed to pods from a spec repository.
public enum PodfileLock {
    public static func developmentPods(at path: String) -> Result<[String], Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return .failure(Diagnostic(.warning, "cannot read Podfile.lock; no development pod is scanned", at: SourceLocation(file: path, line: 1, column: 1), rule: .cocoapods))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            return .failure(Diagnostic(.warning, "Podfile.lock is not valid YAML; no development pod is scanned", at: SourceLocation(file: path, line: 1, column: 1), rule: .cocoapods))
        }
        guard let external = root?.mapping?["EXTERNAL SOURCES"]?.mapping else { return .success([]) }
        var pods: [String] = []
        for (name, source) in external {
            // `:path: x` is YAML for the key `:path` (Ruby's symbol); accept the other reading too.
            guard let pod = name.string, source.mapping?[":path"] != nil || source.mapping?[":path:"] != nil else { continue }
            pods.append(pod)
        }
        return .success(pods.sorted())
    }
}
