/// Line and column of a UTF-8 offset, from the offsets where each line starts (the first is 0).
package enum LineStarts {
    /// 1-based line and UTF-8 column of `offset`; `starts` is increasing and begins with 0.
    package static func position(of offset: Int, in starts: [Int]) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
