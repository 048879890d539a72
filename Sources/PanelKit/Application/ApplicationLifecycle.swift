/// What an `Application` keeps about its life: its state, its delegate and its scenes.
@MainActor
final class ApplicationLifecycle {
    var state: ApplicationState = .inactive
    /// Set by the first frame that showed a window (the app became active then).
    var hasBecomeActive = false
    /// Kept strongly: nothing else holds the delegate a `PanelSceneApp` made.
    var delegate: (any ApplicationDelegate)?
    /// Connected scenes, in the order they connected.
    var scenes: [Scene] = []
}
