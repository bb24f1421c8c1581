import Foundation
import RouteGenModel

/// What a development pod's podspec says about its files, for a workspace whose `Pods` project is
/// not installed. A podspec is Ruby, and routegen does not run Ruby: it reads the plain forms
/// (`s.source_files = 'A/**/*.{h,m}'`, several strings, an array of strings, `%w[…]`, the same
/// under `s.ios.`/`ss.` and in subspecs) and the JSON form (`Name.podspec.json`), and says so when
/// an attribute it needs is written any other way (a variable, string interpolation, a method
/// call): the pod is then read whole.
struct Podspec: Equatable {
    var moduleName: String?
    /// Globs relative to the pod's folder; empty means the spec names none.
    var sourceFiles: [String] = []
    var publicHeaderFiles: [String] = []
    var excludeFiles: [String] = []
    /// Why an attribute could not be read, when one could not (a file name and a short reason).
    var unread: String?

    /// The attributes read from a podspec's Ruby, by their last word (`ios.source_files` counts
    /// as `source_files`).
    static let attributes: Set<String> = ["source_files", "public_header_files", "exclude_files", "module_name"]

    /// `Name.podspec` or `Name.podspec.json` in `folder`; nil when there is neither.
    static func read(pod: String, folder: String) -> (spec: Podspec, path: String)? {
        let ruby = ProjectPath.join(folder, pod + ".podspec")
        if let data = FileManager.default.contents(atPath: ruby) {
            guard let text = String(data: data, encoding: .utf8) else {
                return (Podspec(unread: "\(pod).podspec is not UTF-8"), ruby)
            }
            return (parse(ruby: text, file: pod + ".podspec"), ruby)
        }
        let json = ruby + ".json"
        if let data = FileManager.default.contents(atPath: json) {
            return (parse(json: data, file: pod + ".podspec.json"), json)
        }
        return nil
    }

    static func parse(json data: Data, file: String) -> Podspec {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return Podspec(unread: "\(file) is not a JSON object")
        }
        var spec = Podspec()
        func strings(_ value: Any?) -> [String] {
            if let text = value as? String { return [text] }
            return (value as? [Any])?.compactMap { $0 as? String } ?? []
        }
        // The spec, its platform sections and its subspecs, all of which may name files.
        func collect(_ dictionary: [String: Any]) {
            spec.sourceFiles += strings(dictionary["source_files"])
            spec.publicHeaderFiles += strings(dictionary["public_header_files"])
            spec.excludeFiles += strings(dictionary["exclude_files"])
            if spec.moduleName == nil, let module = dictionary["module_name"] as? String { spec.moduleName = module }
            for platform in ["ios", "osx", "tvos", "watchos", "visionos"] {
                if let section = dictionary[platform] as? [String: Any] { collect(section) }
            }
            for subspec in dictionary["subspecs"] as? [Any] ?? [] {
                if let subspec = subspec as? [String: Any] { collect(subspec) }
            }
        }
        collect(object)
        return spec
    }

    static func parse(ruby text: String, file: String) -> Podspec {
        var spec = Podspec()
        let tokens = RubyTokens(text).tokens
        var index = 0
        while index < tokens.count {
            // `receiver(.platform)?.attribute = value`
            guard case .word(let attribute) = tokens[index], attributes.contains(attribute),
                index > 0, tokens[index - 1] == .dot,
                index + 1 < tokens.count, tokens[index + 1] == .assign
            else {
                index += 1
                continue
            }
            let (values, end, plain) = readValue(tokens, from: index + 2)
            index = end
            guard plain else {
                spec.unread = spec.unread ?? "\(file): `\(attribute)` is not written as plain strings"
                continue
            }
            switch attribute {
            case "source_files": spec.sourceFiles += values
            case "public_header_files": spec.publicHeaderFiles += values
            case "exclude_files": spec.excludeFiles += values
            default: spec.moduleName = spec.moduleName ?? values.first
            }
        }
        return spec
    }

    /// The strings of a value: `'a'`, `'a', 'b'`, `['a', 'b']` or `%w[a b]`, with an optional
    /// `.freeze`. `plain` is false when anything else stands there.
    private static func readValue(
        _ tokens: [RubyTokens.Token], from start: Int
    ) -> (values: [String], end: Int, plain: Bool) {
        var index = start
        var values: [String] = []
        func isEnd(_ at: Int) -> Bool { at >= tokens.count || tokens[at] == .newline }
        func skipFreeze() {
            if index + 1 < tokens.count, tokens[index] == .dot, tokens[index + 1] == .word("freeze") { index += 2 }
        }
        if index < tokens.count, tokens[index] == .open("[") {
            index += 1
            while index < tokens.count, tokens[index] != .close("]") {
                switch tokens[index] {
                case .string(let text): values.append(text)
                case .comma, .newline: break
                default: return (values, skipLine(tokens, from: index), false)
                }
                index += 1
            }
            guard index < tokens.count else { return (values, index, false) }
            index += 1
            skipFreeze()
            return (values, index, isEnd(index))
        }
        while index < tokens.count {
            switch tokens[index] {
            case .string(let text), .words(let text):
                if case .words = tokens[index] {
                    values += text.split(whereSeparator: \.isWhitespace).map(String.init)
                } else {
                    values.append(text)
                }
                index += 1
                skipFreeze()
                // A comma continues the list, also across a line break.
                if index < tokens.count, tokens[index] == .comma {
                    index += 1
                    while index < tokens.count, tokens[index] == .newline { index += 1 }
                    continue
                }
                return (values, index, isEnd(index))
            default:
                return (values, skipLine(tokens, from: index), false)
            }
        }
        return (values, index, !values.isEmpty)
    }

    private static func skipLine(_ tokens: [RubyTokens.Token], from start: Int) -> Int {
        var index = start
        while index < tokens.count, tokens[index] != .newline { index += 1 }
        return index
    }
}

