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

    /// One pass over the facts; each declaration is reached through its simple name only, and
    /// kept when the walk reaches that name, so a large app's declarations are neither copied
    /// into a table nor looked up again.
    init(files: [FileFacts]) {
        let routableClassProtocols = Array(FrameworkTypes.routableClassProtocols)
        var seeds: [String] = []
        var aliases: [String: [String]] = [:]
        // The declarations of each simple name as a chain through `declared`, newest first.
        var newest: [String: Int] = [:]
        var declared: [(file: Int, conformance: Int, previous: Int)] = []
        let total = files.reduce(0) { $0 + $1.conformances.count }
        newest.reserveCapacity(total)
        declared.reserveCapacity(total)
        for position in files.indices {
            let file = files[position]
            Self.addSeeds(of: file.registrations, to: &seeds)
            for helper in file.helpers { Self.addSeeds(of: helper.registrations, to: &seeds) }
            for configuration in file.configurations {
                if let name = configuration.className { seeds.append(name) }
            }
            let classes = file.classes
            for index in classes.indices {
                // `ZIKViewRouter<LoginViewController, LoginConfig>`: the configuration argument.
                guard let superclass = classes[index].superclass, !superclass.genericArguments.isEmpty,
                      FrameworkBases.kind(of: superclass.name) != nil else { continue }
                for argument in superclass.genericArguments { seeds += Self.members(argument) }
            }
            for alias in file.typeAliases {
                aliases[Self.simple(alias.name), default: []] += Self.members(alias.target.spelling)
            }
            let conformances = file.conformances
            for index in conformances.indices {
                let name = Self.simple(conformances[index].typeName)
                declared.append((position, index, newest.updateValue(declared.count, forKey: name) ?? -1))
                if !conformances[index].isProtocol, conformances[index].inherited.contains(where: routableClassProtocols.contains) {
                    seeds.append(conformances[index].typeName)
                }
            }
        }
        var names: Set<String> = []
        var kept = [Bool](repeating: false, count: declared.count)
        var queue = seeds.map(Self.simple)
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
                seeds.append(registrations[index].key)
            case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol:
                seeds += members(registrations[index].key)
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
