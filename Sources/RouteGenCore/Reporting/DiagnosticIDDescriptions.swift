import RouteGenModel

extension DiagnosticID {
    /// What the diagnostic means and what to do, for SARIF and docs/rules.md. A switch, so a new
    /// id cannot be added without its description.
    package var catalogEntry: DiagnosticDescription {
        let text: DiagnosticText =
            switch self {
            case .abstractUnknown: .abstractUnknown
            case .cocoapods: .cocoapods
            case .config: .config
            case .dynamicRegistration: .dynamicRegistration
            case .dynamicUseSite: .dynamicUseSite
            case .inferredRoutable: .inferredRoutable
            case .libclangMissing: .libclangMissing
            case .missingPath: .missingPath
            case .missingProjectFile: .missingProjectFile
            case .missingSubproject: .missingSubproject
            case .nestingTooDeep: .nestingTooDeep
            case .noRouters: .noRouters
            case .noSources: .noSources
            case .noSwiftSources: .noSwiftSources
            case .nonUtf8File: .nonUtf8File
            case .objcEntryModule: .objcEntryModule
            case .objcParseFailed: .objcParseFailed
            case .podRouterLeftOut: .podRouterLeftOut
            case .unneededProvidedRoute: .unneededProvidedRoute
            case .objcUnreadDeclaration: .objcUnreadDeclaration
            case .registrationOutsideRegister: .registrationOutsideRegister
            case .registryModule: .registryModule
            case .registryNameClash: .registryNameClash
            case .syntaxError: .syntaxError
            case .unimportableHeader: .unimportableHeader
            case .unknownRegistrationOwner: .unknownRegistrationOwner
            case .unreadableFile: .unreadableFile
            case .unsupportedFile: .unsupportedFile
            case .xcodeProject: .xcodeProject
            }
        return DiagnosticDescription(
            id: rawValue, defaultSeverity: text.severity, summary: text.summary, details: text.details,
            isCheckRule: false)
    }
}

/// The words of one diagnostic id that is not a check rule, named like the id, so that the switch
/// above stays one line per id and each text reads on its own.
private struct DiagnosticText {
    var severity: Diagnostic.Severity
    var summary: String
    var details: String

    static let abstractUnknown = DiagnosticText(
        severity: .warning,
        summary: "A router's `isAbstractRouter` cannot be evaluated statically.",
        details:
            "The router overrides `isAbstractRouter` with an expression routegen cannot evaluate, so the router is treated as concrete and registered. Return a literal `true` or `false`, or mark the class `// routegen:ignore`."
    )

    static let cocoapods = DiagnosticText(
        severity: .warning,
        summary:
            "A CocoaPods workspace is not installed as the project says, so some pods are read another way or not at all.",
        details:
            "With `--workspace`, routegen reads the pods from `Pods/Pods.xcodeproj` and the development pods (`:path:` under `EXTERNAL SOURCES`) from the `Podfile.lock` beside the `Pods` folder. When `Pods/Pods.xcodeproj` is missing (CocoaPods has not been run), one warning names the development pods, which are then read from their folders and podspecs, each as its own module; a note says when a podspec is not written in a form routegen reads, and the whole pod folder is read. It is an error, and the registry is not written, when a development pod's folder is missing or a pod named under `pods:` cannot be read. A missing or invalid `Podfile.lock` is a warning. Run `pod install`."
    )

    static let config = DiagnosticText(
        severity: .error,
        summary: "The config file cannot be used.",
        details:
            "`.routegen.yml` is not valid YAML, has an unknown key or rule id, or a value of the wrong type. Nothing is generated until it is fixed; its own severity cannot be changed."
    )

    static let dynamicRegistration = DiagnosticText(
        severity: .warning,
        summary: "A registration's key is not a literal, so routegen cannot read it.",
        details:
            "An identifier, URL pattern or protocol is registered from a variable or an expression. routegen registers the router but cannot check uses of that key; write the key as a literal to have it checked."
    )

    static let dynamicUseSite = DiagnosticText(
        severity: .warning,
        summary: "A use site's protocol is not written out, so routegen cannot check it.",
        details:
            "An Objective-C use such as `ZIKRouterToView(…)` names its protocol through an expression. Name the protocol directly to have the route checked."
    )

    static let inferredRoutable = DiagnosticText(
        severity: .warning,
        summary: "A route's protocol is left to type inference.",
        details:
            "`RoutableView()` or a registration without an explicit protocol: routegen cannot know which protocol is meant. Write `RoutableView<P>()` (or the registration's explicit form)."
    )

