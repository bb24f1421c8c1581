/// Decides which module a file belongs to: a configured file or folder first, then SwiftPM's
/// `Sources/<Target>/…` layout.
public struct ModuleResolver: Sendable {
    private let folders: [(components: [String], module: String)]

    public init(moduleMap: [String: String]) {
        folders = moduleMap
            .map { (components: Self.components($0.key), module: $0.value) }
            .sorted { ($0.components.count, $0.module) > ($1.components.count, $1.module) }
    }

    public func module(forFile path: String) -> String? {
        let parts = Self.components(path)
        // `>=`: an entry may name the file itself (file lists with a module column).
        for folder in folders where parts.count >= folder.components.count && Array(parts.prefix(folder.components.count)) == folder.components {
            return folder.module
        }
        // The last `Sources` folder with a target folder between it and the file.
        if let index = parts.dropLast(2).lastIndex(of: "Sources") {
            return parts[index + 1]
        }
        return nil
    }

    /// Path components without `.` and empty parts, so `./Sources//App` equals `Sources/App`.
    static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }
}
