/// Merges every file's facts into one `RouteGraph`. The only place where facts from different
/// files meet: class hierarchies, abstractness, reachability and registration ownership are all
/// decided here, once.
import RouteGenModel

package enum RouteGraphBuilder {
    package static func build(_ files: [FileFacts], config: RouteGenConfig) -> RouteGraph {
        build(files, config: config, modules: nil)
    }

    /// - Parameters:
    ///   - known: each file's module, when the caller has worked it out already.
    ///   - conformanceScope: `ConformanceScope(files: files)`, when the caller has it already.
    ///   - jobs: how many threads may work out the conformance scope when it is not given.
    static func build(
        _ given: [FileFacts], config: RouteGenConfig, modules known: FileModules?,
        conformanceScope: ConformanceScope? = nil, jobs: Int = 1
    ) -> RouteGraph {
        let input = ResolutionInput(given, config: config, modules: known)
        let files = input.files
        // What needs no declaration index is gathered on a thread of its own while the index is
        // made and the routers are found (one after the other with one job).
        let sideWork: @Sendable () -> (Gathered, [RoutableDeclaration], HelperExpansion.Result) = {
            (Gathered(files), RoutableProtocolResolver.resolve(files), HelperExpansion.expand(files))
        }
        let side = jobs > 1 ? LargeStackThread.Pending(sideWork) : nil
        let index = DeclarationIndex(files: files, fileModules: input.fileModules)
        let typeNames = ScopedTypeNames(files: files)
        // Taken apart at once, so that settling the routers' exclusions does not copy them.
        var (routers, routerDiagnostics) = findRouters(
            in: input, index: index, typeNames: typeNames, config: config, jobs: jobs)
        let (gathered, routableDeclarations, helpers) = side?.wait() ?? sideWork()
        var diagnostics = gathered.diagnostics + routerDiagnostics
        diagnostics += settleExclusions(of: &routers, files: files, config: config, modules: input.modules)

        // What helpers called from register bodies register belongs to the calling router.
        diagnostics += helpers.diagnostics
        let keys = ProtocolKeyCanonicalizer(index: index)
        // The use sites need no registration: read on a thread of their own while registrations
        // are attached.
        let readUseSites = useSiteReader(
            files, routerNames: Set(routers.map { $0.name }), index: index, modules: input.modules, keys: keys,
            typeNames: typeNames)
        let pendingUseSites = jobs > 1 ? LargeStackThread.Pending(readUseSites) : nil
        var registrations = canonicalRegistrations(
            of: files, helpers: helpers, keys: keys, typeNames: typeNames, jobs: jobs)
        let definedNames = DefinedKeyNames(gathered.stringConstants)
        let defined = definedNames.settle(registrations)
        registrations = defined.kept
        diagnostics += defined.diagnostics
        let unattributed = attachRegistrations(
            registrations, to: &routers, index: index, modules: input.modules, jobs: jobs, diagnostics: &diagnostics)
        let useSites = definedNames.settle(pendingUseSites?.wait() ?? readUseSites())

        var graph = RouteGraph(
            routers: routers,
            routableDeclarations: routableDeclarations.map(keys.canonicalize),
            useSites: useSites,
            unattributedRegistrations: unattributed,
            registryCalls: gathered.registryCalls,
            suppressions: gathered.suppressions,
            diagnostics: diagnostics.sorted()
        )
        graph.adopt(gathered, unreadKeys: defined.unread, typeNames: typeNames, keys: keys)
        // Only what a conformance check can reach: the same with the pre-filter as without it.
        graph.conformances = (conformanceScope ?? ConformanceScope(files: files, jobs: jobs)).declarations.map(
            typeNames.qualifying)
        graph.undecidedTypeNames = typeNames.undecided
        graph.diagnosticConditions = helpers.diagnosticConditions
        if let importable = importableByUnscannedCode(files, config: config, modules: input.modules) {
            graph.importableByUnscannedCode = importable
        }
        return graph
    }

    /// The files as resolution reads them, in path order, with their modules.
    private struct ResolutionInput {
        /// Sorted by path; macro declarations joined to the files that expand them; ZIKRouter's and
        /// ZRouter's own sources cut down to what they provide.
        let files: [FileFacts]
        let modules: FileModules
        /// The module of each file of `files`, by position.
        let fileModules: [String?]
        /// ZIKRouter's and ZRouter's own sources, which count only for what they declare.
        let frameworkPaths: Set<String>

        init(_ given: [FileFacts], config: RouteGenConfig, modules known: FileModules?) {
            // The pipeline passes them sorted already; sorting copies every value, so only when needed.
            let sorted =
                zip(given, given.dropFirst()).allSatisfy({ $0.path <= $1.path })
                ? given : given.sorted { $0.path < $1.path }
            // What macros declare where they are expanded belongs to the expanding file from here on, before
            // the framework's own files are cut down to what they provide (which a join has already read).
            let joined = MacroDeclarationJoin.join(sorted)
            modules = known ?? ModuleResolver(moduleMap: config.scan.moduleMap).table(for: joined.map(\.path))
            fileModules = modules.modules(of: joined)
            let frameworkPaths = FrameworkSources.paths(of: joined, modules: fileModules)
            self.frameworkPaths = frameworkPaths
            files =
                frameworkPaths.isEmpty
                ? joined : joined.map { frameworkPaths.contains($0.path) ? FrameworkSources.providedOnly($0) : $0 }
        }
    }

    /// Size of the runs of files a job takes.
    private static let runLength = 1024

    /// Every file's routers, each run of files on a job of its own (the index is only read),
    /// sorted by name and location.
    private static func findRouters(
        in input: ResolutionInput, index: DeclarationIndex, typeNames: ScopedTypeNames, config: RouteGenConfig,
        jobs: Int
    ) -> (routers: [Router], diagnostics: [Diagnostic]) {
        let files = input.files
        let runs = ParallelMap.runs(of: files.count, length: runLength, jobs: jobs) {
            range -> (routers: [Router], diagnostics: [Diagnostic]) in
            var routers: [Router] = []
            var diagnostics: [Diagnostic] = []
            for position in range {
                for declaration in files[position].classes
                where !input.frameworkPaths.contains(declaration.location.file) {
                    guard
                        let router = makeRouter(
                            declaration, language: files[position].language, module: input.fileModules[position],
                            index: index, typeNames: typeNames, config: config, diagnostics: &diagnostics)
                    else { continue }
                    routers.append(router)
                }
            }
            return (routers, diagnostics)
        }
        var routers = Array(runs.map(\.routers).joined())
        routers.sort { ($0.name, $0.location) < ($1.name, $1.location) }
        return (routers, Array(runs.map(\.diagnostics).joined()))
    }

    /// The exclusions that depend on the other routers and on the calls outside them: pods' routers
    /// the app registers by hand, and routers the registry's module cannot see. Returns one warning
    /// per left-out pod.
    private static func settleExclusions(
        of routers: inout [Router], files: [FileFacts], config: RouteGenConfig, modules: FileModules
    ) -> [Diagnostic] {
        markPodRoutersRegisteredByApp(&routers, files: files, config: config, modules: modules)
        let registryModule = RegistryModule.effective(config: config, routers: routers)
        // The reason is recorded on the router; the rules that explain exclusions word it.
        for position in routers.indices where routers[position].exclusion == nil {
            routers[position].exclusion = visibilityProblem(routers[position], registryModule: registryModule)
        }
        // A left-out pod is not the app's code, so no rule judges it; one warning per pod says it.
        var leftOutByPod: [String: [Router]] = [:]
        for position in routers.indices {
            if case .podLeftOut(let pod)? = routers[position].exclusion {
                leftOutByPod[pod, default: []].append(routers[position])
            }
        }
        let names = RouterDisplayNames(routers: routers)
        return leftOutByPod.map { podLeftOutDiagnostic(pod: $0.key, routers: $0.value, names: names) }
    }

    /// Reads the use sites, canonical and qualified. `SomeRouter.perform…` is only a use site when
    /// SomeRouter is a router: a scanned one, or one of ZIKRouter's own, which `adapter-as-router`
    /// reports.
    private static func useSiteReader(
        _ files: [FileFacts], routerNames: Set<String>, index: DeclarationIndex, modules: FileModules,
        keys: ProtocolKeyCanonicalizer, typeNames: ScopedTypeNames
    ) -> @Sendable () -> [UseSite] {
        {
            Array(
                files.lazy.flatMap(\.useSites).map(keys.canonicalize).map(typeNames.qualifying).filter { site in
                    guard site.kind == .routerClass else { return true }
                    guard let key = site.key else { return false }
                    if FrameworkBases.isFrameworkClass(key) { return true }
                    guard
                        let entry = index.lookupClass(
                            key, in: [], preferring: modules.module(forFile: site.location.file))
                    else { return false }
                    return routerNames.contains(entry.declaration.name)
                })
        }
    }

    /// Every registration, the files' and the helpers', qualified and canonical. Canonicalized
    /// straight from each file (a large app has tens of thousands of facts, and gathering them
    /// first would copy each one more time), each run of files on a job.
    private static func canonicalRegistrations(
        of files: [FileFacts], helpers: HelperExpansion.Result, keys: ProtocolKeyCanonicalizer,
        typeNames: ScopedTypeNames, jobs: Int
    ) -> [RegistrationFact] {
        let canonicalRuns = ParallelMap.runs(of: files.count, length: runLength, jobs: jobs) {
            range -> [RegistrationFact] in
            var registrations: [RegistrationFact] = []
            for position in range {
                registrations += files[position].registrations.lazy.map { keys.canonicalize(typeNames.qualifying($0)) }
            }
            return registrations
        }
        var registrations = Array(canonicalRuns.joined())
        registrations += helpers.registrations.lazy.map { keys.canonicalize(typeNames.qualifying($0)) }
        return registrations
    }

    /// The files code outside the scan may import: those of left-out pods' modules. Nil when no
    /// pod is left out.
    private static func importableByUnscannedCode(
        _ files: [FileFacts], config: RouteGenConfig, modules: FileModules
    ) -> Set<String>? {
        let leftOutModules = Set(config.scan.projectModules.filter { $0.value.leftOutPod != nil }.keys)
        guard !leftOutModules.isEmpty else { return nil }
        return Set(files.map(\.path).filter { modules.module(forFile: $0).map(leftOutModules.contains) == true })
    }

    /// The facts the graph takes over from the files as they are, gathered in one pass in the
    /// files' order (a pass per kind of fact read every file's facts again).
    fileprivate struct Gathered: Sendable {
        var diagnostics: [Diagnostic] = []
        var registryCalls: [RegistryCall] = []
        var registrySetupCalls: [RegistrySetupCall] = []
        var routableClasses: [RoutableClassDeclaration] = []
        var runtimeConformances: [RuntimeConformance] = []
        var configurations: [ConfigurationFact] = []
        var unreadKeys: [UnreadKey] = []
        var suppressions: [String: [Int: Set<String>]] = [:]
        var sourceLocationDirectives: [String: [SourceLocationDirective]] = [:]
        var stringConstants: [StringConstant] = []
        var declaredTypeNames: [DeclaredTypeName] = []

        init(_ files: [FileFacts]) {
            for file in files {
                stringConstants += file.stringConstants
                declaredTypeNames += file.declaredTypeNames
                diagnostics += file.diagnostics
                registryCalls += file.registryCalls
                registrySetupCalls += file.registrySetupCalls
                routableClasses += file.routableClasses
                runtimeConformances += file.runtimeConformances
                configurations += file.configurations
                unreadKeys += file.unreadKeys
                // The same path twice (which the pipeline never passes): suppressions merge, the
                // first file's directives stand.
                if !file.suppressions.isEmpty {
                    suppressions[file.path] =
                        suppressions[file.path].map { $0.merging(file.suppressions) { $0.union($1) } }
                        ?? file.suppressions
                }
                if !file.sourceLocationDirectives.isEmpty, sourceLocationDirectives[file.path] == nil {
                    sourceLocationDirectives[file.path] = file.sourceLocationDirectives
                }
            }
        }
    }

    private static func makeRouter(
        _ declaration: ClassDeclaration, language: SourceLanguage, module: String?,
        index: DeclarationIndex, typeNames: ScopedTypeNames, config: RouteGenConfig, diagnostics: inout [Diagnostic]
    ) -> Router? {
        guard !FrameworkBases.isFrameworkClass(declaration.name), let superclass = declaration.superclass else {
            return nil
        }
        var visiting: Set<String> = [declaration.name]
        guard
            let ancestry = RouterAncestry.resolve(
                superclass, scope: declaration.scope, module: module, index: index, config: config, visiting: &visiting)
        else { return nil }

        let exclusion = exclusion(
            of: declaration, language: language, module: module, ancestry: ancestry, index: index, config: config,
            diagnostics: &diagnostics)
        var router = Router(
            name: declaration.name,
            language: language,
            kind: ancestry.kind,
            superclass: superclass.spelling,
            ancestry: ancestry.chain,
            location: declaration.location,
            module: module,
            header: language == .objc ? header(of: declaration) : nil,
            access: declaration.access,
            condition: declaration.condition,
            isEarly: declaration.commands.contains(.early) || config.resolve.earlyRouters.contains(declaration.name),
            exclusion: exclusion,
            registrations: []
        )
        router.configurationArgument = configurationArgument(superclass)
        let identity = ClassIdentity(language: language, module: module, name: declaration.name)
        if language == .swift || index.objcImplementations.contains(declaration.name) {
            router.definesDestination = index.definesDestination.contains(identity)
        }
        router.returnedDestination = returnedDestination(
            index.destinationMethods[identity] ?? [], scope: declaration.name.split(separator: ".").map(String.init),
            index: index, typeNames: typeNames)
        if ancestry.kind == .view {
            router.routeTypes = RouterRouteTypes(
                mask: RouteTypesResolution.mask(
                    of: identity, language: language, ancestry: ancestry, index: index, config: config),
                ownCustomRouteMethods: index.customRouteMethods[identity] ?? [],
                chainImplementsPerform: RouteTypesResolution.chainImplementsPerform(
                    of: identity, language: language, ancestry: ancestry, index: index)
            )
        }
        return router
    }

    /// Why the registry leaves a router out, if it does: the first of these reasons that applies.
    private static func exclusion(
        of declaration: ClassDeclaration, language: SourceLanguage, module: String?, ancestry: RouterAncestry,
        index: DeclarationIndex, config: RouteGenConfig, diagnostics: inout [Diagnostic]
    ) -> ExclusionReason? {
        if declaration.commands.contains(.ignore) {
            return .ignoredByComment
        } else if !declaration.genericParameters.isEmpty {
            return .generic
        } else if let decidedBy = abstractDecision(
            declaration, identity: ClassIdentity(language: language, module: module, name: declaration.name),
            ancestry: ancestry, index: index, diagnostics: &diagnostics)
        {
            return .abstract(decidedBy: decidedBy)
        } else if let pod = module.flatMap({ config.scan.projectModules[$0]?.leftOutPod }) {
            return .podLeftOut(pod: pod)
        } else if !index.definesRegistration.contains(
            ClassIdentity(language: language, module: module, name: declaration.name))
        {
            // No `@implementation` anywhere: the method may well be there, in code routegen does not see.
            return language == .objc && !index.objcImplementations.contains(declaration.name)
                ? .implementationNotScanned : .missingOwnRegistration
        } else if declaration.access <= .fileprivate {
            return .inaccessible(declaration.access)
        } else if language == .objc && header(of: declaration) == nil {
            return .notImportable(file: declaration.location.file)
        }
        return nil
    }

    /// The class the router's own destination method instantiates, when every definition of it
    /// (one per `#if` branch) names the same one.
    /// A typealias of a plain class stands for the class.
    private static func returnedDestination(
        _ methods: [MethodFact], scope: [String], index: DeclarationIndex, typeNames: ScopedTypeNames
    ) -> ReturnedDestination? {
        guard let first = methods.first, let written = first.returnedClass,
            methods.allSatisfy({ $0.returnedClass == written })
        else { return nil }
        var name = typeNames.resolve(written, in: scope)
        var followed: Set<String> = []
        while let alias = index.lookupAlias(name, in: scope), alias.target.genericArguments.isEmpty,
            followed.insert(name).inserted
        {
            name = alias.target.name
        }
        return ReturnedDestination(className: name, location: first.location)
    }

    /// `ZIKViewRouter<LoginViewController, LoginConfig>` (Swift) or `ZIKViewRouter<LoginViewController *,
    /// LoginConfig *>` (Objective-C) → `LoginConfig`; nil for anything but a plain class name.
    private static func configurationArgument(_ superclass: TypeReference) -> String? {
        guard FrameworkBases.kind(of: superclass.name) != nil, superclass.genericArguments.count == 2 else {
            return nil
        }
        var argument = Substring(superclass.genericArguments[1])
        while let last = argument.last, last == "*" || last == " " { argument = argument.dropLast() }
        guard !argument.isEmpty, NameSpelling.isPlain(argument, alsoAllowing: [UInt8(ascii: ".")]) else { return nil }
        return String(argument)
    }

    /// A left-out pod's router that code outside the pod registers by hand (the usual way to use
    /// such a pod with auto registration off) runs at launch: its routes count, and it gets no
    /// warning. The first call in path order is the one named. Calls in an earlier generated
    /// registry do not count: the next one may drop them.
    private static func markPodRoutersRegisteredByApp(
        _ routers: inout [Router], files: [FileFacts], config: RouteGenConfig, modules: FileModules
    ) {
        guard routers.contains(where: { if case .podLeftOut? = $0.exclusion { true } else { false } }) else { return }
        let calls = files.filter { !$0.registryCalls.isEmpty && !config.isGeneratedRegistry($0.path) }.flatMap(
            \.registryCalls)
        let sortedCalls = calls.sorted { $0.location < $1.location }
        for position in routers.indices {
            guard case .podLeftOut(let pod)? = routers[position].exclusion else { continue }
            let router = routers[position]
            let call = sortedCalls.first { call in
                call.receiver.split(separator: ".").last.map(String.init) == router.name
                    && modules.module(forFile: call.location.file) != router.module
            }
            if let call { routers[position].exclusion = .podRegisteredByApp(pod: pod, at: call.location) }
        }
    }

    /// One warning per pod, so that a router the registry leaves out is never left out silently,
    /// without a warning per router of a pod the app does not route to.
    private static func podLeftOutDiagnostic(pod: String, routers: [Router], names: RouterDisplayNames) -> Diagnostic {
        let shown = routers.prefix(3).map { names.name(of: $0) }.joined(separator: ", ")
        let more = routers.count > 3 ? " and \(routers.count - 3) more" : ""
        let (count, them) = routers.count == 1 ? ("router", "it") : ("\(routers.count) routers", "them")
        return Diagnostic(
            .warning,
            "pod \(pod) comes from a spec repository, so the registry leaves out its \(count) \(shown)\(more); add `pods: [\(pod)]` to .routegen.yml to register \(them), or call `registerRoutableDestination` on \(them) in the app",
            at: routers[0].location, rule: .podRouterLeftOut)
    }

    /// The header that declares an Objective-C class: the file of its `@interface` when that is a
    /// `.h`. An `@interface` in a `.m` cannot be imported by generated code.
    private static func header(of declaration: ClassDeclaration) -> String? {
        declaration.location.file.hasSuffix(".h") ? declaration.location.file : nil
    }

    /// The class whose `isAbstractRouter` makes this router abstract, if any. The nearest
    /// override in the chain decides, as at run time.
    private static func abstractDecision(
        _ declaration: ClassDeclaration, identity: ClassIdentity, ancestry: RouterAncestry, index: DeclarationIndex,
        diagnostics: inout [Diagnostic]
    ) -> String? {
        let shortName = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
        for ownerClass in [identity] + ancestry.classes {
            let owner = ownerClass.name
            guard let (verdict, location) = index.abstractOverrides[ownerClass] else { continue }
            switch verdict {
            case .always(let abstract):
                return abstract ? owner : nil
            case .onlyFor(let names):
                return names.contains(where: { $0 == declaration.name || $0 == shortName }) ? owner : nil
            case .unknown(let expression):
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "cannot evaluate `isAbstractRouter` of \(owner) (`\(expression)`); \(declaration.name) is treated as concrete",
                        at: location, rule: .abstractUnknown))
                return nil
            }
        }
        return nil
    }

    private static func visibilityProblem(_ router: Router, registryModule: String?) -> ExclusionReason? {
        guard let registryModule, let module = router.module, module != registryModule,
            router.language == .swift, router.access < .package
        else { return nil }
        return .notVisibleAcrossModules(routerModule: module, registryModule: registryModule)
    }

    /// Binds each registration to the router it registers for (the receiver rule, docs/ZIKRouter-semantics.md#registration-attribution-rule) and
    /// returns the ones that belong to no known router.
    private static func attachRegistrations(
        _ registrations: [RegistrationFact], to routers: inout [Router], index: DeclarationIndex, modules: FileModules,
        jobs: Int, diagnostics: inout [Diagnostic]
    ) -> [RegistrationFact] {
        var positions: [String: [Int]] = [:]
        for position in routers.indices { positions[routers[position].name, default: []].append(position) }
        // The class each registration is sent to, looked up on every job (the index is only read).
        let ownerRuns = ParallelMap.runs(of: registrations.count, length: 2048, jobs: jobs) {
            range -> [DeclarationIndex.ClassEntry?] in
            // A file's registrations are consecutive: its module is looked up once, not per call.
            var moduleOfFile: (file: String, module: String?)?
            func module(of file: String) -> String? {
                if let known = moduleOfFile, known.file == file { return known.module }
                let module = modules.module(forFile: file)
                moduleOfFile = (file, module)
                return module
            }
            return range.map { position in
                // The receiver rule (docs/ZIKRouter-semantics.md#registration-attribution-rule): an explicit class names the owner, `self` or nothing the enclosing type.
                let explicit = registrations[position].receiver.flatMap {
                    FrameworkBases.kind(of: $0) == nil ? $0 : nil
                }
                return index.lookupClass(
                    explicit ?? registrations[position].enclosingType,
                    in: explicit == nil ? [] : registrations[position].enclosingScope,
                    preferring: module(of: registrations[position].location.file)
                )
            }
        }
        let owners = Array(ownerRuns.joined())
        var unattributed: [RegistrationFact] = []
        for (number, var fact) in registrations.enumerated() {
            let owner = owners[number]
            let candidates =
                owner.flatMap { entry in
                    positions[entry.declaration.name]?.filter { routers[$0].module == entry.module }
                } ?? []
            guard !candidates.isEmpty else {
                unattributed.append(fact)
                // A block route registers with itself: it needs no router, only code that runs it.
                if fact.route == .blockRoute { continue }
                let target = fact.receiver ?? fact.enclosingType
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "registration of \(fact.key) is sent to \(target), which is not a router routegen knows",
                        at: fact.location, rule: .unknownRegistrationOwner))
                continue
            }
            if fact.registryFromOwner, routers[candidates[0]].kind.isService {
                fact.kind = fact.kind.inServiceRegistry
                fact.routableKind = fact.routableKind?.inServiceRegistry
            }
            // Same-named declarations in `#if` branches: the one whose branch holds the call.
            let matching = candidates.filter { fact.condition.clauses.starts(with: routers[$0].condition.clauses) }
            for position in matching.isEmpty ? candidates : matching {
                routers[position].registrations.append(fact)
            }
        }
        return unattributed
    }
}

