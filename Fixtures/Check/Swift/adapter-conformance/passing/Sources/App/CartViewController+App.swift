import CartKit

extension CartViewController: AppCartInput {}
