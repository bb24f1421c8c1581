/// What one declaration says a type inherits or adopts: a class declaration, an Objective-C
/// category or class extension, a Swift extension, or a protocol declaration. Per-file facts only
/// see names as written; `ConformanceGraph` follows superclasses and protocol parents across
/// files and modules to decide whether a class conforms to a protocol.
package struct ConformanceDeclaration: Hashable, Sendable {
    package enum Form: String, Sendable, CaseIterable {
        /// `@interface A : B <P, Q>`.
        case objcClass
        /// `@interface A (Name) <P>`, or a macro that expands to one (`DeclareRoutableView(A, Name)`).
        case objcCategory
        /// `@interface A () <P>`.
        case objcClassExtension
        /// `@protocol P <Q>`.
        case objcProtocol
        /// `class A: B, P`: the first inherited type may be the superclass or a protocol.
        case swiftClass
        /// `extension A: P`.
        case swiftExtension
        /// `protocol P: Q`.
        case swiftProtocol
    }

    /// Qualified by the enclosing types in Swift (`Outer.Inner`), as the extension names it for extensions.
    package var typeName: String
    /// The enclosing type names, outermost first, for resolving the inherited names.
    package var scope: [String]
    package var form: Form
    /// The superclass, for Objective-C classes, where the grammar tells it apart from protocols.
    package var superclass: String?
    /// Adopted or inherited protocols as written; for a Swift class every inherited type in order.
    package var inherited: [String]
    /// The conformance holds only for some instantiations (`extension A: P where T: Q`, a class's
    /// or extension's generic parameters): whether it applies cannot be decided statically.
    package var isConditional: Bool
    /// A Swift protocol without `@objc`: no Objective-C `Protocol` value can name it, so it cannot be
    /// passed to ZIKRouter's selectors (`registerViewProtocol(P.self)` does not compile).
    package var isSwiftOnly = false
    package var location: SourceLocation
    package var condition: BuildCondition

    package init(
        typeName: String, scope: [String] = [], form: Form, superclass: String? = nil, inherited: [String],
        isConditional: Bool = false, location: SourceLocation, condition: BuildCondition = .always
    ) {
        self.typeName = typeName
        self.scope = scope
        self.form = form
        self.superclass = superclass
        self.inherited = inherited
        self.isConditional = isConditional
        self.location = location
        self.condition = condition
    }

    package var isProtocol: Bool { form == .objcProtocol || form == .swiftProtocol }
}

/// Conformance that no declaration shows: `class_addProtocol(cls, proto)` somewhere in the code,
/// which adds it at run time, or a macro at file scope whose definition routegen cannot see, which
/// may expand to a category. The class when the first argument (the macro's argument) names one
/// (`[A class]`, `A.self`, `objc_getClass("A")`, `NSClassFromString(@"A")`), else nil: then any
/// class may gain any protocol.
package struct RuntimeConformance: Hashable, Sendable {
    package var className: String?
    /// The macro whose expansion may declare it; nil for `class_addProtocol`.
    package var macro: String?
    package var location: SourceLocation
    package var condition: BuildCondition

    package init(
        className: String?, macro: String? = nil, location: SourceLocation, condition: BuildCondition = .always
    ) {
        self.className = className
        self.macro = macro
        self.location = location
        self.condition = condition
    }
}

/// A router's `defaultRouteConfiguration` override and the class whose instance it returns, when
/// the body is one `return` of a plain instance (`[LoginConfig new]`, `LoginConfig()`).
package struct ConfigurationFact: Hashable, Sendable {
    /// The type that defines the method, qualified (or as an extension names it).
    package var routerName: String
    /// Nil when the body is anything else: the configuration's class is then unknown.
    package var className: String?
    package var location: SourceLocation
    package var condition: BuildCondition

    package init(routerName: String, className: String?, location: SourceLocation, condition: BuildCondition = .always)
    {
        self.routerName = routerName
        self.className = className
        self.location = location
        self.condition = condition
    }
}
