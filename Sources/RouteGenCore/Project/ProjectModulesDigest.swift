import RouteGenModel

/// The module settings an Xcode project gives (`ScanSettings.projectModules`) as plain bytes
/// (`DigestInput`), for the config digest; a kept project reading stores it. A workspace of
/// thousands of modules carries their headers, defines and dependencies: encoded as sorted-key JSON
/// they were a quarter of a run that changed nothing.
enum ProjectModulesDigest {
    /// The 16-byte digest of `modules`, in module name order.
    static func digest(of modules: [String: ProjectModule]) -> [UInt8] {
        var bytes = DigestInput(capacity: 1 << 16)
        bytes.add(modules.count)
        for name in modules.keys.sorted() {
            let module = modules[name]!
            bytes.add(name)
            bytes.add(module.kind.rawValue)
            bytes.add(module.importableHeaders)
            bytes.add(module.defines)
            bytes.add(module.swiftConditions)
            bytes.add(module.prefixHeader)
            bytes.add(module.prefixHeaderDigest)
            bytes.add(module.leftOutPod)
            bytes.add(module.target)
            bytes.add(module.project)
            bytes.add(module.dependencies)
        }
        return ContentHash.digest(of: bytes.bytes)
    }

    /// The number of `ProjectModule`'s stored properties the digest covers: a test compares it
    /// with the type's, so that a property added later is not left out of the digest unnoticed.
    static let coveredProperties = 10
}
