/// What a child asks of its container to move on or back, as seed 004's protocol. A child finds its
/// container with `parent as? ParentControllerDelegate`.
@MainActor
public protocol ParentControllerDelegate: AnyObject {
    /// Shows `newChildController` after the current child (dropping the children popped before).
    func pushChildViewController(_ newChildController: ViewController)
    /// Goes back to the previous child (the current one stays, to come back to with a drag).
    func popChildViewController()
}
