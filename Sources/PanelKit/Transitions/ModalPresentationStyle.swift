/// How a presented controller is shown, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Int, Hashable, Sendable {
    /// The presented view covers the screen; the presenting controller's view leaves the hierarchy once
    /// the transition ends (and gets `viewWillDisappear` / `viewDidDisappear`).
    case fullScreen
    /// The presented view covers the screen over the presenting controller's view, which stays in the
    /// hierarchy and gets no appearance callbacks.
    case overFullScreen
    /// The transitioning delegate's animator places the presented view; the presenting controller's
    /// view stays in the hierarchy and gets no appearance callbacks (seed 000's draggable card).
    case custom

    /// Whether the presenting controller's view leaves the hierarchy while the controller is covered.
    var removesPresentersView: Bool { self == .fullScreen }
}
