import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// Declarations an Objective-C macro makes where it is expanded, the way modules ship a default
/// dependency: the module's protocol in its own header, a module header that defines the adapting
/// macro under an opt-in `#if`, the host app's adapter file that expands it at file scope.
struct MacroDeclarationTests {
    let rule = AdapterConformanceRule()

    // MARK: The app

    /// The alert module the host app ships: its configuration adopts the alert's module protocol.
    static let alertFiles: [(path: String, source: String)] = [
        (
            "AlertKit/AlertKit/AlertModuleInput.h",
            """
            #import <ZIKRouter/ZIKViewModuleRoutable.h>

            NS_ASSUME_NONNULL_BEGIN

            @protocol AlertModuleInput <ZIKViewModuleRoutable>
            @property (nonatomic, copy) NSString *title;
            - (void)addCancelButtonTitle:(NSString *)title handler:(void (^ _Nullable)(void))handler;
            @end

            NS_ASSUME_NONNULL_END
            """
        ),
        (
            "AlertKit/AlertKit/AlertViewRouter.h",
            """
            #import <ZIKRouter/ZIKRouter.h>
            #import "AlertModuleInput.h"

            @interface AlertViewConfiguration : ZIKViewRouteConfiguration <AlertModuleInput>
            @end

            @interface AlertViewRouter : ZIKViewRouter<UIViewController *, AlertViewConfiguration *>
            @end
            """
        ),
        (
            "AlertKit/AlertKit/AlertViewRouter.m",
            """
            #import "AlertViewRouter.h"
            @import ZIKRouter.Internal;

            @implementation AlertViewConfiguration
            @synthesize title;
            - (void)addCancelButtonTitle:(NSString *)title handler:(void (^)(void))handler {
            }
            @end

            @implementation AlertViewRouter
            + (void)registerRoutableDestination {
                [self registerView:[UIAlertController class]];
                [self registerModuleProtocol:ZIKRoutable(AlertModuleInput)];
            }

            + (AlertViewConfiguration *)defaultRouteConfiguration {
                return [AlertViewConfiguration new];
            }

            - (UIViewController *)destinationWithConfiguration:(AlertViewConfiguration *)configuration {
                return [UIAlertController alertControllerWithTitle:configuration.title message:nil preferredStyle:UIAlertControllerStyleAlert];
            }
            @end
            """
        ),
    ]

    /// The login module's required alert, in a header of its own.
    static let requiredAlertInput = (
        path: "LoginKit/LoginKit/Dependencies/LoginKitRequiredAlertInput.h",
        source: """
        #import <ZIKRouter/ZIKViewModuleRoutable.h>

        /// The alert the login screen shows; the host app adapts its alert module to it.
        @protocol LoginKitRequiredAlertInput <ZIKViewModuleRoutable>
        @property (nonatomic, copy) NSString *title;
        - (void)addCancelButtonTitle:(NSString *)title handler:(void (^)(void))handler;
        @end
        """
    )

    /// The login module's default dependency: a registration function and the adapting macro,
    /// compiled into a host app that sets the opt-in define. `registration` is where the adapter
    /// registration lives: here, under the same `#if`, or in the app.
    static func loginDependencies(
        opening: String = "#if USE_DEFAULT_DEPENDENCY_LoginKit", helper: Bool = true
    )
        -> (path: String, source: String)
    {
        let function =
            helper
            ? """
            static inline void registerDependencyOfLoginKit(void) {
                [ZIKViewRouteAdapter registerModuleAdapter:ZIKRoutable(LoginKitRequiredAlertInput) forAdaptee:ZIKRoutable(AlertModuleInput)];
            }

            """ : ""
        return (
            "LoginKit/LoginKit/Dependencies/LoginKitDependencies.h",
            """
            #import <Foundation/Foundation.h>
            #import "LoginKitRequiredAlertInput.h"

            \(opening)
            @import ZIKRouter;
            @import AlertKit;

            \(function)// The host app expands this once, at file scope of its adapter.
            #define ADAPT_DEFAULT_DEPENDENCY_LoginKit \\
            @interface AlertViewConfiguration (LoginKitRequiredAlertInput) <LoginKitRequiredAlertInput> \\
            @end \\
            @implementation AlertViewConfiguration (LoginKitRequiredAlertInput) \\
            @end \\

            #endif
            """
        )
    }

