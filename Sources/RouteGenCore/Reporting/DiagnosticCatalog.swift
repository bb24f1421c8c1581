/// Every diagnostic id routegen can report, with what it means: the check rules and the ids the
/// scanners, discovery and resolution use. One list feeds SARIF's rule metadata, the config file's
/// check of `rules:` ids and the anchors of docs/rules.md, so none of them can drift from the others.
public struct DiagnosticDescription: Sendable, Equatable {
    public var id: String
    public var defaultSeverity: Diagnostic.Severity
    /// One sentence (SARIF `shortDescription`).
    public var summary: String
    /// What triggers it and what to do (SARIF `fullDescription`).
    public var details: String
    /// True for the rules of `routegen check`; false for input and scanner diagnostics.
    public var isCheckRule: Bool
}

public enum DiagnosticCatalog {
    /// Where the rule reference lives; each id has a heading there, so `#<id>` is its anchor.
    public static let rulesDocumentation = RouteGenVersion.documentationRoot + "/rules.md"

    /// The check rules first (in `CheckRules.all` order), then the other ids by name.
    public static let all: [DiagnosticDescription] = {
        let rules = CheckRules.all.map { rule in
            DiagnosticDescription(id: rule.id, defaultSeverity: rule.defaultSeverity, summary: rule.summary, details: ruleDetails[rule.id] ?? rule.summary, isCheckRule: true)
        }
        let ruleIDs = Set(rules.map(\.id))
        return rules + inputDiagnostics.filter { !ruleIDs.contains($0.id) }.sorted { $0.id < $1.id }
    }()

    public static var ids: [String] { all.map(\.id) }

    /// Ids a config file may set under `rules:`. `config` is not one: the file is read before
    /// its own severities could apply.
    public static var configurableIDs: [String] { ids.filter { $0 != "config" } }

    public static func description(of id: String) -> DiagnosticDescription? {
        all.first { $0.id == id }
    }

    /// The rule's section in docs/rules.md.
    public static func helpURI(for id: String) -> String {
        rulesDocumentation + "#" + id
    }

    private static let ruleDetails: [String: String] = [
        "unregistered-route": "A `RoutableView<P>()`, `Router.perform(to:)`, `Router.to(…)`, `makeDestination`, `Switchable…` use (or an Objective-C `ZIKRouterToView(P)` and the like), an identifier or a URL literal that no registered route answers. ZIKRouter finds out only at run time, when the screen opens. Register the protocol, identifier or URL in a router's `registerRoutableDestination`, an adapter or a block route.",
        "unregistered-declaration": "A protocol declared routable (`extension RoutableView where Protocol == P`, or an Objective-C protocol inheriting a `…Routable` protocol) that no router, adapter chain, `forMaking…` registration or block route registers. Register it or remove the declaration.",
        "duplicate-protocol": "One protocol bound to two routes in the same registry; ZIKRouter traps on the second registration. Keep one route per protocol.",
        "duplicate-identifier": "One identifier or URL pattern registered twice in the same registry, even by one router; ZIKRouter traps on the second registration.",
        "exclusive-conflict": "A class registered exclusively by one route (`registerExclusiveView`) and also registered by another route; the framework traps. Drop one of the registrations.",
        "adapter-cycle": "Adapters that adapt back to where they started (`A → B → A`): resolving the route never ends.",
        "dangling-adapter": "The last adapter of a chain adapts to a protocol that nothing registers, so every use through the chain fails at run time.",
        "missing-own-registration": "A concrete router without its own `registerRoutableDestination`: registering it would run its parent's registrations a second time and trap. Override it, or mark the router abstract.",
        "unreachable-router": "A router the generated registry cannot call: `private`, `fileprivate`, or internal to another module than the registry's. Make it `public` (or `open`), or move it.",
        "header-less-router": "An Objective-C router declared only in a `.m` file: no header can import it, so the registry cannot call it. Move its `@interface` to a header.",
        "duplicate-objc-class": "Two Objective-C router classes with one name in the scanned app. Objective-C class names are global, so only one of them exists at run time and the other's routes are lost (or the link fails). A header and its own `.m`, class extensions, categories and declarations in `#if` branches that exclude each other are not duplicates. Rename one of the classes.",
        "destination-conformance": "A router registers a destination class and a view or service protocol (or a composition such as `UIViewController & P`) that the class does not conform to, taking its declaration, categories, class extensions, Swift extensions, superclasses and protocol inheritance into account. ZIKRouter asserts on it at launch in debug builds. Add the protocol to the class (or a category or extension of it), or register the right class. Nothing is reported when any piece is outside the scanned sources or conformance may be added at run time (`class_addProtocol`).",
        "module-conformance": "A router registers a module protocol, but the configuration class its `defaultRouteConfiguration` returns (or its framework base's configuration type argument) does not conform to it. ZIKRouter asserts on it at launch in debug builds. Make the configuration class adopt the protocol.",
        "unroutable-destination": "A registered destination class whose class chain never adopts `ZIKRoutableView` (views) or `ZIKRoutableService` (services): no `DeclareRoutableView(…)` category, no `<ZIKRoutableView>` in its `@interface` or a category, no `extension X: ZIKRoutableView {}`. ZIKRouter asserts on the registration in debug builds. Declare the class routable.",
        "unregistered-routable-class": "A class that adopts `ZIKRoutableView` / `ZIKRoutableService` itself, which no router or block route registers as a destination. ZIKRouter's debug check at the end of registration asserts on it. Register it, or drop the declaration. Not reported while a `forMaking…` registration exists in the same registry, because routegen does not read which class those make.",
        "stale-registry": "With `--registry FILE`: the hand-written registry misses a registrable router, calls one twice (the early and the normal group together), or calls a class that is not a registrable router.",
    ]

