/// The presentation controller of a `.popover` presentation, as `UIPopoverPresentationController`: the
/// presented controller's view in a rounded box beside a source (`sourceView` and `sourceRect`, or
/// `barButtonItem` / `sourceItem`), with an arrow pointing at it, over lightly dimmed content.
///
/// - **Size**: the presented controller's `preferredContentSize` (`defaultContentSize`, 320 x 480, when
///   zero), shrunk to fit inside the container less `popoverLayoutMargins`.
/// - **Side**: the first of up, down, left, right (the arrow's direction: `.up` puts the popover below the
///   source) that `permittedArrowDirections` allows and where the whole size fits; when none fits, the
///   permitted side with the most room, the popover shrunk to it. Along the other axis the popover is
///   centred on the source and kept inside the margins; the arrow stays on the source's centre as far as
///   the rounded corners allow. `arrowDirection` reports the side chosen.
/// - **Dismissal**: a tap outside the popover (and outside `passthroughViews`, which keep their touches)
///   asks the delegate's `presentationControllerShouldDismiss(_:)`, then dismisses (animated) and tells
///   `presentationControllerDidDismiss(_:)`; the presented controller's `isModalInPresentation`, or the
///   delegate saying no, keeps it (`presentationControllerDidAttemptToDismiss(_:)`).
/// - **Adaptation**: in a horizontally or vertically compact window, a popover shows as a `.formSheet`, as
///   UIKit does since iOS 13; the delegate's `adaptivePresentationStyle(for:traitCollection:)` may choose
///   `.fullScreen`, `.overFullScreen`, a sheet, or `.none` to keep the popover.
@MainActor
open class PopoverPresentationController: PresentationController {
    /// The popover's size when the presented controller's `preferredContentSize` is zero.
    public static let defaultContentSize = Size(width: 320, height: 480)
    /// How far the arrow reaches out of the popover.
    public static let arrowHeight = 13.0
    /// The radius of the popover's corners.
    public static let cornerRadius = 13.0
    /// How dark the content behind the popover gets (black at this alpha).
    public static let dimmingAlpha = 0.1

