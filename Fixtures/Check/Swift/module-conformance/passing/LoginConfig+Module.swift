// The module protocol is adopted in a file the byte pre-filter skips at first.
extension LoginConfig: LoginModuleInput {}
