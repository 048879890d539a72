/// A view that shows a `ContentUnavailableConfiguration`, as iOS 17's `UIContentUnavailableView`: the
/// image (or, for `.loading()`, a spinning activity indicator), the text, the secondary text and the button
/// stacked and centred inside the configuration's margins, over its background. The texts wrap at the
/// width left inside the margins.
@MainActor
open class ContentUnavailableView: View {
    /// What the view shows; setting it shows the new configuration at once.
    open var configuration: ContentUnavailableConfiguration {
        didSet { apply() }
    }

    let imageView = ImageView(frame: .zero)
    let textLabel = Label()
    let secondaryTextLabel = Label()
    let activityIndicator = ActivityIndicatorView(style: .medium)
    /// The button, made anew for each configuration that has one.
    private(set) var button: Button?

    public init(configuration: ContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        textLabel.textAlignment = .center
        secondaryTextLabel.textAlignment = .center
        imageView.contentMode = .scaleAspectFit
        for v in [imageView, activityIndicator, textLabel, secondaryTextLabel] as [View] { addSubview(v) }
        apply()
    }

    /// Puts the configuration's parts in the views.
    private func apply() {
        let c = configuration
        backgroundColor = c.background.backgroundColor
        cornerRadius = max(0, c.background.cornerRadius.isFinite ? c.background.cornerRadius : 0)
        imageView.image = c.showsActivityIndicator ? nil : c.image
        // Symbols are drawn large and in secondary grey, as UIKit's content-unavailable images are.
        imageView.preferredSymbolConfiguration = Surface.SymbolConfiguration(pointSize: 40)
        imageView.tintColor = c.imageProperties.tintColor ?? .secondaryLabel
        imageView.isHidden = imageView.image == nil
        if c.showsActivityIndicator {
            activityIndicator.isHidden = false
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
            activityIndicator.isHidden = true
        }
        c.textProperties.apply(to: textLabel)
        textLabel.textAlignment = .center
        textLabel.text = c.text
        textLabel.isHidden = (c.text ?? "").isEmpty
        c.secondaryTextProperties.apply(to: secondaryTextLabel)
        secondaryTextLabel.textAlignment = .center
        secondaryTextLabel.text = c.secondaryText
        secondaryTextLabel.isHidden = (c.secondaryText ?? "").isEmpty
        button?.removeFromSuperview()
        button = nil
        let hasButton =
            c.button.title != nil || c.button.attributedTitle != nil || c.button.image != nil
            || !(c.buttonProperties.primaryAction?.title.isEmpty ?? true)
        if hasButton {
            let b = Button(configuration: c.button, primaryAction: c.buttonProperties.primaryAction)
            if let menu = c.buttonProperties.menu {
                b.menu = menu
                b.showsMenuAsPrimaryAction = c.buttonProperties.primaryAction == nil
            }
            b.isEnabled = c.buttonProperties.isEnabled
            addSubview(b)
            button = b
        }
        setNeedsLayout()
    }

    /// Stacks the shown parts, centred horizontally and vertically inside the margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = configuration
        let m = c.directionalLayoutMargins
        let width = max(0, bounds.width - m.leading - m.trailing)
        var parts: [(View, Size, Double)] = []
        if !activityIndicator.isHidden {
            parts.append((activityIndicator, activityIndicator.intrinsicContentSize, c.imageToTextPadding))
        } else if imageView.image != nil {
            var size = imageView.intrinsicContentSize
            let limit = c.imageProperties.maximumSize
            var scale = 1.0
            if limit.width > 0 { scale = min(scale, limit.width / max(1, size.width)) }
            if limit.height > 0 { scale = min(scale, limit.height / max(1, size.height)) }
            scale = min(scale, width / max(1, size.width))
            size = Size(width: size.width * scale, height: size.height * scale)
            parts.append((imageView, size, c.imageToTextPadding))
        }
        let labels = [
            (textLabel, c.textToSecondaryTextPadding), (secondaryTextLabel, c.textToButtonPadding),
        ]
        for (label, padding) in labels where !label.isHidden {
            let fit = label.sizeThatFits(Size(width: width, height: .greatestFiniteMagnitude))
            parts.append((label, Size(width: min(width, fit.width), height: fit.height), padding))
        }
        if let button {
            let fit = button.sizeThatFits(Size(width: width, height: .greatestFiniteMagnitude))
            parts.append((button, Size(width: min(width, fit.width), height: fit.height), 0))
        }
        // The padding after a part counts only when another part follows it.
        let total = parts.enumerated().reduce(0.0) { sum, p in
            sum + p.element.1.height + (p.offset < parts.count - 1 ? p.element.2 : 0)
        }
        let height = max(0, bounds.height - m.top - m.bottom)
        var y = m.top + max(0, (height - total) / 2)
        for (view, size, padding) in parts {
            view.frame = Rect(
                x: m.leading + (width - size.width) / 2, y: y, width: size.width, height: size.height)
            y += size.height + padding
        }
    }
}
