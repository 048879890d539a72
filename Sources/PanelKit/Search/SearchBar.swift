import PanelGraphics

/// A bar for typing a search, as `UISearchBar`: a rounded search field with a magnifying glass, an optional
/// Cancel button after it and an optional scope bar (a segmented control) under it. 56 points tall (100 with
/// the scope bar), as iOS's; the field is 36 points tall, 8 points in from the edges.
///
/// The bar does not search: it tells its `delegate` what the user does (text changes, the keyboard's Search
/// key, Cancel, a scope pick), and the app filters. As in UIKit, nothing ends editing, clears the text or
/// hides the Cancel button by itself.
@MainActor
open class SearchBar: View {
    /// The bar's look, as `UISearchBar.Style`.
    public enum Style: Int, Sendable {
        /// The bar's background is `barTintColor` (clear when nil).
        case `default`
        /// As `.default`.
        case prominent
        /// No background at all, whatever `barTintColor` says.
        case minimal
    }

    /// The field the user types in, as `searchTextField`. Its delegate is the bar: set the bar's delegate.
    public let searchTextField = SearchTextField()
    /// What the bar tells; held weakly, as UIKit holds it.
    open weak var delegate: SearchBarDelegate?

    private let cancelButton = Button(type: .system)
    /// Called when the Cancel button is tapped, before the delegate (a search controller's).
    var cancelAction: (() -> Void)?
    private var scopeBar: SegmentedControl?
    private lazy var fieldDelegate = SearchFieldDelegate(bar: self)

