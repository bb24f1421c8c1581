/// The `#import` lines for the headers that declare the registered Objective-C routers — what
/// ZIKRouter's runtime `codeForImportingRouters()` prints, but with the real declaring header
/// instead of a guess from the class name. Shared by `RouteRegistry.m` and `routegen imports`.
public enum ObjCImportList {
    /// Sorted and de-duplicated: `#import "Header.h"` for the registry's own module,
    /// `#import <Module/Header.h>` for a header of another module.
    public static func routerImports(_ graph: RouteGraph, config: RouteGenConfig) -> [String] {
        let registryModule = RegistryModule.effective(config: config, routers: graph.routers)
        var lines = Set<String>()
        for router in graph.routers where router.language == .objc && router.registrable {
            guard let header = router.header else { continue }
            let name = header.split(separator: "/").last.map(String.init) ?? header
            if let module = router.module, module != registryModule {
                lines.insert("#import <\(module)/\(name)>")
            } else {
                lines.insert("#import \"\(name)\"")
            }
        }
        return lines.sorted()
    }
}
