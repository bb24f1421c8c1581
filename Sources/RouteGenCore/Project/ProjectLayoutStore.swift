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
/// The layout is the same with or without it, so the output is too. It also stores what a run of an
/// unchanged workspace would otherwise work out again from it (its modules' digest, its files'
/// digest, whether its files are standard), and hands on the stamps its check took of the
/// project's files.
package struct ProjectLayoutStore: Sendable {
    package static let fileName = "routegen-project.cache"
    static let formatVersion = 6
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
        return Self.decode(read.bytes, request: request.absolute(), surveyStamps: true)
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

    /// Two parts, each with its own checksum: what every run reads (the checks, the files and
    /// modules, the stamps of the files the header closure read), then what only a run that works
    /// the closure out again needs (the search settings and every file's imports), which a run
    /// decodes only then (`ProjectLayout.loadDetails`).
    static func encode(_ layout: ProjectLayout, request: ProjectLoader.Request, now: Int) -> [UInt8]? {
        var layout = layout
        guard layout.loadDetails() else { return nil }
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
        writeClosure(layout.headerClosure, to: &writer)
        var details = BinaryWriter(expectedStrings: layout.candidateHeaders.count * 2 + 64)
        writeDetails(layout, to: &details)
        let first = writer.encoded
        let second = details.encoded
        var length: [UInt8] = []
        withUnsafeBytes(of: UInt64(first.count).littleEndian) { length.append(contentsOf: $0) }
        return magic + checksum(first[...]) + length + first + checksum(second[...]) + second
    }

    /// - Parameter surveyStamps: start stamping the layout's files as soon as they are decoded,
    ///   if the reading is used (`StampSurvey`): for a run that goes on to scan them.
    static func decode(
        _ bytes: [UInt8], request: ProjectLoader.Request, surveyStamps: Bool = false
    ) -> Result<ProjectLayout, Miss> {
        switch decodeAll(bytes, request: request, surveyStamps: surveyStamps) {
        case .failure(let miss): return .failure(miss)
        case .success(let stored): return stored.unchanged ? .success(stored.layout) : .failure(.changed)
        }
    }

    /// The closure's readings of a kept reading for `request`, whatever changed since: the
    /// imports of a file with the same stamp need not be read again after the project changed.
    package func keptReadings(_ request: ProjectLoader.Request) -> [String: HeaderClosure.Reading] {
        guard case .success(let read) = FileSystem.read(path),
            case .success(var stored) = Self.decodeAll(read.bytes, request: request.absolute()),
            stored.layout.loadDetails()
        else { return [:] }
        return stored.layout.headerClosure?.readings ?? [:]
    }

    /// The second part of a kept reading, still encoded; its checksum was checked with the first's.
    package struct PendingDetails: Hashable, Sendable {
        let bytes: [UInt8]
        let offset: Int

        package static func == (left: PendingDetails, right: PendingDetails) -> Bool {
            left.offset == right.offset && left.bytes == right.bytes
        }

        package func hash(into hasher: inout Hasher) { hasher.combine(offset) }
    }

    private struct Stored {
        var layout: ProjectLayout
        /// Every file, folder and absent path the reading depended on is as it was.
        var unchanged: Bool
    }

    private static func decodeAll(
        _ bytes: [UInt8], request: ProjectLoader.Request, surveyStamps: Bool = false
    ) -> Result<Stored, Miss> {
        let headerLength = magic.count + 16
        guard bytes.count >= headerLength, Array(bytes[0..<magic.count]) == magic else { return .failure(.damaged) }
        var length: UInt64 = 0
        for index in 0..<8 { length |= UInt64(bytes[magic.count + 8 + index]) << (8 * UInt64(index)) }
        guard length <= UInt64(bytes.count - headerLength) else { return .failure(.damaged) }
        let firstEnd = headerLength + Int(length)
        guard bytes.count >= firstEnd + 8,
            bytes[magic.count..<(magic.count + 8)].elementsEqual(checksum(bytes[headerLength..<firstEnd])),
            bytes[firstEnd..<(firstEnd + 8)].elementsEqual(checksum(bytes[(firstEnd + 8)...]))
        else { return .failure(.damaged) }
        do throws(BinaryReader.Malformed) {
            var reader = try BinaryReader(bytes, from: headerLength, end: firstEnd)
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
            var unchanged = true
            // The input files' stamps as checked, for the run memo's key (`checkedInputStamps`).
            var checked: [String: FileStamp?] = [:]
            for part in 0..<2 {
                let count = try reader.readCount()
                if part == 0 { checked.reserveCapacity(count) }
                for _ in 0..<count {
                    let path = try reader.readString()
                    let stamp: FileStamp? = try reader.readBool() ? try readStamp(&reader) : nil
                    // Once one differs, the rest need no system call: the reading is read again.
                    if unchanged && FileSystem.stamp(of: path) != stamp { unchanged = false }
                    if part == 0 { checked[path] = stamp }
                }
            }
            for path in try reader.readStrings() where unchanged && FileSystem.stamp(of: path) != nil {
                unchanged = false
            }
            var layout = try readLayout(&reader, surveyStamps: surveyStamps && unchanged)
            // Equal to the current stamps only when the reading is used; never kept otherwise.
            if unchanged { layout.setCheckedInputStamps(checked) }
            try readClosure(&reader, into: &layout)
            guard reader.isAtEnd else { return .failure(.damaged) }
            layout.pendingDetails = PendingDetails(bytes: bytes, offset: firstEnd + 8)
            return .success(Stored(layout: layout, unchanged: unchanged))
        } catch {
            return .failure(.damaged)
        }
    }

    // MARK: The header closure

    private static func writeClosure(_ closure: HeaderClosure?, to writer: inout BinaryWriter) {
        writer.write(closure != nil)
        guard let closure else { return }
        writer.write(closure.isWorkedOut)
        let added = closure.added.sorted { $0.key < $1.key }
        writer.write(added.count)
        for (path, module) in added {
            writer.write(path)
            writer.write(module)
        }
        writer.write(closure.files.count)
        for index in closure.files.indices {
            writer.write(closure.files[index])
            writer.write(Int(bitPattern: UInt(closure.digests[index])))
            let stamp = closure.stamps[index]
            writer.write(stamp != nil)
            if let stamp { write(stamp, to: &writer) }
        }
        writer.write(closure.outside)
        writer.write(closure.unresolvedCount)
    }

    private static func readClosure(
        _ reader: inout BinaryReader, into layout: inout ProjectLayout
    ) throws(BinaryReader.Malformed) {
        guard try reader.readBool() else { return }
        var closure = HeaderClosure()
        closure.isWorkedOut = try reader.readBool()
        let addedCount = try reader.readCount()
        for _ in 0..<addedCount {
            let path = try reader.readString()
            closure.added[path] = try reader.readString()
        }
        let followedCount = try reader.readCount()
        var files: [String] = []
        var stamps: [FileStamp?] = []
        var digests: [UInt64] = []
        files.reserveCapacity(followedCount)
        stamps.reserveCapacity(followedCount)
        digests.reserveCapacity(followedCount)
        for _ in 0..<followedCount {
            files.append(try reader.readString())
            digests.append(UInt64(UInt(bitPattern: try reader.readInt())))
            stamps.append(try reader.readBool() ? try readStamp(&reader) : nil)
        }
        closure.setStamps(files, stamps, digests: digests)
        closure.outside = try reader.readInt()
        closure.unresolvedCount = try reader.readInt()
        layout.headerClosure = closure
    }

    private static func writeDetails(_ layout: ProjectLayout, to writer: inout BinaryWriter) {
        for map in [layout.candidateHeaders, layout.unscannedSources] {
            let sorted = map.sorted { $0.key < $1.key }
            writer.write(sorted.count)
            for (path, module) in sorted {
                writer.write(path)
                writer.write(module)
            }
        }
        let search = layout.headerSearch
        let modules = search.modules.sorted { $0.key < $1.key }
        writer.write(modules.count)
        for (name, settings) in modules {
            writer.write(name)
            writer.write(settings.headerMapProject)
            writer.write(settings.userPaths)
            writer.write(settings.paths)
            writer.write(settings.alwaysSearchUserPaths)
            writer.write(settings.podHeaderFolders)
        }
        let projects = search.projectHeaders.sorted { $0.key < $1.key }
        writer.write(projects.count)
        for (project, headers) in projects {
            writer.write(project)
            writer.write(headers)
        }
        let names = search.frameworkNames.sorted { $0.key < $1.key }
        writer.write(names.count)
        for (module, name) in names {
            writer.write(module)
            writer.write(name)
        }
        writer.write(search.sourceFolders)
        writer.write(search.closedFolders)
        guard let closure = layout.headerClosure else { return }
        for index in closure.files.indices {
            let directives = index < closure.directives.count ? closure.directives[index] : []
            writer.write(directives.count)
            for directive in directives {
                writer.write(Int(directive.form.rawValue))
                writer.write(directive.spelling)
                writer.write(directive.line)
            }
        }
        writer.write(closure.unresolved.count)
        for unresolved in closure.unresolved {
            writer.write(unresolved.file)
            writer.write(unresolved.line)
            writer.write(Int(unresolved.form.rawValue))
            writer.write(unresolved.spelling)
        }
    }

    /// Decodes the second part into `layout`: false when it does not decode.
    static func readDetails(_ pending: PendingDetails, into layout: inout ProjectLayout) -> Bool {
        do throws(BinaryReader.Malformed) {
            var reader = try BinaryReader(pending.bytes, from: pending.offset)
            try readDetails(&reader, into: &layout)
            return reader.isAtEnd
        } catch {
            return false
        }
    }

    private static func readDetails(
        _ reader: inout BinaryReader, into layout: inout ProjectLayout
    ) throws(BinaryReader.Malformed) {
        for index in 0..<2 {
            let count = try reader.readCount()
            var map: [String: String] = [:]
            map.reserveCapacity(count)
            for _ in 0..<count {
                let path = try reader.readString()
                map[path] = try reader.readString()
            }
            if index == 0 { layout.candidateHeaders = map } else { layout.unscannedSources = map }
        }
        var search = HeaderSearch()
        let moduleCount = try reader.readCount()
        for _ in 0..<moduleCount {
            let name = try reader.readString()
            search.modules[name] = HeaderSearch.Module(
                headerMapProject: try reader.readOptionalString(), userPaths: try reader.readStrings(),
                paths: try reader.readStrings(), alwaysSearchUserPaths: try reader.readBool(),
                podHeaderFolders: try reader.readStrings())
        }
        let projectCount = try reader.readCount()
        for _ in 0..<projectCount {
            let project = try reader.readString()
            search.projectHeaders[project] = try reader.readStrings()
        }
        let nameCount = try reader.readCount()
        for _ in 0..<nameCount {
            let module = try reader.readString()
            search.frameworkNames[module] = try reader.readString()
        }
        search.sourceFolders = try reader.readStrings()
        search.closedFolders = try reader.readStrings()
        layout.headerSearch = search
        guard var closure = layout.headerClosure else { return }
        var all: [[IncludeDirective]] = []
        all.reserveCapacity(closure.files.count)
        for _ in closure.files {
            let count = try reader.readCount()
            var directives: [IncludeDirective] = []
            directives.reserveCapacity(count)
            for _ in 0..<count {
                directives.append(
                    IncludeDirective(try readForm(&reader), try reader.readString(), line: try reader.readInt()))
            }
            all.append(directives)
        }
        closure.directives = all
        let unresolvedCount = try reader.readCount()
        var unresolved: [HeaderClosure.Unresolved] = []
        unresolved.reserveCapacity(unresolvedCount)
        for _ in 0..<unresolvedCount {
            let file = try reader.readString()
            let line = try reader.readInt()
            let form = try readForm(&reader)
            unresolved.append(
                HeaderClosure.Unresolved(file: file, line: line, form: form, spelling: try reader.readString()))
        }
        closure.unresolved = unresolved
        layout.headerClosure = closure
    }

    private static func readForm(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> IncludeDirective.Form {
        let raw = try reader.readInt()
        guard let form = UInt8(exactly: raw).flatMap(IncludeDirective.Form.init(rawValue:)) else {
            throw BinaryReader.Malformed()
        }
        return form
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
        // Checked and hashed once here, so that no run that uses the reading does it again.
        writer.write(files.allSatisfy { $0.key.utf8.first == UInt8(ascii: "/") && StandardPath.isStandard($0.key) })
        writer.write(bytes: FileListDigest.digest(sortedPairs: files))
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
        writer.write(bytes: ProjectModulesDigest.digest(of: layout.moduleInfo))
        writer.write(layout.targetName)
        writer.write(layout.registryModule)
        writer.write(layout.swiftHeader)
        writer.write(layout.zikRouterImport?.rawValue)
        writer.write(layout.inputFiles)
        writer.write(layout.listedFolders)
        writer.write(layout.probedPaths)
        writer.write(layout.diagnostics)
    }

    private static func readLayout(
        _ reader: inout BinaryReader, surveyStamps: Bool
    ) throws(BinaryReader.Malformed) -> ProjectLayout {
        var layout = ProjectLayout()
        let fileCount = try reader.readCount()
        var pairs: [(file: String, module: String)] = []
        pairs.reserveCapacity(fileCount)
        for _ in 0..<fileCount {
            let file = try reader.readString()
            pairs.append((file, try reader.readString()))
        }
        // Written in path order: the run takes that order as the layout's file list.
        let standard = try reader.readBool()
        let filesDigest = try reader.readBytes()
        guard filesDigest.count == ContentHash.byteCount else { throw BinaryReader.Malformed() }
        layout.setModules(sortedPairs: pairs, standard: standard, digest: filesDigest)
        // From here on the files' stamps are taken beside the rest of the decoding.
        if surveyStamps { layout.startStampSurvey() }
        let moduleCount = try reader.readCount()
        var moduleInfo: [String: ProjectModule] = [:]
        moduleInfo.reserveCapacity(moduleCount)
        for _ in 0..<moduleCount {
            let name = try reader.readString()
            moduleInfo[name] = ProjectModule(
                kind: try reader.read(raw: XcodeTarget.Kind.self), importableHeaders: try reader.readStrings(),
                defines: try reader.readStrings(),
                swiftConditions: try reader.readStrings(), prefixHeader: try reader.readOptionalString(),
                prefixHeaderDigest: try reader.readOptionalString(),
                leftOutPod: try reader.readOptionalString(), target: try reader.readString(),
                project: try reader.readString(),
                dependencies: try reader.readStrings()
            )
        }
        let digest = try reader.readBytes()
        guard digest.count == ContentHash.byteCount else { throw BinaryReader.Malformed() }
        layout.setModuleInfo(moduleInfo, digest: digest)
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

    private static func checksum(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        Array(bytes.withUnsafeBytes { ContentHash.digest(of: $0) }.prefix(8))
    }
}

extension ProjectLayout {
    /// Decodes what a kept reading left encoded (`pendingDetails`): the header closure's imports
    /// and search settings. False when it does not decode; nothing to do (true) otherwise.
    @discardableResult
    package mutating func loadDetails() -> Bool {
        guard let pending = pendingDetails else { return true }
        pendingDetails = nil
        return ProjectLayoutStore.readDetails(pending, into: &self)
    }
}
