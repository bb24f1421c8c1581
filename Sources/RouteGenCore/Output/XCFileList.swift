import Foundation
import RouteGenModel

/// The input and output file lists of an Xcode Run Script phase. Xcode re-runs the phase only
/// when a listed input is newer than a listed output, and with `ENABLE_USER_SCRIPT_SANDBOXING`
/// the script may read and write only what these lists name.
package enum XCFileList {
    package static let inputsName = "routegen-inputs.xcfilelist"
    package static let outputsName = "routegen-outputs.xcfilelist"

    /// Sorted, one path a line; a path under `$SRCROOT` is written as `$(SRCROOT)/…` so the
    /// lists can be committed and used on every machine.
    package static func lists(
        inputs: [String], outputs: [String], environment: [String: String]
    ) -> (inputs: String, outputs: String) {
        let here = FileManager.default.currentDirectoryPath
        let root = environment["SRCROOT"].map { ProjectPath.normalize(absolute($0, from: here)) }
        func spell(_ path: String) -> String {
            let full = ProjectPath.normalize(absolute(path, from: here))
            if let root, full.hasPrefix(root + "/") { return "$(SRCROOT)/" + full.dropFirst(root.count + 1) }
            return full
        }
        func text(_ paths: [String]) -> String {
            Set(paths.map(spell)).sorted().map { $0 + "\n" }.joined()
        }
        return (text(inputs), text(outputs))
    }

    private static func absolute(_ path: String, from folder: String) -> String {
        path.hasPrefix("/") ? path : folder + "/" + path
    }
}
