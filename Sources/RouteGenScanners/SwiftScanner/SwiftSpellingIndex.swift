/// Where a Swift file spells anything the facts walk can record, found in one byte pass before the
/// walk, so that the walk can step over a subtree that provably records nothing and the passes
/// after it can be left out for files without a comment command or a `#sourceLocation`.
///
/// A subtree can only record a fact when its bytes hold one of these spellings (each a necessary
/// part of some recorded form):
/// - `SwiftPrefilter.words`: the declarations (`class`, `typealias`, `extension`, `protocol`,
///   which also cover attached macros and `class_addProtocol`), every registration form's method
///   or route type, and the use sites' and methods' names. They are what lets a whole file past the
///   pre-filter, and the same argument holds for any part of a file;
/// - `func`: outside a register body, a free or static function becomes a helper whose calls are
///   recorded whatever they call, and a static `defaultRouteConfiguration` is read from its body;
/// - `#`: a freestanding macro expansion, whose `X.self` arguments are recorded;
/// - `static let`: a type's string constant (`enum RouteID { static let login = "login" }`). A
///   file-scope `let` is looked at whatever it spells (the visitor checks that itself).
/// Inside a register body or helper every call statement is recorded, so nothing there is skipped
/// (the visitor checks that itself).
import RouteGenModel

package struct SwiftSpellingIndex {
    private static let factWords = SwiftPrefilter.words + ["func", "#", "static let"]
    private static let commentCommand = factWords.count
    private static let sourceLocation = factWords.count + 1
    private static let markers = ByteMarkerSet(factWords + [NonFormMarkers.commentCommand, "#sourceLocation"])

    /// Start and end offsets of each fact spelling, ascending by start.
    private var starts: [Int] = []
    private var ends: [Int] = []
    /// A `routegen:` comment command may be in the file (suppressions are read from every token).
    package private(set) var hasCommentCommand = false
    package private(set) var hasSourceLocation = false

    package init(_ buffer: UnsafeBufferPointer<UInt8>) {
        Self.markers.forEachMatch(in: buffer) { start, marker in
            switch marker {
            case Self.commentCommand: hasCommentCommand = true
            case Self.sourceLocation: hasSourceLocation = true
            default:
                starts.append(start)
                ends.append(start + Self.markers.markers[marker].count)
            }
        }
    }

    /// Whether the UTF-8 offsets `range` contain a whole fact spelling: false proves that walking
    /// that part of the file (outside register bodies) records nothing.
    package func mayRecord(in range: Range<Int>) -> Bool {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < starts.count, starts[index] < range.upperBound {
            if ends[index] <= range.upperBound { return true }
            index += 1
        }
        return false
    }
}