    /// The view `sourceRect` is in.
    public weak var sourceView: View?
    /// The rectangle in `sourceView` the arrow points at; zero points at the whole `sourceView`.
    public var sourceRect: Rect = .zero
    /// A bar button item to point at (its view in its bar), instead of `sourceView`.
    public weak var barButtonItem: BarButtonItem?
    /// What to point at: a view or a bar button item (iOS 16's `sourceItem`); before `barButtonItem`
    /// and `sourceView`.
    public weak var sourceItem: (any PopoverPresentationControllerSourceItem)?
    /// The sides the arrow may point to (`.any` by default; an empty set counts as `.any`).
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// The side the arrow points to while the popover shows; `.unknown` before.
    public private(set) var arrowDirection: PopoverArrowDirection = .unknown
    /// The colour of the popover's box and arrow; nil takes the presented view's background colour (else
    /// `.systemBackground`).
    public var backgroundColor: Color? {
        didSet { paintChrome() }
    }
    /// Views that keep taking touches while the popover shows (a tap on them does not dismiss it).
    public var passthroughViews: [View]?
    /// The least distance between the popover and the container's edges.
    public var popoverLayoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The views around the presented one: the dimming that takes taps outside, the box, the arrow.
    let dimmingView = View(frame: .zero)
    private let boxView = View(frame: .zero)
    private let arrowView = View(frame: .zero)
    private var savedCorners: (radius: Double, clips: Bool)?

    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?)
    {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = Color.black.withAlphaComponent(Self.dimmingAlpha)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let tap = TapGestureRecognizer()
        tap.addTarget(self, action: PopoverPresentationController.outsideTapped)
        dimmingView.addGestureRecognizer(tap)
        boxView.cornerRadius = Self.cornerRadius
        boxView.isUserInteractionEnabled = false
        arrowView.isUserInteractionEnabled = false
    }

    // MARK: Where the popover goes

    /// The source in container coordinates, or nil when there is none.
    private func anchor(in container: View) -> Rect? {
        let item: AnyObject? = sourceItem ?? barButtonItem ?? sourceView
        if let button = item as? BarButtonItem {
            guard let v = button.shownView, v.window != nil else { return nil }
            return v.convert(v.bounds, to: container)
        }
        guard let v = item as? View, v.window != nil else { return nil }
        let r = item === sourceView && sourceRect != .zero ? sourceRect : v.bounds
        return v.convert(r, to: container)
    }

    /// The popover's box and arrow in the container: the side, the box's frame, and the point the arrow
    /// tip touches.
    struct Placement: Equatable {
        var direction: PopoverArrowDirection
        var box: Rect
        var tip: Point?
    }

    /// Where the popover goes in `bounds` for a source at `source` (nil: centred, without an arrow).
    func placement(in bounds: Rect) -> Placement {
        let m = popoverLayoutMargins
        let area = Rect(
            x: bounds.minX + m.left, y: bounds.minY + m.top, width: max(0, bounds.width - m.left - m.right),
            height: max(0, bounds.height - m.top - m.bottom))
        let preferred = presentedViewController.preferredContentSize
        func usable(_ v: Double, _ fallback: Double) -> Double { v.isFinite && v > 0 ? v : fallback }
        let want = Size(
            width: min(usable(preferred.width, Self.defaultContentSize.width), area.width),
            height: min(usable(preferred.height, Self.defaultContentSize.height), area.height))
        guard let container = containerView, let source = anchor(in: container) else {
            let box = Rect(
                x: area.midX - want.width / 2, y: area.midY - want.height / 2, width: want.width, height: want.height)
            return Placement(direction: .unknown, box: box, tip: nil)
        }
        let a = Self.arrowHeight
        let permitted = permittedArrowDirections.isEmpty ? PopoverArrowDirection.any : permittedArrowDirections
        // The room on each side, along the axis the popover leaves the source by.
        let room: [(PopoverArrowDirection, Double)] = [
            (.up, area.maxY - source.maxY - a), (.down, source.minY - a - area.minY),
            (.left, area.maxX - source.maxX - a), (.right, source.minX - a - area.minX),
        ].filter { permitted.contains($0.0) }
        func needed(_ d: PopoverArrowDirection) -> Double { d == .up || d == .down ? want.height : want.width }
        let chosen =
            room.first { $0.1 >= needed($0.0) }
            ?? room.max { a, b in
                let sa = a.0 == .up || a.0 == .down ? max(0, a.1) * want.width : max(0, a.1) * want.height
                let sb = b.0 == .up || b.0 == .down ? max(0, b.1) * want.width : max(0, b.1) * want.height
                return sa < sb
            } ?? (.up, area.maxY - source.maxY - a)
        let direction = chosen.0
        let along = max(0, min(needed(direction), chosen.1))
        func clampX(_ width: Double) -> Double {
            min(max(source.midX - width / 2, area.minX), max(area.minX, area.maxX - width))
        }
        func clampY(_ height: Double) -> Double {
            min(max(source.midY - height / 2, area.minY), max(area.minY, area.maxY - height))
        }
        var box: Rect
        var tip: Point
        switch direction {
        case .up:
            box = Rect(x: clampX(want.width), y: source.maxY + a, width: want.width, height: along)
            tip = Point(x: source.midX, y: source.maxY)
        case .down:
            box = Rect(x: clampX(want.width), y: source.minY - a - along, width: want.width, height: along)
            tip = Point(x: source.midX, y: source.minY)
        case .left:
            box = Rect(x: source.maxX + a, y: clampY(want.height), width: along, height: want.height)
            tip = Point(x: source.maxX, y: source.midY)
        default:
            box = Rect(x: source.minX - a - along, y: clampY(want.height), width: along, height: want.height)
            tip = Point(x: source.minX, y: source.midY)
        }
        // The arrow stays clear of the rounded corners.
        let inset = Self.cornerRadius + Self.arrowHeight
        if direction == .up || direction == .down {
            tip.x = box.width >= 2 * inset ? min(max(tip.x, box.minX + inset), box.maxX - inset) : box.midX
        } else {
            tip.y = box.height >= 2 * inset ? min(max(tip.y, box.minY + inset), box.maxY - inset) : box.midY
        }
        box = Rect(x: box.minX, y: box.minY, width: max(0, box.width), height: max(0, box.height))
        return Placement(direction: direction, box: box, tip: tip)
    }

    open override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        return placement(in: bounds).box
    }

    // MARK: The transitions

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        container.insertSubview(boxView, at: 1)
        container.insertSubview(arrowView, at: 2)
        if let v = presentedView {
            savedCorners = (v.cornerRadius, v.clipsToBounds)
            v.cornerRadius = Self.cornerRadius
            v.clipsToBounds = true
        }
        paintChrome()
        placeChrome()
        let views = [dimmingView, boxView, arrowView]
        View.performWithoutAnimation { for v in views { v.alpha = 0 } }
        let fadeIn = { for v in views { v.alpha = 1 } }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in fadeIn() })
        } else {
            fadeIn()
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            for v in [dimmingView, boxView, arrowView] { v.alpha = 1 }
        } else {
            tearDown()
        }
    }

    open override func dismissalTransitionWillBegin() {
        let views = [dimmingView, boxView, arrowView]
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            for v in views { v.alpha = 0 }
        })
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            tearDown()
        } else {
            View.performWithoutAnimation { for v in [dimmingView, boxView, arrowView] { v.alpha = 1 } }
        }
    }

    /// A touch on the container or the dimming view over a passthrough view passes to that view.
    override func passesTouch(at point: Point, hitting hit: View) -> Bool {
        (hit === containerView || hit === dimmingView) && passesThrough(point)
    }

    open override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        View.performWithoutAnimation {
            if dimmingView.superview === container { dimmingView.frame = container.bounds }
            guard let v = presentedView, v.superview === container else { return }
            let f = frameOfPresentedViewInContainerView
            if v.bounds.size != f.size { v.bounds = Rect(origin: v.bounds.origin, size: f.size) }
            let center = Point(x: f.midX, y: f.midY)
            if v.center != center { v.center = center }
            placeChrome()
        }
    }

    /// Sets the box and arrow where the placement says, and records the arrow's direction.
    private func placeChrome() {
        guard let bounds = containerView?.bounds else { return }
        let p = placement(in: bounds)
        arrowDirection = p.direction
        boxView.frame = p.box
        guard let tip = p.tip else {
            arrowView.isHidden = true
            return
        }
        // A square turned 45 degrees, half inside the box: its outer corner is the tip.
        let side = 2 * Self.arrowHeight / 2.0.squareRoot()
        let h = Self.arrowHeight
        var center = tip
        switch p.direction {
        case .up: center.y += h
        case .down: center.y -= h
        case .left: center.x += h
        default: center.x -= h
        }
        arrowView.isHidden = false
        arrowView.bounds = Rect(x: 0, y: 0, width: side, height: side)
        arrowView.center = center
        arrowView.transform = AffineTransform(rotationAngle: Double.pi / 4)
    }

    /// Colours the box and the arrow.
    private func paintChrome() {
        let color = backgroundColor ?? presentedViewController.viewIfLoaded?.backgroundColor ?? .systemBackground
        boxView.backgroundColor = color
        arrowView.backgroundColor = color
    }

    /// Removes what the presentation added.
    private func tearDown() {
        for v in [dimmingView, boxView, arrowView] { v.removeFromSuperview() }
        if let v = presentedView, let saved = savedCorners {
            v.cornerRadius = saved.radius
            v.clipsToBounds = saved.clips
        }
        savedCorners = nil
        arrowDirection = .unknown
    }

    // MARK: Touches outside

    /// Whether a touch at `point` (container coordinates) belongs to a passthrough view.
    func passesThrough(_ point: Point) -> Bool {
        guard let container = containerView, let views = passthroughViews else { return false }
        return views.contains { v in v.window != nil && v.convert(v.bounds, to: container).contains(point) }
    }

    /// A tap outside the popover: ask, dismiss, tell.
    private func outsideTapped(_ tap: TapGestureRecognizer) {
        let presented = presentedViewController
        guard presented.presentation?.controller === self, presented.activeTransition == nil,
            presented.presentedViewController == nil
        else { return }
        if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    // MARK: Adaptation

    /// The style the presentation takes in a window with `traits`: `.popover` when regular both ways;
    /// compact, the delegate's choice, or a form sheet.
    func adaptedStyle(for traits: TraitCollection) -> ModalPresentationStyle {
        guard traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact else { return .popover }
        let chosen = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .automatic
        switch chosen {
        case .none, .popover: return .popover
        case .fullScreen, .overFullScreen, .pageSheet, .formSheet: return chosen
        default: return .formSheet
        }
    }
}