    private static func input(_ id: String, _ severity: Diagnostic.Severity, _ summary: String, _ details: String) -> DiagnosticDescription {
        DiagnosticDescription(id: id, defaultSeverity: severity, summary: summary, details: details, isCheckRule: false)
    }

    private static let inputDiagnostics: [DiagnosticDescription] = [
        input("abstract-unknown", .warning, "A router's `isAbstractRouter` cannot be evaluated statically.", "The router overrides `isAbstractRouter` with an expression routegen cannot evaluate, so the router is treated as concrete and registered. Return a literal `true` or `false`, or mark the class `// routegen:ignore`."),
        input("config", .error, "The config file cannot be used.", "`.routegen.yml` is not valid YAML, has an unknown key or rule id, or a value of the wrong type. Nothing is generated until it is fixed; its own severity cannot be changed."),
        input("dynamic-registration", .warning, "A registration's key is not a literal, so routegen cannot read it.", "An identifier, URL pattern or protocol is registered from a variable or an expression. routegen registers the router but cannot check uses of that key; write the key as a literal to have it checked."),
        input("dynamic-use-site", .warning, "A use site's protocol is not written out, so routegen cannot check it.", "An Objective-C use such as `ZIKRouterToView(…)` names its protocol through an expression. Name the protocol directly to have the route checked."),
        input("inferred-routable", .warning, "A route's protocol is left to type inference.", "`RoutableView()` or a registration without an explicit protocol: routegen cannot know which protocol is meant. Write `RoutableView<P>()` (or the registration's explicit form)."),
        input("libclang-missing", .error, "libclang could not be loaded, so Objective-C files cannot be scanned.", "Install libclang (Debian and Ubuntu: `apt-get install libclang-dev`; macOS: Xcode's command line tools) or point `ROUTEGEN_LIBCLANG` at the library. The Objective-C routers of this run are unknown."),
        input("missing-path", .error, "A path given on the command line does not exist.", "A file or folder named on the command line, in a file list or with `--registry` is missing. Nothing under it was scanned, so routers may be missing; the exit status is 2."),
        input("nesting-too-deep", .error, "A source file nests deeper than routegen parses.", "Brackets, generic arguments, `#if` blocks or message sends nested deeper than the parser's fixed limit (the same in debug and release builds). The file is not scanned, so its routes are unknown and the exit status is 1. Flatten the nesting; compilers accept such files, but they are rare and usually generated."),
        input("no-sources", .warning, "The given paths hold no Swift or Objective-C source file.", "Every given path was read but none holds a `.swift`, `.h`, `.m` or `.mm` file that the config's include and exclude globs admit. Check the paths and the globs."),
        input("non-utf8-file", .warning, "A source file is not valid UTF-8 and was skipped.", "The file's bytes are not UTF-8 (the message gives the first bad byte), so it was not scanned and its routers are unknown. Re-save it as UTF-8."),
        input("objc-unread-declaration", .warning, "libclang could not read an Objective-C `@interface` or `@protocol`.", "A declaration libclang's AST lost (for example a superclass whose type arguments libclang cannot resolve without the framework headers). routegen recovers what it can from the tokens, but the routers of that declaration, and possibly of the ones after it, may be missing. Simplify the declaration (a typedef for a nested generic superclass) or add the framework headers to the scan."),
        input("objc-parse-failed", .error, "libclang could not parse an Objective-C file.", "libclang returned an error for the file as a whole, so its routes are unknown. The message gives libclang's error code."),
        input("registration-outside-register", .warning, "A registration call is made outside `registerRoutableDestination`.", "ZIKRouter runs registrations from `registerRoutableDestination`; routegen follows only those. Registrations in helper functions and methods that a `registerRoutableDestination` calls are followed (see docs/conditions-and-helpers.md); a call that no register body reaches (a block route created at launch, a helper nobody calls from a register body) is not seen by the checks. Move it into, or call it from, the router's `registerRoutableDestination`."),
        input("registry-name-clash", .error, "A router has the name of the generated registry type.", "The generated registry declares a type named by `registry-name` (default `RouteRegistry`); a router of the same name makes the registry fail to compile, or call the wrong type. Choose another `registry-name` (CLI: `--registry-name`)."),
        input("registry-module", .note, "Routers live in several modules and none was named as the registry's.", "Without `--module` (or `module:` in the config) the registry imports every router module, including its own, which does not compile. Pass the module the registry is compiled into."),
        input("syntax-error", .warning, "Part of a source file cannot be parsed.", "A Swift syntax error, or an Objective-C method whose body cannot be found. The rest of the file is scanned; routers or registrations in the broken part may be missing."),
        input("unknown-registration-owner", .warning, "A registration is sent to a class routegen does not know as a router.", "The registration is trusted (the class may be a router in a binary framework). Add such base classes under `base-routers:` in the config to have them checked."),
        input("unreadable-file", .error, "A file, folder or file list cannot be read.", "Permissions or an I/O error stopped routegen from reading it, so its routers are unknown; the exit status is 2."),
        input("unsupported-file", .warning, "A path given on the command line is not a Swift or Objective-C source file.", "Only `.swift`, `.h`, `.m` and `.mm` files are scanned; the named file was skipped."),
        input("objc-entry-module", .warning, "The Objective-C registry calls the Swift routers through a guessed `-Swift.h` header.", "With `--entry objc` the generated `.m` imports `<Module>-Swift.h` to call the Swift routers. Without `--module`, `--swift-header` or `module:` in the config, routegen cannot know the module and writes `Product-Swift.h`, which does not exist. Pass one of them."),
        input("no-swift-sources", .note, "No Swift file was scanned, so the Objective-C registry is written.", "A pure Objective-C app has no bridging header to import a Swift registry, so without `--entry` routegen writes the Objective-C registry (`.h` and `.m`). Pass `--entry swift` to get the Swift file anyway."),
        input("cocoapods", .warning, "`Podfile.lock` cannot be read, so no development pod is scanned.", "With `--workspace` and a `Pods` project, routegen reads the development pods (`:path:` under `EXTERNAL SOURCES`) from the `Podfile.lock` beside the `Pods` folder. It is missing or not valid YAML; run `pod install`, or scan the pods' folders yourself."),
        input("missing-project-file", .warning, "A file an Xcode target builds is not on disk.", "A build phase of the named target (or its prefix header) names a file that does not exist, so it was not scanned. Xcode would fail to build it too: restore the file or remove it from the target."),
        input("missing-subproject", .warning, "A sub-project a target depends on is not there.", "The target links or depends on a target of another `.xcodeproj` that is missing or unreadable, so that project's routers are not scanned. Check out the sub-project, or fix its path in the project."),
        input("unimportable-header", .error, "A router's header is not public in its framework, so the registry cannot import it.", "With an Xcode project, a router of a framework or static library is imported as `<Module/Header.h>`, which works only for a header its Headers phase makes public or private. Make the header public, or move the router's `@interface` to a public header."),
        input("xcode-project", .error, "An Xcode project, workspace or `.xcconfig` cannot be used as given.", "The project cannot be read, its `objectVersion` is not one routegen reads (46 to 77), the target given with `--target` does not exist or several application targets leave the choice open (the message lists the targets), or, as a warning, a configuration or an `#include`d `.xcconfig` is missing."),
    ]
}