    static let adapterHeader = (
        path: "App/App/Adapter/AppRouteAdapter.h",
        source: """
        #import <ZIKRouter/ZIKViewRouteAdapter.h>

        @interface AppRouteAdapter : ZIKViewRouteAdapter
        @end
        """
    )

    /// The host app's adapter: `body` registers, `fileScope` follows the `@implementation`.
    static func adapter(
        body: String = "    registerDependencyOfLoginKit();", fileScope: String
    ) -> (
        path: String, source: String
    ) {
        (
            "App/App/Adapter/AppRouteAdapter.m",
            """
            #import "AppRouteAdapter.h"
            #import <LoginKit/LoginKitDependencies.h>
            @import ZIKRouter.Internal;

            @implementation AppRouteAdapter

            + (void)registerRoutableDestination {
            \(body)
            }

            @end

            \(fileScope)
            """
        )
    }

    static let directRegistration =
        "    [self registerModuleAdapter:ZIKRoutable(LoginKitRequiredAlertInput) forAdaptee:ZIKRoutable(AlertModuleInput)];"

    private func findings(_ files: [(path: String, source: String)]) -> [Diagnostic] {
        let graph = Snippet.graph(files)
        return Checker.run(CheckContext(graph: graph), rules: [rule]).filter { $0.rule == rule.id }
    }

    // MARK: Across files

