/// The `#import` lines for the headers that declare the registered Objective-C routers — what
/// ZIKRouter's runtime `codeForImportingRouters()` prints, but with the real declaring header
/// instead of a guess from the class name. Shared by `RouteRegistry.m` and `routegen imports`.
import RouteGenModel

package enum ObjCImportList {
    /// How the registry reaches one router's header.
    package enum Spelling: Hashable, Sendable {
        case quoted(String)
        case framework(module: String, header: String)
        /// The header is only visible inside its own module (a project header of a framework).
        case unimportable(module: String, header: String)

        var line: String? {
            switch self {
            case .quoted(let name): "#import \"\(name)\""
            case .framework(let module, let name): "#import <\(module)/\(name)>"
            case .unimportable: nil
            }
        }
    }

    /// Sorted and de-duplicated: `#import "Header.h"` for the registry's own module,
    /// `#import <Module/Header.h>` for a header of another module.
    package static func routerImports(_ graph: RouteGraph, config: RouteGenConfig) -> [String] {
        let registryModule = RegistryModule.effective(config: config, routers: graph.routers)
        let headers = ImportableHeaders(config)
        var lines = Set<String>()
        for router in graph.routers where router.language == .objc && router.registrable {
            if let line = spelling(of: router, registryModule: registryModule, headers: headers)?.line {
                lines.insert(line)
            }
        }
        return lines.sorted()
    }

    /// With an Xcode project, a library module's header is importable only when its Headers phase
    /// makes it public or private; without one, every header of another module is taken as
    /// importable, as `--module-map` promises.
    package static func spelling(of router: Router, registryModule: String?, config: RouteGenConfig) -> Spelling? {
        spelling(of: router, registryModule: registryModule, headers: ImportableHeaders(config))
    }

    static func spelling(of router: Router, registryModule: String?, headers: ImportableHeaders) -> Spelling? {
        guard let header = router.header else { return nil }
        let name = header.split(separator: "/").last.map(String.init) ?? header
        guard let module = router.module, module != registryModule else { return .quoted(name) }
        if let importable = headers.byModule[module], !importable.contains(ProjectPath.normalize(header)) {
            return .unimportable(module: module, header: name)
        }
        return .framework(module: module, header: name)
    }

    /// Each project module's importable headers as a set, built once per emission: an app has
    /// thousands of routers and headers.
    struct ImportableHeaders {
        /// Nil for a module the project does not describe; empty for one that exposes nothing.
        var byModule: [String: Set<String>]

        init(_ config: RouteGenConfig) {
            byModule = config.scan.projectModules.mapValues { info in
                info.kind.isLibrary ? Set(info.importableHeaders.map(ProjectPath.normalize)) : []
            }
        }
    }

    /// A finding for each registered router the registry could not import.
    package static func unimportableFindings(_ graph: RouteGraph, config: RouteGenConfig) -> [Diagnostic] {
        guard !config.scan.projectModules.isEmpty else { return [] }
        let registryModule = RegistryModule.effective(config: config, routers: graph.routers)
        let headers = ImportableHeaders(config)
        return graph.routers.compactMap { router in
            guard router.language == .objc, router.registrable,
                case .unimportable(let module, let header) = spelling(
                    of: router, registryModule: registryModule, headers: headers)
            else { return nil }
            let message =
                "router \(router.name) is declared in \(header), which is not a public or private header of \(module): the registry in \(registryModule ?? "the app") cannot import it. Make the header public in \(module)'s Headers phase"
            return Diagnostic(.error, message, at: router.location, rule: .unimportableHeader)
        }
    }
}
