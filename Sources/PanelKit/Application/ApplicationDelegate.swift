/// The app's delegate, as `UIApplicationDelegate`: every method is optional (defaults do nothing).
///
/// A `PanelSceneApp` names one (`makeApplicationDelegate()`); it is told
/// `application(_:didFinishLaunchingWithOptions:)` before the scene connects. As in UIKit, an app with a
/// connected scene gets the life-cycle calls on its scene delegate instead: the application delegate's
/// `applicationDidBecomeActive(_:)` and the others are called only while no scene is connected.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// Launching is done (the panel's display and input are open); the scene connects next. The result is
    /// not used (as UIKit's, which concerns URLs).
    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidBecomeActive(_ application: Application)
    func applicationWillResignActive(_ application: Application)
    func applicationDidEnterBackground(_ application: Application)
    func applicationWillEnterForeground(_ application: Application)
    /// The process is about to end (the panel got SIGTERM, SIGINT or SIGHUP).
    func applicationWillTerminate(_ application: Application)
}

extension ApplicationDelegate {
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: Application) {}
    public func applicationWillResignActive(_ application: Application) {}
    public func applicationDidEnterBackground(_ application: Application) {}
    public func applicationWillEnterForeground(_ application: Application) {}
    public func applicationWillTerminate(_ application: Application) {}
}
