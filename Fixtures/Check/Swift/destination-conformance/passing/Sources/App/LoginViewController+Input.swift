// No router spelling in this file: the byte pre-filter skips it at first.
extension LoginViewController: LoginViewInput {}
