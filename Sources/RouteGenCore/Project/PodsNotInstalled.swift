import Foundation
import RouteGenModel

/// A CocoaPods workspace whose `Pods/Pods.xcodeproj` is not there: a fresh clone of an app that
/// keeps `Pods/` out of git, or a CI job that checks before `pod install`. The development pods
/// are the app's own code, and their routers must not vanish: each is read from the folder its
/// `:path:` names, as a module named after the pod, with the files its podspec lists
/// (`DevelopmentPodFolder`). One warning says so and names what to run.
///
/// What cannot be read that way is an error, so that no registry is written without it: a
/// development pod whose folder is missing, or a spec-repository pod that `pods:` asks to
/// register (its sources are in the missing `Pods/` folder).
enum PodsNotInstalled {
    static func fallback(
        podsProject: String, request: ProjectLoader.Request, layout: inout ProjectLayout
    ) -> [Diagnostic] {
        let podsFolder = ProjectPath.folder(of: podsProject)
        let lock = ProjectPath.join(ProjectPath.folder(of: podsFolder), "Podfile.lock")
        let workspaceFile = (request.workspace.map(ProjectPath.normalize) ?? podsFolder) + "/contents.xcworkspacedata"
        let at = SourceLocation.wholeFile(workspaceFile)
        layout.probedPaths.append(podsProject + "/project.pbxproj")
        var diagnostics: [Diagnostic] = []
        let pods: [PodfileLock.DevelopmentPod]
        switch PodfileLock.localPods(at: lock) {
        case .failure:
            layout.probedPaths.append(lock)
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(podsProject) is not there and neither is a readable Podfile.lock: CocoaPods has not been run, so no pod is scanned; run `pod install`",
                    at: at, rule: .cocoapods))
            return diagnostics
        case .success(let found):
            pods = found
            layout.inputFiles.append(lock)
        }
        let development = Set(pods.map(\.name))
        for pod in pods {
            diagnostics += addDevelopmentPod(
                pod, configuration: request.configuration ?? "Debug", lock: lock, to: &layout)
        }
        let named = request.pods.filter { !development.contains($0) }.sorted()
        for pod in named {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "pod \(pod) is named under pods: but \(podsProject) is not there, so its sources are not either and its routers cannot be scanned; run `pod install`",
                    at: at, rule: .cocoapods))
        }
        let others = PodfileLock.installedPods(at: lock).filter {
            !development.contains($0) && !named.contains($0) && !FrameworkBases.frameworkModules.contains($0)
        }
        diagnostics.append(
            Diagnostic(
                .warning, summary(podsProject: podsProject, development: pods, others: others), at: at, rule: .cocoapods
            ))
        return diagnostics
    }

    /// Reads a development pod from its folder into the layout, as a module of its own; an error
    /// when the folder is missing, else the podspec reading's notes.
    private static func addDevelopmentPod(
        _ pod: PodfileLock.DevelopmentPod, configuration: String, lock: String, to layout: inout ProjectLayout
    ) -> [Diagnostic] {
        guard FileManager.default.fileExists(atPath: pod.folder) else {
            layout.probedPaths.append(pod.folder)
            return [
                Diagnostic(
                    .error,
                    "development pod \(pod.name): its folder \(pod.folder) (the :path: of Podfile.lock) is not there, so its routers cannot be scanned; check it out, or fix the path in the Podfile and run `pod install`",
                    at: .wholeFile(lock), rule: .cocoapods)
            ]
        }
        let read = DevelopmentPodFolder.read(pod: pod.name, folder: pod.folder)
        for file in read.sources + read.headers where layout.modules[file] == nil {
            layout.modules[file] = read.module
        }
        // The settings CocoaPods gives every pod target, and Debug's own define.
        let defines = ["COCOAPODS=1"] + (configuration == "Debug" ? ["DEBUG=1"] : [])
        layout.moduleInfo[read.module] = ProjectModule(
            kind: .framework, importableHeaders: read.publicHeaders.sorted(), defines: defines,
            swiftConditions: configuration == "Debug" ? ["DEBUG"] : [],
            target: pod.name, project: read.podspec ?? pod.folder
        )
        layout.listedFolders += read.folders
        if let podspec = read.podspec {
            layout.inputFiles.append(podspec)
        } else {
            layout.probedPaths.append(ProjectPath.join(pod.folder, pod.name + ".podspec"))
        }
        return read.notes
    }

    /// The one warning: what to run, which pods are read from their folders and which not at all.
    private static func summary(
        podsProject: String, development pods: [PodfileLock.DevelopmentPod], others: [String]
    ) -> String {
        var message = "\(podsProject) is not there: CocoaPods has not been run (run `pod install`)."
        if pods.isEmpty {
            message += " Podfile.lock names no development pod"
        } else {
            message +=
                " The development pods \(pods.map(\.name).joined(separator: ", ")) are scanned from their folders, each as its own module, with the files their podspecs list"
        }
        if !others.isEmpty {
            message +=
                "; the pods from spec repositories (\(others.joined(separator: ", "))) are not read, so a route only they provide is unknown"
        }
        return message
    }

    /// The app's `Pods-App.debug.xcconfig` is in the missing folder too: the one warning of
    /// `fallback` explains it, instead of a warning per configuration file.
    static func isExplained(_ diagnostic: Diagnostic, podsProject: String) -> Bool {
        let podsFolder = ProjectPath.folder(of: podsProject)
        return diagnostic.rule == DiagnosticID.xcodeProject.rawValue
            && diagnostic.location.map { $0.file.hasPrefix(podsFolder + "/") } == true
    }
}
