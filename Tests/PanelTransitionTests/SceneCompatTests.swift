import PanelEmbedded
import PanelKitCompat
import Testing

/// An app started the Xcode-template way: an application delegate, then a scene delegate that makes its
/// window in `scene(_:willConnectTo:options:)`; the window it made visible is the one on screen, and the
/// life-cycle calls come in UIKit's order.
@Suite("PanelKitCompat: UIWindowScene and the scene delegate")
@MainActor
struct SceneCompatTests {
    @MainActor
    final class Log {
        var events: [String] = []
    }

    final class RootViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        let log: Log
        init(log: Log) { self.log = log }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.events.append("didFinishLaunching")
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) { log.events.append("app didBecomeActive") }
        func applicationWillTerminate(_ application: UIApplication) { log.events.append("app willTerminate") }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let log: Log
        init(log: Log) { self.log = log }

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = (scene as? UIWindowScene) else { return }
            log.events.append("willConnect")
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = RootViewController()
            self.window = window
            window.makeKeyAndVisible()
        }

        func sceneDidDisconnect(_ scene: UIScene) { log.events.append("didDisconnect") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.events.append("didBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { log.events.append("willResignActive") }
        func sceneWillEnterForeground(_ scene: UIScene) { log.events.append("willEnterForeground") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.events.append("didEnterBackground") }
    }

    @Test func theSceneDelegatesWindowIsTheOneShownAndTheLifeCycleRunsInOrder() throws {
        let driver = EmbeddedDriver(width: 320, height: 240)
        let app = driver.application
        let log = Log()
        var appNotes: [String] = []
        let center = NotificationCenter.default
        let tokens = [
            center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: app, queue: .main) { _ in
                appNotes.append("didBecomeActive")
            },
            center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: app, queue: .main) {
                _ in appNotes.append("didEnterBackground")
            },
            center.addObserver(forName: UIScene.didActivateNotification, object: nil, queue: .main) { note in
                if note.object is UIWindowScene { appNotes.append("scene didActivate") }
            },
        ]
        defer { for t in tokens { center.removeObserver(t) } }
        let sceneDelegate = SceneDelegate(log: log)
        let shown = app.launch(applicationDelegate: AppDelegate(log: log), sceneDelegate: sceneDelegate)
        #expect(shown === sceneDelegate.window)
        #expect(log.events == ["didFinishLaunching", "willConnect", "willEnterForeground"])
        let scene = try #require(shown.windowScene)
        #expect(app.connectedScenes == [scene] && scene.session.role == .windowApplication)
        #expect(scene.windows == [shown] && scene.keyWindow === shown && shown.isKeyWindow)
        #expect(scene.activationState == .foregroundInactive && app.applicationState == .inactive)
        #expect(scene.screen === app.screen && scene.interfaceOrientation == .landscapeRight)
        #expect(scene.traitCollection.horizontalSizeClass == .compact)

        try driver.step(frames: 2)
        #expect(log.events.suffix(1) == ["didBecomeActive"], "the scene's delegate, not the app's, hears it")
        #expect(appNotes == ["scene didActivate", "didBecomeActive"])
        #expect(scene.activationState == .foregroundActive && app.applicationState == .active)
        let root = try #require(shown.rootViewController)
        #expect(root.view.window?.windowScene === scene)
        // The delegate's window is on screen: its root view's green fills the display.
        #expect(driver.display.framebuffer.color(x: 160, y: 120) == UIColor(red: 0, green: 1, blue: 0, alpha: 1))

        log.events = []
        app.terminate()
        #expect(
            log.events == ["willResignActive", "didEnterBackground", "didDisconnect", "app willTerminate"])
        #expect(appNotes.last == "didEnterBackground")
        #expect(app.connectedScenes.isEmpty && scene.activationState == .unattached)
        app.terminate()
        #expect(log.events.count == 4, "a second terminate does nothing")
    }

    @Test func aSceneDelegateThatMakesNoWindowGetsAnEmptyOneAndWindowsMoveBetweenScenes() throws {
        final class Lazy: UIResponder, UIWindowSceneDelegate {}
        let driver = EmbeddedDriver(width: 200, height: 300)
        let app = driver.application
        let shown = app.launch(applicationDelegate: nil, sceneDelegate: Lazy())
        let scene = try #require(shown.windowScene)
        #expect(scene.windows == [shown] && scene.interfaceOrientation == .portrait)
        shown.makeKeyAndVisible()
        try driver.step()
        #expect(app.applicationState == .active)
        // A second scene, connected while active, becomes active at once; a window can move to it.
        let second = app.connectScene(delegate: nil)
        #expect(second.activationState == .foregroundActive)
        shown.windowScene = second
        #expect(scene.windows.isEmpty && second.windows == [shown] && shown.windowScene === second)
        shown.windowScene = nil
        #expect(shown.windowScene == nil && second.windows.isEmpty)
    }
}
