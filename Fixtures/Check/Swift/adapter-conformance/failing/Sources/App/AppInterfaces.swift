import CartKit
import Foundation
import ZIKRouter
import ZRouter

// The app's own interfaces; AppRouteAdapter and AppServiceAdapter map them to the modules' protocols.
extension RoutableView where Protocol == AppCartInput {
    init() { self.init(declaredTypeName: "AppCartInput") }
}

protocol ClockInput: AnyObject {
    func now() -> Date
}

extension RoutableService where Protocol == ClockInput {
    init() { self.init(declaredTypeName: "ClockInput") }
}

protocol AppClockInput: AnyObject {
    func now() -> Date
}

extension RoutableService where Protocol == AppClockInput {
    init() { self.init(declaredTypeName: "AppClockInput") }
}

final class ClockService: NSObject, ZIKRoutableService, ClockInput {
    func now() -> Date { Date() }
}
