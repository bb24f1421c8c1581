/// How each part of `FileFacts` is stored in the facts cache, field by field in declaration
/// order. `FactsBinaryCodingTests` round-trips every fixture's facts and counts each type's stored
/// properties, so a field added to the model but not here fails a test instead of vanishing
/// from warm runs.
extension FileFacts: BinaryStorable {
    static let storedFieldCount = 16

    func write(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(raw: language)
        writer.write(classes)
        writer.write(typeAliases)
        writer.write(methods)
        writer.write(registrations)
        writer.write(routableDeclarations)
        writer.write(useSites)
        writer.write(registryCalls)
        writer.write(suppressions.count)
        for line in suppressions.keys.sorted() {
            writer.write(line)
            writer.write(suppressions[line]!)
        }
        writer.write(diagnostics)
        writer.write(protocolInheritance)
        writer.write(routableClasses)
        writer.write(helpers)
        writer.write(helperCalls)
        writer.write(sourceLocationDirectives)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(path: try reader.readString(), language: try reader.read(raw: SourceLanguage.self))
        classes = try reader.readArray()
        typeAliases = try reader.readArray()
        methods = try reader.readArray()
        registrations = try reader.readArray()
        routableDeclarations = try reader.readArray()
        useSites = try reader.readArray()
        registryCalls = try reader.readArray()
        let suppressionCount = try reader.readCount()
        for _ in 0..<suppressionCount {
            let line = try reader.readInt()
            suppressions[line] = Set(try reader.readStrings())
        }
        diagnostics = try reader.readArray()
        protocolInheritance = try reader.readArray()
        routableClasses = try reader.readArray()
        helpers = try reader.readArray()
        helperCalls = try reader.readArray()
        sourceLocationDirectives = try reader.readArray()
    }
}

extension SourceLocation: BinaryStorable {
    static let storedFieldCount = 3

    func write(to writer: inout BinaryWriter) {
        writer.write(file)
        writer.write(line)
        writer.write(column)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(file: try reader.readString(), line: try reader.readInt(), column: try reader.readInt())
    }
}

extension BuildCondition: BinaryStorable {
    static let storedFieldCount = 2

    func write(to writer: inout BinaryWriter) {
        writer.write(clauses)
        writer.write(runtime)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let clauses = try reader.readStrings()
        self.init(clauses, runtime: try reader.readStrings())
    }
}

extension TypeReference: BinaryStorable {
    static let storedFieldCount = 3

    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(genericArguments)
        writer.write(spelling)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let name = try reader.readString()
        let genericArguments = try reader.readStrings()
        self.init(name: name, genericArguments: genericArguments, spelling: try reader.readString())
    }
}

extension ClassDeclaration: BinaryStorable {
    static let storedFieldCount = 8

    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(scope)
        writer.write(superclass)
        writer.write(genericParameters)
        writer.write(raw: access)
        writer.write(location)
        writer.write(condition)
        writer.write(Set(commands.map(\.rawValue)))
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let name = try reader.readString()
        let scope = try reader.readStrings()
        let superclass = try reader.readOptional(TypeReference.self)
        let genericParameters = try reader.readStrings()
        let access = try reader.read(raw: AccessLevel.self)
        let location = try reader.read(SourceLocation.self)
        let condition = try reader.read(BuildCondition.self)
        var commands: Set<CommentCommand> = []
        for raw in try reader.readStrings() {
            guard let command = CommentCommand(rawValue: raw) else { throw BinaryReader.Malformed() }
            commands.insert(command)
        }
        self.init(name: name, scope: scope, superclass: superclass, genericParameters: genericParameters, access: access, location: location, condition: condition, commands: commands)
    }
}

extension TypeAliasDeclaration: BinaryStorable {
    static let storedFieldCount = 4

    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(scope)
        writer.write(target)
        writer.write(location)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let name = try reader.readString()
        let scope = try reader.readStrings()
        let target = try reader.read(TypeReference.self)
        self.init(name: name, scope: scope, target: target, location: try reader.read())
    }
}

