//
//  SwiftService.swift
//  DemoApp
//

import Foundation
import ZIKRouter
import ZRouter

protocol SwiftServiceInput: AnyObject {
    func swiftFunction()
}

protocol SwiftServiceModuleInput: AnyObject {
    var serviceName: String? { get set }
    func makeDestinationCompletion(_ block: @escaping (SwiftServiceInput) -> Void)
}

extension RoutableService where Protocol == SwiftServiceInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

extension RoutableServiceModule where Protocol == SwiftServiceModuleInput {
    init() { self.init(declaredProtocol: Protocol.self) }
}

final class SwiftService: NSObject, SwiftServiceInput, ZIKRoutableService {
    func swiftFunction() {
        print("this is a swift function")
    }
}

final class SwiftServiceConfiguration: ZIKPerformRouteConfiguration, SwiftServiceModuleInput {
    var serviceName: String?
    var completion: ((SwiftServiceInput) -> Void)?

    func makeDestinationCompletion(_ block: @escaping (SwiftServiceInput) -> Void) {
        completion = block
    }
}
