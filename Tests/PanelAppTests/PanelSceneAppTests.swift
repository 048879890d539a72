import PanelApp
import PanelEmbedded
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the scene app's delegates heard, across the runner's launch (the app makes them itself).
@MainActor
enum SceneAppLog {
    static var events: [String] = []
}

/// An app written the Xcode-template way: its scene delegate makes a window with a red root view.
struct SceneApp: PanelSceneApp {
    final class AppDelegate: Responder, ApplicationDelegate {
        func application(
            _ application: Application,
            didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
        ) -> Bool {
            SceneAppLog.events.append("didFinishLaunching")
            return true
        }
    }

    final class Delegate: Responder, WindowSceneDelegate {
        var window: Window?

        func scene(
            _ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions
        ) {
            guard let windowScene = scene as? WindowScene else { return }
            SceneAppLog.events.append("willConnect")
            let controller = ViewController()
            controller.view.backgroundColor = Color(hex: 0xFF0000)
            window = Window(windowScene: windowScene)
            window?.rootViewController = controller
            window?.makeKeyAndVisible()
        }

        func sceneDidBecomeActive(_ scene: Scene) { SceneAppLog.events.append("didBecomeActive") }
        func sceneDidDisconnect(_ scene: Scene) { SceneAppLog.events.append("didDisconnect") }
    }

    init(context: PanelAppContext) {}
    func makeSceneDelegate() -> any WindowSceneDelegate { Delegate() }
    func makeApplicationDelegate() -> (any ApplicationDelegate)? { AppDelegate() }
}

@Suite("PanelApp: an app started from its scene delegate")
@MainActor
struct PanelSceneAppTests {
    @Test func theSceneDelegatesWindowIsTheSnapshotAndTheSceneLivesAndEnds() throws {
        SceneAppLog.events = []
        let out = "/tmp/panelapp-test-\(getpid())-scene.png"
        let status = PanelAppRunner.run(SceneApp.self, arguments: ["--snapshot", out, "--size", "160x80"])
        #expect(status == 0)
        let image = try Surface.loadPNG(path: out)
        #expect(image.color(x: 80, y: 40) == Color(hex: 0xFF0000), "the window the scene delegate made is shown")
        #expect(SceneAppLog.events == ["didFinishLaunching", "willConnect", "didBecomeActive", "didDisconnect"])
        unlink(out)
    }
}
