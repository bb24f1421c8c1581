protocol AppCartInput: AnyObject {
    var itemCount: Int { get }
}
