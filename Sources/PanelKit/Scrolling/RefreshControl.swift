import PanelText

/// Pull-to-refresh, as `UIRefreshControl`: set it as a scroll view's (or table view controller's)
/// `refreshControl`; pulling the content down past `triggerDistance` sends `.valueChanged` and leaves the
/// control spinning above the content until `endRefreshing()`. (A scroll view shorter than four times
/// `triggerDistance` triggers at a quarter of its height: its rubber band cannot show a longer pull.)
///
/// The control sits above the content's top edge and shows in the space a pull opens: its spinner's spokes
/// appear as the pull nears the trigger, then spin. While it refreshes, the scroll view's
/// `adjustedContentInset.top` grows by `height`, so a released pull comes to rest with the spinner in
/// view; `endRefreshing()` gives the space back, scrolling the content up if it was showing it.
@MainActor
open class RefreshControl: Control {
    /// How far the content must be pulled past its top to start a refresh in a tall enough scroll view
    /// (UIKit documents none).
    public static let triggerDistance = 100.0

    /// The pull that starts a refresh in a scroll view `height` tall.
    static func trigger(forHeight height: Double) -> Double {
        min(triggerDistance, max(20, height / 4))
    }
    /// The room the control takes above the content while refreshing.
    public static let height = 60.0

    /// Whether a refresh is under way (from a pull or `beginRefreshing()`) and not yet ended.
    public private(set) var isRefreshing = false
    /// Shown under the spinner.
    open var attributedTitle: AttributedText? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    private let spinner = ActivityIndicatorView(style: .medium)
    private let titleLabel = Label(frame: .zero)

    public init() {
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: RefreshControl.height))
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        // `secondaryLabel` as it shows over the system background: on white in light, on black in dark.
        titleLabel.textColor = Color(light: Color(hex: 0x8A8A8E), dark: Color(hex: 0x8D8D93))
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
        clipsToBounds = true
    }

    public convenience override init(frame: Rect) {
        self.init()
    }

    /// The scroll view the control belongs to.
    var scrollView: ScrollView? { superview as? ScrollView }

    /// The spinner's colour follows the tint, as UIKit's (grey until a tint is set).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if let tint = tintColorStorage { spinner.color = tint }
    }

    /// Starts a refresh from code (no `.valueChanged`, as in UIKit): the control spins and takes its room
    /// above the content; the content does not scroll to show it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView?.refreshControlInsetDidChange()
    }

    /// Ends the refresh: the spinner stops and fades, and the content gives back the control's room,
    /// scrolling up (animated) if it was showing it.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        View.animate(withDuration: 0.25) { self.spinner.alpha = 0 }
        scrollView?.refreshControlInsetDidChange()
    }

    /// The room the control adds above the content.
    /// (None while a drag is under way: the finger holds the content where it is, and the room is taken
    /// when it lifts.)
    var insetWhileRefreshing: Double {
        isRefreshing && !(scrollView?.isDragging ?? false) ? Self.height : 0
    }

    /// The content moved: the control follows the space opened above the content and starts a refresh
    /// when a drag pulls past `triggerDistance`.
    func scrollViewDidScroll(_ s: ScrollView, pulled: Double) {
        let height = max(Self.height, pulled)
        frame = Rect(x: 0, y: -s.adjustedContentInsetWithoutRefresh.top - height, width: s.bounds.width, height: height)
        if !isRefreshing {
            let trigger = Self.trigger(forHeight: s.bounds.height)
            spinner.alpha = min(1, max(0, pulled / trigger * 1.25 - 0.25))
            if s.isDragging && pulled >= trigger {
                isRefreshing = true
                spinner.alpha = 1
                spinner.startAnimating()
                sendActions(for: .valueChanged)
            }
        }
        layoutIfNeeded()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = spinner.intrinsicContentSize
        let titleHeight = titleLabel.isHidden ? 0.0 : 20.0
        // The spinner (and title) centred in the bottom `height` points: the part of the pull nearest the
        // content.
        let top = bounds.height - Self.height + (Self.height - size.height - titleHeight) / 2
        spinner.frame = Rect(x: (bounds.width - size.width) / 2, y: top, width: size.width, height: size.height)
        titleLabel.frame = Rect(x: 8, y: top + size.height + 4, width: max(0, bounds.width - 16), height: 16)
    }
}
