/// The presentation controller PanelKit makes for `.pageSheet` and `.formSheet`, as UIKit's
/// `UISheetPresentationController` shows them on a regular-width iPad: the presented view is a card with
/// rounded corners over a dimming view, and the presenting view stays in the hierarchy behind.
///
/// - A **form sheet** is the presented controller's `preferredContentSize` (`formSheetSize`, UIKit's
///   540 x 620 points, when that is zero), at most the container less `margin` on every side, centred;
///   all four corners are rounded.
/// - A **page sheet** is at most `pageSheetMaximumWidth` wide (less `margin` on each side), runs from
///   `pageSheetTopInset` below the container's top to its bottom, centred horizontally; its top corners are
///   rounded.
/// - The **dimming view** (black) fades to `dimmingAlpha` with the presentation and back to clear with the
///   dismissal. Touches on it do nothing: as in UIKit, a tap outside a page or form sheet does not dismiss.
/// - **Compact width**: in a container narrower than `compactWidth` (an iPhone or a portrait panel), both
///   styles are a card the container's full width from `pageSheetTopInset` down, top corners rounded, as
///   iOS 13 and later show sheets on a phone. Every container gets a sheet, never a full-screen adaptation:
///   the presenting view stays in the hierarchy without appearance callbacks, and the swipe down works.
/// - **Swipe down**: a pan on the sheet that starts mostly downwards drags it down (an interactive
///   dismissal: the presented controller gets `viewWillDisappear` when the drag begins); let go lower than half the sheet's height, or moving
///   down faster than `dismissalVelocity`, the sheet leaves, otherwise it slides back and the presented
///   controller appears again. While the presented controller's `isModalInPresentation` is true, or the
///   delegate's `presentationControllerShouldDismiss(_:)` says no, the sheet follows the finger with
///   growing resistance (at most `rubberBandLimit` of its height) and springs back.
@MainActor
open class SheetPresentationController: PresentationController {
    /// A form sheet's size when the presented controller's `preferredContentSize` is zero (UIKit's).
    public static let formSheetSize = Size(width: 540, height: 620)
    /// The widest a page sheet gets (an iPad page sheet in portrait).
    public static let pageSheetMaximumWidth = 704.0
    /// The gap between the container's top and a page sheet.
    public static let pageSheetTopInset = 40.0
    /// The least distance between a sheet and the container's sides (and, for a form sheet, top and bottom).
    public static let margin = 20.0
    /// The radius of a sheet's rounded corners.
    public static let cornerRadius = 10.0
    /// How dark the dimming view gets (black at this alpha).
    public static let dimmingAlpha = 0.4
    /// Containers narrower than this are horizontally compact: a sheet spans their whole width.
    public static let compactWidth = 640.0
    /// The downward speed, in points per second, past which letting go dismisses whatever the distance.
    public static let dismissalVelocity = 1000.0
    /// The furthest a sheet that may not be dismissed follows the finger, as a share of its height.
    public static let rubberBandLimit = 0.15

    /// The style the sheet was made for, `.pageSheet` or `.formSheet`.
    public let style: ModalPresentationStyle
    /// The view that dims the presenting view behind the sheet.
    public let dimmingView = View(frame: .zero)
    private var panRecognizer: PanGestureRecognizer?
    private var interaction: PercentDrivenInteractiveTransition?
    private var isResisting = false
    private var isIgnoringPan = false
    private var savedCorners: (radius: Double, mask: CornerMask, clips: Bool)?

    // MARK: Detents (SheetPresentationController+Detents.swift)

