import Foundation
import RouteGenModel

/// Reading a project's `Podfile.lock` into `LinkedDependencies`; the value itself lives with the graph.
extension LinkedDependencies {
    /// ZIKRouter's own pods: the protocols they declare are known to routegen (`FrameworkTypes`).
    static let routerPods: Set<String> = ["ZIKRouter", "ZRouter"]

    /// Reads the `Podfile.lock` nearest above the scanned paths. `scannedModules` are the modules
    /// whose files the scan reads (a development pod, or a pod read through the Pods project): their
    /// protocols are declared in scanned files, so they do not keep the question open.
    package static func read(roots: [String], scannedModules: Set<String>) -> LinkedDependencies {
        // File lists name many files of few folders: each folder is looked up once.
        let folders = Set(roots.map(startFolder))
        let found = Set(folders.map(nearestProject))
        guard found.count == 1, let project = found.first else {
            if found.isEmpty { return unknown }
            let reason = "the scanned folders lie under different CocoaPods projects"
            return LinkedDependencies(openBecause: reason, registrySetupOpenBecause: reason)
        }
        let lock: String
        switch project {
        case .none:
            // No dependency manager above the scanned folders: the scan is taken for the whole app.
            return LinkedDependencies(
                openBecause: "no Podfile.lock above the scanned folders says which modules the app links",
                registrySetupOpenBecause: nil)
        case .podfileOnly:
            let reason = "the Podfile above the scanned folders has no Podfile.lock to say which modules the app links"
            return LinkedDependencies(openBecause: reason, registrySetupOpenBecause: reason)
        case .lock(let path):
            lock = path
        }
        guard let pods = PodfileLock.dependencies(at: lock) else {
            let reason = "\(lock) cannot be read as a Podfile.lock"
            return LinkedDependencies(openBecause: reason, registrySetupOpenBecause: reason)
        }
        let folder = (lock as NSString).deletingLastPathComponent
        // Dependencies CocoaPods does not manage may link anything.
        if let other = otherManifests(in: folder).first {
            let reason = "\(other) beside the Podfile.lock lists dependencies routegen does not read"
            return LinkedDependencies(openBecause: reason, registrySetupOpenBecause: reason)
        }
        let importing = pods.keys.filter {
            !routerPods.contains($0) && !scannedModules.contains($0) && reachesRouter($0, in: pods)
        }.sorted()
        if let first = importing.first {
            let more = importing.count > 1 ? " (and \(importing.count - 1) more)" : ""
            let pod = "pod \(first)\(more), which depends on ZIKRouter (Podfile.lock) and is not scanned,"
            return LinkedDependencies(
                openBecause: pod + " may declare it", registrySetupOpenBecause: pod + " may set it")
        }
        return LinkedDependencies(openBecause: nil, registrySetupOpenBecause: nil)
    }

    /// Carthage's and Swift Package Manager's resolved files in the project's folder, Xcode's own
    /// copy of the latter included (inside a project or workspace bundle), by path from the folder.
    private static func otherManifests(in folder: String) -> [String] {
        let manager = FileManager.default
        var found = ["Cartfile.resolved", "Package.resolved"].filter { manager.fileExists(atPath: folder + "/" + $0) }
        let bundles = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for bundle in bundles {
            let inside =
                bundle.hasSuffix(".xcworkspace")
                ? "/xcshareddata/swiftpm/Package.resolved"
                : bundle.hasSuffix(".xcodeproj") ? "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved" : nil
            if let inside, manager.fileExists(atPath: folder + "/" + bundle + inside) { found.append(bundle + inside) }
        }
        return found
    }

    private static func reachesRouter(_ pod: String, in pods: [String: Set<String>]) -> Bool {
        var seen: Set<String> = [pod]
        var queue = [pod]
        while let next = queue.popLast() {
            for dependency in pods[next] ?? [] {
                if routerPods.contains(dependency) { return true }
                if seen.insert(dependency).inserted { queue.append(dependency) }
            }
        }
        return false
    }

    /// The folder a path names, or the folder of the file it names, absolute.
    private static func startFolder(_ path: String) -> String {
        let manager = FileManager.default
        let absolute = StandardPath.standardized(path.hasPrefix("/") ? path : manager.currentDirectoryPath + "/" + path)
        var isFolder: ObjCBool = false
        // An `.xcodeproj` is a folder, but the project it belongs to is the one around it.
        if manager.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue,
            !absolute.hasSuffix(".xcodeproj"), !absolute.hasSuffix(".xcworkspace")
        {
            return absolute
        }
        return (absolute as NSString).deletingLastPathComponent
    }

    private enum Project: Hashable {
        case none
        case podfileOnly
        case lock(String)
    }

    /// The nearest folder at or above `path` that holds a Podfile or a lock, up to the
    /// repository's root.
    private static func nearestProject(_ start: String) -> Project {
        let manager = FileManager.default
        var folder = start
        while true {
            if manager.fileExists(atPath: folder + "/Podfile.lock") { return .lock(folder + "/Podfile.lock") }
            if manager.fileExists(atPath: folder + "/Podfile") { return .podfileOnly }
            // The repository's root is as far as a project reaches.
            if manager.fileExists(atPath: folder + "/.git") || folder == "/" || folder.isEmpty { return .none }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
