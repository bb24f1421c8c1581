import Foundation
import RouteGenCore

/// Standard error, where diagnostics go so that standard output stays machine-readable.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { error(diagnostic.rendered) }
    }
}
