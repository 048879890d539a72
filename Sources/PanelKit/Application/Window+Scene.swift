extension Window {
    /// A window covering the scene's screen, in `windowScene`, as `UIWindow(windowScene:)`.
    public convenience init(windowScene: WindowScene) {
        if let application = windowScene.application {
            self.init(application: application, frame: application.screen.bounds)
        } else {
            StandardError.writeLine("Window(windowScene:): the scene's application is gone; using the running one")
            self.init(frame: Application.shared.screen.bounds)
        }
        windowScene.add(self)
    }

    /// The scene the window is in, as `UIWindow.windowScene`; setting it moves the window there (nil: in
    /// no scene; it still shows).
    public var windowScene: WindowScene? {
        get {
            application?.connectedWindowScenes.first { scene in scene.windows.contains { $0 === self } }
        }
        set {
            if let old = windowScene, old !== newValue { old.remove(self) }
            newValue?.add(self)
        }
    }
}
