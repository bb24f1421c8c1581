import Foundation
import RouteGenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The last project reading, kept in the cache folder beside the facts cache: a Run Script phase
/// runs on every build, and parsing a large workspace's project files costs seconds that an
/// unchanged project does not need. The reading is used again only when every file it read has
/// the stamp it had then (size, modification time, inode), every folder it listed likewise, every
/// file it found missing is still missing, and the request, configuration and routegen build are
/// the same; anything else, or a damaged file, reads the project again. A reading is kept only
/// when none of its inputs changed too recently to trust its stamp (`FileStamp.racyWindowSeconds`).
/// The layout is the same with or without it, so the output is too.
package struct ProjectLayoutStore: Sendable {
    package static let fileName = "routegen-project.cache"
    static let formatVersion = 1
    static let magic = Array("routegen-project\n".utf8)

    package let path: String

    package init(directory: String) {
        path = (directory as NSString).appendingPathComponent(Self.fileName)
    }

    /// Why a kept reading was not used.
    package enum Miss: String, Error, Sendable {
        case none = "no reading kept yet"
        case damaged = "the kept reading is damaged or of another routegen"
        case otherRequest = "it was for another project, target, configuration or pods"
        case changed = "a project file, configuration file or listed folder changed"
    }

    /// The kept layout for `request`, when nothing it depends on changed.
    package func load(_ request: ProjectLoader.Request) -> Result<ProjectLayout, Miss> {
        guard case .success(let read) = FileSystem.read(path) else { return .failure(.none) }
        return Self.decode(read.bytes, request: request.absolute())
    }

    /// Keeps `layout`, read for `request`. A save that fails only costs the next run its shortcut.
    @discardableResult
    package func save(_ layout: ProjectLayout, request: ProjectLoader.Request, now: Int = Int(time(nil))) -> Bool {
        guard let bytes = Self.encode(layout, request: request.absolute(), now: now) else {
            // An input changed too recently: its stamp may not tell the next edit apart.
            unlink(path)
            return false
        }
        do {
            try OutputWriter.replace(path, with: Data(bytes))
            return true
        } catch {
            return false
        }
    }

    static func encode(_ layout: ProjectLayout, request: ProjectLoader.Request, now: Int) -> [UInt8]? {
        var writer = BinaryWriter(expectedStrings: layout.modules.count + 64)
        writer.write(formatVersion)
        writer.write(RouteGenVersion.buildIdentity)
        write(request, to: &writer)
        for paths in [layout.inputFiles, layout.listedFolders] {
            writer.write(paths.count)
            for path in paths {
                guard let stamp = FileSystem.stamp(of: path) else {
                    writer.write(path)
                    writer.write(false)
                    continue
                }
                if stamp.modifiedSeconds >= now - FileStamp.racyWindowSeconds { return nil }
                writer.write(path)
                writer.write(true)
                write(stamp, to: &writer)
            }
        }
        writer.write(layout.probedPaths)
        write(layout, to: &writer)
        let payload = writer.encoded
        return magic + checksum(payload) + payload
    }

    static func decode(_ bytes: [UInt8], request: ProjectLoader.Request) -> Result<ProjectLayout, Miss> {
        let headerLength = magic.count + 8
        guard bytes.count >= headerLength, Array(bytes[0..<magic.count]) == magic,
            Array(bytes[magic.count..<headerLength]) == checksum(Array(bytes[headerLength...]))
        else { return .failure(.damaged) }
        do throws(BinaryReader.Malformed) {
            var reader = try BinaryReader(bytes, from: headerLength)
            guard try reader.readInt() == formatVersion, try reader.readString() == RouteGenVersion.buildIdentity else {
                return .failure(.damaged)
            }
            var stored = ProjectLoader.Request()
            stored.project = try reader.readOptionalString()
            stored.workspace = try reader.readOptionalString()
            stored.target = try reader.readOptionalString()
            stored.configuration = try reader.readOptionalString()
            stored.pods = try reader.readStrings()
            guard stored == request else { return .failure(.otherRequest) }
            for _ in 0..<2 {
                let count = try reader.readCount()
                for _ in 0..<count {
                    let path = try reader.readString()
                    let stamp: FileStamp? = try reader.readBool() ? try readStamp(&reader) : nil
                    guard FileSystem.stamp(of: path) == stamp else { return .failure(.changed) }
                }
            }
            for path in try reader.readStrings() where FileSystem.stamp(of: path) != nil { return .failure(.changed) }
            let layout = try readLayout(&reader)
            guard reader.isAtEnd else { return .failure(.damaged) }
            return .success(layout)
        } catch {
            return .failure(.damaged)
        }
    }

    // MARK: Fields

    private static func write(_ request: ProjectLoader.Request, to writer: inout BinaryWriter) {
        writer.write(request.project)
        writer.write(request.workspace)
        writer.write(request.target)
        writer.write(request.configuration)
        writer.write(request.pods)
    }

    private static func write(_ stamp: FileStamp, to writer: inout BinaryWriter) {
        writer.write(stamp.size)
        writer.write(stamp.modifiedSeconds)
        writer.write(stamp.modifiedNanoseconds)
        writer.write(Int(bitPattern: UInt(stamp.inode)))
    }

    private static func readStamp(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> FileStamp {
        FileStamp(
            size: try reader.readInt(), modifiedSeconds: try reader.readInt(),
            modifiedNanoseconds: try reader.readInt(), inode: UInt64(UInt(bitPattern: try reader.readInt())))
    }

    private static func write(_ layout: ProjectLayout, to writer: inout BinaryWriter) {
        let files = layout.modules.sorted { $0.key < $1.key }
        writer.write(files.count)
        for (file, module) in files {
            writer.write(file)
            writer.write(module)
        }
        let modules = layout.moduleInfo.sorted { $0.key < $1.key }
        writer.write(modules.count)
        for (name, info) in modules {
            writer.write(name)
            writer.write(raw: info.kind)
            writer.write(info.importableHeaders)
            writer.write(info.defines)
            writer.write(info.swiftConditions)
            writer.write(info.prefixHeader)
            writer.write(info.prefixHeaderDigest)
            writer.write(info.leftOutPod)
            writer.write(info.target)
            writer.write(info.project)
            writer.write(info.dependencies)
        }
        writer.write(layout.targetName)
        writer.write(layout.registryModule)
        writer.write(layout.swiftHeader)
        writer.write(layout.zikRouterImport?.rawValue)
        writer.write(layout.inputFiles)
        writer.write(layout.listedFolders)
        writer.write(layout.probedPaths)
        writer.write(layout.diagnostics)
    }

    private static func readLayout(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> ProjectLayout {
        var layout = ProjectLayout()
        let fileCount = try reader.readCount()
        layout.modules.reserveCapacity(fileCount)
        for _ in 0..<fileCount {
            let file = try reader.readString()
            layout.modules[file] = try reader.readString()
        }
        let moduleCount = try reader.readCount()
        for _ in 0..<moduleCount {
            let name = try reader.readString()
            layout.moduleInfo[name] = ProjectModule(
                kind: try reader.read(raw: XcodeTarget.Kind.self), importableHeaders: try reader.readStrings(),
                defines: try reader.readStrings(),
                swiftConditions: try reader.readStrings(), prefixHeader: try reader.readOptionalString(),
                prefixHeaderDigest: try reader.readOptionalString(),
                leftOutPod: try reader.readOptionalString(), target: try reader.readString(),
                project: try reader.readString(),
                dependencies: try reader.readStrings()
            )
        }
        layout.targetName = try reader.readOptionalString()
        layout.registryModule = try reader.readOptionalString()
        layout.swiftHeader = try reader.readOptionalString()
        if let form = try reader.readOptionalString() {
            guard let known = FrameworkImport(rawValue: form) else { throw BinaryReader.Malformed() }
            layout.zikRouterImport = known
        }
        layout.inputFiles = try reader.readStrings()
        layout.listedFolders = try reader.readStrings()
        layout.probedPaths = try reader.readStrings()
        layout.diagnostics = try reader.readArray(Diagnostic.self)
        return layout
    }

    private static func checksum(_ bytes: [UInt8]) -> [UInt8] {
        Array(ContentHash.digest(of: bytes).prefix(8))
    }
}
