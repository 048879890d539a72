/// The large content viewer, as `UILargeContentViewerInteraction`: added to a view whose small content
/// (bar items, small buttons) does not grow with Dynamic Type, a long press there shows the title and image
/// of the item under the finger big, in a rounded HUD centred in the window, following the finger from item
/// to item; lifting the finger hides it and tells the delegate (by default, acts on the item). As on iOS it
/// shows only at the accessibility text sizes (the view's `traitCollection`).
@MainActor
public final class LargeContentViewerInteraction: Interaction {
    /// Posted when `isEnabled` changes, as UIKit's `interactionEnabledStatusDidChangeNotification`; the
    /// name is kept for code that observes it.
    public nonisolated static let interactionEnabledStatusDidChangeNotification = Notification.Name(
        "UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    /// Whether the viewer is on: the application's text size is one of the accessibility sizes.
    public static var isEnabled: Bool { Application.currentContentSizeCategory.isAccessibilityCategory }

    /// Who picks items and hears the end; nil uses the defaults.
    public weak var delegate: (any LargeContentViewerInteractionDelegate)?

    /// The view the interaction is added to.
    public private(set) weak var view: View?

    /// The long press that drives the viewer, for `require(toFail:)` with the view's other recognizers.
    public let gestureRecognizerForExclusionRelationship: GestureRecognizer

    private let press = LongPressGestureRecognizer()
    private var hud: LargeContentViewerHUD?
    private weak var shownItem: AnyObject?

    /// An interaction reporting to `delegate`.
    public init(delegate: (any LargeContentViewerInteractionDelegate)? = nil) {
        self.delegate = delegate
        gestureRecognizerForExclusionRelationship = press
        press.addTarget { [weak self] g in self?.pressChanged(g) }
    }

    public func willMove(to view: View?) {
        self.view?.removeGestureRecognizer(press)
        hideHUD()
    }

    public func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// The deepest view under `point` (the view's coordinates), or its nearest superview inside the view,
    /// that shows the large content viewer.
    public func defaultItem(at point: Point) -> (any LargeContentViewerItem)? {
        guard let view else { return nil }
        var v = view.hitTest(point, with: nil)
        while let candidate = v {
            if candidate.showsLargeContentViewer { return candidate }
            if candidate === view { break }
            v = candidate.superview
        }
        return nil
    }

    /// What lifting the finger over `item` does without a delegate: a control performs its primary action.
    public func defaultEnd(on item: (any LargeContentViewerItem)?) {
        _ = (item as? View)?.performDefaultAccessibilityActivation()
    }

    /// The HUD shown now, for tests and bridges: nil while none shows.
    public var hudView: View? { hud }

    private func pressChanged(_ g: LongPressGestureRecognizer) {
        guard let view else { return }
        let point = g.location(in: view)
        switch g.state {
        case .began, .changed:
            guard view.traitCollection.preferredContentSizeCategory.isAccessibilityCategory else { return }
            let item = itemAt(point)
            if let item, item.showsLargeContentViewer { showHUD(for: item) } else { hideHUD() }
        case .ended:
            let wasShown = hud != nil
            hideHUD()
            guard wasShown else { return }
            let item = itemAt(point)
            if let delegate {
                delegate.largeContentViewerInteraction(self, didEndOn: item, at: point)
            } else {
                defaultEnd(on: item)
            }
        default:
            hideHUD()
        }
    }

    private func itemAt(_ point: Point) -> (any LargeContentViewerItem)? {
        delegate.map { $0.largeContentViewerInteraction(self, itemAt: point) } ?? defaultItem(at: point)
    }

    /// Shows (or moves to) `item`'s HUD in the middle of the window.
    private func showHUD(for item: any LargeContentViewerItem) {
        guard let window = view?.window else { return }
        if hud != nil && shownItem === item { return }
        let h = hud ?? LargeContentViewerHUD(frame: .zero)
        h.show(item)
        let size = h.preferredSize(maxWidth: window.bounds.width - 40)
        let b = window.bounds
        h.frame = Rect(
            x: ((b.width - size.width) / 2).rounded(), y: ((b.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
        if h.superview !== window { window.addSubview(h) } else { window.bringSubviewToFront(h) }
        hud = h
        shownItem = item
    }

    private func hideHUD() {
        hud?.removeFromSuperview()
        hud = nil
        shownItem = nil
    }
}
