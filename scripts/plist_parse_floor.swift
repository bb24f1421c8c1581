// The parse floor of an Xcode project: how long Foundation's PropertyListSerialization takes to
// parse each given project.pbxproj (the OpenStep text format Xcode writes), and nothing else.
// scripts/benchmark.py --workspace compiles it with `swiftc -O` and runs it in the same run as
// routegen, so that the cost no project reader can avoid is measured on the same machine load.
//
//   plist_parse_floor [--repeat N] FILE...
//
// Reading the bytes is timed apart from parsing them. For each file it prints
// `<seconds> <bytes> <objects> <path>` (the best of N parses), then `total <seconds>` (the sum of
// the files' best parse times) and `read <seconds>` (the sum of their best read times).
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var repeats = 3
if arguments.first == "--repeat", arguments.count >= 2, let count = Int(arguments[1]) {
    repeats = max(1, count)
    arguments.removeFirst(2)
}
if arguments.isEmpty {
    FileHandle.standardError.write("usage: plist_parse_floor [--repeat N] project.pbxproj...\n".data(using: .utf8)!)
    exit(2)
}

func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

var totalParse = 0.0
var totalRead = 0.0
for path in arguments {
    var bestParse = Double.infinity
    var bestRead = Double.infinity
    var bytes = 0
    var objects = 0
    for _ in 0..<repeats {
        let readStart = now()
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write("cannot read \(path)\n".data(using: .utf8)!)
            exit(1)
        }
        let parseStart = now()
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            FileHandle.standardError.write("\(path): not a property list: \(error)\n".data(using: .utf8)!)
            exit(1)
        }
        let end = now()
        bestRead = min(bestRead, parseStart - readStart)
        bestParse = min(bestParse, end - parseStart)
        bytes = data.count
        objects = ((plist as? [String: Any])?["objects"] as? [String: Any])?.count ?? 0
    }
    guard objects > 0 else {
        FileHandle.standardError.write("\(path): no objects\n".data(using: .utf8)!)
        exit(1)
    }
    totalParse += bestParse
    totalRead += bestRead
    print(String(format: "%.6f", bestParse) + " \(bytes) \(objects) \(path)")
}
print(String(format: "total %.6f", totalParse))
print(String(format: "read %.6f", totalRead))
