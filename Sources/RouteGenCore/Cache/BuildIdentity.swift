import Foundation
import RouteGenModel

extension RouteGenVersion {
    /// What the facts cache is keyed on: the version and the running binary's size and
    /// modification time. A rebuilt routegen (a development build, a branch of the source plugin,
    /// a reinstall under the same version number) may scan the same bytes into other facts, so
    /// its cache must not be reused; the version string alone does not change then. The inode
    /// is left out so that a binary restored from a CI cache, which keeps its time, keeps its
    /// facts cache too.
    package static let buildIdentity: String = {
        guard let stamp = executableStamp() else { return current }
        return "\(current) \(stamp.size) \(stamp.modifiedSeconds).\(stamp.modifiedNanoseconds)"
    }()

    /// The stamp of the running executable.
    package static func executableStamp() -> FileStamp? {
        #if os(Linux)
        FileSystem.stamp(of: "/proc/self/exe")
        #else
        Bundle.main.executablePath.flatMap(FileSystem.stamp(of:))
        #endif
    }
}
