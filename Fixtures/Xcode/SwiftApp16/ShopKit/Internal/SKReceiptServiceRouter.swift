//
//  SKReceiptServiceRouter.swift
//  ShopKit
//

import Foundation
import ZIKRouter
import ZIKRouter.Internal
import ZRouter

public protocol ReceiptServiceInput: AnyObject {
    func lastReceipt() -> String?
}

public final class ReceiptService: NSObject, ReceiptServiceInput, ZIKRoutableService {
    public func lastReceipt() -> String? { nil }
}

public final class SKReceiptServiceRouter: ZIKServiceRouter<ReceiptService, PerformRouteConfig> {
    public override static func registerRoutableDestination() {
        registerService(ReceiptService.self)
        register(RoutableService<ReceiptServiceInput>())
    }

    public override func destination(with configuration: PerformRouteConfig) -> ReceiptService? {
        ReceiptService()
    }
}

public extension RoutableService where Protocol == ReceiptServiceInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}
