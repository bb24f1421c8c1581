final class LoginViewRouter: ZIKAnyViewRouter {}
let spacing = 1
