import Foundation

/// The shell the docs show, read out of the Markdown files themselves, so that a test runs or
/// parses what a reader copies rather than a copy kept in the test.
package enum DocumentedCommands {
    /// A fenced shell block of a document, with the line its fence opens on.
    package struct Block {
        package var file: String
        package var line: Int
        package var text: String

        package init(file: String, line: Int, text: String) {
            self.file = file
            self.line = line
            self.text = text
        }
    }

    /// Every ```sh / ```bash / ```shell block of `relativePath` (from the repository root).
    package static func shellBlocks(in relativePath: String) throws -> [Block] {
        let text = try String(contentsOfFile: Repository.path(relativePath), encoding: .utf8)
        var blocks: [Block] = []
        var open: (line: Int, lines: [String])?
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if var current = open {
                if line.hasPrefix("```") {
                    blocks.append(
                        Block(file: relativePath, line: current.line, text: current.lines.joined(separator: "\n")))
                    open = nil
                } else {
                    current.lines.append(Self.dedented(raw))
                    open = current
                }
            } else if ["```sh", "```bash", "```shell"].contains(line) {
                open = (index + 1, [])
            }
        }
        return blocks
    }

    /// The block that follows the `<!-- run-script-phase -->` marker: the Run Script phase's text.
    package static func runScriptPhase(in relativePath: String) throws -> String? {
        let text = try String(contentsOfFile: Repository.path(relativePath), encoding: .utf8)
        guard let marker = text.range(of: "<!-- run-script-phase -->") else { return nil }
        let after = text[marker.upperBound...]
        guard let fence = after.range(of: "```sh\n"), let end = after[fence.upperBound...].range(of: "```") else {
            return nil
        }
        return after[fence.upperBound..<end.lowerBound].components(separatedBy: "\n").map(Self.dedented).joined(
            separator: "\n")
    }

    /// The arguments of every `routegen` command in a block: continuation lines joined, comments
    /// and redirections dropped, `&&` / `||` / `;` / `|` chains split, and the command taken
    /// where `routegen` is the program run (after `VAR=value` assignments, `exec`, `then`, or
    /// `swift run`).
    package static func routegenInvocations(in block: Block) -> [[String]] {
        var invocations: [[String]] = []
        let joined = block.text.replacingOccurrences(of: "\\\n", with: " ")
        for line in joined.components(separatedBy: "\n") {
            for segment in segments(words(line)) {
                var rest = segment[...]
                while let first = rest.first,
                    first.contains("=") && !first.hasPrefix("-") || ["exec", "then", "do", "else"].contains(first)
                {
                    rest = rest.dropFirst()
                }
                if rest.starts(with: ["swift", "run"]) { rest = rest.dropFirst(2) }
                guard rest.first == "routegen" else { continue }
                invocations.append(Array(rest.dropFirst()))
            }
        }
        return invocations
    }

    /// Shell words: quotes group and are removed, `#` starts a comment outside quotes.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case "#" where !inWord:
                if inWord { words.append(current) }
                return words
            case " ", "\t":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            default:
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// Commands of a chain, without redirections.
    static func segments(_ words: [String]) -> [[String]] {
        var segments: [[String]] = [[]]
        var skipNext = false
        for word in words {
            if skipNext {
                skipNext = false
                continue
            }
            if ["&&", "||", ";", "|"].contains(word) {
                segments.append([])
            } else if [">", ">>", "2>", "<"].contains(word) {
                skipNext = true
            } else if word.hasPrefix(">") || word.hasPrefix("2>") || word.hasPrefix("<") {
                continue
            } else if word.hasSuffix(";") {
                segments[segments.count - 1].append(String(word.dropLast()))
                segments.append([])
            } else {
                segments[segments.count - 1].append(word)
            }
        }
        return segments.filter { !$0.isEmpty }
    }

    /// A block inside a list item is indented; its lines are not.
    private static func dedented(_ line: String) -> String {
        line.hasPrefix("   ") ? String(line.dropFirst(3)) : line
    }
}
