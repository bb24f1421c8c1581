// Rewrites the files generated from the facts' declarations (`FactsCodingGenerator`), from the
// repository root or the folder given. Built without the library targets, so it runs even when a
// removed or renamed field leaves the old generated code unable to compile.
import FactsCodingGenerator
import Foundation

let root = CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath
do {
    for file in try FactsCodingGenerator.generate(repository: root) {
        let path = root + "/" + file.path
        if (try? String(contentsOfFile: path, encoding: .utf8)) == file.text {
            print("unchanged: \(file.path)")
        } else {
            try file.text.write(toFile: path, atomically: true, encoding: .utf8)
            print("rewritten: \(file.path)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("generate-facts-coding: \(error)\n".utf8))
    exit(1)
}