/// Just enough of Ruby's lexical grammar for a podspec's plain assignments: words, `.`, `=`,
/// commas, brackets, line breaks, comments, and string literals without interpolation (a string
/// with `#{` is an `.other`, so a value built from one is never taken as plain).
struct RubyTokens {
    enum Token: Equatable {
        case word(String)
        case string(String)
        /// `%w[…]`'s contents.
        case words(String)
        case dot, assign, comma, newline
        case open(Character)
        case close(Character)
        case other
    }

    private(set) var tokens: [Token] = []

    init(_ text: String) {
        let characters = Array(text)
        var index = 0
        func peek(_ offset: Int = 0) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "#":
                while let next = peek(), next != "\n" { index += 1 }
            case "\n":
                tokens.append(.newline)
                index += 1
            case "'", "\"":
                tokens.append(Self.quoted(characters, at: &index))
            case "%" where peek(1) == "w" || peek(1) == "W":
                guard peek(2) != nil else { index += 1; continue }
                tokens.append(Self.wordList(characters, at: &index))
            case ".":
                tokens.append(.dot)
                index += 1
            case ",":
                tokens.append(.comma)
                index += 1
            case "=":
                // `==`, `=>` and `=~` are not assignments.
                if let next = peek(1), "=>~".contains(next) {
                    tokens.append(.other)
                    index += 2
                } else {
                    tokens.append(.assign)
                    index += 1
                }
            case "[", "(", "{":
                tokens.append(.open(character))
                index += 1
            case "]", ")", "}":
                tokens.append(.close(character))
                index += 1
            default:
                if character.isLetter || character == "_" {
                    tokens.append(Self.word(characters, at: &index))
                } else {
                    if !character.isWhitespace { tokens.append(.other) }
                    index += 1
                }
            }
        }
    }

    /// The string literal opening at `index`, and `index` past its closing quote. A string with
    /// `#{` in double quotes is interpolated: an `.other`.
    private static func quoted(_ characters: [Character], at index: inout Int) -> Token {
        let quote = characters[index]
        index += 1
        var value = ""
        var interpolated = false
        while index < characters.count, characters[index] != quote {
            let next = characters[index]
            if next == "\\", index + 1 < characters.count {
                value.append(characters[index + 1])
                index += 2
                continue
            }
            if quote == "\"", next == "#", index + 1 < characters.count, characters[index + 1] == "{" {
                interpolated = true
            }
            value.append(next)
            index += 1
        }
        index += 1
        return interpolated ? .other : .string(value)
    }

    /// The `%w[…]` (or `%W`, with any bracket or delimiter) opening at `index`, and `index` past it.
    private static func wordList(_ characters: [Character], at index: inout Int) -> Token {
        let open = characters[index + 2]
        let close: Character = ["[": "]", "(": ")", "{": "}", "<": ">"][open] ?? open
        index += 3
        var value = ""
        while index < characters.count, characters[index] != close {
            value.append(characters[index])
            index += 1
        }
        index += 1
        return .words(value)
    }

    /// The word (an identifier, or a method name ending in `?` or `!`) starting at `index`.
    private static func word(_ characters: [Character], at index: inout Int) -> Token {
        var word = ""
        while index < characters.count {
            let next = characters[index]
            guard next.isLetter || next.isNumber || next == "_" || next == "?" || next == "!" else { break }
            word.append(next)
            index += 1
        }
        return .word(word)
    }
}
