/// ZIKRouter's and ZRouter's own sources among the scanned files, however the app links them: a
/// pod, a sub-project's framework target, a Swift package, or a folder of sources compiled into
/// the app. They are recognised from what they declare, not from where they are: a file that
/// declares one of the framework's own classes (`@interface ZIKRouter : NSObject`, ZRouter's
/// `class ViewMakeableConfiguration<…>: ZIKSwiftViewMakeableConfiguration`) anchors them, and
/// with it the module that holds it (a target, pod or package target), or, for files of no module
/// of their own, the folder that holds all such anchors of one language, as long as that module
/// or folder declares no router of the app's. Their files are read for what the framework provides
/// (its classes, typealiases, configuration classes and protocols); nothing is reported on them,
/// and their registrations, requests and setup calls (the framework's own implementation of the
/// registration API) are not the app's.
import RouteGenModel

enum FrameworkSources {
    /// ZIKRouter's classes whose declaration (not a category or extension) only the framework
    /// writes: the router bases and block-route routers, the registry, the routes and the
    /// configuration classes. The Linux stand-ins of the framework declare them too.
    static let objcAnchors: Set<String> =
        Set(FrameworkBases.routerKinds.keys).union(FrameworkBases.otherFrameworkRouters).union([
            "ZIKRouteRegistry", "ZIKViewRouteRegistry", "ZIKServiceRouteRegistry", "ZIKRoute", "ZIKViewRoute",
            "ZIKServiceRoute", "ZIKRouteConfiguration", "ZIKPerformRouteConfiguration", "ZIKViewRouteConfiguration",
            "ZIKViewMakeableConfiguration", "ZIKServiceMakeableConfiguration",
        ])

    /// ZRouter's makeable configuration classes and the ZIKRouter class each subclasses.
    static let swiftAnchors: [String: String] = [
        "ViewMakeableConfiguration": "ZIKSwiftViewMakeableConfiguration",
        "ServiceMakeableConfiguration": "ZIKSwiftServiceMakeableConfiguration",
    ]

    /// The paths of the framework's files among `files` (each with its module in `modules`).
    static func paths(of files: [FileFacts], modules: [String?]) -> Set<String> {
        var anchored: [Group: [Int]] = [:]
        for index in files.indices where isAnchor(files[index]) {
            anchored[Group(module: modules[index], swift: files[index].language == .swift), default: []].append(index)
        }
        guard !anchored.isEmpty else { return [] }
        var result: Set<String> = []
        for (group, anchors) in anchored {
            if let module = group.module {
                let members = files.indices.filter { modules[$0] == module }
                if !declaresAppRouters(members.map { files[$0] }) {
                    result.formUnion(members.map { files[$0].path })
                    continue
                }
            }
            // Files of no module of their own, or sources compiled into the app's module: the
            // folder that holds every anchor of the group, when it holds nothing of the app's.
            let root = commonFolder(anchors.map { files[$0].path })
            let members = files.indices.filter { index in
                modules[index] == group.module && isInside(files[index].path, root)
                    && (files[index].language == .swift) == group.swift
            }
            if !declaresAppRouters(members.map { files[$0] }) {
                result.formUnion(members.map { files[$0].path })
            } else {
                result.formUnion(
                    anchors.map { files[$0].path }.filter { path in
                        !declaresAppRouters(files.filter { $0.path == path })
                    })
            }
        }
        return result
    }

    /// The file with what it says for the app taken out: what it declares stays.
    static func providedOnly(_ file: FileFacts) -> FileFacts {
        var fields = FileFacts.Fields(path: file.path, language: file.language)
        fields.classes = file.classes
        fields.typeAliases = file.typeAliases
        fields.implementations = file.implementations
        fields.methods = file.methods
        fields.protocolInheritance = file.protocolInheritance
        fields.conformances = file.conformances
        fields.configurations = file.configurations
        fields.sourceLocationDirectives = file.sourceLocationDirectives
        fields.stringConstants = file.stringConstants
        return FileFacts(fields)
    }

    private struct Group: Hashable {
        var module: String?
        var swift: Bool
    }

    private static func isAnchor(_ file: FileFacts) -> Bool {
        file.classes.contains { declaration in
            if file.language == .swift, let base = swiftAnchors[declaration.name] {
                return declaration.superclass?.name == base
            }
            return objcAnchors.contains(declaration.name)
        }
    }

    /// Whether the files declare a class that derives from a router base straight away (or through
    /// a typealias of one) and is not the framework's own: an app's router, or an app's base of them.
    /// A subclass that declares itself abstract (ZRouter's `_ViewRouterValidater`, which only runs
    /// the framework's launch checks) is no route.
    private static func declaresAppRouters(_ files: [FileFacts]) -> Bool {
        files.contains { file in
            file.classes.contains { declaration in
                guard let superclass = declaration.superclass, !FrameworkBases.isFrameworkClass(declaration.name),
                    !objcAnchors.contains(declaration.name), swiftAnchors[declaration.name] == nil,
                    !file.methods.contains(where: {
                        $0.typeName == declaration.name && $0.kind == .isAbstractRouter(.always(true))
                    })
                else { return false }
                return FrameworkBases.kind(of: superclass.name) != nil
            }
                // ZRouter's own `typealias ZIKAnyViewRouter = ZIKViewRouter<…>` carries a framework name.
                || file.typeAliases.contains {
                    FrameworkBases.kind(of: $0.target.name) != nil && FrameworkBases.kind(of: $0.name) == nil
                }
        }
    }

    private static func commonFolder(_ paths: [String]) -> [Substring] {
        var common = folder(of: paths[0])
        for path in paths.dropFirst() {
            let parts = folder(of: path)
            var count = 0
            while count < min(common.count, parts.count), common[count] == parts[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return common
    }

    private static func folder(of path: String) -> [Substring] {
        Array(path.split(separator: "/", omittingEmptySubsequences: false).dropLast())
    }

    private static func isInside(_ path: String, _ folder: [Substring]) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count > folder.count && Array(parts.prefix(folder.count)) == folder
    }
}
