import Foundation
import RouteGenTestSupport
import Testing

@testable import routegen

/// Every `routegen` command the README and the guides show is one the current CLI accepts:
/// read out of the documents, parsed by the CLI's own parser. A renamed or removed option fails here
/// instead of in a reader's terminal.
struct DocumentedCommandsTests {
    static let documents = [
        "README.md", "docs/xcode-and-cocoapods.md", "docs/migration.md", "docs/pre-commit.md",
        "docs/generated-code.md",
    ]

    @Test(arguments: documents)
    func everyCommandParses(_ document: String) throws {
        let blocks = try DocumentedCommands.shellBlocks(in: document)
        let invocations = blocks.flatMap { block in
            DocumentedCommands.routegenInvocations(in: block).map { (block.line, $0) }
        }
        if document != "docs/generated-code.md" {
            #expect(!invocations.isEmpty, "\(document) shows no routegen command")
        }
        for (line, arguments) in invocations {
            do {
                _ = try RouteGenCommand.parseAsRoot(arguments)
            } catch {
                let message = RouteGenCommand.message(for: error)
                // The command reads the `.routegen.yml` of the folder the document runs it in.
                if Self.needsTheDocumentsFolder(message) { continue }
                Issue.record("\(document):\(line): routegen \(arguments.joined(separator: " ")): \(message)")
            }
        }
    }

    /// The one script the README and the Xcode guide show for the Run Script phase.
    @Test func theReadmeAndTheGuideShowOneRunScript() throws {
        let readme = try #require(try DocumentedCommands.runScriptPhase(in: "README.md"))
        let guide = try #require(try DocumentedCommands.runScriptPhase(in: "docs/xcode-and-cocoapods.md"))
        #expect(readme == guide)
        #expect(!guide.contains("--project"), "the phase reads the workspace from .routegen.yml")
    }

    /// The extraction itself: continuation lines, chains, assignments and comments.
    @Test func invocationsAreReadLikeAShellReadsThem() {
        let block = DocumentedCommands.Block(
            file: "x.md", line: 1,
            text: """
                apt-get install -y libclang-dev && swift run routegen Fixtures/MixedApp/Sources --module App
                SRCROOT=$PWD routegen generate --target App \\
                  --configuration "Debug" # a comment
                if ! command -v routegen >/dev/null; then exit 0; fi
                routegen --generate-completion-script zsh > ~/.zfunc/_routegen
                cp .build/release/routegen /usr/local/bin/
                """)
        #expect(
            DocumentedCommands.routegenInvocations(in: block) == [
                ["Fixtures/MixedApp/Sources", "--module", "App"],
                ["generate", "--target", "App", "--configuration", "Debug"],
                ["--generate-completion-script", "zsh"],
            ])
    }

    /// No path, or `--target`/`--configuration` with no project: what a command run in a folder
    /// with a `.routegen.yml` is, read from anywhere else. Only these two validation errors.
    static func needsTheDocumentsFolder(_ message: String) -> Bool {
        message.hasPrefix("Give at least one path to scan") || message.hasPrefix("--target and --configuration need")
    }
}
