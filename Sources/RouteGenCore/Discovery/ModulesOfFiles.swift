import Foundation

/// Each file's module, by path: a dictionary, or the files in path order beside their modules, as
/// a kept project reading decodes them. Building the dictionary of a large workspace's tens of
/// thousands of files was a sixth of a run that changed nothing, and such a run never looks one
/// up: the ordered form builds it only when first asked, and answers a few look-ups by binary
/// search meanwhile.
package struct ModulesOfFiles: Hashable, Sendable {
    private enum Storage {
        case dictionary([String: String])
        case ordered(Ordered)
    }

    private var storage: Storage

    package init(_ dictionary: [String: String] = [:]) {
        storage = .dictionary(dictionary)
    }

    /// - Parameters:
    ///   - files: in strictly increasing order.
    ///   - modules: `files[i]`'s module at `i`.
    init(sortedFiles files: [String], modules: [String]) {
        precondition(files.count == modules.count, "a module for each file")
        storage = .ordered(Ordered(files: files, modules: modules))
    }

    /// Every file's module, by path; built from the ordered form when first asked.
    package var dictionary: [String: String] {
        get {
            switch storage {
            case .dictionary(let dictionary): dictionary
            case .ordered(let ordered): ordered.dictionary
            }
        }
        set { storage = .dictionary(newValue) }
        _modify {
            // Taken out, so that the dictionary is changed in place rather than copied.
            var taken = dictionary
            storage = .dictionary([:])
            defer { storage = .dictionary(taken) }
            yield &taken
        }
    }

    package var count: Int {
        switch storage {
        case .dictionary(let dictionary): dictionary.count
        case .ordered(let ordered): ordered.files.count
        }
    }

    package var isEmpty: Bool { count == 0 }

    package subscript(path: String) -> String? {
        switch storage {
        case .dictionary(let dictionary): return dictionary[path]
        case .ordered(let ordered): return ordered.module(of: path)
        }
    }

    package static func == (left: ModulesOfFiles, right: ModulesOfFiles) -> Bool {
        if case .ordered(let one) = left.storage, case .ordered(let other) = right.storage {
            return one === other || (one.files == other.files && one.modules == other.modules)
        }
        return left.count == right.count && left.dictionary == right.dictionary
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(dictionary)
    }

    /// The ordered form, shared by copies, with the dictionary once one of them asked for it.
    private final class Ordered: @unchecked Sendable {
        let files: [String]
        let modules: [String]
        private let lock = NSLock()
        private var built: [String: String]?

        init(files: [String], modules: [String]) {
            self.files = files
            self.modules = modules
        }

        var dictionary: [String: String] {
            lock.lock()
            defer { lock.unlock() }
            if let built { return built }
            var dictionary: [String: String] = [:]
            dictionary.reserveCapacity(files.count)
            for index in files.indices { dictionary[files[index]] = modules[index] }
            built = dictionary
            return dictionary
        }

        func module(of path: String) -> String? {
            var (low, high) = (0, files.count)
            while low < high {
                let middle = (low + high) / 2
                if files[middle] < path { low = middle + 1 } else { high = middle }
            }
            return low < files.count && files[low] == path ? modules[low] : nil
        }
    }
}
