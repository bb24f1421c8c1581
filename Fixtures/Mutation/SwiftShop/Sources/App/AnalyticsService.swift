//
//  AnalyticsService.swift
//  SwiftShop
//

import Foundation
import ZIKRouter
import ZRouter

protocol AnalyticsServiceInput: AnyObject {
    func track(_ event: String)
}

extension RoutableService where Protocol == AnalyticsServiceInput {
    init() { self.init(declaredTypeName: "AnalyticsServiceInput") }
}

final class AnalyticsService: NSObject, AnalyticsServiceInput, ZIKRoutableService {
    func track(_ event: String) {
        print("track", event)
    }
}
