/// How each part of `FileFacts` is stored in the facts cache: each type lists its fields once, in
/// the order they are stored, and `BinaryFieldCodable` writes and reads them. `FactsBinaryCodingTests`
/// round-trips every fixture's facts and compares the coded fields of every type the facts store
/// with its stored properties, so a field added to the model but not here fails a test instead of
/// vanishing from warm runs. The cache's format identity is worked out from these lists
/// (`BinaryLayout`); only a change to an enum coded by hand below (`write(to:)` / `init(from:)`)
/// needs `FactsStore.layoutVersion` raised.
import RouteGenModel
import RouteGenScanners

extension FileFacts: BinaryStorable {
    func write(to writer: inout BinaryWriter) {
        var fields = fields
        // Writing never throws; the signature is shared with reading.
        try? fields.code(with: &writer)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init(try FileFacts.Fields(from: &reader))
    }
}

extension FileFacts.Fields: BinaryFieldCodable {
    static var blank: FileFacts.Fields { FileFacts.Fields(path: "", language: .swift) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&path)
        try coder.code(raw: &language)
        try coder.code(&classes)
        try coder.code(&typeAliases)
        try coder.code(&implementations)
        try coder.code(&methods)
        try coder.code(&registrations)
        try coder.code(&unreadKeys)
        try coder.code(&routableDeclarations)
        try coder.code(&useSites)
        try coder.code(&registryCalls)
        try coder.code(&registrySetupCalls)
        try coder.code(&suppressions)
        try coder.code(&diagnostics)
        try coder.code(&protocolInheritance)
        try coder.code(&routableClasses)
        try coder.code(&helpers)
        try coder.code(&helperCalls)
        try coder.code(&conformances)
        try coder.code(&runtimeConformances)
        try coder.code(&configurations)
        try coder.code(&sourceLocationDirectives)
        try coder.code(&stringConstants)
        try coder.code(&declaredTypeNames)
        try coder.code(&macroDefinitions)
        try coder.code(&macroExpansions)
    }
}

extension SourceLocation: BinaryFieldCodable {
    static var blank: SourceLocation { SourceLocation(file: "", line: 0, column: 0) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&file)
        try coder.code(&line)
        try coder.code(&column)
    }
}

extension BuildCondition: BinaryFieldCodable {
    static var blank: BuildCondition { .always }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&clauses)
        try coder.code(&runtime)
    }
}

extension UnreadKey: BinaryFieldCodable {
    static var blank: UnreadKey { UnreadKey(kind: .identifier, spelling: "", location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(raw: &kind)
        try coder.code(&spelling)
        try coder.code(&location)
    }
}

extension TypeReference: BinaryFieldCodable {
    static var blank: TypeReference { TypeReference(name: "") }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&name)
        try coder.code(&genericArguments)
        try coder.code(&spelling)
    }
}

extension ClassDeclaration: BinaryFieldCodable {
    static var blank: ClassDeclaration { ClassDeclaration(name: "", superclass: nil, location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&name)
        try coder.code(&scope)
        try coder.code(&superclass)
        try coder.code(&genericParameters)
        try coder.code(raw: &access)
        try coder.code(&location)
        try coder.code(&condition)
        try coder.code(raw: &commands)
    }
}

extension TypeAliasDeclaration: BinaryFieldCodable {
    static var blank: TypeAliasDeclaration { TypeAliasDeclaration(name: "", target: .blank, location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&name)
        try coder.code(&scope)
        try coder.code(&target)
        try coder.code(&location)
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

extension MethodFact.Kind: BinaryStorable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .registerRoutableDestination:
            writer.write(0)
        case .isAbstractRouter(let verdict):
            writer.write(1)
            writer.write(verdict)
        case .destinationWithConfiguration:
            writer.write(2)
        case .supportedRouteTypes(let verdict):
            writer.write(3)
            writer.write(verdict)
        case .customRouteMethod(let method):
            writer.write(4)
            writer.write(raw: method)
        }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        switch try reader.readInt() {
        case 0: self = .registerRoutableDestination
        case 1: self = .isAbstractRouter(try reader.read())
        case 2: self = .destinationWithConfiguration
        case 3: self = .supportedRouteTypes(try reader.read())
        case 4: self = .customRouteMethod(try reader.read(raw: CustomRouteMethod.self))
        default: throw BinaryReader.Malformed()
        }
    }
}

extension RouteTypesVerdict: BinaryStorable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .literal(let mask):
            writer.write(0)
            writer.write(mask.rawValue)
        case .unknown(let expression):
            writer.write(1)
            writer.write(expression)
        }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        switch try reader.readInt() {
        case 0: self = .literal(ViewRouteTypeMask(rawValue: try reader.readInt()))
        case 1: self = .unknown(try reader.readString())
        default: throw BinaryReader.Malformed()
        }
    }
}

