/// A scene that shows windows, as `UIWindowScene`: the windows made with `Window(windowScene:)`.
@MainActor
open class WindowScene: Scene {
    /// The scene's windows, in the order they joined it.
    public internal(set) var windows: [Window] = []

    /// A scene on `application` for `session`.
    public init(session: SceneSession, connectionOptions: ConnectionOptions, application: Application) {
        super.init(session: session, application: application)
    }

    /// The scene's key window: the application's key window when it is one of the scene's.
    public var keyWindow: Window? {
        guard let key = application?.keyWindow else { return nil }
        return windows.contains { $0 === key } ? key : nil
    }

    /// The screen the scene is on.
    public var screen: Screen {
        application?.screen ?? Screen(size: Size(width: 0, height: 0), framesPerSecond: 60)
    }

    /// Portrait when the screen is taller than wide, else landscape right (the interface of the device's
    /// `.landscapeLeft`); a panel does not rotate.
    public var interfaceOrientation: InterfaceOrientation {
        let size = screen.bounds.size
        if size.width <= 0 || size.height <= 0 { return .unknown }
        return size.height > size.width ? .portrait : .landscapeRight
    }

    /// The scene's environment: its key (else first) window's, or the screen's size classes.
    public var traitCollection: TraitCollection {
        if let w = keyWindow ?? windows.first { return w.traitCollection }
        return TraitCollection.environment(size: screen.bounds.size, style: .unspecified, direction: .application)
    }

    /// `window` joins the scene (leaving its old one).
    func add(_ window: Window) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    func remove(_ window: Window) {
        windows.removeAll { $0 === window }
    }
}
