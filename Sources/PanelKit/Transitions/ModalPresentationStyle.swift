/// How a presented controller is shown, as `UIModalPresentationStyle` (with UIKit's raw values).
public enum ModalPresentationStyle: Int, Hashable, Sendable {
    /// The presented view covers the screen; the presenting controller's view leaves the hierarchy once
    /// the transition ends (and gets `viewWillDisappear` / `viewDidDisappear`).
    case fullScreen = 0
    /// A sheet as tall as the container less a top inset and at most as wide as a portrait page, centred,
    /// over a dimmed presenting view that stays in the hierarchy and gets no appearance callbacks
    /// (`SheetPresentationController`); in a compact width it spans the container's width.
    case pageSheet = 1
    /// A centred card of the presented controller's `preferredContentSize` (540 x 620 points when that is
    /// zero), otherwise as `.pageSheet`.
    case formSheet = 2
    /// The presented view covers the view of the controller that defines the presentation context (the
    /// nearest of the presenting controller and its ancestors whose `definesPresentationContext` is true,
    /// else the top of its parent chain, the window's root view controller); that view leaves the
    /// hierarchy once the transition ends, as with `.fullScreen`.
    case currentContext = 3
    /// The transitioning delegate's animator places the presented view; the presenting controller's
    /// view stays in the hierarchy and gets no appearance callbacks (seed 000's draggable card).
    case custom = 4
    /// The presented view covers the screen over the presenting controller's view, which stays in the
    /// hierarchy and gets no appearance callbacks.
    case overFullScreen = 5
    /// As `.currentContext`, but the covered view stays in the hierarchy and gets no appearance
    /// callbacks, so whatever the presented view does not cover shows through.
    case overCurrentContext = 6
    /// A popover beside a source view or bar button item, with an arrow pointing at it
    /// (`PopoverPresentationController`); in a compact window it adapts (a form sheet by default). The
    /// presenting view stays in the hierarchy and gets no appearance callbacks.
    case popover = 7
    /// No adaptation: what `adaptivePresentationStyle(for:traitCollection:)` returns to keep a popover a
    /// popover. Presenting with it is presenting `.fullScreen`.
    case none = -1
    /// The system's choice, as UIKit's: `.pageSheet`. A controller's default style, as in UIKit since iOS 13.
    case automatic = -2

    /// The style a presentation with this style behaves as: `.automatic` is a page sheet, `.none` full
    /// screen.
    var resolved: ModalPresentationStyle {
        switch self {
        case .automatic: return .pageSheet
        case .none: return .fullScreen
        default: return self
        }
    }

    /// Whether the presenting controller's view leaves the hierarchy while the controller is covered.
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presentation covers the context-defining controller's view rather than the window.
    var isContextual: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether the style is one of the sheets `SheetPresentationController` manages.
    var isSheet: Bool { resolved == .pageSheet || self == .formSheet }
}
