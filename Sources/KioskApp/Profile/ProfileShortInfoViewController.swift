import PanelKit
import PanelText

/// The top of the profile (seed 000's first child): avatar, name, handle and a line of counts.
///
/// `update(progress:)` follows the cards: at 0 the header is large (avatar beside the name on landscape
/// panels, centred above it on portrait), at 1 it is a compact bar with a small avatar and the name,
/// the details faded out. Everything moves by frame and transform, so the motion stays smooth.
@MainActor
public final class ProfileShortInfoViewController: ViewController {
    let profile: Content.Profile
    let theme: Theme
    let avatarView = AvatarView()
    let nameLabel: Label
    let handleLabel: Label
    let statsLabel: Label
    /// The progress last applied (0 expanded, 1 compact).
    public private(set) var progress: Double = 0

    init(profile: Content.Profile, theme: Theme) {
        self.profile = profile
        self.theme = theme
        let name = profile.name.isEmpty ? "Your profile" : profile.name
        nameLabel = UI.label(name, size: theme.titleSize, weight: .bold)
        handleLabel = UI.label(
            profile.handle.isEmpty ? "Add a name and a photo in content.json" : profile.handle, size: theme.bodySize,
            color: Palette.secondaryLabel)
        let a = profile.activity.count
        let r = profile.recommendations.count
        statsLabel = UI.label(
            "\(a) \(a == 1 ? "activity" : "activities") this week  ·  \(r) \(r == 1 ? "pick" : "picks") for you",
            size: theme.captionSize, color: Palette.secondaryLabel)
        super.init()
    }

    public override func loadView() {
        let v = View()
        view = v
        avatarView.image = profile.avatar
        avatarView.name = profile.name
        for sub in [avatarView, nameLabel, handleLabel, statsLabel] as [View] { v.addSubview(sub) }
    }

    /// The height of the expanded header at `width`.
    func expandedHeight(width: Double) -> Double {
        if theme.isPortrait {
            return theme.padding * 1.5 + portraitAvatarSide + theme.spacing * 1.4 + textBlockHeight + theme.padding
        }
        return theme.padding + landscapeAvatarSide + theme.padding * 0.75
    }

    /// The height of the compact bar.
    var compactHeight: Double { theme.s(60) }

    private var landscapeAvatarSide: Double { theme.s(88) }
    private var portraitAvatarSide: Double { theme.s(96) }
    private var compactAvatarSide: Double { theme.s(38) }

    private var nameHeight: Double { UI.lineHeight(theme.titleSize) }
    private var handleHeight: Double { UI.lineHeight(theme.bodySize) }
    private var statsHeight: Double { UI.lineHeight(theme.captionSize) }
    private var textBlockHeight: Double { nameHeight + theme.s(2) + handleHeight + theme.s(6) + statsHeight }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        apply()
    }

    /// Moves the avatar and labels to `progress` of the way from expanded to compact.
    public func update(progress: Double) {
        self.progress = progress
        apply()
    }

    private func apply() {
        let b = view.bounds
        guard b.width > 0 else { return }
        let p = clamp01(progress)
        let pad = theme.padding
        let textWidth: Double
        // Expanded frames.
        let avatarBig: Rect
        var nameOrigin: Point
        let alignment: TextAlignment
        if theme.isPortrait {
            let side = portraitAvatarSide
            avatarBig = Rect(x: (b.midX - side / 2).rounded(), y: (pad * 1.5).rounded(), width: side, height: side)
            textWidth = b.width - pad * 2
            nameOrigin = Point(x: pad, y: avatarBig.maxY + theme.spacing * 1.4)
            alignment = .center
        } else {
            let side = landscapeAvatarSide
            avatarBig = Rect(x: pad, y: pad, width: side, height: side)
            let x = avatarBig.maxX + pad
            textWidth = b.width - x - pad
            nameOrigin = Point(x: x, y: (avatarBig.midY - textBlockHeight / 2).rounded())
            alignment = .left
        }
        let nameSize = Size(width: textWidth, height: nameHeight)
        // Compact frames: a small avatar and the name at headline size, centred in the bar.
        let small = compactAvatarSide
        let avatarSmall = Rect(x: pad, y: ((compactHeight - small) / 2).rounded(), width: small, height: small)
        let k = theme.headlineSize / theme.titleSize
        let fitted = nameLabel.sizeThatFits(Size(width: textWidth, height: .infinity)).width
        let nameWidthShown = alignment == .center ? min(fitted, textWidth) : textWidth
        let compactLeft = avatarSmall.maxX + theme.spacing
        // The label keeps its expanded bounds; a scale shrinks it. With centred text the visible text is
        // the middle `fitted` points, so the centre is placed to put that text's left edge at compactLeft.
        let compactCenter = Point(
            x: alignment == .center ? compactLeft + nameWidthShown * k / 2 : compactLeft + textWidth * k / 2,
            y: compactHeight / 2)
        let expandedCenter = Point(x: nameOrigin.x + textWidth / 2, y: nameOrigin.y + nameHeight / 2)

        avatarView.frame = lerp(avatarBig, avatarSmall, p).rounded
        nameLabel.textAlignment = alignment
        nameLabel.bounds = Rect(origin: .zero, size: nameSize)
        nameLabel.center = Point(
            x: lerp(expandedCenter.x, compactCenter.x, p), y: lerp(expandedCenter.y, compactCenter.y, p))
        let scale = lerp(1, k, p)
        nameLabel.transform = p == 0 ? .identity : AffineTransform(scaleX: scale, y: scale)
        nameOrigin.y += nameHeight + theme.s(2)
        handleLabel.textAlignment = alignment
        handleLabel.frame = Rect(
            x: nameOrigin.x, y: nameOrigin.y + p * theme.s(-12), width: textWidth, height: handleHeight)
        handleLabel.alpha = clamp01(1 - p * 2)
        statsLabel.textAlignment = alignment
        statsLabel.frame = Rect(
            x: nameOrigin.x, y: nameOrigin.y + handleHeight + theme.s(6) + p * theme.s(-16), width: textWidth,
            height: statsHeight)
        statsLabel.alpha = clamp01(1 - p * 3)
    }
}
