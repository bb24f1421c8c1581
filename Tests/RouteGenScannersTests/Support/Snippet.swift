import Foundation
import Testing

@testable import RouteGenModel
@testable import RouteGenScanners

/// Inline-source helpers: a few lines of Swift or Objective-C in, the scanners' facts out.
enum Snippet {
    /// A file's facts as a run reads them: the pre-filter of its language first, then its parser
    /// (on a large stack, as the runs give it). For a Swift file the pre-filter lets through, a
    /// check that the pruned facts walk records what the full walk does: every snippet of the
    /// suite is a case.
    static func facts(_ source: String, path: String = "Sources/App/Snippet.swift") -> FileFacts {
        // Discovery's rule: these suffixes are Objective-C, anything else is read as Swift.
        let objc = [".h", ".m", ".mm", ".pch"].contains { path.hasSuffix($0) }
        if !objc {
            guard SwiftPrefilter.mayHoldRoutes(source) else { return FileFacts(path: path, language: .swift) }
            let facts = LargeStack.run { SwiftFileScanner.facts(path: path, source: source) }
            let full = LargeStack.run { SwiftFileScanner.facts(path: path, source: source, pruning: false) }
            #expect(facts == full, "\(path): the pruned Swift walk differs from the full walk")
            return facts
        }
        let bytes = Array(source.utf8)
        guard ObjCPrefilter.mayHoldRoutes(bytes) else { return FileFacts(path: path, language: .objc) }
        return LargeStack.run {
            ObjCFileScanner.parse(
                path: path, bytes: ObjCFileScanner.withoutByteOrderMark(bytes), prelude: ObjCPrelude.with([]))
        }
    }
}
