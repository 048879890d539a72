import PanelKit

/// The share sheet, as `UIActivityViewController(activityItems:applicationActivities:)`: a list of the
/// activities that can act on the items (the built-in Copy and the app's own `Activity` objects, less
/// `excludedActivityTypes`), each a row with its picture and title, and a Close button.
///
/// It presents as a popover (give `popoverPresentationController` a `sourceView` and `sourceRect`, or a
/// `barButtonItem`, as UIKit asks on a regular-width screen); in a compact window the popover adapts to a
/// sheet rising from the bottom. Picking a row dismisses the sheet, prepares the activity with the items and
/// then performs it (or presents its `activityViewController`); when the activity calls
/// `activityDidFinish(_:)`, `completionWithItemsHandler` hears its type and whether it completed. Closing the
/// sheet, or tapping outside the popover, calls the handler with no type and false.
@MainActor
open class ActivityViewController: ViewController {
    /// Called once the sheet's work is over, as `UIActivityViewController.CompletionWithItemsHandler`: the
    /// activity picked (nil when the sheet was closed), whether it completed, the items it returned (none on a
    /// panel) and an error (none on a panel).
    public typealias CompletionWithItemsHandler = (Activity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The activities left out of the sheet (system or the app's own).
    public var excludedActivityTypes: [Activity.ActivityType]? {
        didSet { if isViewLoaded { rebuildRows() } }
    }
    /// Called once when an activity finishes or the sheet is closed.
    public var completionWithItemsHandler: CompletionWithItemsHandler?

    /// The items as given (some may be `ActivityItemSource`s).
    private let activityItems: [Any]
    private let applicationActivities: [Activity]
    /// The activities shown, in the order of the rows.
    private(set) var listedActivities: [Activity] = []
    private var rows: [View] = []
    private let titleLabel = Label()
    private let closeButton = Button(type: .system)
    /// The activity picked, until it finishes.
    private var running: Activity?
    /// The activity's own screen, presented once the sheet is gone.
    private var runningScreen: ViewController?
    /// Whether the completion handler has been called (it is called once).
    private var reported = false

    /// Row height and the sheet's width, in points.
    static let rowHeight = 52.0
    static let width = 320.0
    static let headerHeight = 52.0

    /// A sheet for `activityItems` (strings, `URL`s, images or `ActivityItemSource`s) offering the built-in
    /// activities that apply and `applicationActivities`.
    public init(activityItems: [Any], applicationActivities: [Activity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init()
        modalPresentationStyle = .popover
    }

    /// The titles of the rows, top to bottom.
    var listedTitles: [String] { listedActivities.map { $0.activityTitle ?? "" } }

    open override func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: Self.width, height: 200))
        root.backgroundColor = .secondarySystemBackground
        titleLabel.text = title ?? "Share"
        titleLabel.fontWeight = .bold
        closeButton.setTitle("Close", for: .normal)
        closeButton.addAction(Action { [weak self] _ in self?.close() }, for: .primaryActionTriggered)
        root.addSubview(titleLabel)
        root.addSubview(closeButton)
        view = root
        rebuildRows()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let top = view.safeAreaInsets.top
        let closeWidth = max(44, closeButton.sizeThatFits(.zero).width + 8)
        titleLabel.frame = Rect(x: 16, y: top + 12, width: max(0, b.width - 32 - closeWidth), height: 28)
        closeButton.frame = Rect(x: b.width - 12 - closeWidth, y: top + 8, width: closeWidth, height: 36)
        var y = top + Self.headerHeight
        for row in rows {
            row.frame = Rect(x: 0, y: y, width: b.width, height: Self.rowHeight)
            y += Self.rowHeight
        }
    }

    /// The items with each source asked for its placeholder (to decide what applies).
    private var placeholderItems: [Any] {
        activityItems.map { item in
            (item as? any ActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item
        }
    }

    /// The items for `type`, each source asked for the real one (a nil answer leaves it out).
    private func items(for type: Activity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            if let source = item as? any ActivityItemSource {
                return source.activityViewController(self, itemForActivityType: type)
            }
            return item
        }
    }

