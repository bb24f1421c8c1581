import Foundation
import RouteGenModel

extension Pipeline {
    /// The first stage: lists the files to scan and stats each one.
    package static func inventory(_ input: Input) -> SourceInventory {
        let clock = ContinuousClock()
        var start = clock.now
        var discovery = SourceDiscovery.discover(
            paths: input.sources.project.map { $0.unwalkedPaths(input.sources.paths) } ?? input.sources.paths,
            fileLists: input.sources.fileLists, jobs: input.settings.jobs, stamps: input.settings.stampFiles)
        if let project = input.sources.project {
            discovery.include(
                project.files, modules: project.moduleTable, inOrder: project.modulesInFileOrder,
                standard: project.filesAreStandard, filesDigest: project.keptFilesDigest)
            discovery.diagnostics += project.diagnostics
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let kept = discovery.files.indices.filter {
            SourceDiscovery.language(ofFile: discovery.files[$0]).map(scannedLanguages.contains) == true
                && input.sources.pathFilter.admits(discovery.files[$0], workingDirectory: workingDirectory)
        }
        let files = kept.map { discovery.files[$0] }
        let discoverTime = start.duration(to: clock.now)
        start = clock.now
        // A file that could not be stat'ed as its folder was listed is tried once more: it may be
        // a file given by name, or one that changed in between.
        let listed = discovery.stamps.map { all in kept.map { all[$0] } }
        let stamps: [FileStamp?]
        if !input.settings.stampFiles {
            stamps = Array(repeating: nil, count: files.count)
        } else if let listed, !listed.contains(where: { $0 == nil }) {
            stamps = listed
        } else if let survey = input.sources.project?.stampSurvey, discovery.keptFilesDigest != nil,
            survey.files.count == discovery.files.count
        {
            // The project's files alone, as the kept reading gave them and began to stamp them.
            let all = survey.finish(jobs: input.settings.jobs)
            stamps = kept.count == all.count ? all : kept.map { all[$0] }
        } else {
            stamps = ParallelMap.map(count: files.count, jobs: input.settings.jobs) { index in
                listed?[index] ?? FileSystem.stamp(of: files[index])
            }
        }
        var inventory = SourceInventory(
            discovery: discovery, files: files, stamps: stamps, discoverTime: discoverTime,
            statTime: start.duration(to: clock.now))
        if let project = input.sources.project { closeHeaders(&inventory, layout: project, input: input) }
        return inventory
    }
}