extension RouteGraph {
    /// Takes over the facts the files gathered as they are, with type names qualified and protocol
    /// keys canonical.
    fileprivate mutating func adopt(
        _ gathered: RouteGraphBuilder.Gathered, unreadKeys unread: [UnreadKey], typeNames: ScopedTypeNames,
        keys: ProtocolKeyCanonicalizer
    ) {
        routableClasses = gathered.routableClasses
        registrySetupCalls = gathered.registrySetupCalls
        runtimeConformances = gathered.runtimeConformances
        unreadKeys = gathered.unreadKeys + unread
        configurations = gathered.configurations.map(typeNames.qualifying)
        declaredTypeNames = gathered.declaredTypeNames.map { declared in
            var declared = declared
            declared.protocolName = keys.canonical(declared.protocolName, scope: [])
            return declared
        }
        sourceLocationDirectives = gathered.sourceLocationDirectives
    }
}

/// The module the generated registry is compiled into.
package enum RegistryModule {
    /// The configured one, else the only module that holds routers (nil when there are several or none).
    package static func effective(config: RouteGenConfig, routers: [Router]) -> String? {
        if let configured = config.resolve.registryModule { return configured }
        let modules = Set(routers.compactMap(\.module))
        return modules.count == 1 ? modules.first : nil
    }

    /// A note for runs that import several router modules because none was named: the registry
    /// must not import its own module, so the user should say which one compiles it.
    package static func ambiguityNote(config: RouteGenConfig, routers: [Router]) -> Diagnostic? {
        guard config.resolve.registryModule == nil else { return nil }
        let modules = Set(routers.filter(\.registrable).compactMap(\.module)).sorted()
        guard modules.count > 1 else { return nil }
        // A large app has thousands of modules: name a few, count the rest, keep it one short line.
        let shown = 5
        var names = modules.prefix(shown).joined(separator: ", ")
        if modules.count > shown { names += " and \(modules.count - shown) more" }
        return Diagnostic(
            .note,
            "routers live in \(modules.count) modules (\(names)); every one is imported. Pass --module with the module that compiles the registry (or set `module:` in .routegen.yml) so it does not import itself",
            rule: .registryModule)
    }
}

