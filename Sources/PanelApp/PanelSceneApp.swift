import PanelKit

/// An app started the way Xcode's template starts a UIKit app: a scene delegate (Info.plist's
/// `UISceneDelegateClassName`) makes the window in `scene(_:willConnectTo:options:)`, and an optional
/// application delegate hears `application(_:didFinishLaunchingWithOptions:)` first.
///
/// ```swift
/// @main
/// struct Notes: PanelSceneApp {
///     init(context: PanelAppContext) {}
///     func makeSceneDelegate() -> any WindowSceneDelegate { SceneDelegate() }
/// }
///
/// final class SceneDelegate: Responder, WindowSceneDelegate {
///     var window: Window?
///     func scene(_ scene: Scene, willConnectTo session: SceneSession, options: Scene.ConnectionOptions) {
///         guard let windowScene = scene as? WindowScene else { return }
///         window = Window(windowScene: windowScene)
///         window?.rootViewController = NotesViewController()
///         window?.makeKeyAndVisible()
///     }
/// }
/// ```
///
/// The delegates are made by these methods rather than from a class name: Swift cannot make an instance of
/// a `UIResponder` subclass from its type without a required initializer.
@MainActor
public protocol PanelSceneApp: PanelApp {
    /// The delegate of the app's window scene, made once at launch.
    func makeSceneDelegate() -> any WindowSceneDelegate
    /// The application delegate (`@main`'s AppDelegate in UIKit), made once at launch; nil by default.
    func makeApplicationDelegate() -> (any ApplicationDelegate)?
}

extension PanelSceneApp {
    public func makeApplicationDelegate() -> (any ApplicationDelegate)? { nil }

    /// Not used: the scene delegate's window is shown. (A plain `ViewController` satisfies `PanelApp`.)
    public var rootViewController: ViewController { ViewController() }

    /// Launches the delegates on `application` (`Application.launch(applicationDelegate:sceneDelegate:)`)
    /// and returns the window the scene delegate made.
    public func makeWindow(application: Application) -> Window {
        application.launch(applicationDelegate: makeApplicationDelegate(), sceneDelegate: makeSceneDelegate())
    }
}