    /// The module header defines the macro under the opt-in; the adapter expands it. The
    /// registration and the category share the opt-in, so in folder mode the one holds wherever
    /// the other does.
    @Test func aCategoryAnotherFilesMacroDeclaresSatisfiesTheAdapter() {
        let files =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.loginDependencies(), Self.adapterHeader,
                Self.adapter(fileScope: "ADAPT_DEFAULT_DEPENDENCY_LoginKit\n"),
            ]
        #expect(findings(files).isEmpty, "\(findings(files).map(\.rendered))")
        // Without the expansion the configuration does not adopt the login module's protocol.
        let without =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.loginDependencies(), Self.adapterHeader, Self.adapter(fileScope: ""),
            ]
        let errors = findings(without).filter { $0.severity == .error }
        #expect(errors.count == 1, "\(findings(without).map(\.rendered))")
        #expect(errors.first?.message.contains("does not conform to LoginKitRequiredAlertInput") == true)
    }

    /// The declaration is the expanding file's: it is located there, and carries the `#if`s around
    /// the expansion. The `#if` around the `#define` holds wherever the line compiles: a file-scope
    /// line naming an undefined macro is a compile error.
    @Test func theJoinedCategoryIsLocatedAtTheExpansionUnderItsConditions() throws {
        let files =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.loginDependencies(), Self.adapterHeader,
                Self.adapter(fileScope: "#if !APP_EXTENSION\nADAPT_DEFAULT_DEPENDENCY_LoginKit\n#endif\n"),
            ]
        let graph = Snippet.graph(files)
        let category = try #require(
            graph.conformances.first { $0.typeName == "AlertViewConfiguration" && $0.form == .objcCategory })
        #expect(category.inherited == ["LoginKitRequiredAlertInput"])
        #expect(category.location.file == "App/App/Adapter/AppRouteAdapter.m")
        #expect(category.location.line == 14)
        #expect(category.condition.clauses == ["!APP_EXTENSION"])
    }

    // MARK: In one file

    /// A macro defined and expanded in one file, as an app that wraps its own adapting code does.
    @Test func aMacroDefinedAndExpandedInOneFile() {
        let own = """
            #define ADAPT_ALERT_TO_LOGIN \\
            @interface AlertViewConfiguration (LoginKitRequiredAlertInput) <LoginKitRequiredAlertInput> \\
            @end \\
            @implementation AlertViewConfiguration (LoginKitRequiredAlertInput) \\
            @end

            ADAPT_ALERT_TO_LOGIN
            """
        let files =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.adapterHeader,
                Self.adapter(body: Self.directRegistration, fileScope: own),
            ]
        #expect(findings(files).isEmpty, "\(findings(files).map(\.rendered))")
        // Expanded above its definition, the macro is not one yet: the compiler rejects the line.
        let early = Self.adapter(
            body: Self.directRegistration,
            fileScope: "ADAPT_ALERT_TO_LOGIN\n" + own.replacingOccurrences(of: "\n\nADAPT_ALERT_TO_LOGIN", with: ""))
        let before = findings(Self.alertFiles + [Self.requiredAlertInput, Self.adapterHeader, early])
        #expect(!before.contains { $0.severity == .error && !$0.message.contains("does not conform") })
        #expect(before.allSatisfy { $0.severity == .note }, "\(before.map(\.rendered))")
    }

    /// A function-like macro: the parameters are replaced, `##` pastes, a body may call another
    /// macro, and ZIKRouter's category macros count as what they declare.
    @Test func parametersPastingAndNestedMacros() {
        let macros = (
            path: "App/App/Adapter/AppAdapting.h",
            source: """
            #import <ZIKRouter/ZIKRouter.h>

            #define APP_ADAPT(Config, Input) \\
            @interface Config (Input##Adapting) <Input> \\
            @end \\
            @implementation Config (Input##Adapting) \\
            @end

            #define APP_ADAPT_LOGIN APP_ADAPT(AlertViewConfiguration, LoginKitRequiredAlertInput) ;

            #define APP_ROUTABLE(Class) ZIX_ADD_CATEGORY(Class, ZIKRoutableView)
            """
        )
        for line in [
            "APP_ADAPT(AlertViewConfiguration, LoginKitRequiredAlertInput)", "APP_ADAPT_LOGIN",
            "APP_ADAPT(AlertViewConfiguration, LoginKitRequiredAlertInput);",
        ] {
            let files =
                Self.alertFiles + [
                    Self.requiredAlertInput, macros, Self.adapterHeader,
                    Self.adapter(body: Self.directRegistration, fileScope: line + "\n"),
                ]
            #expect(findings(files).isEmpty, "\(line): \(findings(files).map(\.rendered))")
        }
        let graph = Snippet.graph([
            macros, ("App/App/Routable.m", "#import \"AppAdapting.h\"\nAPP_ROUTABLE(LoginViewController)\n"),
        ])
        #expect(
            graph.routableClasses.map { "\($0.className) \($0.kind) \($0.form)" } == [
                "LoginViewController view APP_ROUTABLE"
            ])
    }

    // MARK: Conditions

    /// The rule's findings in project mode, each top folder a module: the module header belongs to
    /// LoginKit, which never defines the opt-in; only the app's defines vary.
    private func projectFindings(_ files: [(path: String, source: String)], appDefines: [String]) -> [Diagnostic] {
        let graph = Snippet.graph(files)
        let fileModules = Dictionary(
            uniqueKeysWithValues: files.map { ($0.path, String($0.path.split(separator: "/")[0])) })
        let modules: [String: ProjectModule] = [
            "App": ProjectModule(kind: .application, importableHeaders: [], defines: appDefines),
            "LoginKit": ProjectModule(kind: .framework, importableHeaders: [], defines: ["DEBUG=1"]),
            "AlertKit": ProjectModule(kind: .framework, importableHeaders: [], defines: ["DEBUG=1"]),
        ]
        let configured = graph.configured(projectModules: modules, fileModules: fileModules, registryModule: "App")
        return Checker.run(CheckContext(graph: configured), rules: [rule]).filter { $0.rule == rule.id }
    }

    /// The definition under an opt-in, the registration unconditional in the app. The app's
    /// file-scope expansion compiles only where the opt-in is on, so the category holds wherever the
    /// registration runs: no finding in folder mode, nor in project mode whatever the app defines
    /// (with the opt-in off the file does not compile, which the compiler reports).
    @Test func anExpansionThatCompilesDecidesItsDefinitionsCondition() throws {
        let files =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.loginDependencies(helper: false), Self.adapterHeader,
                Self.adapter(body: Self.directRegistration, fileScope: "ADAPT_DEFAULT_DEPENDENCY_LoginKit\n"),
            ]
        #expect(findings(files).isEmpty, "\(findings(files).map(\.rendered))")

        func project(appDefines: [String]) -> [Diagnostic] { projectFindings(files, appDefines: appDefines) }
        for defines in [["DEBUG=1", "USE_DEFAULT_DEPENDENCY_LoginKit=1"], ["DEBUG=1"]] {
            #expect(project(appDefines: defines).isEmpty, "\(defines): \(project(appDefines: defines).map(\.rendered))")
        }
    }

    /// Under the expansion's own `#if`, the app's target decides: in folder mode the opt-in stays
    /// undecided (a note), in project mode the defines of the target compiling the expanding file
    /// make it hold or not.
    @Test func theExpandingTargetsDefinesDecideTheExpansionsCondition() throws {
        let files =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.loginDependencies(helper: false), Self.adapterHeader,
                Self.adapter(
                    body: Self.directRegistration,
                    fileScope: "#if APP_ADAPTS_LOGIN\nADAPT_DEFAULT_DEPENDENCY_LoginKit\n#endif\n"),
            ]
        let folder = findings(files)
        #expect(folder.count == 1)
        #expect(folder.first?.severity == .note, "\(folder.map(\.rendered))")
        #expect(folder.first?.message.contains("only under a condition") == true)

        func project(appDefines: [String]) -> [Diagnostic] { projectFindings(files, appDefines: appDefines) }
        #expect(project(appDefines: ["DEBUG=1", "APP_ADAPTS_LOGIN=1"]).isEmpty)
        for off in [["DEBUG=1"], ["APP_ADAPTS_LOGIN=0"]] {
            let found = project(appDefines: off)
            #expect(found.map(\.severity) == [.error], "\(off): \(found.map(\.rendered))")
        }
    }

    /// Definitions under different `#if`s choose the body: their conditions stay, and in folder
    /// mode a conformance only one body makes is undecided.
    @Test func definitionsUnderDifferentConditionsKeepThem() throws {
        let alternatives = (
            path: "LoginKit/LoginKit/LoginKitAdapting.h",
            source: """
            #import "LoginKitRequiredAlertInput.h"

            #if LOGINKIT_ADAPTS_ALERTS
            #define ADAPT_LOGINKIT \\
            @interface AlertViewConfiguration (LoginKitRequiredAlertInput) <LoginKitRequiredAlertInput> \\
            @end
            #else
            #define ADAPT_LOGINKIT
            #endif
            """
        )
        let files =
            Self.alertFiles + [
                Self.requiredAlertInput, alternatives, Self.adapterHeader,
                Self.adapter(body: Self.directRegistration, fileScope: "ADAPT_LOGINKIT\n"),
            ]
        let graph = Snippet.graph(files)
        let category = try #require(
            graph.conformances.first { $0.typeName == "AlertViewConfiguration" && $0.form == .objcCategory })
        #expect(category.condition.clauses == ["LOGINKIT_ADAPTS_ALERTS"])
        #expect(findings(files).map(\.severity) == [.note], "\(findings(files).map(\.rendered))")
    }

    @Test func aDefinitionUnderIfOneNeedsNoConfiguration() {
        // `#if 1` needs no configuration; `#if 0` is no definition at all.
        let always =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.loginDependencies(opening: "#if 1", helper: false), Self.adapterHeader,
                Self.adapter(body: Self.directRegistration, fileScope: "ADAPT_DEFAULT_DEPENDENCY_LoginKit\n"),
            ]
        #expect(findings(always).isEmpty, "\(findings(always).map(\.rendered))")
    }

    /// The Xcode fixture adapts its login framework's dependency through the framework's macro,
    /// defined under the opt-in only the app's `.xcconfig` sets: in project mode the category is
    /// the app's, judged with the app's defines, and the adapter conforms.
    @Test func projectModeJudgesTheCategoryWithTheExpandingTargetsDefines() throws {
        let (result, config) = try XcodeProjectTests.run(.init(project: XcodeFixtures.objcApp + "/ZIKDemo.xcodeproj"))
        let graph = result.graph.configured(
            projectModules: config.scan.projectModules, fileModules: result.figures.projectModules,
            registryModule: config.resolve.registryModule)
        let category = try #require(
            graph.conformances.first { $0.typeName == "ZIKDemoAlertConfiguration" && $0.form == .objcCategory })
        #expect(category.location.file.hasSuffix("ZIKDemo/Routers/ZIKDemoRouteAdapter.m"))
        #expect(category.inherited == ["ZIKLoginModuleRequiredAlertInput"])
        // The app defines the opt-in: the condition holds in every build of the app.
        #expect(category.condition.clauses.isEmpty, "\(category.condition)")
        let found = Checker.run(CheckContext(graph: graph, config: config), rules: [rule]).filter { $0.rule == rule.id }
        #expect(found.isEmpty, "\(found.map(\.rendered))")
    }

    // MARK: Definitions routegen cannot see or read

    /// Defined in a header the scan leaves out: a note naming the macro, not an error.
    @Test func aMacroDefinedInNoScannedFileGivesANote() throws {
        let files =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.adapterHeader,
                Self.adapter(body: Self.directRegistration, fileScope: "ADAPT_DEFAULT_DEPENDENCY_LoginKit\n"),
            ]
        let found = findings(files)
        #expect(found.count == 1)
        let note = try #require(found.first)
        #expect(note.severity == .note)
        #expect(
            note.message.contains(
                "the macro ADAPT_DEFAULT_DEPENDENCY_LoginKit at AppRouteAdapter.m:13, which no scanned file defines, may declare that any class adopts LoginKitRequiredAlertInput"
            ), "\(note.message)")
        // With arguments, only the classes it names are in doubt.
        let named =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.adapterHeader,
                Self.adapter(
                    body: Self.directRegistration,
                    fileScope: "APP_ADAPT(AlertViewConfiguration, LoginKitRequiredAlertInput)\n"),
            ]
        #expect(findings(named).map(\.severity) == [.note])
        #expect(findings(named).first?.message.contains("may declare a category of AlertViewConfiguration") == true)
        let other =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.adapterHeader,
                Self.adapter(
                    body: Self.directRegistration, fileScope: "APP_ADAPT(SettingsConfiguration, SettingsInput)\n"),
            ]
        #expect(findings(other).map(\.severity) == [.error])
    }

    /// Two headers define the macro with different bodies: which one the file includes is not
    /// known, so what either declares may hold.
    @Test func definitionsThatDisagreeGiveANote() {
        let elsewhere = (
            path: "Legacy/LegacyDependencies.h",
            source: """
            #define ADAPT_DEFAULT_DEPENDENCY_LoginKit \\
            @interface LegacyAlertConfiguration (LoginKitRequiredAlertInput) <LoginKitRequiredAlertInput> \\
            @end
            """
        )
        let files =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.loginDependencies(opening: "#if 1", helper: false), elsewhere,
                Self.adapterHeader,
                Self.adapter(body: Self.directRegistration, fileScope: "ADAPT_DEFAULT_DEPENDENCY_LoginKit\n"),
            ]
        #expect(findings(files).map(\.severity) == [.note], "\(findings(files).map(\.rendered))")
        // The same body in both (a header copied into two modules) is one definition.
        let copied = (
            path: "Copy/LoginKitDependencies.h", source: Self.loginDependencies(opening: "#if 1", helper: false).source
        )
        let same =
            Self.alertFiles + [
                Self.requiredAlertInput, Self.loginDependencies(opening: "#if 1", helper: false), copied,
                Self.adapterHeader,
                Self.adapter(body: Self.directRegistration, fileScope: "ADAPT_DEFAULT_DEPENDENCY_LoginKit\n"),
            ]
        #expect(findings(same).isEmpty, "\(findings(same).map(\.rendered))")
    }

    /// Macros that call each other twice at every level would expand without end in practice:
    /// the expansion stops, and what the rest declares is unknown (notes, not a hang).
    @Test func explodingMacrosAreCutOff() {
        var header = "#define LEVEL_0 @interface AlertViewConfiguration (Zero) <ZeroInput> @end\n"
        for level in 1...40 { header += "#define LEVEL_\(level) LEVEL_\(level - 1) LEVEL_\(level - 1)\n" }
        let files =
            Self.alertFiles + [
                Self.requiredAlertInput, ("App/App/Levels.h", header), Self.adapterHeader,
                Self.adapter(body: Self.directRegistration, fileScope: "LEVEL_40\n"),
            ]
        #expect(findings(files).map(\.severity) == [.note], "\(findings(files).map(\.rendered))")
    }

    // MARK: Facts

    @Test func theDefiningFileRecordsWhatTheBodyDeclares() throws {
        let facts = Snippet.facts(
            """
            #import <ZIKRouter/ZIKRouter.h>

            #if APP_ADAPTS
            #define APP_ADAPT(Config, Input) @interface Config (Input##Adapting) <Input, NSCopying> @end
            #else
            #define APP_ADAPT(Config, Input)
            #endif
            #define APP_PROTOCOL(Name) @protocol Name <ZIKViewRoutable> @end @protocol Other;
            #define APP_SUBCLASS(Name) @interface Name : ZIKViewRouteConfiguration<id, id> <AlertModuleInput> @end
            #define APP_ROUTABLE_SCREEN(Screen) DeclareRoutableView(Screen, Screen##Router)
            #define APP_ALL APP_ROUTABLE_SCREEN(Login) APP_ROUTABLE_SCREEN(Chat)
            #define APP_LABEL(Name) @interface Name (Label) <#Name> @end
            #define APP_ADOPT(Class, ...) @interface Class (Adopting) <__VA_ARGS__> @end
            #define OSColor UIColor
            #define APP_LOG(x) NSLog(@"%@", x)
            """, path: "App/App/AppMacros.h")
        func describe(_ text: MacroText) -> String { text.pieces.joined(separator: "##") }
        #expect(
            facts.macroDefinitions.map { definition in
                let declarations = definition.declarations.map { declaration in
                    "\(declaration.form.rawValue) \(describe(declaration.typeName))"
                        + (declaration.superclass.map { " : " + describe($0) } ?? "")
                        + " <\(declaration.inherited.map(describe).joined(separator: ", "))>"
                }
                let calls = definition.calls.map {
                    $0.name + ($0.isCall ? "(\($0.arguments.map(describe).joined(separator: ", ")))" : "")
                }
                return "\(definition.name)(\(definition.parameters.joined(separator: ","))) \(declarations) \(calls)"
                    + (definition.isOpaque ? " opaque" : "") + " if \(definition.condition.clauses)"
            } == [
                "APP_ADAPT(Config,Input) [\"objcCategory Config <Input, NSCopying>\"] [] if [\"APP_ADAPTS\"]",
                // The alternative declares nothing, but says the body depends on APP_ADAPTS.
                "APP_ADAPT(Config,Input) [] [] if [\"!APP_ADAPTS\"]",
                "APP_PROTOCOL(Name) [\"objcProtocol Name <ZIKViewRoutable>\"] [] if []",
                "APP_SUBCLASS(Name) [\"objcClass Name : ZIKViewRouteConfiguration <AlertModuleInput>\"] [] if []",
                "APP_ROUTABLE_SCREEN(Screen) [\"objcCategory Screen <ZIKRoutableView>\"] [] if []",
                "APP_ALL() [] [\"APP_ROUTABLE_SCREEN(Login)\", \"APP_ROUTABLE_SCREEN(Chat)\"] if []",
                "APP_LABEL(Name) [\"objcCategory Name <>\"] [] opaque if []",
                "APP_ADOPT(Class,__VA_ARGS__) [\"objcCategory Class <__VA_ARGS__>\"] [] if []",
            ])
        #expect(facts.macroDefinitions.first { $0.name == "APP_ALL" }?.isFunctionLike == false)
    }

    @Test func theExpandingFileRecordsLinesAtFileScope() {
        let facts = Snippet.facts(
            """
            #import "AppMacros.h"

            NS_ASSUME_NONNULL_BEGIN
            ADAPT_LOGIN
            APP_ADAPT(AlertViewConfiguration, LoginKitRequiredAlertInput);
            #if DEBUG
            APP_DEBUG_MENU(DebugViewController, id<Inspectable>)
            #endif
            /* the app's own */ APP_ROUTABLE_SCREEN(Chat) // wrapper

            @implementation AppRouteAdapter
            APP_LOG_CLASS(AppRouteAdapter)
            + (void)registerRoutableDestination {
                SOME_STATEMENT_MACRO
                registerDependencyOfLoginKit();
            }
            @end

            static NSString *
            kName = @"name";
            APP_EXTERN_BEGIN
            NSString *const kOther = @"other";
            NS_ASSUME_NONNULL_END
            """, path: "App/App/Adapter/AppRouteAdapter.m")
        #expect(
            facts.macroExpansions.map {
                "\($0.location.line) \($0.name)\($0.isCall ? "(\($0.arguments.joined(separator: "|")))" : "")\($0.condition.clauses)"
            }
                == [
                    "4 ADAPT_LOGIN[]",
                    "5 APP_ADAPT(AlertViewConfiguration|LoginKitRequiredAlertInput)[]",
                    "7 APP_DEBUG_MENU(DebugViewController|id<Inspectable>)[\"DEBUG\"]",
                    "9 APP_ROUTABLE_SCREEN(Chat)[]",
                    "21 APP_EXTERN_BEGIN[]",
                ])
        // The byte pass sees every one of them (and may see more).
        let bytes = Array(Self.expansionFileText.utf8)
        let lines = bytes.withUnsafeBufferPointer { ObjCMacroExpansionLines.lines($0) }
        #expect(Set(lines.map(\.name)).isSuperset(of: ["ADAPT_ONLY"]))
    }

    static let expansionFileText = "#import \"LoginKitDependencies.h\"\n\nADAPT_ONLY\n"

    // MARK: Pre-filter

    /// A file that only expands a macro, and a header that only defines one, hold facts: alone,
    /// the pre-filter lets them through; in a tree, they are read when the other half is.
    @Test func filesHoldingOneHalfAreRead() throws {
        #expect(Pipeline.factsReporting(path: "App/Adapting.m", text: Self.expansionFileText).parsed)
        #expect(
            Pipeline.factsReporting(
                path: "App/AppAdapting.h", text: "#define ADAPT_ONLY @interface A (B) <C> @end\n"
            ).parsed)
        #expect(
            !Pipeline.factsReporting(path: "App/Plain.m", text: "#import \"A.h\"\nNS_ASSUME_NONNULL_BEGIN\n").parsed)

        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for file in Self.alertFiles + [Self.requiredAlertInput, Self.adapterHeader] {
            try folder.write(file.path, file.source)
        }
        // The macro only in a header without any ZIKRouter spelling, its expansion only in a file
        // of its own: the pre-filter would skip both.
        try folder.write(
            "LoginKit/LoginKit/Dependencies/LoginKitAdapting.h",
            """
            #define ADAPT_DEFAULT_DEPENDENCY_LoginKit \\
            @interface AlertViewConfiguration (LoginKitRequiredAlertInput) <LoginKitRequiredAlertInput> \\
            @end
            """)
        let adapter = Self.adapter(body: Self.directRegistration, fileScope: "")
        try folder.write(adapter.path, adapter.source)
        try folder.write(
            "App/App/Adapter/AppAdapting.m",
            "#import <LoginKit/LoginKitAdapting.h>\n\nADAPT_DEFAULT_DEPENDENCY_LoginKit\n")
        for prefilter in [true, false] {
            let result = Pipeline.run(
                Pipeline.Input(paths: [folder.path], config: RouteGenConfig(), prefilter: prefilter))
            let found = Checker.run(CheckContext(graph: result.graph), rules: [rule]).filter { $0.rule == rule.id }
            #expect(found.isEmpty, "prefilter \(prefilter): \(found.map(\.rendered))")
        }
        WholeTreePrefilterTests.expectSameOutput([folder.path])
    }
}
