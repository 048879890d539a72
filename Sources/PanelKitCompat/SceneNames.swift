// UIKit's scene and app-delegate spellings (PanelKit's Scene, WindowScene, Application+Lifecycle).

public typealias UIScene = Scene
public typealias UIWindowScene = WindowScene
public typealias UISceneSession = SceneSession
public typealias UISceneDelegate = SceneDelegate
public typealias UIWindowSceneDelegate = WindowSceneDelegate
public typealias UIApplicationDelegate = ApplicationDelegate
public typealias UIInterfaceOrientation = InterfaceOrientation