    public override init(frame: Rect) {
        super.init(frame: frame)
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(for: .editingChanged) { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.text ?? "")
        }
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            self.cancelAction?()
            self.delegate?.searchBarCancelButtonClicked(self)
        }
        addSubview(searchTextField)
        addSubview(cancelButton)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Text

    /// The search text, as the field holds it. Setting it does not call `searchBar(_:textDidChange:)`.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The grey text shown while the field is empty; nil shows "Search".
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// The keyboard's kind for the field.
    open var keyboardType: KeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }

    /// What the keyboard's return key says (`.search` by default).
    open var returnKeyType: ReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    /// When the keyboard's shift comes on by itself (`.none` by default in a search bar).
    open var autocapitalizationType: TextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    // MARK: Look

    /// The bar's look.
    open var searchBarStyle: Style = .default {
        didSet { applyBackground() }
    }

    /// The bar's background colour (not the field's); nil is clear.
    open var barTintColor: Color? {
        didSet { applyBackground() }
    }

    private func applyBackground() {
        backgroundColor = searchBarStyle == .minimal ? nil : barTintColor
    }

    /// The bar's icons, as `UISearchBar.Icon`.
    public enum Icon: Int, Sendable {
        /// The magnifying glass before the text.
        case search = 0
        /// The clear button in the field.
        case clear = 1
        /// The bookmark button.
        case bookmark = 2
        /// The results list button.
        case resultsList = 3
    }
    private var iconImages: [Icon: ControlStateValues<Surface>] = [:]

    /// Sets `icon`'s image for `state` (nil: the system one), as `UISearchBar.setImage(_:for:state:)`. The
    /// `.search` glass shows the normal state's image, tinted as the glass when it is a template; the
    /// other icons' images are kept (PanelKit draws its own clear button and has no bookmark or results
    /// list button).
    open func setImage(_ iconImage: Surface?, for icon: Icon, state: Control.State) {
        iconImages[icon, default: ControlStateValues()].set(iconImage, for: state)
        if icon == .search {
            searchTextField.glass.image = image(for: .search, state: .normal) ?? Surface(systemName: "magnifyingglass")
        }
    }

    /// The image set for `icon` in `state` (`.normal`'s when that state has none), as
    /// `UISearchBar.image(for:state:)`.
    open func image(for icon: Icon, state: Control.State) -> Surface? {
        iconImages[icon]?[state]
    }

    /// Whether the user can use the bar, as `UISearchBar.isEnabled` (iOS 16.4): the field, the Cancel
    /// button and the scope bar follow it.
    open var isEnabled = true {
        didSet {
            searchTextField.isEnabled = isEnabled
            cancelButton.isEnabled = isEnabled
            scopeBar?.isEnabled = isEnabled
            if !isEnabled { _ = searchTextField.resignFirstResponder() }
        }
    }

    /// Kept for code that sets it (visionOS's look-to-dismiss has no meaning on a panel), as
    /// `UISearchBar.isLookToDismissEnabled`.
    open var isLookToDismissEnabled = true

    // MARK: Cancel button

    /// Whether the Cancel button shows after the field.
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the Cancel button; animated, the field's width follows over 0.25 s.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton == cancelButton.isHidden else { return }
        if showsCancelButton && animated && window != nil {
            // It slides in from the trailing edge as the field makes room, as on iOS.
            let size = cancelButton.intrinsicContentSize
            View.performWithoutAnimation {
                cancelButton.frame = Rect(
                    x: bounds.width, y: ((56 - size.height) / 2).rounded(), width: size.width, height: size.height)
            }
        }
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
        if animated && window != nil {
            View.animate(withDuration: 0.25) { self.layoutIfNeeded() }
        }
    }

    // MARK: Scope bar

    /// The titles of the scope bar's buttons; the scope bar shows when there are any and `showsScopeBar` is
    /// true.
    open var scopeButtonTitles: [String]? {
        didSet { rebuildScopeBar() }
    }

    /// Whether the scope bar shows under the field (false by default).
    open var showsScopeBar = false {
        didSet {
            rebuildScopeBar()
            invalidateIntrinsicContentSize()
        }
    }

    /// Shows or hides the scope bar, as `setShowsScope(_:animated:)` (iOS 13); animated, the bar's new
    /// height is laid out over 0.25 s.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
        if animated && window != nil {
            superview?.setNeedsLayout()
            View.animate(withDuration: 0.25) { (self.superview ?? self).layoutIfNeeded() }
        }
    }

    /// The selected scope button (0 by default).
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar?.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    private var scopeShows: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    private func rebuildScopeBar() {
        scopeBar?.removeFromSuperview()
        scopeBar = nil
        guard scopeShows, let titles = scopeButtonTitles else {
            setNeedsLayout()
            return
        }
        let control = SegmentedControl(items: titles)
        control.selectedSegmentIndex = min(selectedScopeButtonIndex, titles.count - 1)
        control.isEnabled = isEnabled
        control.addAction(for: .valueChanged) { [weak self] sender in
            guard let self, let control = sender as? SegmentedControl else { return }
            self.selectedScopeButtonIndex = control.selectedSegmentIndex
            self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: control.selectedSegmentIndex)
        }
        addSubview(control)
        scopeBar = control
        setNeedsLayout()
    }

    // MARK: Layout

    /// The bar's height: 56 points, 100 with the scope bar.
    private var barHeight: Double { scopeShows ? 100 : 56 }

    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: barHeight) }

    /// The current width (or the proposed one while the bar has none) by the bar's height: `sizeToFit()` keeps
    /// a table header's width and sets the height, as UIKit's does.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: bounds.width > 0 ? bounds.width : size.width, height: barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = 8.0
        var fieldRight = bounds.width - inset
        if !cancelButton.isHidden {
            let size = cancelButton.intrinsicContentSize
            let x = bounds.width - inset - size.width
            cancelButton.frame = Rect(
                x: x, y: ((56 - size.height) / 2).rounded(), width: size.width, height: size.height)
            fieldRight = x - inset
        }
        searchTextField.frame = Rect(x: inset, y: 10, width: max(0, fieldRight - inset), height: 36)
        scopeBar?.frame = Rect(x: inset, y: 56, width: max(0, bounds.width - 2 * inset), height: 32)
    }

    // MARK: First responder

    /// Whether the field is being edited.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Starts editing the field (the keyboard comes up), as the bar's `becomeFirstResponder()` does in UIKit.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing the field (the keyboard goes down), if the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
}

/// The search field's delegate: turns the field's questions and news into the bar's delegate calls.
@MainActor
private final class SearchFieldDelegate: TextFieldDelegate {
    weak var bar: SearchBar?

    init(bar: SearchBar) {
        self.bar = bar
    }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
    }

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: CharacterRange, replacementString string: String
    ) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if let bar { bar.delegate?.searchBarSearchButtonClicked(bar) }
        return false
    }
}
