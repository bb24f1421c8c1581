/// The type names whose declarations the conformance rules can need, worked out from facts
/// alone: registered destination classes and classes `forMaking…` registrations make, the members
/// of registered protocol keys, of adapter and adaptee protocols (typealiases followed) and of Swift
/// routable entries (use sites), classes `routersToClass` requests name, configuration classes, classes that adopt a routable-class protocol
/// themselves, and then, transitively, every superclass, adopted protocol and parent protocol those
/// names' declarations list. Names are simple (the last component of `Outer.Inner` or `Module.Name`).
///
/// The same scope decides which files the pipeline's second round parses (a file the byte
/// pass skipped but that declares or extends one of these names) and which conformance
/// declarations the graph keeps, so a run with the pre-filter and one without see exactly the
/// same conformance facts.
import RouteGenModel

struct ConformanceScope: Sendable {
    let names: Set<String>
    /// The conformance declarations of the types in `names`, in the files' order.
    let declarations: [ConformanceDeclaration]

    /// What the scope needs of a run of consecutive files, worked out on one job: the seeds, the
    /// typealiases, and the files' conformance declarations chained by simple name. Only the
    /// walk from the seeds is left to one thread; it looks a name up in each part.
    private struct Part: Sendable {
        var seeds: [String] = []
        var aliases: [(name: String, members: [String])] = []
        /// The part's declarations of each simple name as a chain through `declared`, newest first.
        var newest: [String: Int] = [:]
        var declared: [(file: Int, conformance: Int, previous: Int)] = []
        /// The simple names each declaration in `declared` leads to (its superclass and what it
        /// inherits), worked out here so that the walk only follows them.
        var leadsTo: [[String]] = []

        init(_ files: [FileFacts], range: Range<Int>, routableClassProtocols: Set<String>) {
            let total = files[range].reduce(0) { $0 + $1.conformances.count }
            newest.reserveCapacity(total)
            declared.reserveCapacity(total)
            leadsTo.reserveCapacity(total)
            for position in range {
                let file = files[position]
                ConformanceScope.addSeeds(of: file.registrations, to: &seeds)
                for helper in file.helpers { ConformanceScope.addSeeds(of: helper.registrations, to: &seeds) }
                // `invalid-routable-type` asks whether a Swift entry's type is a class or a protocol.
                if file.language == .swift {
                    for site in file.useSites where site.kind.routableKind != nil {
                        if let key = site.key { seeds += ConformanceScope.members(key).map(ConformanceScope.simple) }
                    }
                }
                // `unroutable-destination` asks whether a `routersToClass` class is routable.
                for site in file.useSites where site.kind == .viewClass || site.kind == .serviceClass {
                    if let key = site.key { seeds.append(ConformanceScope.simple(key)) }
                }
                // `destination-class-mismatch` walks the chain of the class a destination method makes.
                for method in file.methods {
                    if let made = method.returnedClass { seeds.append(ConformanceScope.simple(made)) }
                }
                for configuration in file.configurations {
                    if let name = configuration.className { seeds.append(ConformanceScope.simple(name)) }
                }
                let classes = file.classes
                for index in classes.indices {
                    // `ZIKViewRouter<LoginViewController, LoginConfig>`: the configuration argument.
                    guard let superclass = classes[index].superclass, !superclass.genericArguments.isEmpty,
                        FrameworkBases.kind(of: superclass.name) != nil
                    else { continue }
                    for argument in superclass.genericArguments {
                        seeds += ConformanceScope.members(argument).map(ConformanceScope.simple)
                    }
                }
                for alias in file.typeAliases {
                    aliases.append(
                        (ConformanceScope.simple(alias.name), ConformanceScope.members(alias.target.spelling)))
                }
                let conformances = file.conformances
                for index in conformances.indices {
                    let name = ConformanceScope.simple(conformances[index].typeName)
                    declared.append((position, index, newest.updateValue(declared.count, forKey: name) ?? -1))
                    var next = conformances[index].superclass.map { [ConformanceScope.simple($0)] } ?? []
                    next += conformances[index].inherited.map(ConformanceScope.simple)
                    leadsTo.append(next)
                    if !conformances[index].isProtocol,
                        conformances[index].inherited.contains(where: routableClassProtocols.contains)
                    {
                        seeds.append(name)
                    }
                }
            }
        }
    }

