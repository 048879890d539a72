/// A window scene's delegate, as `UIWindowSceneDelegate`: it keeps the scene's main window in `window`.
/// The Xcode template's `var window: UIWindow?` is that property.
@MainActor
public protocol WindowSceneDelegate: SceneDelegate {
    /// The scene's main window.
    var window: Window? { get set }
}

extension WindowSceneDelegate {
    public var window: Window? {
        get { nil }
        set {}
    }
}