    static let libclangMissing = DiagnosticText(
        severity: .error,
        summary: "libclang could not be loaded, so Objective-C files cannot be scanned.",
        details:
            "Install libclang (Debian and Ubuntu: `apt-get install libclang-dev`; macOS: Xcode's command line tools) or point `ROUTEGEN_LIBCLANG` at the library. The Objective-C routers of this run are unknown."
    )

    static let missingPath = DiagnosticText(
        severity: .error,
        summary: "A path given on the command line does not exist.",
        details:
            "A file or folder named on the command line, in a file list or with `--registry` is missing. Nothing under it was scanned, so routers may be missing; the exit status is 2."
    )

    static let missingProjectFile = DiagnosticText(
        severity: .warning,
        summary: "A file an Xcode target builds is not on disk.",
        details:
            "A build phase of the named target (or its prefix header) names a file that does not exist, so it was not scanned. Xcode would fail to build it too: restore the file or remove it from the target."
    )

    static let missingSubproject = DiagnosticText(
        severity: .error,
        summary: "A project the target depends on, or the workspace lists, is not there.",
        details:
            "A target depends on, or links a product of, another `.xcodeproj` that is missing or unreadable, so that project's routers cannot be scanned: an error, and the registry is not written. A project the workspace lists that is missing is an error when the target links a product no readable project builds, and a warning when nothing the target uses can come from it. Check out the sub-project, or fix its path in the project or the workspace."
    )

    static let nestingTooDeep = DiagnosticText(
        severity: .error,
        summary: "A source file nests deeper than routegen parses.",
        details:
            "Brackets, generic arguments, `#if` blocks or message sends nested deeper than the parser's fixed limit (the same in debug and release builds). The file is not scanned, so its routes are unknown and the exit status is 1. Flatten the nesting; compilers accept such files, but they are rare and usually generated."
    )

    static let noRouters = DiagnosticText(
        severity: .warning,
        summary: "The scanned files declare no router.",
        details:
            "The run read source files but found no router, adapter or route in them, so the registry it writes registers nothing. A Run Script phase or plugin given the wrong folder, target or file list looks like success otherwise. The message says how many files were scanned and from which folders, file lists or Xcode target. `generate` still writes the registry. Point routegen at the sources that declare the routers; an app that has no router yet can turn this off (`no-routers: off`)."
    )

    static let noSources = DiagnosticText(
        severity: .warning,
        summary: "The given paths hold no Swift or Objective-C source file.",
        details:
            "Every given path was read but none holds a `.swift`, `.h`, `.m` or `.mm` file that the config's include and exclude globs admit. Check the paths and the globs."
    )

    static let noSwiftSources = DiagnosticText(
        severity: .note,
        summary: "No Swift file was scanned, so the Objective-C registry is written.",
        details:
            "A pure Objective-C app has no bridging header to import a Swift registry, so without `--entry` routegen writes the Objective-C registry (`.h` and `.m`). Pass `--entry swift` to get the Swift file anyway."
    )

    static let nonUtf8File = DiagnosticText(
        severity: .warning,
        summary: "A source file is not valid UTF-8 and was skipped.",
        details:
            "The file's bytes are not UTF-8 (the message gives the first bad byte), so it was not scanned and its routers are unknown. Re-save it as UTF-8."
    )

    static let objcEntryModule = DiagnosticText(
        severity: .warning,
        summary: "The Objective-C registry calls the Swift routers through a guessed `-Swift.h` header.",
        details:
            "With `--entry objc` the generated `.m` imports `<Module>-Swift.h` to call the Swift routers. Without `--module`, `--swift-header` or `module:` in the config, routegen cannot know the module and writes `Product-Swift.h`, which does not exist. Pass one of them."
    )

    static let objcParseFailed = DiagnosticText(
        severity: .error,
        summary: "libclang could not parse an Objective-C file.",
        details:
            "libclang returned an error for the file as a whole, so its routes are unknown. The message gives libclang's error code."
    )

    static let podRouterLeftOut = DiagnosticText(
        severity: .warning,
        summary: "A pod from a spec repository declares routers that the registry leaves out.",
        details:
            "With `--workspace` and a `Pods` project, routegen also reads the pods that come from a spec repository, so that a route only a pod provides is known, but it does not register their routers: they are the pod's code. One warning per pod lists its routers. If the app relies on them, name the pod under `pods:` in the config and they are registered like the app's own; a route the app requests from a left-out router is an `unregistered-route` error that says so. A router the app registers by hand (a `registerRoutableDestination` call outside the pod) counts as registered and is not reported. If the pod registers its routers itself, turn this warning off (`pod-router-left-out: off`)."
    )

