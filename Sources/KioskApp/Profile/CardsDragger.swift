import PanelKit
import PanelText

/// Opens, closes and drags the cards of a `CardsHolderViewController` (seed 000).
///
/// Each card has a pan: dragging moves it between its closed and open rests (the other card follows so
/// that they never cross), and on release it settles where the drag was heading (position plus a share
/// of the velocity, as seed 004). A tap on a card's header toggles it. A list inside a card keeps
/// scrolling: the card's pan recognizes together with the list's (`shouldRecognizeSimultaneouslyWith`),
/// and the drag moves the card only while the card is not open, or when the list is at its top and the
/// finger pulls down; then the list stays put.
///
/// `didOccurDraggingEvent` fires every time a card's frame changes, with how far the first card has
/// covered the top view (0 closed, 1 open, slightly beyond while rubber-banding). During a settle
/// animation it fires once, inside the animation block, so what the handler changes animates along.
@MainActor
public final class CardsDragger: GestureRecognizerDelegate {
    /// Fires when the cards move, with the first card's progress.
    public var didOccurDraggingEvent: ((_ value: Double) -> Void)?
    /// Fires when the cards come to rest, with each card's open state.
    public var didSettle: ((_ open: [Bool]) -> Void)?

    /// The cards, back to front.
    public let cards: [CardView]
    /// Where the cards rest (set by the holder at each layout).
    public var geometry = CardsGeometry(closedY: [0, 0], openY: [0, 0], topHeight: 0, compactTopHeight: 0)
    /// How open each card is, 0...1 (beyond while rubber-banding).
    public private(set) var progress: [Double] = [0, 0]
    /// The pans, one per card.
    public private(set) var panGestureRecognizers: [PanGestureRecognizer] = []
    /// The header height in which a tap toggles a card.
    public var tapHeaderHeight = 56.0

    private weak var holder: ViewController?
    private var drag: Drag?
    private var taps: [TapGestureRecognizer] = []

    private struct Drag {
        var card: Int
        var startProgress: [Double]
        /// The list under the finger, pinned at its top while the card moves.
        weak var list: ScrollView?
        var movesCard: Bool
    }

    init(cards: [CardView], holder: ViewController) {
        self.cards = cards
        self.holder = holder
        for (i, card) in cards.enumerated() {
            let pan = PanGestureRecognizer { [weak self] pan in self?.handlePan(pan, card: i) }
            pan.name = "card\(i + 1)"
            pan.delegate = self
            card.addGestureRecognizer(pan)
            panGestureRecognizers.append(pan)
            let tap = TapGestureRecognizer { [weak self] _ in self?.toggle(card: i) }
            tap.delegate = self
            tap.cancelsTouchesInView = false
            card.addGestureRecognizer(tap)
            taps.append(tap)
        }
    }

    // MARK: State

    /// Whether the card at `index` rests open.
    public func isOpen(_ index: Int) -> Bool { progress[index] > 0.5 }

    /// Opens the card at `index` (and the cards behind it).
    public func open(card index: Int, animated: Bool) {
        var p = progress
        for i in 0...index { p[i] = 1 }
        set(p, animated: animated)
    }

    /// Closes the card at `index` (and the cards in front of it).
    public func close(card index: Int, animated: Bool) {
        var p = progress
        for i in index..<p.count { p[i] = 0 }
        set(p, animated: animated)
    }

    /// Opens a closed card, closes an open one.
    public func toggle(card index: Int) {
        if isOpen(index) && (index + 1 >= progress.count || !isOpen(index + 1)) {
            close(card: index, animated: true)
        } else {
            open(card: index, animated: true)
            if index + 1 < progress.count { close(card: index + 1, animated: true) }
        }
    }

    /// Moves the cards to `progress`, with a soft spring when `animated`.
    public func set(_ newProgress: [Double], animated: Bool) {
        progress = newProgress
        guard animated else {
            layoutCards()
            didSettle?(progress.map { $0 > 0.5 })
            return
        }
        View.animate(
            withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.86, initialSpringVelocity: 0,
            options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { self.layoutCards() },
            completion: { [weak self] _ in
                guard let self else { return }
                self.didSettle?(self.progress.map { $0 > 0.5 })
            })
    }

    /// The frame of card `index` at progress `p`.
    func frame(ofCard index: Int, progress p: Double) -> Rect {
        let bounds = holder?.viewIfLoaded?.bounds ?? .zero
        let closed = geometry.closedY[index]
        let open = geometry.openY[index]
        let y = closed + (open - closed) * p
        return Rect(x: 0, y: y.rounded(), width: bounds.width, height: max(0, bounds.height - open))
    }

