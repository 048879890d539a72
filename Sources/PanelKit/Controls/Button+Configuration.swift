import PanelText

/// The views a configured button adds to its title label and image view: the background under them, the
/// subtitle, and the activity indicator shown in the image's place.
@MainActor
final class ButtonConfigurationViews {
    let background = View(frame: .zero)
    let subtitleLabel = Label()
    let activityIndicator = ActivityIndicatorView(style: .medium)

    init() {
        background.isUserInteractionEnabled = false
        subtitleLabel.isUserInteractionEnabled = false
    }
}

/// What a configured button's content measures: the title, the subtitle, the image (or activity
/// indicator), the text block and the whole content, without the insets.
struct ButtonContentMeasure {
    var title = Size.zero
    var subtitle = Size.zero
    var image = Size.zero
    var imagePadding = 0.0
    var titlePadding = 0.0
    var text = Size.zero
    var content = Size.zero
}

extension Button {
    /// The configuration's views, added on first use.
    var configurationViews: ButtonConfigurationViews {
        if let views = configurationViewsStorage { return views }
        let views = ButtonConfigurationViews()
        configurationViewsStorage = views
        insertSubview(views.background, at: 0)
        addSubview(views.subtitleLabel)
        addSubview(views.activityIndicator)
        return views
    }

    /// Where the image goes, from the configuration's `imagePlacement`.
    private func placement(of configuration: Configuration) -> DirectionalRectEdge {
        let p = configuration.imagePlacement
        if p.contains(.trailing) { return .trailing }
        if p.contains(.top) { return .top }
        if p.contains(.bottom) { return .bottom }
        return .leading
    }

    /// The state the configuration is drawn for: the button's own while it updates automatically, else
    /// the one `updated(for:)` gave it, else normal.
    private var configurationState: State {
        if automaticallyUpdatesConfiguration { return state }
        return configuration?.resolvedState ?? .normal
    }

    /// Called when `configuration` was set.
    func configurationDidChange(wasConfigured: Bool) {
        guard configuration != nil else {
            if wasConfigured { removeConfiguredContent() }
            return
        }
        if !isUpdatingConfiguration {
            needsConfigurationUpdate = true
            applyConfiguration()
        }
        setNeedsLayout()
    }

