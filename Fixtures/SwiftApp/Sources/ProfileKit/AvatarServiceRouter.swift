//
//  AvatarServiceRouter.swift
//  ProfileKit
//

import ZIKRouter
import ZIKRouter.Internal
import ZRouter

public final class AvatarService: AvatarServiceInput, ZIKRoutableService {
    public var imageSize = 64

    public init() {}

    public func avatarURL(for userID: String) -> String {
        return "https://avatars.example.com/\(userID)?s=\(imageSize)"
    }
}

public final class AvatarServiceConfiguration: PerformRouteConfig, AvatarServiceModuleInput {
    public var imageSize = 64

    public required init() {
        super.init()
    }
}

public final class AvatarServiceRouter: ZIKServiceRouter<AvatarService, PerformRouteConfig> {

    public override class func registerRoutableDestination() {
        registerExclusiveService(AvatarService.self)
        register(RoutableService<AvatarServiceInput>())
        register(RoutableServiceModule<AvatarServiceModuleInput>())
    }

    public override class func defaultRouteConfiguration() -> PerformRouteConfig {
        return AvatarServiceConfiguration()
    }

    public override func destination(with configuration: PerformRouteConfig) -> AvatarService? {
        let service = AvatarService()
        if let config = configuration as? AvatarServiceConfiguration {
            service.imageSize = config.imageSize
        }
        return service
    }
}
