/// Search over a view controller's content, as `UISearchController`: it owns a search bar and, while the
/// search is active, shows its results controller's view over the content (or dims the content).
///
/// Put it in a navigation bar with `navigationItem.searchController`: the navigation controller shows its
/// bar under the navigation bar. A tap in the bar activates the search: the Cancel button shows, the
/// navigation bar slides away (`hidesNavigationBarDuringPresentation`), the content is dimmed
/// (`obscuresBackgroundDuringPresentation`) until there is text, and then the results controller's view
/// covers it. The `searchResultsUpdater` is told on activation and at each change of the text, and filters.
/// Cancel (or a tap on the dimmed content) clears the text and ends the search; `isActive` does the same
/// in code. The bar keeps its own `delegate` for the app.
@MainActor
open class SearchController: ViewController {
    /// The controller whose view shows the results (nil: the searched controller shows them itself).
    public let searchResultsController: ViewController?
    /// The bar the user types in.
    public let searchBar = SearchBar()
    /// Filters and shows the results as the text changes; held weakly, as UIKit holds it.
    open weak var searchResultsUpdater: (any SearchResultsUpdating)?
    /// Told as the search starts and ends; held weakly.
    open weak var delegate: (any SearchControllerDelegate)?
    /// Whether the content is dimmed while the search is active and the results do not show (true by
    /// default); a tap on the dimmed content ends the search.
    open var obscuresBackgroundDuringPresentation = true {
        didSet { updateOverlay() }
    }
    /// Whether the navigation bar slides away while the search is active (true by default).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the results controller's view shows as soon as the search is active, even before there is
    /// text (false by default: it shows once there is text).
    open var showsSearchResultsController = false {
        didSet { updateOverlay() }
    }
    /// Whether the bar's Cancel button shows while the search is active (true by default).
    open var automaticallyShowsCancelButton = true

    /// Whether the search is active: its results (or dimming) show over the content. Setting it starts or
    /// ends the search (ending it does not clear the text; Cancel does).
    open var isActive: Bool {
        get { active }
        set { newValue ? activate() : deactivate() }
    }

    private var active = false
    /// The controller whose content is searched: the one whose navigation item holds this controller, or
    /// the first controller above the bar.
    weak var host: ViewController?
    /// The navigation controller whose bar this search hid.
    private weak var hiddenBarOwner: NavigationController?
    private let dimmingView = View(frame: .zero)

    /// A search controller showing its results in `searchResultsController` (nil to show them in the
    /// searched controller itself).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.sizeToFit()
        searchBar.searchTextField.addAction(for: .editingDidBegin) { [weak self] _ in self?.activate() }
        searchBar.searchTextField.addAction(for: .editingChanged) { [weak self] _ in self?.textChanged() }
        searchBar.cancelAction = { [weak self] in self?.cancel() }
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.2)
        dimmingView.addGestureRecognizer(
            TapGestureRecognizer { [weak self] tap in if tap.state == .ended { self?.isActive = false } })
    }

    /// A search controller that shows its results in the searched controller.
    public override convenience init() {
        self.init(searchResultsController: nil)
    }

    open override func loadView() {
        let container = View(frame: .zero)
        container.backgroundColor = .clear
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(dimmingView)
        if let results = searchResultsController {
            addChild(results)
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(results.view)
            results.didMove(toParent: self)
        }
        view = container
    }

    // MARK: Activation

    /// Starts the search: the Cancel button, the navigation bar away, the results (or dimming) over the
    /// content, and the updater told.
    private func activate() {
        guard !active else { return }
        active = true
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        let searched = host ?? controllerAboveBar()
        if hidesNavigationBarDuringPresentation, let navigation = searched?.navigationController,
            !navigation.isNavigationBarHidden
        {
            navigation.setNavigationBarHidden(true, animated: true)
            hiddenBarOwner = navigation
        }
        if let searched, let content = searched.viewIfLoaded, let container = content.superview {
            let overlay: View = view
            var frame = content.frame
            // A bar inside the searched view (a table's header) stays uncovered.
            let bar = container.convert(searchBar.bounds, from: searchBar)
            if searchBar.window != nil, bar.maxY > frame.minY, bar.minY <= frame.minY + 1 {
                frame = Rect(x: frame.minX, y: bar.maxY, width: frame.width, height: max(0, frame.maxY - bar.maxY))
            }
            overlay.frame = frame
            overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(overlay)
        }
        updateOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    /// Ends the search: the results go, the bar resigns and loses its Cancel button, the navigation bar
    /// comes back, and the updater is told.
    private func deactivate() {
        guard active else { return }
        active = false
        delegate?.willDismissSearchController(self)
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        hiddenBarOwner?.setNavigationBarHidden(false, animated: true)
        hiddenBarOwner = nil
        viewIfLoaded?.removeFromSuperview()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// Cancel: the text is cleared and the search ends.
    private func cancel() {
        searchBar.text = ""
        if active {
            deactivate()
        } else {
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    private func textChanged() {
        if !active { activate() }
        updateOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
        host?.setNeedsUpdateContentUnavailableConfiguration()
    }

    /// The results controller's view shows once there is text (or always, with
    /// `showsSearchResultsController`); otherwise the content is dimmed, or left as it is.
    private func updateOverlay() {
        guard let overlay = viewIfLoaded else { return }
        let hasText = !(searchBar.text ?? "").isEmpty
        let showsResults = searchResultsController != nil && (hasText || showsSearchResultsController)
        searchResultsController?.viewIfLoaded?.isHidden = !showsResults
        dimmingView.isHidden = showsResults || !obscuresBackgroundDuringPresentation
        overlay.isHidden = !active || (!showsResults && dimmingView.isHidden)
    }

    /// The first controller up the bar's responder chain.
    private func controllerAboveBar() -> ViewController? {
        var responder: Responder? = searchBar.next
        while let r = responder {
            if let controller = r as? ViewController { return controller }
            responder = r.next
        }
        return nil
    }
}