extension MethodFact: BinaryFieldCodable {
    static var blank: MethodFact { MethodFact(typeName: "", kind: .registerRoutableDestination, location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&typeName)
        try coder.code(&kind)
        try coder.code(&location)
        try coder.code(&condition)
        try coder.code(&returnedClass)
    }
}

extension RegistrationFact: BinaryFieldCodable {
    static var blank: RegistrationFact { RegistrationFact(kind: .view, key: "", enclosingType: "", location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(raw: &kind)
        try coder.code(&key)
        try coder.code(&adaptee)
        try coder.code(raw: &routableKind)
        try coder.code(&registryFromOwner)
        try coder.code(&receiver)
        try coder.code(raw: &route)
        try coder.code(&enclosingType)
        try coder.code(&enclosingScope)
        try coder.code(&location)
        try coder.code(&condition)
        try coder.code(&calledFrom)
        try coder.code(&writtenKey)
        try coder.code(&writtenAdaptee)
        try coder.code(&madeClass)
        try coder.code(&keyNeedsDefine)
        try coder.code(&adapteeNeedsDefine)
        try coder.code(&keyIsRoutableEntry)
        try coder.code(&blockRoute)
        try coder.code(&blockRouteTraits)
        try coder.code(&configurationFactory)
        try coder.code(&factoryIsFunction)
    }
}

extension ConfigurationFactory: BinaryFieldCodable {
    static var blank: ConfigurationFactory {
        ConfigurationFactory(inViewRegistry: false, madeClass: nil, location: .blank)
    }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&inViewRegistry)
        try coder.code(&madeClass)
        try coder.code(&unreadBecause)
        try coder.code(&location)
    }
}

extension BlockRouteTraits: BinaryStorable {
    func write(to writer: inout BinaryWriter) {
        writer.write(routeTypes)
        writer.write(Set(customBlocks.map(\.rawValue)))
        writer.write(configuredElsewhere)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let routeTypes = try reader.readOptional(RouteTypesVerdict.self)
        var blocks: Set<CustomRouteMethod> = []
        for name in try reader.readStrings() {
            guard let method = CustomRouteMethod(rawValue: name) else { throw BinaryReader.Malformed() }
            blocks.insert(method)
        }
        self.init(routeTypes: routeTypes, customBlocks: blocks, configuredElsewhere: try reader.readBool())
    }
}

extension HelperFunction: BinaryFieldCodable {
    static var blank: HelperFunction { HelperFunction(name: "", typeName: nil, location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&name)
        try coder.code(&typeName)
        try coder.code(&location)
        try coder.code(&registrations)
    }
}

extension HelperCall: BinaryFieldCodable {
    static var blank: HelperCall {
        HelperCall(caller: "", callee: "", receiver: nil, isMethodCall: false, location: .blank)
    }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&caller)
        try coder.code(&callee)
        try coder.code(&receiver)
        try coder.code(&isMethodCall)
        try coder.code(&location)
        try coder.code(&condition)
    }
}

extension RoutableDeclaration: BinaryFieldCodable {
    static var blank: RoutableDeclaration { RoutableDeclaration(kind: .view, protocolName: "", location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(raw: &kind)
        try coder.code(&protocolName)
        try coder.code(&location)
        try coder.code(&condition)
        try coder.code(&writtenName)
    }
}

extension UseSite: BinaryFieldCodable {
    static var blank: UseSite { UseSite(kind: .viewProtocol, key: nil, api: "", location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(raw: &kind)
        try coder.code(&key)
        try coder.code(&api)
        try coder.code(&location)
        try coder.code(&condition)
        try coder.code(&scope)
        try coder.code(&writtenKey)
        try coder.code(&keyNeedsDefine)
        try coder.code(raw: &routerCall)
        try coder.code(&makesDestination)
    }
}

extension RegistryCall: BinaryFieldCodable {
    static var blank: RegistryCall { RegistryCall(receiver: "", function: nil, location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&receiver)
        try coder.code(&function)
        try coder.code(&location)
        try coder.code(&condition)
    }
}

extension RegistrySetupCall: BinaryFieldCodable {
    static var blank: RegistrySetupCall {
        RegistrySetupCall(kind: .notifyRegistrationFinished, function: nil, location: .blank)
    }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(raw: &kind)
        try coder.code(&callee)
        try coder.code(&function)
        try coder.code(&location)
        try coder.code(&condition)
        try coder.code(&nested)
    }
}

extension Diagnostic: BinaryFieldCodable {
    static var blank: Diagnostic { Diagnostic(.note, "") }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(raw: &severity)
        try coder.code(&message)
        try coder.code(&location)
        try coder.code(&rule)
    }
}

