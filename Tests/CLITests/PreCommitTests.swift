import Foundation
import RouteGenTestSupport
import Testing

@testable import RouteGenCore
@testable import RouteGenModel
@testable import RouteGenScanners

/// The hooks of `.pre-commit-hooks.yaml`, run by the real pre-commit framework (from PyPI, in a
/// virtual environment) on a temporary git repository: a commit that removes a needed
/// registration is refused with the diagnostic; a clean one passes.
///
/// `routegen-check-system` runs the `routegen` this package built. The `language: swift` hook would
/// build this package again, swift-syntax included, in pre-commit's cache (many minutes on a
/// small machine); both hooks share the same entry, files filter and arguments, which
/// `hooksShareTheirCheck` asserts.
struct PreCommitTests {
    /// Reused between runs (pip from PyPI takes a while); rebuilt when it does not work.
    static let virtualEnvironment = NSTemporaryDirectory() + "routegen-pre-commit-venv"

    private static func preCommit() throws -> String? {
        let executable = virtualEnvironment + "/bin/pre-commit"
        if let probe = try? ProcessRunner.run(executable, ["--version"]), probe.status == 0 { return executable }
        try? FileManager.default.removeItem(atPath: virtualEnvironment)
        let venv = try ProcessRunner.run("python3", ["-m", "venv", virtualEnvironment])
        guard venv.status == 0 else {
            Issue.record("cannot create a virtual environment with python3 -m venv: \(venv.stderr)")
            return nil
        }
        let pip = try ProcessRunner.run(
            virtualEnvironment + "/bin/pip", ["install", "--quiet", "--disable-pip-version-check", "pre-commit"])
        guard pip.status == 0, FileManager.default.isExecutableFile(atPath: executable) else {
            Issue.record("pip could not install pre-commit from PyPI (status \(pip.status)): \(pip.stderr)")
            return nil
        }
        return executable
    }

    private static let login = """
        import UIKit
        import ZIKRouter
        import ZRouter

        protocol LoginViewInput: AnyObject {}
        extension RoutableView where Protocol == LoginViewInput {
            init() { self.init(declaredProtocol: Protocol.self) }
        }

        final class LoginViewController: UIViewController, ZIKRoutableView, LoginViewInput {}

        final class LoginViewRouter: ZIKViewRouter<LoginViewController, ViewRouteConfig> {
            override class func registerRoutableDestination() {
                registerView(LoginViewController.self)
                register(RoutableView<LoginViewInput>())
            }

            override func destination(with configuration: ViewRouteConfig) -> LoginViewController? {
                LoginViewController()
            }
        }

        """

    private static let coordinator = """
        import ZRouter

        func showLogin(from source: AnyObject) {
            Router.perform(to: RoutableView<LoginViewInput>(), path: .push(from: source))
        }

        """

    @Test func commitRemovingANeededRegistrationIsRefused() throws {
        guard let preCommit = try Self.preCommit() else { return }
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let binDirectory = (try ProcessRunner.routegenBinary() as NSString).deletingLastPathComponent
        let environment = [
            "PATH": binDirectory + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "PRE_COMMIT_HOME": scratch.path + "/cache",
            "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
        func run(_ executable: String, _ arguments: [String], in directory: String) throws -> ProcessOutput {
            try ProcessRunner.run(executable, arguments, in: directory, environment: environment)
        }

        // The hook repository: this package's hooks file, committed.
        let hooks = scratch.path + "/hooks"
        try scratch.write(
            "hooks/.pre-commit-hooks.yaml",
            try String(contentsOfFile: Repository.path(".pre-commit-hooks.yaml"), encoding: .utf8))
        #expect(try run("git", ["init", "-q"], in: hooks).status == 0)
        #expect(try run("git", ["add", "."], in: hooks).status == 0)
        #expect(try run("git", ["commit", "-q", "-m", "hooks"], in: hooks).status == 0)
        let revision = try run("git", ["rev-parse", "HEAD"], in: hooks).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)

        // The app, with the hook installed.
        let app = scratch.path + "/app"
        try scratch.write("app/Sources/App/Login.swift", Self.login)
        try scratch.write("app/Sources/App/Coordinator.swift", Self.coordinator)
        try scratch.write(
            "app/.pre-commit-config.yaml",
            """
            repos:
              - repo: \(hooks)
                rev: \(revision)
                hooks:
                  - id: routegen-check-system
                    args: [Sources]

            """)
        #expect(try run("git", ["init", "-q"], in: app).status == 0)
        let install = try run(preCommit, ["install"], in: app)
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")

        #expect(try run("git", ["add", "."], in: app).status == 0)
        let clean = try run("git", ["commit", "-m", "Login screen"], in: app)
        #expect(clean.status == 0, "a clean commit passes: \(clean.stdout)\(clean.stderr)")
        #expect((clean.stdout + clean.stderr).contains("routegen check"), "the hook ran")

        // Removing the registration, in a file other than the use site's.
        try scratch.write(
            "app/Sources/App/Login.swift",
            Self.login.replacingOccurrences(of: "        register(RoutableView<LoginViewInput>())\n", with: ""))
        let refused = try run("git", ["commit", "-am", "Drop the login registration"], in: app)
        let output = refused.stdout + refused.stderr
        #expect(refused.status != 0, "the commit is refused: \(output)")
        #expect(
            output.contains(
                "Sources/App/Coordinator.swift:4:24: error: view protocol LoginViewInput requested by `Router.perform` is not registered"
            ), "\(output)")
        #expect(output.contains("[unregistered-route]"))
        let log = try run("git", ["log", "--oneline"], in: app)
        #expect(log.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "nothing was committed")
    }

    @Test func hooksShareTheirCheck() throws {
        let text = try String(contentsOfFile: Repository.path(".pre-commit-hooks.yaml"), encoding: .utf8)
        let hooks = text.components(separatedBy: "\n- id: ").dropFirst()
        #expect(hooks.count == 2)
        for hook in hooks {
            #expect(hook.contains("entry: routegen check\n"))
            #expect(hook.contains("pass_filenames: false\n"))
            #expect(hook.contains("files: '\\.(swift|h|m|mm)$'\n"))
            #expect(hook.contains("args: [.]"))
        }
        #expect(
            hooks.first?.hasPrefix("routegen-check\n") == true && hooks.first?.contains("language: swift\n") == true)
        #expect(
            hooks.last?.hasPrefix("routegen-check-system\n") == true
                && hooks.last?.contains("language: system\n") == true)
        // language: swift builds the package at the repository root, which must provide the executable.
        let manifest = try String(contentsOfFile: Repository.path("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".executable(name: \"routegen\""))
    }
}
