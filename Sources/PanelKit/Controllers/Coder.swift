/// UIKit's `NSCoder`, named so that `init?(coder:)` ports: PanelKit reads no Interface Builder archives,
/// so nothing ever makes one, and `View.init?(coder:)` and `ViewController.init?(coder:)` fail. The
/// override Xcode writes into every subclass with an initializer of its own,
/// `required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }`, compiles
/// as it stands and is never called.
open class Coder {
    public init() {}
}
