import PanelKit
import PanelText

/// Seed 000's swiping cell: `frontContentView` drags up by `swipeDistanceOnY` to uncover `actionsView`
/// below it, and rests in one of two states, at its initial position or at the top.
///
/// Subclasses override `swipeDistanceOnY` (the actions' height) and, to restyle subviews as the front
/// moves, `frontViewPositionChanged(on:)`. While the front settles in an animation, a display link reads
/// its presentation frame every frame and reports the progress the same way, so subviews follow the
/// animation as they follow the finger. The cell does not clip: the raised front leaves its bounds.
@MainActor
open class SwipingCollectionViewCell: CollectionViewCell, GestureRecognizerDelegate {
    /// The part that moves: the item's content.
    public let frontContentView = View()
    /// The buttons the front uncovers.
    public let actionsView = View()
    /// True while the front rests at the top (actions shown).
    public private(set) var isSwipedUp = false
    /// The progress values the display link read during the latest settle animation.
    public private(set) var displayLinkProgress: [Double] = []
    /// Called with every progress change (finger or animation).
    public var onProgress: ((Double) -> Void)?

    private var initialFrontY: Double = 0
    private var dragStartY: Double = 0
    private var link: DisplayLink?

    /// The pan that swipes the front (added to the cell, recognizing vertical drags only).
    public private(set) lazy var panGestureRecognizer: PanGestureRecognizer = {
        let pan = PanGestureRecognizer(target: self, action: SwipingCollectionViewCell.handlePanGesture)
        pan.delegate = self
        return pan
    }()

    public override init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = false
        contentView.clipsToBounds = false
        contentView.addSubview(actionsView)
        contentView.addSubview(frontContentView)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// How far the front moves up: the height of `actionsView`. Subclasses must override it.
    open var swipeDistanceOnY: Double { 0 }

    /// Called as the front moves, with 0 at the initial position and 1 at the top.
    open func frontViewPositionChanged(on percent: Double) {}

    /// The front's progress from its presentation frame (mid-animation included).
    public var currentProgress: Double {
        progress(forY: frontContentView.presentationFrame.minY)
    }

    private func progress(forY y: Double) -> Double {
        guard swipeDistanceOnY > 0 else { return 0 }
        return (initialFrontY - y) / swipeDistanceOnY
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        initialFrontY = 0
        let d = swipeDistanceOnY
        actionsView.frame = Rect(x: 0, y: b.height - d, width: b.width, height: d)
        guard link == nil, dragging == false else { return }
        frontContentView.frame = Rect(x: 0, y: isSwipedUp ? -d : 0, width: b.width, height: b.height)
        report(isSwipedUp ? 1 : 0)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        stopLink()
        isSwipedUp = false
        setNeedsLayout()
    }

    private var dragging = false
    private var settleGeneration = 0

    private func report(_ p: Double) {
        frontViewPositionChanged(on: p)
        onProgress?(p)
    }

    // MARK: Pan

    private func handlePanGesture(_ pan: PanGestureRecognizer) {
        let d = swipeDistanceOnY
        switch pan.state {
        case .began:
            stopLink()
            dragging = true
            dragStartY = frontContentView.presentationFrame.minY
            settleGeneration += 1
            frontContentView.layer.removeAllAnimations()
            View.performWithoutAnimation { frontContentView.frame.origin.y = dragStartY }
        case .changed:
            var y = dragStartY + pan.translation(in: self).y
            // Past the rests the front resists.
            if y < -d { y = -d - CardsDragger.rubberBand(-d - y) * 0.5 }
            if y > 0 { y = CardsDragger.rubberBand(y) * 0.5 }
            frontContentView.frame.origin.y = y
            report(progress(forY: y))
        case .ended, .cancelled:
            dragging = false
            let v = pan.state == .ended ? pan.velocity(in: self).y : 0
            let projected = frontContentView.frame.minY + v * 0.15
            if projected < -d / 2 { moveToTop(velocity: v) } else { moveToInitial(velocity: v) }
        default:
            break
        }
    }

    /// Raises the front to show the actions.
    public func moveToTop(velocity: Double = 0) {
        settle(at: -swipeDistanceOnY, velocity: velocity)
        isSwipedUp = true
    }

    /// Puts the front at one of its rests at once.
    public func setSwipedUp(_ up: Bool) {
        stopLink()
        settleGeneration += 1
        frontContentView.layer.removeAllAnimations()
        isSwipedUp = up
        frontContentView.frame.origin.y = up ? -swipeDistanceOnY : initialFrontY
        report(up ? 1 : 0)
    }

    /// Lowers the front over the actions.
    public func moveToInitial(velocity: Double = 0) {
        settle(at: initialFrontY, velocity: velocity)
        isSwipedUp = false
    }

    private func settle(at y: Double, velocity: Double) {
        let from = frontContentView.presentationFrame.minY
        let distance = y - from
        let springVelocity = abs(distance) > 1 ? velocity / distance : 0
        startLink()
        settleGeneration += 1
        let generation = settleGeneration
        View.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.82, initialSpringVelocity: springVelocity,
            options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { self.frontContentView.frame.origin.y = y },
            completion: { [weak self] _ in
                guard let self, self.settleGeneration == generation else { return }
                self.stopLink()
                self.report(self.progress(forY: self.frontContentView.frame.minY))
            })
    }

    // MARK: Display link

    private func startLink() {
        stopLink()
        displayLinkProgress = []
        guard let app = window?.application else { return }
        let l = DisplayLink(target: self, action: SwipingCollectionViewCell.animationDidUpdate)
        link = l
        l.add(to: app)
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
    }

    /// Reads the front's presentation frame while it animates (seed 000's `animationDidUpdate`).
    private func animationDidUpdate(_ link: DisplayLink) {
        let p = currentProgress
        displayLinkProgress.append(p)
        report(p)
    }

    // MARK: GestureRecognizerDelegate

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return true }
        let t = panGestureRecognizer.translation(in: self)
        guard abs(t.y) > abs(t.x) else { return false }
        // Up always swipes; down only brings a raised front back (a plain pull down is for the screen).
        return t.y < 0 || isSwipedUp
    }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        false
    }
}
