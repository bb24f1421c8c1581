//
//  RequiredInfoViewInput.swift
//  DemoApp
//
//  The app asks for "a view controller that shows info": a composition, adapted to the info module.
//

import UIKit
import ZIKRouter.Internal
import ZRouter

typealias RequiredInfoViewInput = UIViewController & ZIKInfoViewProtocol

extension RoutableView where Protocol == RequiredInfoViewInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

final class ZIKInfoViewAdapter: ZIKViewRouteAdapter {
    override class func registerRoutableDestination() {
        // Spelled out here; the app's use sites use the typealias.
        register(adapter: RoutableView<ZIKInfoViewProtocol & UIViewController>(),
                 forAdaptee: RoutableView<ZIKInfoViewProtocol>())
    }
}
