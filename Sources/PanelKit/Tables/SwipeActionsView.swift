import PanelText

/// The buttons a swiped table row reveals, as iOS draws them: full-height coloured buttons with white
/// titles in the space the row's content slid out of, the first action at the edge. While the row slides
/// they share the revealed space in proportion to their widths; swiped most of the way across (a full
/// swipe), the first action's button takes all of it.
@MainActor
final class SwipeActionsView: View {
    /// The edge the actions are revealed at.
    enum Side {
        /// Swiped towards the trailing edge (to the right; to the left right to left): the actions are at
        /// the leading edge.
        case leading
        /// Swiped towards the leading edge: the actions are at the trailing edge.
        case trailing
    }

    /// The side whose actions a swipe moving left (or right) reveals: a leftward swipe shows the trailing
    /// actions left to right and the leading ones right to left, as UIKit.
    static func side(movingLeft: Bool, rightToLeft: Bool) -> Side {
        movingLeft != rightToLeft ? .trailing : .leading
    }

    /// The row the actions belong to.
    var indexPath: IndexPath
    let side: Side
    let actions: [ContextualAction]
    let performsFirstActionWithFullSwipe: Bool
    /// Whether the row is right to left: its leading edge is the right one.
    let rightToLeft: Bool
    /// Whether the actions are revealed at the row's right edge (the content slides left).
    var isAtRight: Bool { (side == .trailing) != rightToLeft }
    /// One button per action, in the actions' order.
    private(set) var buttons: [Button] = []
    /// Each button's own width: its title's plus 15 points each side, at least 74 (iOS's "Delete").
    private var widths: [Double] = []
    /// How far the row's content has slid: negative to the left (trailing actions), positive to the right.
    var offset = 0.0
    /// The offset when the finger that moves the row touched down.
    var offsetAtDragStart = 0.0
    /// Whether the row is swiped far enough that lifting the finger runs the first action.
    private(set) var isFullSwipe = false
    /// Set once an action runs, until its handler calls its completion.
    var isPerforming = false
    /// False when a tap on the row's editing control opened it (the delegate hears of swipes only).
    var isSwipe = true

    /// The buttons' widths together: how far the row opens to show them all.
    var openWidth: Double { widths.reduce(0, +) }

    /// Buttons for `actions` at `side` of the row at `indexPath`; `tapped` gets the index of a tapped one.
    init(
        indexPath: IndexPath, side: Side, configuration actions: [ContextualAction], fullSwipe: Bool,
        rightToLeft: Bool = false, tapped: @escaping (Int) -> Void
    ) {
        self.indexPath = indexPath
        self.side = side
        self.rightToLeft = rightToLeft
        self.actions = actions
        performsFirstActionWithFullSwipe = fullSwipe
        super.init(frame: .zero)
        clipsToBounds = true
        for (i, action) in actions.enumerated() {
            let button = Button(type: .custom)
            button.backgroundColor = action.backgroundColor
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.setImage(action.image, for: .normal)
            button.titleLabel.fontSize = 15
            button.addAction(for: .touchUpInside) { _ in tapped(i) }
            let title = button.titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity)).width
            let image = action.image?.size.width ?? 0
            let gap = title > 0 && image > 0 ? button.imageTitleSpacing : 0
            widths.append(max(74, (title + image + gap + 30).rounded(.up)))
            buttons.append(button)
            addSubview(button)
        }
        backgroundColor = actions.first?.backgroundColor
    }

    /// Where a row goes when the finger lifts.
    enum Settling {
        /// Swiped most of the way across: the first action runs.
        case fullSwipe
        /// The row stays open on its actions.
        case open
        /// The row closes.
        case close
    }

    /// The offset the content slides to once the finger moved `translation` since the drag began: towards
    /// the actions' side only, at most the row's width, and past the open width a third as far without a
    /// full swipe (the table's and the list's rows alike).
    func followingOffset(translation: Double, rowWidth: Double) -> Double {
        var revealed = isAtRight ? -(offsetAtDragStart + translation) : offsetAtDragStart + translation
        revealed = min(max(0, revealed), rowWidth)
        if !performsFirstActionWithFullSwipe && revealed > openWidth {
            revealed = openWidth + (revealed - openWidth) / 3
        }
        return isAtRight ? -revealed : revealed
    }

    /// Where the row goes when the finger lifts moving at `velocity` (points per second, sideways): a full
    /// swipe runs the first action; past half the open width (or flicked towards the actions) the row stays
    /// open; otherwise it closes.
    func settling(velocity: Double) -> Settling {
        let towards = isAtRight ? -velocity : velocity
        if isFullSwipe { return .fullSwipe }
        if towards > -300 && (abs(offset) > openWidth / 2 || towards > 300) { return .open }
        return .close
    }

    /// The swipe past which lifting the finger runs the first action: 60% of the row's width, and at least
    /// 40 points past the open width.
    func fullSwipeThreshold(rowWidth: Double) -> Double {
        max(openWidth + 40, rowWidth * 0.6)
    }

    /// Places the view over the part of `row` (the row's frame) that the content slid out of, and the
    /// buttons in it.
    func place(in row: Rect) {
        let revealed = min(abs(offset), row.width)
        isFullSwipe = performsFirstActionWithFullSwipe && revealed > fullSwipeThreshold(rowWidth: row.width)
        let x = isAtRight ? row.maxX - revealed : row.minX
        frame = Rect(x: x, y: row.minY, width: revealed, height: row.height)
        let total = openWidth
        let scale = total > 0 ? revealed / total : 0
        var edge = isAtRight ? revealed : 0
        for (i, button) in buttons.enumerated() {
            let w = isFullSwipe ? (i == 0 ? revealed : 0) : widths[i] * scale
            let bx = isAtRight ? edge - w : edge
            button.frame = Rect(x: bx, y: 0, width: w, height: row.height)
            button.isHidden = w <= 0
            edge = isAtRight ? edge - w : edge + w
        }
    }
}
