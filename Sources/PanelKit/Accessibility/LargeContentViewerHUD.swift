/// The rounded HUD of the large content viewer: an item's image (up to 80 points) over its title in large
/// type, light on a dark translucent square, as iOS's. It takes no touches.
@MainActor
final class LargeContentViewerHUD: View {
    private let imageView = ImageView()
    private let titleLabel = Label()
    private static let imageSide = 80.0
    private static let padding = 20.0

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = Color(white: 0.12, alpha: 0.9)
        cornerRadius = 20
        clipsToBounds = true
        titleLabel.textColor = .white
        titleLabel.fontSize = 28
        titleLabel.fontWeight = .bold
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2
        imageView.tintColor = .white
        addSubview(imageView)
        addSubview(titleLabel)
    }

    /// Shows `item`'s image and title.
    func show(_ item: any LargeContentViewerItem) {
        imageView.image = item.largeContentImage
        imageView.contentMode = item.scalesLargeContentImage ? .scaleAspectFit : .center
        imageView.isHidden = item.largeContentImage == nil
        titleLabel.text = item.largeContentTitle
        titleLabel.isHidden = (item.largeContentTitle ?? "").isEmpty
        setNeedsLayout()
    }

    /// The HUD's size: a square of at least 180 points, wider for a long title, at most `maxWidth`.
    func preferredSize(maxWidth: Double) -> Size {
        let p = Self.padding
        let fit = Size(width: maxWidth - 2 * p, height: 1e6)
        let titleWidth = titleLabel.isHidden ? 0 : titleLabel.sizeThatFits(fit).width
        // Whole even points, so the HUD centres on a whole point.
        let width = min(max(180, ((titleWidth + 2 * p) / 2).rounded(.up) * 2), max(maxWidth, 0))
        let height = max(180, ((contentHeight(width: width) + 2 * p) / 2).rounded(.up) * 2)
        return Size(width: width, height: height)
    }

    private func titleHeight(width: Double) -> Double {
        titleLabel.isHidden ? 0 : titleLabel.sizeThatFits(Size(width: width - 2 * Self.padding, height: 1e6)).height
    }

    private func contentHeight(width: Double) -> Double {
        let image = imageView.isHidden ? 0 : Self.imageSide
        let gap = imageView.isHidden || titleLabel.isHidden ? 0 : 12.0
        return image + gap + titleHeight(width: width)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let p = Self.padding
        var y = ((b.height - contentHeight(width: b.width)) / 2).rounded()
        if !imageView.isHidden {
            let side = Self.imageSide
            imageView.frame = Rect(x: ((b.width - side) / 2).rounded(), y: y, width: side, height: side)
            y += Self.imageSide + 12
        }
        if !titleLabel.isHidden {
            titleLabel.frame = Rect(x: p, y: y, width: b.width - 2 * p, height: titleHeight(width: b.width))
        }
    }
}