    /// Puts the cards where `progress` says and reports the move.
    func layoutCards() {
        for (i, card) in cards.enumerated() {
            let f = frame(ofCard: i, progress: progress[i])
            if card.frame != f { card.frame = f }
        }
        didOccurDraggingEvent?(progress[0])
    }

    // MARK: Dragging

    private func handlePan(_ pan: PanGestureRecognizer, card index: Int) {
        guard let holderView = holder?.viewIfLoaded else { return }
        switch pan.state {
        case .began:
            // Catch cards that are still settling where they are on screen.
            for (i, card) in cards.enumerated() {
                let closed = geometry.closedY[i]
                let open = geometry.openY[i]
                if abs(closed - open) > 0.5 {
                    progress[i] = (closed - card.presentationFrame.minY) / (closed - open)
                }
            }
            holderView.removeAnimationsInSubtree()
            layoutCards()
            let t = pan.translation(in: holderView)
            let list = listUnder(pan, in: cards[index])
            var moves = true
            if progress[index] > 0.99, let list {
                let atTop = list.contentOffset.y <= list.minimumContentOffset.y + 0.5
                moves = t.y > 0 && atTop
            }
            drag = Drag(card: index, startProgress: progress, list: list, movesCard: moves)
            if moves { pin(list) }
        case .changed:
            guard let d = drag, d.movesCard else { return }
            pin(d.list)
            progress = dragged(d, by: pan.translation(in: holderView).y)
            layoutCards()
        case .ended, .cancelled:
            guard let d = drag else { return }
            drag = nil
            guard d.movesCard else { return }
            pin(d.list)
            let v = pan.state == .ended ? pan.velocity(in: holderView).y : 0
            let distance = geometry.closedY[d.card] - geometry.openY[d.card]
            // Where the card is heading: its position plus a share of the velocity.
            let projected = dragged(d, by: pan.translation(in: holderView).y + v * 0.2)
            var target = progress
            let open = projected[d.card] > 0.5 || (distance <= 0)
            if d.card == 0 {
                target[0] = open ? 1 : 0
                if !open { target[1] = 0 }
            } else {
                target[1] = open ? 1 : 0
                if open { target[0] = 1 } else { target[0] = d.startProgress[0] > 0.5 ? 1 : 0 }
            }
            set(target, animated: true)
        default:
            break
        }
    }

    /// The cards' progress after dragging card `d.card` by `dy` points, the other card following.
    private func dragged(_ d: Drag, by dy: Double) -> [Double] {
        let i = d.card
        let closed = geometry.closedY[i]
        let open = geometry.openY[i]
        let distance = max(1, closed - open)
        let startY = closed - d.startProgress[i] * distance
        var y = startY + dy
        // Rubber band past the rests.
        if y < open { y = open - Self.rubberBand(open - y) }
        if y > closed { y = closed + Self.rubberBand(y - closed) }
        var p = d.startProgress
        p[i] = (closed - y) / distance
        if i == 1 {
            p[0] = max(d.startProgress[0], min(1, p[1]))
        } else {
            p[1] = min(d.startProgress[1], max(0, p[0]))
        }
        return p
    }

    static func rubberBand(_ x: Double) -> Double {
        let d = 120.0
        return (1 - 1 / (x * 0.55 / d + 1)) * d
    }

    private func pin(_ list: ScrollView?) {
        guard let list else { return }
        let top = list.minimumContentOffset
        if list.contentOffset != top || list.isDecelerating { list.setContentOffset(top, animated: false) }
    }

    /// The scroll view under the pan's touch inside `card`, if any.
    private func listUnder(_ pan: GestureRecognizer, in card: View) -> ScrollView? {
        let p = pan.location(in: card)
        var v = card.hitTest(p, with: nil)
        while let view = v, view !== card {
            if let s = view as? ScrollView, s.isScrollEnabled { return s }
            v = view.superview
        }
        return nil
    }

    // MARK: GestureRecognizerDelegate

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? PanGestureRecognizer,
            panGestureRecognizers.contains(where: { $0 === pan }), let v = pan.view
        else { return true }
        // Vertical drags only: sideways ones belong to the pages and the back pan.
        let t = pan.translation(in: v)
        return abs(t.y) > abs(t.x)
    }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        // A list inside the same card scrolls while the card's pan follows the finger.
        guard let card = gestureRecognizer.view, let otherView = other.view as? ScrollView else { return false }
        return other === otherView.panGestureRecognizer && otherView.isDescendant(of: card)
    }

    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let tap = gestureRecognizer as? TapGestureRecognizer, let card = tap.view else { return true }
        // Taps toggle a card only on its header, so rows inside stay tappable.
        return touch.location(in: card).y < tapHeaderHeight
    }
}