    static let unneededProvidedRoute = DiagnosticText(
        severity: .warning,
        summary:
            "A `provided-routes` entry in the config answers no request, or the scanned app registers the route itself.",
        details:
            "Each `provided-routes` entry makes `check` count a protocol, identifier or URL pattern as registered by a module outside the scan (a module's demo app that links only some of the app's modules). An entry that no use site, routable declaration or adapter of the scanned code needs is reported at its line in the config file, so the list does not outlive the requests it was written for. An entry the scanned code also registers is reported too: the app's own registration already answers, and the entry would keep `unregistered-route` quiet if that registration were removed. Delete the entry, or turn this off for a config shared by several apps (`unneeded-provided-route: off`)."
    )

    static let objcUnreadDeclaration = DiagnosticText(
        severity: .warning,
        summary: "libclang could not read an Objective-C `@interface` or `@protocol`.",
        details:
            "A declaration libclang's AST lost (for example a superclass whose type arguments libclang cannot resolve without the framework headers). routegen recovers what it can from the tokens, but the routers of that declaration, and possibly of the ones after it, may be missing. A category declares no router: what a lost category interface adopts is read from its tokens, and a lost category implementation is reported only when it defines a class method or a method a check reads of a router (a router's `+registerRoutableDestination` may be in it). A category whose class is a `#define` (`@implementation OSScreen (Center)`) is read. Simplify the declaration (a typedef for a nested generic superclass) or add the framework headers to the scan."
    )

    static let registrationOutsideRegister = DiagnosticText(
        severity: .warning,
        summary: "A registration call is made outside `registerRoutableDestination`.",
        details:
            "ZIKRouter runs registrations from `registerRoutableDestination`, and accepts those the code that sets manual registration up makes before it finishes registration. routegen follows both: registrations in helper functions and methods that a `registerRoutableDestination` calls, and those a function that switches `autoRegister` off, finishes registration or calls routers' `registerRoutableDestination` makes, directly or through its helpers, before its own `notifyRegistrationFinished` (see docs/conditions-and-helpers.md). A call that neither reaches (a helper nobody calls) is not seen by the checks; one reached after the finish is reported too, since ZIKRouter asserts then. Move it into, or call it from, the router's `registerRoutableDestination` or the registration setup before it finishes."
    )

    static let registryModule = DiagnosticText(
        severity: .note,
        summary: "Routers live in several modules and none was named as the registry's.",
        details:
            "Without `--module` (or `module:` in the config) the registry imports every router module, including its own, which does not compile. Pass the module the registry is compiled into."
    )

    static let registryNameClash = DiagnosticText(
        severity: .error,
        summary: "A router has the name of the generated registry type.",
        details:
            "The generated registry declares a type named by `registry-name` (default `RouteRegistry`); a router of the same name makes the registry fail to compile, or call the wrong type. Choose another `registry-name` (CLI: `--registry-name`)."
    )

    static let syntaxError = DiagnosticText(
        severity: .warning,
        summary: "Part of a source file cannot be parsed.",
        details:
            "A Swift syntax error, or an Objective-C method whose body cannot be found. The rest of the file is scanned; routers or registrations in the broken part may be missing."
    )

    static let unimportableHeader = DiagnosticText(
        severity: .error,
        summary: "A router's header is not public in its framework, so the registry cannot import it.",
        details:
            "With an Xcode project, a router of a framework or static library is imported as `<Module/Header.h>`, which works only for a header its Headers phase makes public or private. Make the header public, or move the router's `@interface` to a public header."
    )

    static let unknownRegistrationOwner = DiagnosticText(
        severity: .warning,
        summary: "A registration is sent to a class routegen does not know as a router.",
        details:
            "The registration is trusted (the class may be a router in a binary framework). Add such base classes under `base-routers:` in the config to have them checked. A block route's registrations are the route's own and need no router, wherever the code that creates it runs."
    )

    static let unreadableFile = DiagnosticText(
        severity: .error,
        summary: "A file, folder or file list cannot be read.",
        details:
            "Permissions or an I/O error stopped routegen from reading it, so its routers are unknown; the exit status is 2."
    )

    static let unsupportedFile = DiagnosticText(
        severity: .warning,
        summary: "A path given on the command line is not a Swift or Objective-C source file.",
        details: "Only `.swift`, `.h`, `.m` and `.mm` files are scanned; the named file was skipped."
    )

    static let xcodeProject = DiagnosticText(
        severity: .error,
        summary: "An Xcode project, workspace or `.xcconfig` cannot be used as given.",
        details:
            "The project cannot be read, its `objectVersion` is not one routegen reads (46 to 77), the target given with `--target` does not exist or several application targets leave the choice open (the message lists the targets), or, as a warning, a configuration or an `#include`d `.xcconfig` is missing."
    )
}