    /// Runs a pending configuration update: `updateConfiguration()`, the update handler, then shows the
    /// configuration.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        // Called from `layoutSubviews()`: the layout that follows is this one.
        applyConfiguration(requestingLayout: false)
    }

    /// Shows the configuration in the subviews: texts, fonts, colours, image, background and indicator;
    /// asks for a layout pass unless one is running.
    func applyConfiguration(requestingLayout: Bool = true) {
        guard let configuration else { return }
        let views = configurationViews
        let s = configurationState
        let tint: Color = tintColor ?? .systemBlue
        let foreground = configuration.foregroundColor(for: s, tint: tint)
        let alignment: TextAlignment
        switch configuration.titleAlignment {
        case .leading: alignment = .left
        case .trailing: alignment = .right
        case .center: alignment = .center
        case .automatic:
            let p = placement(of: configuration)
            alignment = p == .leading || p == .trailing ? .left : .center
        }
        View.performWithoutAnimation {
            apply(
                configuration.titleTextAttributesTransformer,
                to: TextAttributes(fontSize: configuration.titleFontSize, fontWeight: .regular, color: foreground),
                label: titleLabel)
            if let attributed = configuration.attributedTitle {
                titleLabel.attributedText = attributed
            } else {
                titleLabel.text = configuration.title
            }
            titleLabel.textAlignment = alignment
            titleLabel.alpha = 1
            let subtitle = views.subtitleLabel
            apply(
                configuration.subtitleTextAttributesTransformer,
                to: TextAttributes(fontSize: configuration.subtitleFontSize, fontWeight: .regular, color: foreground),
                label: subtitle)
            if let attributed = configuration.attributedSubtitle {
                subtitle.attributedText = attributed
            } else {
                subtitle.text = configuration.subtitle
            }
            subtitle.textAlignment = alignment
            if configuration.showsActivityIndicator {
                imageView.image = nil
                views.activityIndicator.color = foreground
                views.activityIndicator.startAnimating()
            } else {
                imageView.image = configuration.image
                imageView.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
                views.activityIndicator.stopAnimating()
            }
            imageView.tintColor = foreground
            imageView.alpha = 1
            let background = views.background
            background.backgroundColor = configuration.backgroundColor(for: s, tint: tint)
            let stroke = configuration.background.strokeColor
            background.borderColor = stroke
            background.borderWidth = stroke == nil ? 0 : configuration.background.strokeWidth
        }
        let size = configuredContentSize()
        if size != configuredSize {
            configuredSize = size
            invalidateIntrinsicContentSize()
        }
        if requestingLayout { setNeedsLayout() }
    }

    /// Gives `label` the attributes `transformer` makes of `incoming`.
    private func apply(
        _ transformer: ConfigurationTextAttributesTransformer?, to incoming: TextAttributes, label: Label
    ) {
        let a = transformer?(incoming) ?? incoming
        label.font = a.font
        label.fontSize = a.fontSize ?? incoming.fontSize ?? 17
        label.fontWeight = a.fontWeight ?? .regular
        label.textColor = a.color ?? incoming.color ?? .black
    }

    /// Takes the configuration's views out and gives the title label and image view back to the
    /// per-state content.
    private func removeConfiguredContent() {
        if let views = configurationViewsStorage {
            views.activityIndicator.stopAnimating()
            views.background.removeFromSuperview()
            views.subtitleLabel.removeFromSuperview()
            views.activityIndicator.removeFromSuperview()
            configurationViewsStorage = nil
        }
        titleLabel.font = nil
        titleLabel.fontSize = 17
        titleLabel.fontWeight = .regular
        titleLabel.textAlignment = .center
        imageView.tintColor = nil
        configuredSize = nil
        updateContent()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Measures the configured content.
    func measureConfiguredContent(_ configuration: Configuration) -> ButtonContentMeasure {
        var m = ButtonContentMeasure()
        let unbounded = Size(width: .infinity, height: .infinity)
        if !(titleLabel.text ?? "").isEmpty { m.title = titleLabel.sizeThatFits(unbounded) }
        if let subtitle = configurationViewsStorage?.subtitleLabel, !(subtitle.text ?? "").isEmpty {
            m.subtitle = subtitle.sizeThatFits(unbounded)
        }
        if configuration.showsActivityIndicator {
            m.image = configurationViews.activityIndicator.intrinsicContentSize
        } else if let image = configuration.image {
            if image.isSymbolImage, let preferred = configuration.preferredSymbolConfigurationForImage {
                // The side the image view draws the symbol at, without drawing it.
                let side = Double((image.symbolConfiguration ?? .unspecified).applying(preferred).side)
                m.image = Size(width: side, height: side)
            } else {
                m.image = image.size
            }
        }
        let hasTitle = m.title.width > 0
        let hasSubtitle = m.subtitle.width > 0
        m.titlePadding = hasTitle && hasSubtitle ? configuration.titlePadding : 0
        m.text = Size(
            width: max(m.title.width, m.subtitle.width), height: m.title.height + m.titlePadding + m.subtitle.height)
        let hasText = m.text.width > 0
        let hasImage = m.image.width > 0
        m.imagePadding = hasText && hasImage ? configuration.imagePadding : 0
        switch placement(of: configuration) {
        case .top, .bottom:
            m.content = Size(
                width: max(m.image.width, m.text.width), height: m.image.height + m.imagePadding + m.text.height)
        default:
            m.content = Size(
                width: m.image.width + m.imagePadding + m.text.width, height: max(m.image.height, m.text.height))
        }
        return m
    }

    /// The size the configured content needs: the content plus the content insets.
    func configuredContentSize() -> Size {
        guard let configuration else { return .zero }
        let m = measureConfiguredContent(configuration)
        let i = configuration.contentInsets
        return Size(
            width: (m.content.width + i.leading + i.trailing).rounded(.up),
            height: (m.content.height + i.top + i.bottom).rounded(.up))
    }

    /// Lays the configured content out: the background fills the bounds, the image and text are centred
    /// in the bounds inset by the content insets, the image on its side of the text.
    func layoutConfiguredContent() {
        guard let configuration else { return }
        let views = configurationViews
        let b = bounds
        views.background.frame = b
        views.background.cornerRadius = configuration.cornerRadius(height: b.height)
        let m = measureConfiguredContent(configuration)
        let i = configuration.contentInsets
        let content = Rect(
            x: i.leading, y: i.top, width: max(0, b.width - i.leading - i.trailing),
            height: max(0, b.height - i.top - i.bottom))
        let p = placement(of: configuration)
        let horizontal = p == .leading || p == .trailing
        // Text wider than the room left truncates.
        let room = horizontal ? content.width - m.image.width - m.imagePadding : content.width
        let textWidth = max(0, min(m.text.width, room))
        let blockWidth = horizontal ? m.image.width + m.imagePadding + textWidth : max(m.image.width, textWidth)
        let block = Rect(
            x: content.midX - blockWidth / 2, y: content.midY - m.content.height / 2, width: blockWidth,
            height: m.content.height)
        var imageRect: Rect
        var textOrigin: Point
        switch p {
        case .trailing:
            textOrigin = Point(x: block.minX, y: block.midY - m.text.height / 2)
            imageRect = Rect(
                x: block.maxX - m.image.width, y: block.midY - m.image.height / 2, width: m.image.width,
                height: m.image.height)
        case .top:
            imageRect = Rect(
                x: block.midX - m.image.width / 2, y: block.minY, width: m.image.width, height: m.image.height)
            textOrigin = Point(x: block.midX - textWidth / 2, y: block.minY + m.image.height + m.imagePadding)
        case .bottom:
            textOrigin = Point(x: block.midX - textWidth / 2, y: block.minY)
            imageRect = Rect(
                x: block.midX - m.image.width / 2, y: block.maxY - m.image.height, width: m.image.width,
                height: m.image.height)
        default:
            imageRect = Rect(
                x: block.minX, y: block.midY - m.image.height / 2, width: m.image.width, height: m.image.height)
            textOrigin = Point(x: block.minX + m.image.width + m.imagePadding, y: block.midY - m.text.height / 2)
        }
        if configuration.showsActivityIndicator {
            imageView.frame = .zero
            views.activityIndicator.frame = imageRect
        } else {
            imageView.frame = imageRect
        }
        titleLabel.frame = Rect(x: textOrigin.x, y: textOrigin.y, width: textWidth, height: m.title.height)
        views.subtitleLabel.frame = Rect(
            x: textOrigin.x, y: textOrigin.y + m.title.height + m.titlePadding, width: textWidth,
            height: m.subtitle.height)
    }
}
