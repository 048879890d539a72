/// A stand-in for `UIStoryboard`: scenes registered in code under identifiers, each a factory that makes
/// a view controller, so ported code that calls `storyboard?.instantiateViewController(withIdentifier:)`
/// keeps working. Interface Builder files are not read.
///
/// Storyboards of one name share their scenes within an application: register them once at start-up
/// (`Storyboard(name: "Main").register("SecondViewController") { SecondViewController() }`), then any
/// `Storyboard(name: "Main", bundle: nil)` made later in the same application finds them. Controllers
/// made by a storyboard answer it as their `storyboard`.
@MainActor
public final class Storyboard {
    /// The scenes of one storyboard name, shared by every `Storyboard` value of that name in an
    /// application.
    final class Scenes {
        var factories: [String: () -> ViewController] = [:]
        var initialIdentifier: String?
    }

    /// The storyboard's name.
    public let name: String
    private let scenes: Scenes

    /// The storyboard called `name` in the application running now (a fresh, empty one when it has none
    /// yet). `bundle` is accepted for UIKit's signature and ignored: scenes come from code.
    public convenience init(name: String, bundle: AnyObject? = nil) {
        self.init(name: name, scenes: Application.current.map { Storyboard.scenes(named: name, in: $0) } ?? Scenes())
    }

    /// The storyboard called `name` in `application`.
    public convenience init(name: String, application: Application) {
        self.init(name: name, scenes: Storyboard.scenes(named: name, in: application))
    }

    private init(name: String, scenes: Scenes) {
        self.name = name
        self.scenes = scenes
    }

    private static func scenes(named name: String, in application: Application) -> Scenes {
        if let existing = application.storyboardScenes[name] { return existing }
        let created = Scenes()
        application.storyboardScenes[name] = created
        return created
    }

    /// Registers the scene `identifier`: `factory` makes its controller each time it is instantiated.
    /// With `isInitial`, `instantiateInitialViewController()` makes this one.
    public func register(
        _ identifier: String, isInitial: Bool = false, factory: @escaping @MainActor () -> ViewController
    ) {
        scenes.factories[identifier] = factory
        if isInitial { scenes.initialIdentifier = identifier }
    }

    /// The identifiers registered, sorted.
    public var identifiers: [String] { scenes.factories.keys.sorted() }

    /// Makes the controller of scene `identifier`; its `storyboard` is this storyboard.
    ///
    /// An identifier that was never registered is a programming error, as in UIKit (which raises an
    /// exception): the message names the identifiers that are registered.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        guard let factory = scenes.factories[identifier] else {
            preconditionFailure(
                "Storyboard '\(name)' has no view controller with identifier '\(identifier)'; registered: \(identifiers)"
            )
        }
        let vc = factory()
        vc.storyboard = self
        return vc
    }

    /// Makes the controller of the initial scene, or nil when none is marked initial.
    public func instantiateInitialViewController() -> ViewController? {
        guard let id = scenes.initialIdentifier else { return nil }
        return instantiateViewController(withIdentifier: id)
    }
}