extension RegistryModule {
    /// Why a named registry module cannot be right: no scanned file belongs to it although every
    /// file's module is known. Nil when it names a module that was scanned, or when some files
    /// have no known module (the registry's module may be theirs). The message lists the modules
    /// found, the first `shown` of them and a count of the rest.
    package static func unknownModuleMessage(
        _ module: String, modulesFound: [String], filesWithoutModule: Int, shown: Int = 8
    ) -> String? {
        guard filesWithoutModule == 0, !modulesFound.isEmpty, !modulesFound.contains(module) else { return nil }
        let listed = modulesFound.prefix(shown).joined(separator: ", ")
        let rest = modulesFound.count > shown ? " and \(modulesFound.count - shown) more" : ""
        return
            "no scanned file belongs to module \(module); the scanned files belong to \(modulesFound.count) module(s): \(listed)\(rest)"
    }
}

/// How messages name a router: `Module.Name` when Swift routers of several modules share its
/// name (they are different classes), else the name alone.
struct RouterDisplayNames {
    private let shared: Set<String>

    init(routers: [Router]) {
        var modules: [String: Set<String>] = [:]
        for router in routers where router.language == .swift {
            modules[router.name, default: []].insert(router.module ?? "")
        }
        shared = Set(modules.filter { $0.value.count > 1 }.keys)
    }

    func name(of router: Router) -> String {
        guard router.language == .swift, shared.contains(router.name), let module = router.module else {
            return router.name
        }
        return module + "." + router.name
    }
}
