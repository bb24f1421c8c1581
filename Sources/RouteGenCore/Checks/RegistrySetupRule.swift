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
            "`[ZIKRouteRegistry notifyRegistrationFinished]` / `ZIKRouteRegistry.notifyRegistrationFinished()` ends manual registration. ZIKRouter asserts that `ZIKRouteRegistry.autoRegister` is `NO` when it runs (automatic registration, the default, has registered every router already when the application's delegate is set), and that registration is not finished yet, so a second call asserts too. Set `ZIKRouteRegistry.autoRegister = NO` / `false` before `UIApplicationMain` (in `main` or a `+load`), and finish registration once. The call is an error when no scanned code switches automatic registration off and nothing but its `#if` branches decides whether it runs, and when two calls sit in one function outside any branch; a note when a branch, loop or closure may keep a call from running, when `autoRegister` is given a value routegen cannot read, or when the two calls sit in different functions, which routegen cannot prove both run. Calls in branches that exclude each other are fine. The registry `routegen generate` writes finishes registration for apps that switch automatic registration off; its call is only counted against the app's own calls.",
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
        let calls = context.graph.registrySetupCalls.sorted { $0.location < $1.location }
        let finishes = calls.filter { $0.kind == .notifyRegistrationFinished }
        guard !finishes.isEmpty else { return [] }
        var findings: [Finding] = []
        for finish in finishes where !context.config.isGeneratedRegistry(finish.location.file) {
            if let finding = Self.automaticRegistrationFinding(finish, switches: calls) { findings.append(finding) }
        }
        // The generated registry's call first: a second finish is reported where the app can change it.
        let ordered =
            finishes.filter { context.config.isGeneratedRegistry($0.location.file) }
            + finishes.filter { !context.config.isGeneratedRegistry($0.location.file) }
        for (index, finish) in ordered.enumerated() {
            if let finding = Self.secondFinishFinding(finish, earlier: ordered[..<index], config: context.config) {
                findings.append(finding)
            }
        }
        return findings
    }

    /// A finish while `autoRegister` is still on: nothing scanned switches it off in a build that
    /// compiles the call.
    private static func automaticRegistrationFinding(
        _ finish: RegistrySetupCall, switches: [RegistrySetupCall]
    )
        -> Finding?
    {
        let build = finish.condition.buildOnly
        let reaching = switches.filter { !$0.condition.buildOnly.excludes(build) }
        if reaching.contains(where: { $0.kind == .autoRegisterOff }) { return nil }
        let message =
            "\(spelling(finish)) finishes registration by hand, but no scanned code sets `ZIKRouteRegistry.autoRegister` to NO / false, so ZIKRouter registers every router itself; it asserts \"Only use -notifyRegistrationFinished for manually registration.\" when the call runs in debug builds (and \"Registration is already finished.\" once the application's delegate is set)"
        if let unread = reaching.first(where: { $0.kind == .autoRegisterUnread }) {
            return Finding(
                message
                    + " unless the value routegen cannot read that \(unread.location.file):\(unread.location.line) gives `autoRegister` is NO",
                at: finish.location, severity: .note)
        }
        guard finish.runsWithItsFunction else {
            return Finding(
                message + " if it runs; a branch, loop or closure around it decides that", at: finish.location,
                severity: .note)
        }
        return Finding(message, at: finish.location)
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
        call.location.file.hasSuffix(".swift")
            ? "`ZIKRouteRegistry.notifyRegistrationFinished()`" : "`[ZIKRouteRegistry notifyRegistrationFinished]`"
    }

    private static func place(_ call: RegistrySetupCall) -> String {
        let function = call.function.map { " in `\($0)`" } ?? ""
        return "the call at \(call.location.file):\(call.location.line)\(function)"
    }
}
