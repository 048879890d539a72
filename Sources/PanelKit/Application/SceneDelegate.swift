/// The object told about a scene's life, as `UISceneDelegate`: every method is optional.
///
/// The scene keeps its delegate (strongly, as UIKit's `UIScene.delegate`).
@MainActor
public protocol SceneDelegate: AnyObject {
    /// The scene was made and is about to show: make its window here (`UIWindow(windowScene:)`, set the
    /// root view controller, `makeKeyAndVisible()`).
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
    /// The scene is gone (the process is ending).
    func sceneDidDisconnect(_ scene: Scene)
    /// The scene is in front and taking events (after the first frame that shows its window).
    func sceneDidBecomeActive(_ scene: Scene)
    /// The scene is about to stop taking events.
    func sceneWillResignActive(_ scene: Scene)
    /// The scene is about to come in front (right after it connects).
    func sceneWillEnterForeground(_ scene: Scene)
    /// The scene went to the background (the process is ending).
    func sceneDidEnterBackground(_ scene: Scene)
}

extension SceneDelegate {
    public func scene(
        _ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: Scene) {}
    public func sceneDidBecomeActive(_ scene: Scene) {}
    public func sceneWillResignActive(_ scene: Scene) {}
    public func sceneWillEnterForeground(_ scene: Scene) {}
    public func sceneDidEnterBackground(_ scene: Scene) {}
}
