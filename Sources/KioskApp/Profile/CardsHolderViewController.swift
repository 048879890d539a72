import PanelKit
import PanelText

/// A card: a rounded sheet with a soft shadow and a grabber, holding one child controller's view.
@MainActor
public final class CardView: View {
    /// Where the child's view goes; it clips to the card's rounded top.
    public let contentView = View()
    /// The small capsule at the top that says "drag me".
    let grabber = DecorationView(color: Color(white: 0, alpha: 0.16))
    /// The soft shadow above the card's top edge.
    let edgeShadow = EdgeShadowView()

    override init(frame: Rect) {
        super.init(frame: frame)
        maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        contentView.maskedCorners = maskedCorners
        contentView.clipsToBounds = true
        addSubview(edgeShadow)
        addSubview(contentView)
        addSubview(grabber)
    }

    /// The card's colour (the content view's background).
    var cardColor: Color? {
        get { contentView.backgroundColor }
        set {
            contentView.backgroundColor = newValue
            backgroundColor = newValue
        }
    }

    var radius: Double = 16 {
        didSet {
            cornerRadius = radius
            contentView.cornerRadius = radius
        }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let shade = (radius * 0.9).rounded()
        edgeShadow.frame = Rect(x: 0, y: -shade, width: bounds.width, height: shade + radius)
        let w = (radius * 2.2).rounded()
        let h = max(4, (radius * 0.3).rounded())
        grabber.frame = Rect(x: (bounds.midX - w / 2).rounded(), y: (radius * 0.45).rounded(), width: w, height: h)
        grabber.cornerRadius = h / 2
    }
}

/// Where the cards of a `CardsHolderViewController` rest: each card's top when closed and when open
/// (in the holder's coordinates), and the top view's full and compact heights.
public struct CardsGeometry: Equatable, Sendable {
    public var closedY: [Double]
    public var openY: [Double]
    /// The height of the top view while every card is closed.
    public var topHeight: Double
    /// The part of the top view left uncovered while the first card is open.
    public var compactTopHeight: Double

    public init(closedY: [Double], openY: [Double], topHeight: Double, compactTopHeight: Double) {
        self.closedY = closedY
        self.openY = openY
        self.topHeight = topHeight
        self.compactTopHeight = compactTopHeight
    }
}

/// Seed 000's parent controller: a `topView` and two cards (`cardView1`, `cardView2`) stacked over it,
/// each holding a child controller. A `CardsDragger` opens, closes and drags the cards; subclasses
/// assign the children in `viewDidLoad()` with `setTopChildViewController(_:)` and
/// `setCardChildViewController(_:)`.
@MainActor
open class CardsHolderViewController: ViewController {
    public let topView = View()
    public let cardView1 = CardView()
    public let cardView2 = CardView()
    /// Handles the cards' pans and taps; its `didOccurDraggingEvent` reports every move.
    public private(set) var cardsDragger: CardsDragger!

    let theme: Theme
    private var cardChildren: [ViewController?] = [nil, nil]

    public init(theme: Theme) {
        self.theme = theme
        super.init()
    }

    /// The two cards, front last.
    public var cardViews: [CardView] { [cardView1, cardView2] }

    open override func loadView() {
        let root = View()
        root.clipsToBounds = true
        view = root
        root.addSubview(topView)
        for card in cardViews {
            card.radius = theme.cardRadius
            root.addSubview(card)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        cardsDragger = CardsDragger(cards: cardViews, holder: self)
    }

    /// Makes `child` the top view's controller, its view filling the top view.
    public func setTopChildViewController(_ child: ViewController) {
        add(child, view: topView)
    }

    /// Gives `child` the first card without a controller (the second once the first has one).
    public func setCardChildViewController(_ child: ViewController) {
        let index = cardChildren.firstIndex { $0 == nil } ?? 1
        setCardChildViewController(child, at: index)
    }

    /// Gives `child` the card at `index` (0 or 1), replacing the controller it had.
    public func setCardChildViewController(_ child: ViewController, at index: Int) {
        cardChildren[index]?.remove()
        cardChildren[index] = child
        add(child, view: cardViews[index].contentView)
    }

    /// Where the cards rest in `bounds`; subclasses measure their content. The default opens each card
    /// to cover what is above it but the headers.
    open func cardsGeometry(in bounds: Rect) -> CardsGeometry {
        let h = bounds.height
        let header = theme.s(56)
        let top = (h * 0.35).rounded()
        return CardsGeometry(
            closedY: [top, h - header], openY: [header, header * 2], topHeight: top, compactTopHeight: header)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let geometry = cardsGeometry(in: view.bounds)
        cardsDragger.geometry = geometry
        cardsDragger.layoutCards()
    }
}
