/// The type names whose declarations the conformance rules can need, worked out from facts
/// alone: registered destination classes, the members of registered protocol keys (typealiases
/// followed), configuration classes, classes that adopt a routable-class protocol themselves, and
/// then, transitively, every superclass, adopted protocol and parent protocol those names'
/// declarations list. Names are simple (the last component of `Outer.Inner` or `Module.Name`).
///
/// The same scope decides which files the pipeline's second round parses (a file the byte
/// pass skipped but that declares or extends one of these names) and which conformance
/// declarations the graph keeps, so a run with the pre-filter and one without see exactly the
/// same conformance facts.
struct ConformanceScope: Sendable {
    let names: Set<String>
    /// The conformance declarations of the types in `names`, in the files' order.
    let declarations: [ConformanceDeclaration]

    /// What the scope needs of one file, worked out on its own so that the files can be read on
    /// every job; only the chaining of declarations by name is left to one thread.
    private struct Contribution: Sendable {
        var seeds: [String] = []
        var aliases: [(name: String, members: [String])] = []
        /// The simple name of each of the file's conformance declarations, in order.
        var declaredNames: [String] = []

        init(_ file: FileFacts, routableClassProtocols: Set<String>) {
            ConformanceScope.addSeeds(of: file.registrations, to: &seeds)
            for helper in file.helpers { ConformanceScope.addSeeds(of: helper.registrations, to: &seeds) }
            for configuration in file.configurations {
                if let name = configuration.className { seeds.append(ConformanceScope.simple(name)) }
            }
            let classes = file.classes
            for index in classes.indices {
                // `ZIKViewRouter<LoginViewController, LoginConfig>`: the configuration argument.
                guard let superclass = classes[index].superclass, !superclass.genericArguments.isEmpty,
                      FrameworkBases.kind(of: superclass.name) != nil else { continue }
                for argument in superclass.genericArguments { seeds += ConformanceScope.members(argument).map(ConformanceScope.simple) }
            }
            for alias in file.typeAliases {
                aliases.append((ConformanceScope.simple(alias.name), ConformanceScope.members(alias.target.spelling)))
            }
            let conformances = file.conformances
            declaredNames.reserveCapacity(conformances.count)
            for index in conformances.indices {
                declaredNames.append(ConformanceScope.simple(conformances[index].typeName))
                if !conformances[index].isProtocol, conformances[index].inherited.contains(where: routableClassProtocols.contains) {
                    seeds.append(ConformanceScope.simple(conformances[index].typeName))
                }
            }
        }
    }

    /// Each file's part is read on up to `jobs` threads; the declarations are then chained by
    /// simple name and walked from the seeds on one, so a large app's declarations are neither
    /// copied into a table nor looked up again. The result does not depend on `jobs`.
    init(files: [FileFacts], jobs: Int = 1) {
        let routableClassProtocols = FrameworkTypes.routableClassProtocols
        let contributions: [Contribution] = jobs > 1 && files.count > 1
            ? ParallelMap.map(count: files.count, jobs: jobs) { Contribution(files[$0], routableClassProtocols: routableClassProtocols) }
            : files.map { Contribution($0, routableClassProtocols: routableClassProtocols) }
        var seeds: [String] = []
        var aliases: [String: [String]] = [:]
        // The declarations of each simple name as a chain through `declared`, newest first.
        var newest: [String: Int] = [:]
        var declared: [(file: Int, conformance: Int, previous: Int)] = []
        let total = contributions.reduce(0) { $0 + $1.declaredNames.count }
        newest.reserveCapacity(total)
        declared.reserveCapacity(total)
        for position in contributions.indices {
            let contribution = contributions[position]
            seeds += contribution.seeds
            for alias in contribution.aliases { aliases[alias.name, default: []] += alias.members }
            for (index, name) in contribution.declaredNames.enumerated() {
                declared.append((position, index, newest.updateValue(declared.count, forKey: name) ?? -1))
            }
        }
        var names: Set<String> = []
        var kept = [Bool](repeating: false, count: declared.count)
        var queue = seeds
        while let name = queue.popLast() {
            guard names.insert(name).inserted else { continue }
            if !aliases.isEmpty { queue += aliases[name] ?? [] }
            var link = newest[name] ?? -1
            while link >= 0 {
                kept[link] = true
                let conformances = files[declared[link].file].conformances
                let index = declared[link].conformance
                if let superclass = conformances[index].superclass { queue.append(Self.simple(superclass)) }
                for inherited in conformances[index].inherited { queue.append(Self.simple(inherited)) }
                link = declared[link].previous
            }
        }
        var declarations: [ConformanceDeclaration] = []
        for (link, entry) in declared.enumerated() where kept[link] {
            declarations.append(files[entry.file].conformances[entry.conformance])
        }
        self.names = names
        self.declarations = declarations
    }

    private static func addSeeds(of registrations: [RegistrationFact], to seeds: inout [String]) {
        for index in registrations.indices {
            switch registrations[index].kind {
            case .view, .exclusiveView, .service, .exclusiveService:
                seeds.append(simple(registrations[index].key))
            case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol:
                seeds += members(registrations[index].key).map(simple)
            case .identifier, .urlPattern, .adapter:
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
            let inName = byte >= 0x80 || byte == 0x5F || byte == 0x2E || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
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
