import Foundation
import RouteGenModel

/// The files of a development pod read from its folder and podspec, for a workspace whose `Pods`
/// project has not been installed (`pod install` writes it, and many teams keep it out of git).
/// The files are what CocoaPods would compile: the podspec's `source_files` less its
/// `exclude_files`, with every header public unless `public_header_files` names some, as
/// CocoaPods does. A podspec routegen cannot read plainly, or none, gives every source file of
/// the folder but its example app and tests, and a note that says so.
struct DevelopmentPodFolder {
    var module: String
    var sources: [String] = []
    var headers: [String] = []
    var publicHeaders: [String] = []
    /// Every folder listed: a file added to one changes what is scanned.
    var folders: [String] = []
    /// The podspec read, if any: a change to it changes what is scanned.
    var podspec: String?
    var notes: [Diagnostic] = []

    /// Folders a whole-folder read leaves out: they hold the pod's example app and its tests,
    /// which CocoaPods never compiles into the pod.
    static let nonPodFolders: Set<String> = ["Example", "Examples", "Demo", "Tests", "Pods"]

    static func read(pod: String, folder: String) -> DevelopmentPodFolder {
        var result = DevelopmentPodFolder(module: BuildSettings.c99Identifier(pod))
        let found = Podspec.read(pod: pod, folder: folder)
        result.podspec = found?.path
        let spec = found?.spec
        if let name = spec?.moduleName { result.module = BuildSettings.c99Identifier(name) }
        let plain = spec.map { $0.unread == nil && !$0.sourceFiles.isEmpty } ?? false
        if !plain {
            let why =
                spec?.unread
                ?? (spec == nil ? "no \(pod).podspec in its folder" : "\(pod).podspec names no source_files")
            result.notes.append(
                Diagnostic(
                    .note,
                    "development pod \(pod): \(why), so every source file of \(folder) is scanned but \(nonPodFolders.sorted().joined(separator: ", "))",
                    at: .wholeFile(found?.path ?? folder), rule: .cocoapods))
        }
        let include = plain ? Self.globs(spec?.sourceFiles ?? []) : []
        let exclude = Self.globs(spec?.excludeFiles ?? [])
        let publicGlobs = Self.globs(spec?.publicHeaderFiles ?? [])
        var folders = [folder]
        for relative in Self.walk(folder, skipping: plain ? [] : nonPodFolders, folders: &folders) {
            let components = relative.split(separator: "/").map(String.init)
            guard include.isEmpty || include.contains(where: { $0.matches(components) }),
                !exclude.contains(where: { $0.matches(components) })
            else { continue }
            let path = ProjectPath.join(folder, relative)
            if ProjectPath.pathExtension(relative) == "h" {
                result.headers.append(path)
                if publicGlobs.isEmpty || publicGlobs.contains(where: { $0.matches(components) }) {
                    result.publicHeaders.append(path)
                }
            } else if SourceDiscovery.language(ofFile: relative) != nil {
                result.sources.append(path)
            }
        }
        result.folders = folders.sorted()
        return result
    }

    /// CocoaPods' patterns as anchored globs, with `{a,b}` alternatives spelt out; a pattern that
    /// names a folder takes everything under it, as in CocoaPods.
    static func globs(_ patterns: [String]) -> [GlobPattern] {
        patterns.flatMap(expandBraces).map { pattern in
            let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
            return GlobPattern("./" + trimmed)
        }
    }

    static func expandBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else {
            return [pattern]
        }
        let head = pattern[..<open]
        let tail = pattern[pattern.index(after: close)...]
        return pattern[pattern.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
            .flatMap { choice in
                expandBraces(String(head) + choice + tail)
            }
    }

    /// Files under `root` relative to it, sorted; hidden entries and `skipping` folders left out.
    private static func walk(_ root: String, skipping: Set<String>, folders: inout [String]) -> [String] {
        var files: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : ProjectPath.join(root, relative)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: ProjectPath.join(root, child), isDirectory: &isFolder)
                else { continue }
                if isFolder.boolValue {
                    if skipping.contains(name) { continue }
                    folders.append(ProjectPath.join(root, child))
                    pending.append(child)
                } else {
                    files.append(child)
                }
            }
        }
        return files.sorted()
    }
}
