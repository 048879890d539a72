/// The app's life, as UIKit's: inactive while launching, active from the first frame that shows a window,
/// background when the process is told to end. Each moment is told to the scenes' delegates (or, with no
/// scene, the application delegate) and posted on `NotificationCenter.default`.
extension Application {
    /// Posted (object: the application) after `application(_:didFinishLaunchingWithOptions:)`.
    public nonisolated static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted (object: the application) once, after the first frame that shows a window.
    public nonisolated static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the process is told to end (SIGTERM, SIGINT, SIGHUP on a panel), before
    /// `didEnterBackgroundNotification`.
    public nonisolated static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Declared for UIKit code; never posted (a panel app never comes back from the background).
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted last when the process is told to end.
    public nonisolated static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")

    /// A key of `application(_:didFinishLaunchingWithOptions:)`'s options, as `UIApplication.LaunchOptionsKey`
    /// (a panel app is launched with none).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// As `UIApplication.State`.
    public typealias State = ApplicationState

    /// Whether the app is in front and taking events.
    public var applicationState: ApplicationState { lifecycle.state }

    /// The app's delegate, as `UIApplication.shared.delegate` (kept strongly: the app made it).
    public var delegate: (any ApplicationDelegate)? {
        get { lifecycle.delegate }
        set { lifecycle.delegate = newValue }
    }

    /// The connected scenes.
    public var connectedScenes: Set<Scene> { Set(lifecycle.scenes) }

    /// The sessions of the connected scenes.
    public var openSessions: Set<SceneSession> { Set(lifecycle.scenes.map(\.session)) }

    /// The connected window scenes, in the order they connected.
    var connectedWindowScenes: [WindowScene] { lifecycle.scenes.compactMap { $0 as? WindowScene } }

    private var center: NotificationCenter { .default }

    // MARK: Launching

    /// Starts an app the way UIKit starts a scene-based one: `applicationDelegate` (if any) is told
    /// `application(_:didFinishLaunchingWithOptions:)`, then a window scene connects with `sceneDelegate`
    /// (`connectScene(delegate:)`). Returns the window to show: the scene's key window, else the delegate's
    /// `window`, else the scene's first visible window; when the delegate made none, an empty white window
    /// (with a one-line message on standard error).
    public func launch(applicationDelegate: (any ApplicationDelegate)?, sceneDelegate: any WindowSceneDelegate)
        -> Window
    {
        if let applicationDelegate { delegate = applicationDelegate }
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        center.post(name: Self.didFinishLaunchingNotification, object: self)
        let scene = connectScene(delegate: sceneDelegate)
        if let w = scene.keyWindow ?? sceneDelegate.window ?? scene.windows.first(where: { !$0.isHidden }) {
            return w
        }
        StandardError.writeLine(
            "Application.launch: the scene delegate made no window (set `window` in scene(_:willConnectTo:options:)"
                + " and call makeKeyAndVisible()); showing an empty window")
        let w = Window(windowScene: scene)
        w.backgroundColor = .white
        return w
    }

    /// Connects a new window scene told to `delegate`: the delegate gets `scene(_:willConnectTo:options:)`,
    /// then `sceneWillEnterForeground(_:)`; `sceneDidBecomeActive(_:)` follows with the first frame that shows
    /// a window (at once if the app is active already).
    @discardableResult
    public func connectScene(delegate: (any SceneDelegate)?, options: Scene.ConnectionOptions = .init())
        -> WindowScene
    {
        let session = SceneSession(role: .windowApplication)
        let scene = WindowScene(session: session, connectionOptions: options, application: self)
        session.scene = scene
        scene.delegate = delegate
        lifecycle.scenes.append(scene)
        center.post(name: Scene.willConnectNotification, object: scene)
        delegate?.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        center.post(name: Scene.willEnterForegroundNotification, object: scene)
        if lifecycle.state == .active { activate(scene) }
        return scene
    }

    private func activate(_ scene: Scene) {
        guard scene.activationState == .foregroundInactive else { return }
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        center.post(name: Scene.didActivateNotification, object: scene)
    }

    // MARK: Moments

    /// After a frame: the first one that shows an app window (not only the keyboard's) makes the app active.
    func becomeActiveIfShowing() {
        let keyboardWindow = keyboardStorage?.view.window
        guard windows.contains(where: { !$0.isHidden && $0 !== keyboardWindow }) else { return }
        lifecycle.hasBecomeActive = true
        lifecycle.state = .active
        for scene in lifecycle.scenes { activate(scene) }
        if lifecycle.scenes.isEmpty { delegate?.applicationDidBecomeActive(self) }
        center.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// The process is about to end (a panel app got SIGTERM, SIGINT or SIGHUP; an offscreen run is done):
    /// the app resigns active, enters the background and terminates, and its scenes disconnect, each step
    /// told to the delegates and posted. Calling it again does nothing.
    public func terminate() {
        guard lifecycle.state != .background else { return }
        let scenes = lifecycle.scenes
        let sceneless = scenes.isEmpty
        if lifecycle.state == .active {
            for scene in scenes where scene.activationState == .foregroundActive {
                scene.delegate?.sceneWillResignActive(scene)
                center.post(name: Scene.willDeactivateNotification, object: scene)
                scene.activationState = .foregroundInactive
            }
            if sceneless { delegate?.applicationWillResignActive(self) }
            center.post(name: Self.willResignActiveNotification, object: self)
            lifecycle.state = .inactive
        }
        for scene in scenes {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            center.post(name: Scene.didEnterBackgroundNotification, object: scene)
        }
        lifecycle.state = .background
        if sceneless { delegate?.applicationDidEnterBackground(self) }
        center.post(name: Self.didEnterBackgroundNotification, object: self)
        for scene in scenes {
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            center.post(name: Scene.didDisconnectNotification, object: scene)
        }
        lifecycle.scenes.removeAll()
        delegate?.applicationWillTerminate(self)
        center.post(name: Self.willTerminateNotification, object: self)
    }
}