extension AbstractVerdict: BinaryStorable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .always(let abstract):
            writer.write(0)
            writer.write(abstract)
        case .onlyFor(let names):
            writer.write(1)
            writer.write(names)
        case .unknown(let expression):
            writer.write(2)
            writer.write(expression)
        }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        switch try reader.readInt() {
        case 0: self = .always(try reader.readBool())
        case 1: self = .onlyFor(try reader.readStrings())
        case 2: self = .unknown(try reader.readString())
        default: throw BinaryReader.Malformed()
        }
    }
}

extension MethodFact: BinaryStorable {
    static let storedFieldCount = 4

    func write(to writer: inout BinaryWriter) {
        writer.write(typeName)
        switch kind {
        case .registerRoutableDestination:
            writer.write(false)
        case .isAbstractRouter(let verdict):
            writer.write(true)
            writer.write(verdict)
        }
        writer.write(location)
        writer.write(condition)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let typeName = try reader.readString()
        let kind: Kind = try reader.readBool() ? .isAbstractRouter(try reader.read()) : .registerRoutableDestination
        let location = try reader.read(SourceLocation.self)
        self.init(typeName: typeName, kind: kind, location: location, condition: try reader.read())
    }
}

extension RegistrationFact: BinaryStorable {
    static let storedFieldCount = 14

    func write(to writer: inout BinaryWriter) {
        writer.write(raw: kind)
        writer.write(key)
        writer.write(adaptee)
        writer.write(routableKind?.rawValue)
        writer.write(registryFromOwner)
        writer.write(receiver)
        writer.write(raw: route)
        writer.write(enclosingType)
        writer.write(enclosingScope)
        writer.write(location)
        writer.write(condition)
        writer.write(calledFrom)
        writer.write(writtenKey)
        writer.write(writtenAdaptee)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let kind = try reader.read(raw: RegistrationKind.self)
        let key = try reader.readString()
        let adaptee = try reader.readOptionalString()
        var routableKind: RoutableKind?
        if let raw = try reader.readOptionalString() {
            guard let value = RoutableKind(rawValue: raw) else { throw BinaryReader.Malformed() }
            routableKind = value
        }
        let registryFromOwner = try reader.readBool()
        let receiver = try reader.readOptionalString()
        let route = try reader.read(raw: RegistrationRoute.self)
        let enclosingType = try reader.readString()
        let enclosingScope = try reader.readStrings()
        let location = try reader.read(SourceLocation.self)
        self.init(
            kind: kind, key: key, adaptee: adaptee, routableKind: routableKind, registryFromOwner: registryFromOwner,
            receiver: receiver, route: route, enclosingType: enclosingType, enclosingScope: enclosingScope,
            location: location, condition: try reader.read(), calledFrom: try reader.readOptional()
        )
        writtenKey = try reader.readOptionalString()
        writtenAdaptee = try reader.readOptionalString()
    }
}

extension HelperFunction: BinaryStorable {
    static let storedFieldCount = 4

    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(typeName)
        writer.write(location)
        writer.write(registrations)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let name = try reader.readString()
        let typeName = try reader.readOptionalString()
        let location = try reader.read(SourceLocation.self)
        self.init(name: name, typeName: typeName, location: location, registrations: try reader.readArray())
    }
}

extension HelperCall: BinaryStorable {
    static let storedFieldCount = 6

    func write(to writer: inout BinaryWriter) {
        writer.write(caller)
        writer.write(callee)
        writer.write(receiver)
        writer.write(isMethodCall)
        writer.write(location)
        writer.write(condition)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let caller = try reader.readString()
        let callee = try reader.readString()
        let receiver = try reader.readOptionalString()
        let isMethodCall = try reader.readBool()
        let location = try reader.read(SourceLocation.self)
        self.init(caller: caller, callee: callee, receiver: receiver, isMethodCall: isMethodCall, location: location, condition: try reader.read())
    }
}

