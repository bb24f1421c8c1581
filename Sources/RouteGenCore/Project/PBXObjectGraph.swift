import Foundation

/// The objects of one `project.pbxproj`, read with `PropertyListSerialization`, which reads the
/// OpenStep text format Xcode writes (on Linux too). Only typed look-ups leave this type, so
/// no `Any` reaches the rest of the reader.
///
/// The indexes a reading needs more than once (objects by class, each product's target) are
/// built in the one pass over the objects: a project of thousands of targets is then read in
/// time linear in its size, not once per target. Immutable after `init`, so it may be read from
/// any thread (the `Any` values are Foundation's property-list values, never mutated).
struct PBXObjectGraph: @unchecked Sendable {
    /// Xcode 8 (46) up to Xcode 16's folder-synchronised format (77).
    static let supportedObjectVersions = 46...77

    let objects: [String: [String: Any]]
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
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable("cannot read the project file")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .unreadable("not a property list Xcode could have written: \(error.localizedDescription)")
        }
        guard let top = plist as? [String: Any],
              let objects = top["objects"] as? [String: Any],
              let root = top["rootObject"] as? String else {
            throw .unreadable("the project file has no objects or rootObject")
        }
        var typed: [String: [String: Any]] = [:]
        typed.reserveCapacity(objects.count)
        var byClass: [String: [String]] = [:]
        var productOwners: [String: String] = [:]
        for (id, value) in objects {
            guard let fields = value as? [String: Any] else { continue }
            typed[id] = fields
            guard let isa = fields["isa"] as? String else { continue }
            byClass[isa, default: []].append(id)
            if isa == "PBXNativeTarget", let product = fields["productReference"] as? String {
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
        self.objectVersion = (top["objectVersion"] as? String).flatMap { Int($0) } ?? 0
    }

    func isa(_ id: String) -> String? { objects[id]?["isa"] as? String }

    func string(_ id: String, _ key: String) -> String? { objects[id]?[key] as? String }

    func ids(_ id: String, _ key: String) -> [String] { (objects[id]?[key] as? [Any])?.compactMap { $0 as? String } ?? [] }

    func dictionary(_ id: String, _ key: String) -> [String: Any]? { objects[id]?[key] as? [String: Any] }

    /// Every object of one class, in id order so that readings never depend on dictionary order.
    func all(_ isa: String) -> [String] { byClass[isa] ?? [] }
}
