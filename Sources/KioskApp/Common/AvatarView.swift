import PanelKit
import PanelText

/// A round picture of a person, or their initials on a tint when there is no picture.
@MainActor
final class AvatarView: View {
    private let imageView = ImageView()
    private let initialsLabel = Label()

    /// The picture; nil shows the initials.
    var image: Surface? {
        didSet { update() }
    }
    /// The person's name, for the initials and the tint.
    var name: String = "" {
        didSet { update() }
    }

    override init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        initialsLabel.textAlignment = .center
        initialsLabel.textColor = .white
        initialsLabel.fontWeight = .bold
        addSubview(imageView)
        addSubview(initialsLabel)
        isUserInteractionEnabled = false
        update()
    }

    private func update() {
        imageView.image = image
        imageView.isHidden = image == nil
        let initials = String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
        initialsLabel.text = initials.isEmpty ? "?" : initials
        initialsLabel.isHidden = image != nil
        backgroundColor = image == nil ? Palette.tint(for: name) : Palette.fill
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        cornerRadius = min(b.width, b.height) / 2
        imageView.frame = b
        initialsLabel.fontSize = max(10, (b.height * 0.4).rounded())
        initialsLabel.frame = b
    }
}
