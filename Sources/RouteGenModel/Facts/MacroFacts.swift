/// Declarations that an Objective-C macro makes where it is expanded. A module header defines
/// `#define ADAPT_LOGIN @interface AlertConfiguration (LoginInput) <LoginAlertInput> @end …`, and
/// the app's adapter file expands `ADAPT_LOGIN` at file scope: the compiler then sees the category
/// in the adapter file, with the defines of the target that compiles that file.
///
/// The definition and the expansion are usually in different files, and facts are per file, so
/// each file records its half: the defining file a `MacroDefinition` (what the body declares, under
/// the `#if` around the `#define`), the expanding file a `MacroExpansion` (the name, the arguments,
/// the `#if` around the line). Resolution joins them (`MacroDeclarationJoin`) into declarations at
/// the place of the expansion.

/// `#define NAME body` or `#define NAME(a, b) body` whose body declares Objective-C types, or calls
/// other macros that may (a team's macro that expands several adapting macros).
package struct MacroDefinition: Hashable, Sendable {
    package var name: String
    /// `NAME(…)`: the parameters follow the name.
    package var isFunctionLike: Bool
    /// The parameters of a function-like macro (`__VA_ARGS__` for `...`).
    package var parameters: [String]
    /// The `@interface`s, categories, class extensions and `@protocol`s the body declares, and the
    /// categories ZIKRouter's declaration macros in it make (`ZIX_ADD_CATEGORY(C, P)`, …).
    package var declarations: [MacroDeclaration]
    /// Other macros the body expands at its top level, in order.
    package var calls: [MacroCall]
    /// The body names a declared type in a way routegen cannot read (`#x` where a name belongs):
    /// what it declares is unknown.
    package var isOpaque: Bool
    package var location: SourceLocation
    /// The `#if` branches around the `#define`.
    package var condition: BuildCondition

    package init(
        name: String, parameters: [String]?, declarations: [MacroDeclaration], calls: [MacroCall] = [],
        isOpaque: Bool = false, location: SourceLocation, condition: BuildCondition = .always
    ) {
        self.name = name
        self.isFunctionLike = parameters != nil
        self.parameters = parameters ?? []
        self.declarations = declarations
        self.calls = calls
        self.isOpaque = isOpaque
        self.location = location
        self.condition = condition
    }
}

/// One declaration in a macro body, with the macro's parameters still in its names.
package struct MacroDeclaration: Hashable, Sendable {
    /// `.objcClass`, `.objcCategory`, `.objcClassExtension` or `.objcProtocol`.
    package var form: ConformanceDeclaration.Form
    package var typeName: MacroText
    package var superclass: MacroText?
    /// Adopted protocols, or a protocol's parents.
    package var inherited: [MacroText]

    package init(
        form: ConformanceDeclaration.Form, typeName: MacroText, superclass: MacroText? = nil, inherited: [MacroText]
    ) {
        self.form = form
        self.typeName = typeName
        self.superclass = superclass
        self.inherited = inherited
    }
}

/// Text in a macro body: tokens pasted together, as `A ## B` pastes them. A token that spells a
/// parameter stands for the argument, as the preprocessor replaces it.
package struct MacroText: Hashable, Sendable {
    package var pieces: [String]

    package init(_ pieces: [String]) {
        self.pieces = pieces
    }

    /// The text with each parameter replaced by its argument.
    package func substituting(_ arguments: [String: String]) -> String {
        pieces.map { arguments[$0] ?? $0 }.joined()
    }
}

/// A macro called at the top level of another macro's body.
package struct MacroCall: Hashable, Sendable {
    package var name: String
    /// `NAME(…)` rather than a bare name.
    package var isCall: Bool
    /// Each argument's tokens.
    package var arguments: [MacroText]

    /// - Parameter arguments: nil for a bare name.
    package init(name: String, arguments: [MacroText]?) {
        self.name = name
        self.isCall = arguments != nil
        self.arguments = arguments ?? []
    }
}

/// A line at file scope that is only a macro: `ADAPT_LOGIN` or `APP_ROUTABLE_VIEW(AboutViewController)`
/// (a `;` may follow). Only a macro can stand there, and its expansion may declare types.
package struct MacroExpansion: Hashable, Sendable {
    package var name: String
    /// `NAME(…)` rather than a bare name.
    package var isCall: Bool
    /// Each argument's spelling.
    package var arguments: [String]
    package var location: SourceLocation
    package var condition: BuildCondition

    /// - Parameter arguments: nil for a bare name.
    package init(name: String, arguments: [String]?, location: SourceLocation, condition: BuildCondition = .always) {
        self.name = name
        self.isCall = arguments != nil
        self.arguments = arguments ?? []
        self.location = location
        self.condition = condition
    }
}
