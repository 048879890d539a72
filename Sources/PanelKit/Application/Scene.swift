/// One instance of the app's interface, as `UIScene`. A panel app has one window scene, made at launch by
/// `Application.launch(applicationDelegate:sceneDelegate:)` (what a `PanelSceneApp` runs).
@MainActor
open class Scene: Responder {
    /// Where a scene is in its life, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// Why the scene was made, as `UIScene.ConnectionOptions`: a panel app's scene is made at launch, for
    /// no URL, activity or shortcut, so it carries nothing.
    public final class ConnectionOptions: Sendable {
        public init() {}
    }

    /// The application the scene belongs to.
    public private(set) weak var application: Application?
    /// The scene's session.
    public let session: SceneSession
    /// Told about the scene's life; kept strongly, as UIKit does.
    public var delegate: (any SceneDelegate)?
    /// Where the scene is in its life.
    public internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene (kept; a panel shows no app switcher).
    public var title: String = ""

    init(session: SceneSession, application: Application) {
        self.session = session
        self.application = application
        super.init()
    }
}

extension Scene {
    /// Posted (object: the scene) before its delegate's `scene(_:willConnectTo:options:)`.
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}
