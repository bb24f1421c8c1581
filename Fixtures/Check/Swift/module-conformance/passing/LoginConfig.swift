import ZIKRouter

final class LoginConfig: ZIKViewRouteConfiguration {
    var onLogin: ((String) -> Void)?
}
