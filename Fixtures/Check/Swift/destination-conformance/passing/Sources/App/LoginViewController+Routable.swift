import ZIKRouter

extension LoginViewController: ZIKRoutableView {}