extension RoutableDeclaration: BinaryStorable {
    static let storedFieldCount = 5

    func write(to writer: inout BinaryWriter) {
        writer.write(raw: kind)
        writer.write(protocolName)
        writer.write(location)
        writer.write(condition)
        writer.write(writtenName)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let kind = try reader.read(raw: RoutableKind.self)
        let protocolName = try reader.readString()
        let location = try reader.read(SourceLocation.self)
        self.init(kind: kind, protocolName: protocolName, location: location, condition: try reader.read())
        writtenName = try reader.readOptionalString()
    }
}

extension UseSite: BinaryStorable {
    static let storedFieldCount = 7

    func write(to writer: inout BinaryWriter) {
        writer.write(raw: kind)
        writer.write(key)
        writer.write(api)
        writer.write(location)
        writer.write(condition)
        writer.write(scope)
        writer.write(writtenKey)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let kind = try reader.read(raw: Kind.self)
        let key = try reader.readOptionalString()
        let api = try reader.readString()
        let location = try reader.read(SourceLocation.self)
        self.init(kind: kind, key: key, api: api, location: location, condition: try reader.read())
        scope = try reader.readStrings()
        writtenKey = try reader.readOptionalString()
    }
}

extension RegistryCall: BinaryStorable {
    static let storedFieldCount = 4

    func write(to writer: inout BinaryWriter) {
        writer.write(receiver)
        writer.write(function)
        writer.write(location)
        writer.write(condition)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let receiver = try reader.readString()
        let function = try reader.readOptionalString()
        let location = try reader.read(SourceLocation.self)
        self.init(receiver: receiver, function: function, location: location, condition: try reader.read())
    }
}

extension Diagnostic: BinaryStorable {
    static let storedFieldCount = 4

    func write(to writer: inout BinaryWriter) {
        writer.write(raw: severity)
        writer.write(message)
        writer.write(location)
        writer.write(rule)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let severity = try reader.read(raw: Severity.self)
        let message = try reader.readString()
        let location = try reader.readOptional(SourceLocation.self)
        self.init(severity, message, at: location, rule: try reader.readOptionalString())
    }
}

extension SourceLocationDirective: BinaryStorable {
    static let storedFieldCount = 3

    func write(to writer: inout BinaryWriter) {
        writer.write(physicalLine)
        writer.write(file)
        writer.write(line)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let physicalLine = try reader.readInt()
        let file = try reader.readOptionalString()
        self.init(physicalLine: physicalLine, file: file, line: try reader.readInt())
    }
}

extension ProtocolInheritance: BinaryStorable {
    static let storedFieldCount = 4

    func write(to writer: inout BinaryWriter) {
        writer.write(protocolName)
        writer.write(parents)
        writer.write(location)
        writer.write(condition)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let protocolName = try reader.readString()
        let parents = try reader.readStrings()
        let location = try reader.read(SourceLocation.self)
        self.init(protocolName: protocolName, parents: parents, location: location, condition: try reader.read())
    }
}

extension RoutableClassDeclaration: BinaryStorable {
    static let storedFieldCount = 5

    func write(to writer: inout BinaryWriter) {
        writer.write(className)
        writer.write(raw: kind)
        writer.write(form)
        writer.write(location)
        writer.write(condition)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let className = try reader.readString()
        let kind = try reader.read(raw: Kind.self)
        let form = try reader.readString()
        let location = try reader.read(SourceLocation.self)
        self.init(className: className, kind: kind, form: form, location: location, condition: try reader.read())
    }
}

extension ByteSummary: BinaryStorable {
    static let storedFieldCount = 3

    func write(to writer: inout BinaryWriter) {
        writer.write(mustParse)
        writer.write(declared)
        writer.write(links)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(mustParse: try reader.readBool(), declared: try reader.readStrings(), links: try reader.readArray())
    }
}

extension ByteSummary.Link: BinaryStorable {
    static let storedFieldCount = 2

    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(targets)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(name: try reader.readString(), targets: try reader.readStrings())
    }
}
