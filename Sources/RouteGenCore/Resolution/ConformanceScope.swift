/// The type names whose declarations the conformance rules can need, worked out from facts
/// alone: registered destination classes, the members of registered protocol keys (typealiases
/// followed), configuration classes, classes that adopt a routable-class protocol themselves, and
/// then, transitively, every superclass, adopted protocol and parent protocol those names'
/// declarations list. Names are simple (the last component of `Outer.Inner` or `Module.Name`).
///
/// The same function decides which files the pipeline's second round parses (a file the byte
/// pass skipped but that declares or extends one of these names) and which conformance
/// declarations the graph keeps, so a run with the pre-filter and one without see exactly the
/// same conformance facts.
enum ConformanceScope {
    static func names(in files: [FileFacts]) -> Set<String> {
        var seeds: [String] = []
        var aliases: [String: [String]] = [:]
        // The declarations of each simple name as a chain through `declared`, newest first, so a
        // large app's tens of thousands of declarations cost one dictionary slot each and no copy.
        var newest: [String: Int] = [:]
        var declared: [(file: Int, conformance: Int, previous: Int)] = []
        for (position, file) in files.enumerated() {
            func seed(_ registration: RegistrationFact) {
                switch registration.kind {
                case .view, .exclusiveView, .service, .exclusiveService:
                    seeds.append(registration.key)
                case .viewProtocol, .viewModuleProtocol, .serviceProtocol, .serviceModuleProtocol:
                    seeds += members(registration.key)
                case .identifier, .urlPattern, .adapter:
                    break
                }
            }
            for registration in file.registrations { seed(registration) }
            for helper in file.helpers {
                for registration in helper.registrations { seed(registration) }
            }
            for configuration in file.configurations {
                if let name = configuration.className { seeds.append(name) }
            }
            for declaration in file.classes {
                // `ZIKViewRouter<LoginViewController, LoginConfig>`: the configuration argument.
                guard let superclass = declaration.superclass, !superclass.genericArguments.isEmpty,
                      FrameworkBases.kind(of: superclass.name) != nil else { continue }
                for argument in superclass.genericArguments { seeds += members(argument) }
            }
            for alias in file.typeAliases {
                aliases[simple(alias.name), default: []] += members(alias.target.spelling)
            }
            let conformances = file.conformances
            for (index, declaration) in conformances.enumerated() {
                let name = simple(declaration.typeName)
                declared.append((position, index, newest.updateValue(declared.count, forKey: name) ?? -1))
                if !declaration.isProtocol, declaration.inherited.contains(where: FrameworkTypes.routableClassProtocols.contains) {
                    seeds.append(declaration.typeName)
                }
            }
        }
        var names: Set<String> = []
        var queue = seeds.map(simple)
        while let name = queue.popLast() {
            guard names.insert(name).inserted else { continue }
            queue += aliases[name] ?? []
            var link = newest[name] ?? -1
            while link >= 0 {
                let declaration = files[declared[link].file].conformances[declared[link].conformance]
                if let superclass = declaration.superclass { queue.append(simple(superclass)) }
                for inherited in declaration.inherited { queue.append(simple(inherited)) }
                link = declared[link].previous
            }
        }
        return names
    }

    /// The conformance declarations of the types in `names`, in the files' order.
    static func declarations(in files: [FileFacts], names: Set<String>) -> [ConformanceDeclaration] {
        var kept: [ConformanceDeclaration] = []
        for file in files {
            for declaration in file.conformances where names.contains(simple(declaration.typeName)) {
                kept.append(declaration)
            }
        }
        return kept
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
