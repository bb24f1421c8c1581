import Foundation
import RouteGenTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// The folders of each library target form layers: no folder depends on one that depends back on
/// it. SwiftPM already refuses a cycle between targets; this test does the same for the folders
/// inside a target, so that the order in docs/architecture.md stays true. `scripts/check-layers.sh`
/// runs it and prints the order.
///
/// A file depends on a folder when it names a type declared at the top level of a file there.
/// Only type names count (members are reached through their type), and a name declared in two
/// folders of the same target counts for neither.
@Suite struct LayerTests {
    static let targets = ["RouteGenModel", "RouteGenScanners", "RouteGenCore"]

    @Test(arguments: targets) func foldersOfATargetHaveNoCycle(target: String) throws {
        let graph = FolderGraph(files: try ParsedSources.target(target))
        let cycles = graph.cycles()
        #expect(cycles.isEmpty, "\(target): \(cycles.map { graph.describe($0) }.joined(separator: "\n"))")
        if let order = graph.layers() {
            print("\(target) layers, lowest first: \(order.map { $0.joined(separator: " ") }.joined(separator: " < "))")
        }
    }

    /// The check finds a cycle when there is one: two folders that name each other's types.
    @Test func aCycleBetweenTwoFoldersIsFound() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try root.write("Reporting/Report.swift", "struct Report { var rule: CheckRule }\n")
        try root.write(
            "Checks/CheckRule.swift", "struct CheckRule { func render() -> Report { Report(rule: self) } }\n")
        try root.write("Model/Value.swift", "enum Value {}\n")
        let graph = try FolderGraph(target: root.path)
        #expect(graph.cycles() == [["Checks", "Reporting"]])
        #expect(graph.layers() == nil)
    }

    @Test func layersPutAFolderAboveWhatItNames() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try root.write("Checks/CheckRule.swift", "struct CheckRule { var value: Value }\n")
        try root.write("Model/Value.swift", "enum Value {}\n")
        try root.write("Reporting/Report.swift", "struct Report { var rule: CheckRule }\n")
        let graph = try FolderGraph(target: root.path)
        #expect(graph.cycles().isEmpty)
        #expect(graph.layers() == [["Model"], ["Checks"], ["Reporting"]])
    }
}

/// Which folders of one target name types of which others.
struct FolderGraph {
    /// folder → folder it depends on → (file, name) examples.
    private(set) var edges: [String: [String: [(file: String, name: String)]]] = [:]
    private(set) var folders: Set<String> = []

    init(target: String) throws {
        self.init(files: try ParsedSources.files(under: target))
    }

    /// `files`' paths are relative to the target's folder.
    init(files: [ParsedSources.File]) {
        var declaredIn: [String: Set<String>] = [:]
        var trees: [(folder: String, file: String, tree: SourceFileSyntax)] = []
        for file in files {
            let relative = file.path
            let folder = relative.contains("/") ? String(relative.prefix { $0 != "/" }) : "(root)"
            folders.insert(folder)
            trees.append((folder, relative, file.tree))
            for name in TopLevelTypes.names(in: file.tree) { declaredIn[name, default: []].insert(folder) }
        }
        let owner = declaredIn.compactMapValues { $0.count == 1 ? $0.first : nil }
        for (folder, file, tree) in trees {
            let names = TypeNameReferences(viewMode: .sourceAccurate)
            names.walk(tree)
            for name in names.found.sorted() {
                guard let other = owner[name], other != folder else { continue }
                edges[folder, default: [:]][other, default: []].append((file, name))
            }
        }
    }

    /// Groups of folders that reach each other, each sorted; none when the folders are layers.
    func cycles() -> [[String]] {
        stronglyConnected().filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The folders in layers, lowest first: each folder names only folders of lower layers. Nil
    /// when there is a cycle.
    func layers() -> [[String]]? {
        guard cycles().isEmpty else { return nil }
        var level: [String: Int] = [:]
        func depth(_ folder: String) -> Int {
            if let known = level[folder] { return known }
            let below = (edges[folder] ?? [:]).keys.map(depth).max().map { $0 + 1 } ?? 0
            level[folder] = below
            return below
        }
        let all = folders.sorted()
        let levels = all.map(depth)
        return (0...(levels.max() ?? 0)).map { value in all.indices.filter { levels[$0] == value }.map { all[$0] } }
    }

    func describe(_ cycle: [String]) -> String {
        let members = Set(cycle)
        return cycle.flatMap { from in
            (edges[from] ?? [:]).filter { members.contains($0.key) }.sorted { $0.key < $1.key }.map { to, uses in
                "  \(from) → \(to): " + uses.prefix(4).map { "\($0.name) (\($0.file))" }.joined(separator: ", ")
            }
        }.joined(separator: "\n")
    }

    /// Tarjan's algorithm over the folder graph.
    private func stronglyConnected() -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []
        func visit(_ folder: String) {
            indices[folder] = index
            lowLinks[folder] = index
            index += 1
            stack.append(folder)
            onStack.insert(folder)
            for next in (edges[folder] ?? [:]).keys.sorted() {
                if indices[next] == nil {
                    visit(next)
                    lowLinks[folder] = min(lowLinks[folder]!, lowLinks[next]!)
                } else if onStack.contains(next) {
                    lowLinks[folder] = min(lowLinks[folder]!, indices[next]!)
                }
            }
            if lowLinks[folder] == indices[folder] {
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == folder { break }
                }
                components.append(component)
            }
        }
        for folder in folders.sorted() where indices[folder] == nil { visit(folder) }
        return components
    }
}

/// The types a file declares at its top level.
private enum TopLevelTypes {
    static func names(in tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { item -> String? in
            let decl = item.item.as(DeclSyntax.self)
            if let type = decl?.as(StructDeclSyntax.self) { return type.name.text }
            if let type = decl?.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = decl?.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = decl?.as(ProtocolDeclSyntax.self) { return type.name.text }
            if let type = decl?.as(ActorDeclSyntax.self) { return type.name.text }
            if let type = decl?.as(TypeAliasDeclSyntax.self) { return type.name.text }
            return nil
        }
    }
}

/// Every capitalised name a file uses as a type or as the base of an expression.
private final class TypeNameReferences: SyntaxVisitor {
    var found: Set<String> = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        found.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text.first?.isUppercase == true { found.insert(node.baseName.text) }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.extendedType.as(IdentifierTypeSyntax.self) { found.insert(type.name.text) }
        return .visitChildren
    }
}
