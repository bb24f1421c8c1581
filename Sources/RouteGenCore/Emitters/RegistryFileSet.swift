/// Which registry files a run writes, by entry: every registrable router is registered by
/// exactly one of them (the rule the mixed-app tests check).
import RouteGenModel

package enum RegistryFileSet {
    package struct File: Hashable, Sendable {
        package var name: String
        package var contents: String
    }

    package static func files(_ graph: RouteGraph, config: RouteGenConfig) -> [File] {
        switch config.output.entry {
        case .swift:
            return [
                File(
                    name: SwiftRegistryEmitter.fileName(config: config),
                    contents: SwiftRegistryEmitter.emit(graph, config: config))
            ]
        case .objc:
            var files = [
                File(
                    name: ObjCRegistryEmitter.headerFileName(config: config),
                    contents: ObjCRegistryEmitter.emitHeader(config: config)),
                File(
                    name: ObjCRegistryEmitter.implementationFileName(config: config),
                    contents: ObjCRegistryEmitter.emitImplementation(graph, config: config)),
            ]
            // An Objective-C-only app gets no Swift file; the .m calls it exactly when it exists.
            if ObjCRegistryEmitter.callsSwiftRoutes(graph, config: config) {
                files.append(
                    File(
                        name: SwiftRegistryEmitter.fileName(config: config),
                        contents: SwiftRegistryEmitter.emit(graph, config: config)))
            }
            return files
        }
    }
}
