import PanelText

/// A button, as `UIButton`: a title and an optional image per state, dimmed while highlighted, that
/// sends `.touchUpInside` (and `.primaryActionTriggered`) when tapped.
@MainActor
open class Button: Control {
    /// The label showing the title. Never nil; implicitly unwrapped because UIKit's is optional, so
    /// that both `button.titleLabel?.font = f` (as UIKit code writes it) and `button.titleLabel.font = f`
    /// compile.
    public var titleLabel: Label! { titleLabelView }
    /// The view showing the image. Never nil; implicitly unwrapped as `titleLabel` is.
    public var imageView: ImageView! { imageViewView }
    private let titleLabelView = Label()
    private let imageViewView = ImageView()
    /// The kind of button `init(type:)` made; `.custom` for `init(frame:)` and `init()`, as in UIKit, and
    /// `.system` for `init(primaryAction:)`.
    public private(set) var buttonType = ButtonType.custom
    /// What the button does, as `UIButton.role` (iOS 14). Kept: UIKit adjusts a button's look by its role
    /// only where the system draws it (bars, alerts, menus); a button in an app's view looks the same.
    open var role: Role = .normal
    /// Space between the edges and the content.
    open var contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12) {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    /// Space between the image and the title.
    open var imageTitleSpacing = 6.0 {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// What the button shows, as iOS 15's `UIButton.configuration`. While it is set, the button draws it
    /// (its background, title, subtitle, image and activity indicator, in the colours of its style for the
    /// button's state) and sizes itself to it; the per-state titles, title colours and images and
    /// `contentEdgeInsets` are kept but not shown. Setting it lays the button out and draws it again, and
    /// asks for a configuration update (`configurationUpdateHandler` runs before the next layout). Nil
    /// goes back to the per-state content.
    public var configuration: Configuration? {
        didSet { configurationDidChange(wasConfigured: oldValue != nil) }
    }
    /// A closure for `configurationUpdateHandler`, as `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (Button) -> Void
    /// Called when the button's state changes (highlighted, enabled, selected), its tint changes or an
    /// update is asked for with `setNeedsUpdateConfiguration()`, after `updateConfiguration()`, as in UIKit:
    /// the place to change `configuration` for the state. Updates are coalesced and run before the next
    /// layout pass; setting `configuration` inside the handler does not call it again.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the configuration's colours follow the button's state (highlighted, disabled) by
    /// themselves, as `updated(for:)` makes them; true by default. False draws every state as normal,
    /// leaving the state's look to `configurationUpdateHandler`.
    public var automaticallyUpdatesConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a tap toggles `isSelected` before the button's actions run, as iOS 15's
    /// `changesSelectionAsPrimaryAction` (a toggle button). The selection change
    /// asks for a configuration update, so `configurationUpdateHandler` can show it. With a menu shown as
    /// the primary action it makes a pop-up button instead (`Button+Menu`).
    public var changesSelectionAsPrimaryAction = false {
        didSet { updatePopUpSelection() }
    }

    /// The menu and how it opens (`Button+Menu`).
    var menuState = ButtonMenuState()
    /// Whether a configuration update is pending.
    var needsConfigurationUpdate = false
    /// True while `updateConfiguration()` and the update handler run.
    var isUpdatingConfiguration = false
    /// The views a configuration adds (background, subtitle, activity indicator), made on first use.
    var configurationViewsStorage: ButtonConfigurationViews?
    /// The size the configured content needed when it was last applied.
    var configuredSize: Size?

    private var titles = ControlStateValues<String>()
    private var attributedTitles = ControlStateValues<AttributedText>()
    private var titleColors = ControlStateValues<Color>()
    private var images = ControlStateValues<Surface>()
    private var backgroundImages = ControlStateValues<Surface>()
    /// Shows the background image for the state, behind the image and title; made when one is first set.
    private var backgroundImageView: ImageView?
    private var symbolConfigurations = ControlStateValues<Surface.SymbolConfiguration>()

    public override init(frame: Rect) {
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .white
        imageView.contentMode = .scaleAspectFit
        addSubview(imageView)
        addSubview(titleLabel)
    }

    /// The kinds of button `init(type:)` makes, as `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// No style of its own: a white title, as UIKit's custom buttons have.
        case custom = 0
        /// The system style: a title in the tint colour (`.systemBlue`), dimmed while highlighted.
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7
    }

    /// A button of the given kind, with a zero frame, as `UIButton(type:)`. PanelKit draws every kind but
    /// `.custom` as `.system` (the other kinds' glyphs are not drawn): its title is in the tint colour.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        updateContent()
    }

    /// A system button that performs `primaryAction` when tapped and shows its title, as
    /// `UIButton(primaryAction:)`.
    public convenience init(primaryAction: Action) {
        self.init(type: .system)
        setTitle(primaryAction.title, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// A button showing `configuration` that performs `primaryAction` when tapped, as
    /// `UIButton(configuration:primaryAction:)`. A configuration with no title or image shows the action's.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil && configuration.attributedTitle == nil && !primaryAction.title.isEmpty {
                configuration.title = primaryAction.title
            }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        // Observers do not run for a property set in the class's own initializer: apply it here.
        self.configuration = configuration
        configurationDidChange(wasConfigured: false)
    }

    // MARK: Configuration updates

    /// Asks for a configuration update before the next layout pass, as `setNeedsUpdateConfiguration()`:
    /// `updateConfiguration()`, then `configurationUpdateHandler`, run once however many times it is
    /// called. The button calls it when its state or tint changes.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state, as `UIButton.updateConfiguration()`: override it
    /// to change `configuration`; do not call it, call `setNeedsUpdateConfiguration()`. The default does
    /// nothing (the style's colours follow the state when `automaticallyUpdatesConfiguration`).
    open func updateConfiguration() {}

    override func willPerformPrimaryAction() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
    }

    override func menuForPrimaryAction() -> Menu? {
        showsMenuAsPrimaryAction ? menu : nil
    }

    // MARK: Per-state content

    /// Sets the title for a state (`.normal` is the fallback for the others).
    public func setTitle(_ title: String?, for state: State) {
        titles.set(title, for: state)
        updateContent()
    }

    /// The title for a state.
    public func title(for state: State) -> String? {
        titles[state]
    }

    /// Sets the attributed title for a state (`.normal` is the fallback for the others); it wins over
    /// the plain title, as `UIButton.setAttributedTitle(_:for:)`.
    public func setAttributedTitle(_ title: AttributedText?, for state: State) {
        attributedTitles.set(title, for: state)
        updateContent()
    }

    /// The attributed title for a state.
    public func attributedTitle(for state: State) -> AttributedText? {
        attributedTitles[state]
    }

    /// Sets the title colour for a state.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors.set(color, for: state)
        updateContent()
    }

    /// The title colour for a state: its own, else the normal state's, else white for a custom button
    /// and the tint colour for the other kinds.
    public func titleColor(for state: State) -> Color? {
        titleColors[state]
            ?? (buttonType == .custom ? .white : tintColor)
    }

    /// Sets the image for a state.
    public func setImage(_ image: Surface?, for state: State) {
        images.set(image, for: state)
        updateContent()
    }

    /// The image for a state.
    public func image(for state: State) -> Surface? {
        images[state]
    }

    /// Sets the picture drawn behind the content, filling the bounds, in a state, as
    /// `UIButton.setBackgroundImage(_:for:)`; a resizable picture keeps its caps. A state without one uses
    /// the normal state's.
    public func setBackgroundImage(_ image: Surface?, for state: State) {
        backgroundImages.set(image, for: state)
        updateContent()
    }

    /// The background picture for a state, as `UIButton.backgroundImage(for:)`.
    public func backgroundImage(for state: State) -> Surface? {
        backgroundImages[state]
    }

    /// The background picture shown now, as `UIButton.currentBackgroundImage`.
    public var currentBackgroundImage: Surface? { backgroundImage(for: state) }

    /// The image shown now, as `UIButton.currentImage`.
    public var currentImage: Surface? { image(for: state) }

    /// Sets the configuration a symbol image is drawn at in a state, as
    /// `UIButton.setPreferredSymbolConfiguration(_:forImageIn:)` (the image view's
    /// `preferredSymbolConfiguration`); a state without one uses the normal state's.
    public func setPreferredSymbolConfiguration(_ configuration: Surface.SymbolConfiguration?, forImageIn state: State)
    {
        symbolConfigurations.set(configuration, for: state)
        updateContent()
    }

    /// The configuration a symbol image is drawn at in a state, as
    /// `UIButton.preferredSymbolConfigurationForImage(in:)`.
    public func preferredSymbolConfigurationForImage(in state: State) -> Surface.SymbolConfiguration? {
        symbolConfigurations[state]
    }

    /// The title shown now.
    public var currentTitle: String? {
        if let configuration { return configuration.attributedTitle?.string ?? configuration.title }
        return title(for: state)
    }

    open override func stateDidChange() {
        super.stateDidChange()
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
        updateContent()
    }

    /// A title shown in the tint follows it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
        updateContent()
    }

    /// Shows the per-state content (when no configuration is set).
    func updateContent() {
        guard configuration == nil else { return }
        let s = state
        let shownText = titleLabel.text
        let shownAttributed = titleLabel.attributedText
        let shownImage = imageView.shownImage
        if let attributed = attributedTitle(for: s) {
            titleLabel.attributedText = attributed
        } else {
            titleLabel.text = title(for: s)
        }
        titleLabel.textColor = titleColor(for: s) ?? .white
        imageView.image = image(for: s)
        if let background = backgroundImage(for: s) {
            let v = backgroundImageView ?? makeBackgroundImageView()
            v.image = background
        } else {
            backgroundImageView?.image = nil
        }
        imageView.preferredSymbolConfiguration = preferredSymbolConfigurationForImage(in: s)
        // The system button's feedback: content dims while pressed or disabled.
        let dim = isHighlighted && titleColors.own(s) == nil
        let alpha = !isEnabled ? 0.35 : (dim ? 0.3 : 1)
        View.performWithoutAnimation {
            titleLabel.alpha = alpha
            imageView.alpha = alpha
        }
        // A new title or image changes the content's size and place; a colour or an alpha does not, so a
        // highlight that only recolours the button costs no layout pass.
        if titleLabel.text != shownText || titleLabel.attributedText != shownAttributed
            || imageView.shownImage !== shownImage
        {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if configuration != nil {
            layoutConfiguredContent()
            return
        }
        backgroundImageView?.frame = bounds
        let content = bounds.inset(by: contentEdgeInsets)
        let imageSize = imageView.shownImage.map { img -> Size in
            let h = min(content.height, img.size.height)
            return Size(width: img.size.width * h / max(img.size.height, 1), height: h)
        }
        let titleSize = titleLabel.sizeThatFits(Size(width: content.width, height: content.height))
        let gap = imageSize != nil && !(titleLabel.text ?? "").isEmpty ? imageTitleSpacing : 0
        let total = (imageSize?.width ?? 0) + gap + titleSize.width
        var x = content.midX - total / 2
        if let imageSize {
            imageView.frame = Rect(
                x: x, y: content.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
            x += imageSize.width + gap
        } else {
            imageView.frame = .zero
        }
        titleLabel.frame = Rect(
            x: x, y: content.minY, width: max(0, min(titleSize.width, content.maxX - x)), height: content.height)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        if configuration != nil { return configuredContentSize() }
        let t = titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
        let i = imageView.shownImage?.size ?? .zero
        let gap = i.width > 0 && t.width > 0 ? imageTitleSpacing : 0
        // At least as big as the background picture, as UIKit's buttons.
        let background = backgroundImage(for: state)?.size ?? .zero
        return Size(
            width: max(background.width, t.width + i.width + gap + contentEdgeInsets.left + contentEdgeInsets.right),
            height: max(
                background.height, max(t.height, i.height) + contentEdgeInsets.top + contentEdgeInsets.bottom))
    }

    private func makeBackgroundImageView() -> ImageView {
        let v = ImageView(frame: bounds)
        v.isUserInteractionEnabled = false
        insertSubview(v, at: 0)
        backgroundImageView = v
        return v
    }

    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }
}
