import Foundation
import RouteGenModel

/// The objects of one `project.pbxproj`, read with `PBXPropertyListReader` (Foundation's
/// `PropertyListSerialization` when that reader refuses the file). Only typed look-ups leave this
/// type.
///
/// The indexes a reading needs more than once (objects by class, each product's target) are
/// built in the one pass over the objects: a project of thousands of targets is then read in
/// time linear in its size, not once per target.
struct PBXObjectGraph: Sendable {
    /// Xcode 8 (46) up to Xcode 16's folder-synchronised format (77).
    static let supportedObjectVersions = 46...77

    let objects: [String: [String: PBXValue]]
    let rootObject: String
    let objectVersion: Int
    /// Object ids by `isa`, each list in id order.
    private let byClass: [String: [String]]
    /// The native target that builds each product file reference (`productReference`).
    let productOwners: [String: String]

    enum Failure: Error {
        case unreadable(String)
    }

    init(contentsOf path: String) throws(Failure) {
        guard case .success(let read) = FileSystem.read(path) else {
            throw .unreadable("cannot read the project file")
        }
        let plist: PBXValue
        do {
            plist = try PBXPropertyListReader.parse(read.bytes)
        } catch {
            // What this reader refuses, Foundation may still read; its message is the one shown.
            do {
                let value = try PropertyListSerialization.propertyList(from: Data(read.bytes), options: [], format: nil)
                guard let converted = PBXValue(foundation: value) else {
                    throw Failure.unreadable("not a property list Xcode could have written")
                }
                plist = converted
            } catch let failure as Failure {
                throw failure
            } catch let foundation {
                throw .unreadable(
                    "not a property list Xcode could have written: \(foundation.localizedDescription) (line \(error.line): \(error.reason))"
                )
            }
        }
        guard let top = plist.dictionary,
            let objects = top["objects"]?.dictionary,
            let root = top["rootObject"]?.string
        else {
            throw .unreadable("the project file has no objects or rootObject")
        }
        var typed: [String: [String: PBXValue]] = [:]
        typed.reserveCapacity(objects.count)
        var byClass: [String: [String]] = [:]
        var productOwners: [String: String] = [:]
        for (id, value) in objects {
            guard let fields = value.dictionary else { continue }
            typed[id] = fields
            guard let isa = fields["isa"]?.string else { continue }
            byClass[isa, default: []].append(id)
            if isa == "PBXNativeTarget", let product = fields["productReference"]?.string {
                // Two targets claiming one product would be a damaged project: the first by id wins.
                if let known = productOwners[product], known < id { continue }
                productOwners[product] = id
            }
        }
        guard typed[root] != nil else { throw .unreadable("rootObject \(root) is not among the objects") }
        self.objects = typed
        self.byClass = byClass.mapValues { $0.sorted() }
        self.productOwners = productOwners
        self.rootObject = root
        self.objectVersion = top["objectVersion"]?.string.flatMap { Int($0) } ?? 0
    }

    func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }

    func string(_ id: String, _ key: String) -> String? { objects[id]?[key]?.string }

    func ids(_ id: String, _ key: String) -> [String] { objects[id]?[key]?.array?.compactMap(\.string) ?? [] }

    func dictionary(_ id: String, _ key: String) -> [String: PBXValue]? { objects[id]?[key]?.dictionary }

    /// Every object of one class, in id order so that readings never depend on dictionary order.
    func all(_ isa: String) -> [String] { byClass[isa] ?? [] }
}