extension ProtocolInheritance: BinaryFieldCodable {
    static var blank: ProtocolInheritance { ProtocolInheritance(protocolName: "", parents: [], location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&protocolName)
        try coder.code(&parents)
        try coder.code(&location)
        try coder.code(&condition)
    }
}

extension RoutableClassDeclaration: BinaryFieldCodable {
    static var blank: RoutableClassDeclaration {
        RoutableClassDeclaration(className: "", kind: .view, form: "", location: .blank)
    }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&className)
        try coder.code(raw: &kind)
        try coder.code(&form)
        try coder.code(&location)
        try coder.code(&condition)
    }
}

extension ByteSummary: BinaryFieldCodable {
    static var blank: ByteSummary { ByteSummary() }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&mustParse)
        try coder.code(&declared)
        try coder.code(&links)
    }
}

extension ByteSummary.Link: BinaryFieldCodable {
    static var blank: ByteSummary.Link { ByteSummary.Link(name: "", targets: []) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&name)
        try coder.code(&targets)
    }
}

extension ConformanceDeclaration: BinaryFieldCodable {
    static var blank: ConformanceDeclaration {
        ConformanceDeclaration(
            typeName: "", scope: [], form: .swiftClass, superclass: nil, inherited: [], isConditional: false,
            location: .blank, condition: .always)
    }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&typeName)
        try coder.code(&scope)
        try coder.code(raw: &form)
        try coder.code(&superclass)
        try coder.code(&inherited)
        try coder.code(&isConditional)
        try coder.code(&isSwiftOnly)
        try coder.code(&location)
        try coder.code(&condition)
    }
}

extension RuntimeConformance: BinaryFieldCodable {
    static var blank: RuntimeConformance { RuntimeConformance(className: nil, location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&className)
        try coder.code(&macro)
        try coder.code(&location)
        try coder.code(&condition)
    }
}

extension ConfigurationFact: BinaryFieldCodable {
    static var blank: ConfigurationFact { ConfigurationFact(routerName: "", className: nil, location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&routerName)
        try coder.code(&className)
        try coder.code(&location)
        try coder.code(&condition)
    }
}

extension SourceLocationDirective: BinaryFieldCodable {
    static var blank: SourceLocationDirective { SourceLocationDirective(physicalLine: 0, file: nil, line: 0) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&physicalLine)
        try coder.code(&file)
        try coder.code(&line)
    }
}

extension StringConstant: BinaryFieldCodable {
    static var blank: StringConstant { StringConstant(name: "", value: "", location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&name)
        try coder.code(&value)
        try coder.code(&location)
    }
}

extension DeclaredTypeName: BinaryFieldCodable {
    static var blank: DeclaredTypeName {
        DeclaredTypeName(kind: .view, protocolName: "", typeName: "", location: .blank)
    }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(raw: &kind)
        try coder.code(&protocolName)
        try coder.code(&typeName)
        try coder.code(&location)
        try coder.code(&condition)
    }
}

extension MacroDefinition: BinaryFieldCodable {
    static var blank: MacroDefinition {
        MacroDefinition(name: "", parameters: nil, declarations: [], location: .blank)
    }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&name)
        try coder.code(&isFunctionLike)
        try coder.code(&parameters)
        try coder.code(&declarations)
        try coder.code(&calls)
        try coder.code(&isOpaque)
        try coder.code(&location)
        try coder.code(&condition)
    }
}

extension MacroDeclaration: BinaryFieldCodable {
    static var blank: MacroDeclaration { MacroDeclaration(form: .objcClass, typeName: .blank, inherited: []) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(raw: &form)
        try coder.code(&typeName)
        try coder.code(&superclass)
        try coder.code(&inherited)
    }
}

extension MacroText: BinaryFieldCodable {
    static var blank: MacroText { MacroText([]) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&pieces)
    }
}

extension MacroCall: BinaryFieldCodable {
    static var blank: MacroCall { MacroCall(name: "", arguments: nil) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&name)
        try coder.code(&isCall)
        try coder.code(&arguments)
    }
}

extension MacroExpansion: BinaryFieldCodable {
    static var blank: MacroExpansion { MacroExpansion(name: "", arguments: nil, location: .blank) }

    mutating func code<Coder: BinaryFieldCoder>(with coder: inout Coder) throws(BinaryReader.Malformed) {
        try coder.code(&name)
        try coder.code(&isCall)
        try coder.code(&arguments)
        try coder.code(&location)
        try coder.code(&condition)
    }
}