    /// The heights where the sheet rests, smallest first (`[.large()]` by default; an empty list counts as
    /// that). Detents size page sheets, and form sheets in a compact-width container; a form sheet in a
    /// regular-width container is a centred card of its preferred size. Setting it re-lays the sheet out
    /// (animated inside `animateChanges(_:)`).
    public var detents: [Detent] = [.large()] {
        didSet { detentsDidChange() }
    }
    /// The detent the user or code chose last; nil (the default) rests the sheet at its smallest detent.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { detentsDidChange() }
    }
    /// The largest detent at which the presenting view is neither dimmed nor covered for touches: with the
    /// sheet at or below it, touches outside the sheet reach the views behind. Nil (the default) dims at
    /// every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { detentsDidChange() }
    }
    /// Whether a grabber shows at the top of the sheet (false by default).
    public var prefersGrabberVisible = false {
        didSet { detentsDidChange() }
    }
    /// The sheet's corner radius; nil (the default) is `cornerRadius`, 10 points.
    public var preferredCornerRadius: Double? {
        didSet { detentsDidChange() }
    }
    /// Accepted for source compatibility: a scroll view in the sheet scrolls rather than growing the sheet.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Accepted for source compatibility: a vertically compact container shows the sheet full width.
    public var prefersEdgeAttachedInCompactHeight = false
    /// Accepted for source compatibility (see `prefersEdgeAttachedInCompactHeight`).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The grabber view while one shows.
    var grabber: View?
    /// A drag between detents: the sheet's height when it began.
    var detentDragStartHeight: Double?
    /// The sheet's height while a drag between detents holds it (nil: the selected detent's).
    var draggedHeight: Double?
    /// Whether `animateChanges(_:)` is running its block.
    var isAnimatingDetentChanges = false
    /// Whether the presentation finished and the sheet is laid out by its detents.
    var isSettled = false

    /// A sheet controller for `presentedViewController` shown with `style` (`.pageSheet` unless
    /// `.formSheet` is given).
    public init(
        presentedViewController: ViewController, presenting presentingViewController: ViewController?,
        style: ModalPresentationStyle
    ) {
        self.style = style == .formSheet ? .formSheet : .pageSheet
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Whether a container of `size` is horizontally compact, so that a sheet in it spans its whole width.
    public static func isCompact(_ size: Size) -> Bool {
        size.width < compactWidth
    }

    open override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        let m = Self.margin
        switch style {
        case .formSheet where !Self.isCompact(bounds.size):
            let preferred = presentedViewController.preferredContentSize
            let width = min(preferred.width > 0 ? preferred.width : Self.formSheetSize.width, bounds.width - 2 * m)
            let height = min(
                preferred.height > 0 ? preferred.height : Self.formSheetSize.height, bounds.height - 2 * m)
            return Rect(
                x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + (bounds.height - height) / 2,
                width: max(0, width), height: max(0, height))
        default:
            let width =
                Self.isCompact(bounds.size)
                ? bounds.width : max(0, min(Self.pageSheetMaximumWidth, bounds.width - 2 * m))
            let top = min(Self.pageSheetTopInset, bounds.height)
            let height = sheetHeight(maximum: bounds.height - top)
            return Rect(
                x: bounds.minX + (bounds.width - width) / 2, y: bounds.maxY - height, width: width, height: height)
        }
    }

    // MARK: The transitions

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        if let sheet = presentedView {
            savedCorners = (sheet.cornerRadius, sheet.maskedCorners, sheet.clipsToBounds)
            sheet.cornerRadius = preferredCornerRadius ?? Self.cornerRadius
            let isCard = style == .formSheet && !Self.isCompact(container.bounds.size)
            sheet.maskedCorners = isCard ? .all : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            sheet.clipsToBounds = true
        }
        let dim = dimmingView
        let alpha = dimmingAlphaForDetent
        dimmingView.isUserInteractionEnabled = alpha > 0
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            dim.alpha = alpha
        })
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.alpha = dimmingAlphaForDetent
            isSettled = true
            updateGrabber()
            attachPanRecognizer()
        } else {
            tearDown()
        }
    }

    open override func dismissalTransitionWillBegin() {
        isSettled = false
        grabber?.removeFromSuperview()
        grabber = nil
        let dim = dimmingView
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dim.alpha = 0 })
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            tearDown()
        } else {
            isSettled = true
            View.performWithoutAnimation { dimmingView.alpha = dimmingAlphaForDetent }
            updateGrabber()
        }
    }

    /// A touch on the container outside the sheet passes while the sheet rests at an undimmed detent.
    override func passesTouch(at point: Point, hitting hit: View) -> Bool {
        hit === containerView && passesTouchesOutsideSheet
    }

    open override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        // Bounds and centre rather than frame, so that a transform a transition or a drag applies stays.
        View.performWithoutAnimation {
            if dimmingView.superview === container, dimmingView.frame != container.bounds {
                dimmingView.frame = container.bounds
            }
            guard let sheet = presentedView, sheet.superview === container else { return }
            let f = frameOfPresentedViewInContainerView
            if sheet.bounds.size != f.size { sheet.bounds = Rect(origin: sheet.bounds.origin, size: f.size) }
            let center = Point(x: f.midX, y: f.midY)
            if sheet.center != center { sheet.center = center }
            if isSettled { placeGrabber() }
        }
    }

    /// Removes what the presentation added: the dimming view, the pan, the rounded corners.
    private func tearDown() {
        isSettled = false
        grabber?.removeFromSuperview()
        grabber = nil
        dimmingView.removeFromSuperview()
        if let pan = panRecognizer { pan.view?.removeGestureRecognizer(pan) }
        panRecognizer = nil
        if let sheet = presentedView, let saved = savedCorners {
            sheet.cornerRadius = saved.radius
            sheet.maskedCorners = saved.mask
            sheet.clipsToBounds = saved.clips
        }
        savedCorners = nil
    }

    // MARK: Swipe down

    private func attachPanRecognizer() {
        guard panRecognizer == nil, let sheet = presentedView else { return }
        let pan = PanGestureRecognizer(target: self, action: SheetPresentationController.handlePan)
        sheet.addGestureRecognizer(pan)
        panRecognizer = pan
    }

    /// The distance the sheet travels to leave the container at the bottom.
    private var dismissalDistance: Double {
        guard let bounds = containerView?.bounds else { return 1 }
        return max(1, bounds.maxY - frameOfPresentedViewInContainerView.minY)
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        guard let container = containerView, let sheet = presentedView else { return }
        let translation = pan.translation(in: container)
        let drop = translation.y
        if isIgnoringPan {
            if pan.state != .began && pan.state != .changed { isIgnoringPan = false }
            return
        }
        // A drag up to a taller detent, or down to a shorter one, resizes the sheet instead.
        if detentDragStartHeight != nil || (pan.state == .began && beginsDetentDrag(translation)) {
            dragBetweenDetents(pan, translation: translation, in: container)
            return
        }
        switch pan.state {
        case .began:
            // Only a drag mostly downwards is a swipe to dismiss (a sideways drag belongs to the content),
            // and only while the sheet is on screen and on top.
            guard drop > 0, drop >= abs(translation.x), presentedViewController.presentedViewController == nil,
                presentedViewController.activeTransition == nil
            else {
                isIgnoringPan = true
                return
            }
            isResisting =
                presentedViewController.isModalInPresentation
                || delegate?.presentationControllerShouldDismiss(self) == false
            if isResisting {
                delegate?.presentationControllerDidAttemptToDismiss(self)
                return
            }
            delegate?.presentationControllerWillDismiss(self)
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            self.interaction = interaction
            presentedViewController.presentation?.dismissalInteraction = interaction
            presentedViewController.dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.presentationControllerDidDismiss(self)
            }
            presentedViewController.presentation?.dismissalInteraction = nil
            if !presentedViewController.isBeingDismissed { self.interaction = nil }
        case .changed:
            if isResisting {
                let limit = Self.rubberBandLimit * sheet.bounds.height
                let offset = drop <= 0 || limit <= 0 ? 0 : limit * (1 - 1 / (1 + drop / limit))
                sheet.transform = AffineTransform(translationX: 0, y: offset)
            } else {
                interaction?.update(max(0, drop) / dismissalDistance)
            }
        case .ended, .cancelled, .failed:
            if isResisting {
                isResisting = false
                View.animate(
                    withDuration: 0.4, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                    animations: { sheet.transform = .identity })
            } else if let interaction {
                self.interaction = nil
                let speed = pan.velocity(in: container).y
                let far = drop > sheet.bounds.height / 2
                if pan.state == .ended && (far || speed > Self.dismissalVelocity) {
                    interaction.finish()
                } else {
                    interaction.cancel()
                }
            }
        default:
            break
        }
    }
}
