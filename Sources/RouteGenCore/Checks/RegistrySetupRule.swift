/// `registry-setup`: registration finished by hand while automatic registration is on, or finished
/// twice. ZIKRouter asserts `self.autoRegister == NO` ("Only use -notifyRegistrationFinished for
/// manually registration.") and then that registration is not finished yet ("Registration is
/// already finished.") in `+notifyRegistrationFinished`.
import RouteGenModel

package struct RegistrySetupRule: CheckRule {
    package init() {}

    package static let description = RuleDescription(
        id: "registry-setup",
        defaultSeverity: .error,
        summary:
            "`notifyRegistrationFinished` is called while automatic registration is on, or twice.",
        reportedAt: "the `notifyRegistrationFinished` call",
        rationale:
            "`[ZIKRouteRegistry notifyRegistrationFinished]` / `ZIKRouteRegistry.notifyRegistrationFinished()` ends manual registration. ZIKRouter asserts that `ZIKRouteRegistry.autoRegister` is `NO` when it runs (automatic registration, the default, has registered every router already when the application's delegate is set), and that registration is not finished yet, so a second call asserts too. Set `ZIKRouteRegistry.autoRegister = NO` / `false` before `UIApplicationMain` (in `main` or a `+load`), and finish registration once. The call is an error when no scanned code switches automatic registration off and nothing but its `#if` branches decides whether it runs, and when two calls sit in one function outside any branch; a note when a branch, loop or closure may keep a call from running, when `autoRegister` is given a value routegen cannot read, or when the two calls sit in different functions, which routegen cannot prove both run. Calls in branches that exclude each other are fine. The registry `routegen generate` writes finishes registration at the end of `registerRoutes` (and `registerAllRoutes`), and that call counts like the app's own: reported at each scanned call of the registry's `registerRoutes`, or at the registry's own line when no scanned code calls it. A function that calls the registry's `registerRoutes` and finishes registration itself, with no branch around either, is an error. When a pod or framework that depends on ZIKRouter is not scanned (a `Podfile.lock` lists one, or Carthage or Swift Package Manager resolve dependencies routegen does not read), that code may switch automatic registration off, and the missing switch is a note.",
        triggeringExamples: [swiftExample(mistake: true), objcExample(mistake: true)],
        nonTriggeringExamples: [swiftExample(mistake: false), objcExample(mistake: false)]
    )

    private static func swiftExample(mistake: Bool) -> RuleExample {
        RuleExample(files: [
            (
                "Sources/App/main.swift",
                """
                import UIKit
                import ZIKRouter

                \(mistake ? "" : "ZIKRouteRegistry.autoRegister = false")
                _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
                """
            ),
            (
                "Sources/App/AppDelegate.swift",
                """
                import UIKit
                import ZIKRouter

                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(
                        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
                    ) -> Bool {
                        ZIKRouteRegistry.notifyRegistrationFinished()\(mistake ? " // expect: registry-setup" : "")
                        return true
                    }
                }
                """
            ),
        ])
    }

    private static func objcExample(mistake: Bool) -> RuleExample {
        .objc(
            "AppDelegate",
            header: """
                #import <UIKit/UIKit.h>

                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @end
                """,
            implementation: """
                #import "AppDelegate.h"
                #import <ZIKRouter/ZIKRouteRegistry.h>

                @implementation AppDelegate

                + (void)load {
                    ZIKRouteRegistry.autoRegister = NO;
                }

                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                #if DEBUG
                    [ZIKRouteRegistry notifyRegistrationFinished];
                #else
                    [ZIKRouteRegistry notifyRegistrationFinished];
                #endif
                \(mistake ? "    [ZIKRouteRegistry notifyRegistrationFinished]; // expect: registry-setup" : "")
                    return YES;
                }

                @end
                """)
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let config = context.config
        let calls = context.graph.registrySetupCalls.sorted { $0.location < $1.location }
        let appFinishes = calls.filter {
            $0.kind == .notifyRegistrationFinished && !config.isGeneratedRegistry($0.location.file)
        }
        // The registry routegen writes finishes registration in `registerRoutes`: where the app
        // calls that, the call finishes it; without such a call in the scan, the registry's own line.
        let entryCalls = calls.filter {
            $0.kind == .registerRoutesCall && Self.callsRegistry($0, config: config)
                && !config.isGeneratedRegistry($0.location.file)
        }
        let registryFinishes =
            entryCalls.isEmpty
            ? calls.filter { $0.kind == .notifyRegistrationFinished && config.isGeneratedRegistry($0.location.file) }
            : entryCalls
        guard !appFinishes.isEmpty || !registryFinishes.isEmpty else { return [] }
        var findings: [Finding] = []
        let unscanned = context.graph.linkedDependencies.registrySetupOpenBecause
        for finish in (registryFinishes + appFinishes).sorted(by: { $0.location < $1.location }) {
            if let finding = Self.automaticRegistrationFinding(finish, switches: calls, unscannedMaySwitch: unscanned) {
                findings.append(finding)
            }
        }
        var doubled: Set<SourceLocation> = []
        for finish in appFinishes {
            if let finding = Self.finishAfterRegistryFinding(finish, entryCalls: entryCalls) {
                findings.append(finding)
                doubled.insert(finish.location)
            }
        }
        // The registry's finish first: a second finish is reported where the app can change it.
        let ordered = registryFinishes + appFinishes
        for (index, finish) in ordered.enumerated() where !doubled.contains(finish.location) {
            if let finding = Self.secondFinishFinding(finish, earlier: ordered[..<index], config: config) {
                findings.append(finding)
            }
        }
        return findings
    }

    /// `RouteRegistry.registerRoutes` (or `App.RouteRegistry.registerAllRoutes`) for the configured registry name.
    private static func callsRegistry(_ call: RegistrySetupCall, config: RouteGenConfig) -> Bool {
        guard let callee = call.callee else { return false }
        let parts = callee.split(separator: ".")
        return parts.count >= 2 && parts[parts.count - 2] == config.output.registryTypeName
    }

    /// A finish while `autoRegister` is still on: nothing scanned switches it off in a build that
    /// compiles the call. A note when code routegen does not scan may switch it.
    private static func automaticRegistrationFinding(
        _ finish: RegistrySetupCall, switches: [RegistrySetupCall], unscannedMaySwitch: String?
    )
        -> Finding?
    {
        let build = finish.condition.buildOnly
        let reaching = switches.filter { !$0.condition.buildOnly.excludes(build) }
        if reaching.contains(where: { $0.kind == .autoRegisterOff }) { return nil }
        let message =
            "\(subject(finish)) finishes registration by hand, but no scanned code sets `ZIKRouteRegistry.autoRegister` to NO / false, so ZIKRouter registers every router itself; it asserts \"Only use -notifyRegistrationFinished for manually registration.\" when the call runs in debug builds (and \"Registration is already finished.\" once the application's delegate is set)"
        if let unread = reaching.first(where: { $0.kind == .autoRegisterUnread }) {
            return Finding(
                message
                    + " unless the value routegen cannot read that \(unread.location.file):\(unread.location.line) gives `autoRegister` is NO",
                at: finish.location, severity: .note)
        }
        if let unscannedMaySwitch {
            return Finding(
                message + ", unless code routegen does not scan sets it: \(unscannedMaySwitch)", at: finish.location,
                severity: .note)
        }
        guard finish.runsWithItsFunction else {
            return Finding(
                message + " if it runs; a branch, loop or closure around it decides that", at: finish.location,
                severity: .note)
        }
        return Finding(message, at: finish.location)
    }

    /// The app's finish in the function that calls the generated registry's `registerRoutes`,
    /// with no branch around either: both finish registration in every launch that runs the function.
    private static func finishAfterRegistryFinding(
        _ finish: RegistrySetupCall, entryCalls: [RegistrySetupCall]
    ) -> Finding? {
        guard finish.runsWithItsFunction,
            let entry = entryCalls.first(where: {
                $0.location.file == finish.location.file && $0.function == finish.function
                    && $0.runsWithItsFunction && ConditionLogic.relation($0.condition, finish.condition) == .together
            })
        else { return nil }
        let order = entry.location < finish.location ? "after" : "before"
        return Finding(
            "\(spelling(finish)) finishes registration \(order) \(spelling(entry)) at line \(entry.location.line), which finishes it too (the registry routegen generates ends `registerRoutes` with `notifyRegistrationFinished`); both run whenever this function runs, and ZIKRouter asserts \"Registration is already finished.\" in debug builds. Remove this call",
            at: finish.location)
    }

    /// The second of two finishes that may run in one launch.
    private static func secondFinishFinding(
        _ finish: RegistrySetupCall, earlier: ArraySlice<RegistrySetupCall>, config: RouteGenConfig
    ) -> Finding? {
        let generated = config.isGeneratedRegistry(finish.location.file)
        var note: RegistrySetupCall?
        for other in earlier {
            // Two generated registries are one written over the other: only one is compiled.
            if generated && config.isGeneratedRegistry(other.location.file) { continue }
            let sameBody = other.location.file == finish.location.file && other.function == finish.function
            // Runtime branches of two functions test values at two moments: only `#if` can part them.
            let relation =
                sameBody
                ? ConditionLogic.relation(other.condition, finish.condition)
                : ConditionLogic.relation(other.condition.buildOnly, finish.condition.buildOnly)
            if relation == .exclusive { continue }
            if sameBody, relation == .together, other.runsWithItsFunction, finish.runsWithItsFunction {
                return Finding(
                    "\(spelling(finish)) finishes registration a second time after \(place(other)); ZIKRouter asserts \"Registration is already finished.\" in debug builds",
                    at: finish.location)
            }
            if note == nil { note = other }
        }
        guard let other = note else { return nil }
        return Finding(
            "\(spelling(finish)) finishes registration again after \(place(other)); ZIKRouter asserts \"Registration is already finished.\" in debug builds if both run in one launch, which routegen cannot tell",
            at: finish.location, severity: .note)
    }

    private static func spelling(_ call: RegistrySetupCall) -> String {
        let swift = call.location.file.hasSuffix(".swift")
        if call.kind == .registerRoutesCall, let callee = call.callee, let dot = callee.lastIndex(of: ".") {
            let receiver = callee[..<dot]
            let method = callee[callee.index(after: dot)...]
            return swift ? "`\(receiver).\(method)()`" : "`[\(receiver) \(method)]`"
        }
        return swift
            ? "`ZIKRouteRegistry.notifyRegistrationFinished()`" : "`[ZIKRouteRegistry notifyRegistrationFinished]`"
    }

    /// The call as the subject of a sentence: a call of the generated registry says why it finishes.
    private static func subject(_ call: RegistrySetupCall) -> String {
        call.kind == .registerRoutesCall
            ? "\(spelling(call)), whose generated body ends with `notifyRegistrationFinished`,"
            : spelling(call)
    }

    private static func place(_ call: RegistrySetupCall) -> String {
        let function = call.function.map { " in `\($0)`" } ?? ""
        return "the call at \(call.location.file):\(call.location.line)\(function)"
    }
}