    /// The files are cut into one run of consecutive files per job, each read on its own job; the
    /// declarations are then walked from the seeds on one. Neither the walk nor its result depends
    /// on how the files were cut: the names reached and the declarations kept are sets, listed in
    /// the files' order.
    init(files: [FileFacts], jobs: Int = 1) {
        let routableClassProtocols = FrameworkTypes.routableClassProtocols
        let partCount = max(1, min(jobs, files.count))
        let bounds = (0...partCount).map { files.count * $0 / partCount }
        let parts: [Part] =
            partCount > 1
            ? ParallelMap.map(count: partCount, jobs: partCount) {
                Part(files, range: bounds[$0]..<bounds[$0 + 1], routableClassProtocols: routableClassProtocols)
            }
            : [Part(files, range: 0..<files.count, routableClassProtocols: routableClassProtocols)]
        var aliases: [String: [String]] = [:]
        for part in parts {
            for alias in part.aliases { aliases[alias.name, default: []] += alias.members }
        }
        var names: Set<String> = []
        var keptLinks = parts.map { [Bool](repeating: false, count: $0.declared.count) }
        var queue = parts.flatMap(\.seeds)
        while let name = queue.popLast() {
            guard names.insert(name).inserted else { continue }
            if !aliases.isEmpty { queue += aliases[name] ?? [] }
            // The walk goes on through framework classes it knows the superclass of.
            if let parent = FrameworkTypes.frameworkSuperclasses[name] { queue.append(parent) }
            for number in parts.indices {
                var link = parts[number].newest[name] ?? -1
                while link >= 0 {
                    keptLinks[number][link] = true
                    queue += parts[number].leadsTo[link]
                    link = parts[number].declared[link].previous
                }
            }
        }
        // Each part's kept declarations are copied out on its own job.
        let kept = keptLinks
        let collected: [[ConformanceDeclaration]] = ParallelMap.map(count: parts.count, jobs: parts.count) { number in
            var declarations: [ConformanceDeclaration] = []
            for (link, entry) in parts[number].declared.enumerated() where kept[number][link] {
                declarations.append(files[entry.file].conformances[entry.conformance])
            }
            return declarations
        }
        let declarations = collected.count == 1 ? collected[0] : Array(collected.joined())
        self.names = names
        self.declarations = declarations
    }

    private static func addSeeds(of registrations: [RegistrationFact], to seeds: inout [String]) {
        for index in registrations.indices {
            // `making-configuration` walks the chain of the class a configuration factory makes.
            if let made = registrations[index].configurationFactory?.madeClass { seeds.append(simple(made)) }
            // `unroutable-destination` walks the chain of every class a `forMaking…` registration makes.
            if let made = registrations[index].madeClass { seeds.append(simple(made)) }
            switch registrations[index].kind {
            case .view, .exclusiveView, .service, .exclusiveService:
                seeds.append(simple(registrations[index].key))
            case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol:
                seeds += members(registrations[index].key).map(simple)
            case .adapter:
                // The adapter protocol is what the adaptee's destinations must conform to.
                seeds += members(registrations[index].key).map(simple)
                if let adaptee = registrations[index].adaptee { seeds += members(adaptee).map(simple) }
            case .identifier, .urlPattern:
                break
            }
        }
    }

    /// `UIViewController & LoginViewInput`, `LoginConfig *`, `id<P>` → identifiers that may name types.
    /// Over the UTF-8 bytes (any non-ASCII byte counts as part of a name): this runs for every
    /// registration and typealias of the app.
    static func members(_ spelling: String) -> [String] {
        var result: [String] = []
        var start: String.UTF8View.Index?
        let utf8 = spelling.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let inName =
                byte >= 0x80 || byte == 0x5F || byte == 0x2E || (byte >= 0x30 && byte <= 0x39)
                || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
            if inName {
                if start == nil { start = index }
            } else if let first = start {
                result.append(String(spelling[first..<index]))
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let first = start { result.append(String(spelling[first..<utf8.endIndex])) }
        return result
    }

    static func simple(_ name: String) -> String {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }
}
