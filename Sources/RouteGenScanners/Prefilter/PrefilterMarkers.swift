/// The spellings whose presence lets a file past the pre-filters, per language: every
/// registration form's spelling, derived from the forms tables, plus `NonFormMarkers`. Markers
/// match anywhere in the bytes, so one contained in another makes the longer one redundant.
import RouteGenModel

package enum PrefilterMarkers {
    /// Swift: each form's method name. A block route is recognised only from its type's name
    /// (`ZIKViewRoute<…>.make(…)`), so its creating forms contribute the route types.
    package static let swift: [String] = minimal(NonFormMarkers.swift + swiftFormSpellings)

    /// Objective-C: each form's first selector part or block property.
    package static let objc: [String] = minimal(NonFormMarkers.objc + objcFormSpellings)

    package static var swiftFormSpellings: [String] {
        var spellings = RegistrationForm.all.compactMap { $0.swift?.method }
        for form in BlockRouteForm.all {
            guard let spelling = form.swift else { continue }
            spellings += form.createsRoute ? Array(BlockRouteForm.routeTypes.keys) : [spelling.method]
        }
        return spellings
    }

    package static var objcFormSpellings: [String] {
        RegistrationForm.all.compactMap { $0.objc?.parts.first } + BlockRouteForm.all.compactMap { $0.objc?.name }
    }

    /// Without duplicates or markers that contain another, sorted so the set is the same on every run.
    package static func minimal(_ markers: [String]) -> [String] {
        let unique = Set(markers)
        return unique.filter { marker in !unique.contains { $0 != marker && marker.contains($0) } }.sorted()
    }
}
