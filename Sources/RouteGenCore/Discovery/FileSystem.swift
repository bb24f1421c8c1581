#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
import RouteGenModel
#endif

/// What identifies one version of a file without reading it: the cache trusts an entry whose
/// stamp is unchanged (as `git status` and `make` do) and hashes the contents otherwise.
package struct FileStamp: Hashable, Sendable {
    /// A file modified this recently may change again within the file system's time resolution
    /// without its stamp changing (git's "racily clean" problem): no stored stamp of it is trusted.
    package static let racyWindowSeconds = 2

    package var size: Int
    package var modifiedSeconds: Int
    package var modifiedNanoseconds: Int
    /// A file replaced by another (an editor's atomic save, `git checkout`) gets a new inode even
    /// when size and time happen to match.
    package var inode: UInt64

    package init(size: Int, modifiedSeconds: Int, modifiedNanoseconds: Int, inode: UInt64) {
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.inode = inode
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        self.init(
            size: Int(info.st_size), modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec),
            inode: UInt64(info.st_ino))
    }
}

/// The few POSIX calls the scan needs, used directly because Foundation's `FileManager` costs
/// several times more per file on Linux (a 30,000-file walk took 0.5–1.1 s through it).
enum FileSystem {
    enum EntryKind: Sendable {
        case directory, file, other
        /// A symbolic link whose target does not exist.
        case danglingLink
    }

    /// One name in a directory listing.
    struct Entry: Sendable {
        var name: String
        var kind: EntryKind
        /// The stamp of a regular file whose name `wantsStamp` accepted (symbolic links followed).
        var stamp: FileStamp?
    }

    /// The names in a directory with what each is (symbolic links followed), and the directory's
    /// device and inode (which tell a symbolic-link loop), from one open of it.
    /// - Parameter wantsStamp: names of files to stat relative to the open directory, which spares
    ///   the kernel a walk of the whole path for each (the run needs every source file's stamp).
    static func listing(
        of directory: String, wantsStamp: (String) -> Bool = { _ in false }
    ) -> Result<(identity: [UInt64]?, entries: [Entry]), FileSystemError> {
        guard let handle = opendir(directory) else { return .failure(FileSystemError(errno)) }
        defer { closedir(handle) }
        let descriptor = dirfd(handle)
        var info = stat()
        let identity = fstat(descriptor, &info) == 0 ? [UInt64(info.st_dev), UInt64(info.st_ino)] : nil
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let kind: EntryKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .file
            default:
                // A link, or a file system that does not fill d_type: ask stat, which follows links.
                kind = self.kind(ofPath: directory.hasSuffix("/") ? directory + name : directory + "/" + name)
            }
            var stamp: FileStamp?
            if kind == .file, wantsStamp(name), fstatat(descriptor, name, &info, 0) == 0 {
                stamp = FileStamp(info)
            }
            entries.append(Entry(name: name, kind: kind, stamp: stamp))
        }
        return .success((identity, entries))
    }

    static func kind(ofPath path: String) -> EntryKind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK ? .danglingLink : .other
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    static func stamp(of path: String) -> FileStamp? {
        var info = stat()
        // A native string is handed over in place; the implicit conversion copied every path.
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        return FileStamp(info)
    }

    /// A whole file's bytes and the stamp of the version read.
    static func read(_ path: String) -> Result<(bytes: [UInt8], stamp: FileStamp), FileSystemError> {
        // Non-blocking, so that opening a FIFO returns at once instead of waiting for a writer;
        // anything but a regular file is then refused before a byte is read.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(FileSystemError(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(FileSystemError(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(FileSystemError(notRegularFile: info.st_mode)) }
        // One byte more than the size, so a file read to its end needs no second buffer; a file
        // that grows meanwhile is read to its end anyway (its stamp is then stale, and the next
        // run hashes it again).
        let size = max(Int(info.st_size), 0)
        var total = 0
        var failure: Int32?
        // Read straight into uninitialized storage: zeroing megabytes first (the caches) cost
        // as much as a good part of reading them.
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            while total < buffer.count {
                let got = posixRead(descriptor, buffer.baseAddress! + total, buffer.count - total)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if got == 0 { break }
                total += got
                // Exactly the size `fstat` gave: the file ended there when it was read. Asking
                // again for the end would cost a system call per file, and a file that grows
                // after this read is stale either way.
                if total == size { break }
            }
            initialized = total
        }
        if let failure { return .failure(FileSystemError(failure)) }
        if total == size + 1 {
            // The file grew while it was read: the rest too, to its end.
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let got = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress!, $0.count) }
                if got < 0 {
                    if errno == EINTR { continue }
                    return .failure(FileSystemError(errno))
                }
                if got == 0 { break }
                bytes.append(contentsOf: chunk[0..<got])
            }
        }
        return .success((bytes, FileStamp(info)))
    }
}

/// `read(2)`, under a name that does not clash with `FileSystem.read`.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}

/// An `errno` with its text, for diagnostics.
struct FileSystemError: Error, Sendable {
    var code: Int32

    /// Set when the path names something other than a regular file.
    var notRegular: String?

    init(_ code: Int32) { self.code = code }

    init(notRegularFile mode: mode_t) {
        code = EINVAL
        switch mode & S_IFMT {
        case S_IFDIR: notRegular = "a directory"
        case S_IFIFO: notRegular = "a FIFO"
        case S_IFCHR, S_IFBLK: notRegular = "a device"
        case S_IFSOCK: notRegular = "a socket"
        default: notRegular = "not a regular file"
        }
    }

    var message: String {
        if let notRegular { return "\(notRegular), not a regular file" }
        return String(cString: strerror(code))
    }
}