    /// Chooses the activities to list and makes a row for each.
    private func rebuildRows() {
        for row in rows { row.removeFromSuperview() }
        let excluded = Set(excludedActivityTypes ?? [])
        let placeholders = placeholderItems
        let app = applicationActivities.filter { a in
            !(a.activityType.map(excluded.contains) ?? false) && a.canPerform(withActivityItems: placeholders)
        }
        let builtIn: [Activity] = [CopyToPasteboardActivity()].filter { a in
            !(a.activityType.map(excluded.contains) ?? false) && a.canPerform(withActivityItems: placeholders)
        }
        let share = app.filter { type(of: $0).activityCategory == .share }
        let actions = app.filter { type(of: $0).activityCategory == .action }
        listedActivities = share + builtIn + actions
        rows = listedActivities.enumerated().map { index, activity in makeRow(for: activity, index: index) }
        for row in rows { view.addSubview(row) }
        preferredContentSize = Size(
            width: Self.width, height: Self.headerHeight + Self.rowHeight * Double(max(1, rows.count)) + 12)
        view.setNeedsLayout()
    }

    /// A row: the activity's picture in a rounded square, its title, a separator above; a tap picks it.
    private func makeRow(for activity: Activity, index: Int) -> View {
        // Made at the sheet's width; the title and separator stretch with the row (a wider sheet in a compact window).
        let row = View(frame: Rect(x: 0, y: 0, width: Self.width, height: Self.rowHeight))
        let icon = ImageView(image: activity.activityImage)
        icon.frame = Rect(x: 16, y: 8, width: 36, height: 36)
        icon.backgroundColor = .systemBackground
        icon.cornerRadius = 8
        icon.contentMode = .center
        let label = Label()
        label.text = activity.activityTitle ?? ""
        label.frame = Rect(x: 64, y: 14, width: Self.width - 80, height: 24)
        label.autoresizingMask = .flexibleWidth
        let separator = View(frame: Rect(x: 16, y: 0, width: Self.width - 16, height: 1))
        separator.backgroundColor = .separator
        separator.autoresizingMask = .flexibleWidth
        for v in [separator, icon, label] { row.addSubview(v) }
        row.addGestureRecognizer(
            TapGestureRecognizer { [weak self, weak activity] _ in
                if let self, let activity { self.pick(activity) }
            })
        return row
    }

    /// The user picked `activity`: the sheet goes, then the activity is prepared and runs.
    private func pick(_ activity: Activity) {
        guard running == nil else { return }
        running = activity
        activity.sheet = self
        let type = activity.activityType
        activity.prepare(withActivityItems: items(for: type))
        let presenter = presentingViewController
        dismiss(animated: true) { [weak self] in
            guard let self, self.running === activity else { return }
            if let screen = activity.activityViewController, let presenter {
                self.runningScreen = screen
                presenter.present(screen, animated: true)
            } else {
                activity.perform()
            }
        }
    }

    /// Called by `Activity.activityDidFinish(_:)`: the activity's screen goes and the handler hears.
    func activityFinished(_ activity: Activity, completed: Bool) {
        guard running === activity else { return }
        running = nil
        let type = activity.activityType
        if let screen = runningScreen {
            runningScreen = nil
            screen.presentingViewController?.dismiss(animated: true)
        }
        report(type, completed: completed)
    }

    private func close() {
        dismiss(animated: true)
        report(nil, completed: false)
    }

    /// Dismissed without a pick (a tap outside the popover, a swipe down): the handler hears the sheet closed.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if running == nil { report(nil, completed: false) }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reported = false
    }

    private func report(_ type: Activity.ActivityType?, completed: Bool) {
        guard !reported else { return }
        reported = true
        completionWithItemsHandler?(type, completed, nil, nil)
    }
}
