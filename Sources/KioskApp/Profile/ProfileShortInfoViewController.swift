import PanelKit
import PanelText

/// The top of the profile (seed 000's first child): avatar, name, handle and a line of counts.
///
/// Laid out with constraints: a guide holds the avatar's expanded place (beside the text on landscape
/// panels, centred above it on portrait), and a stack view holds the name, the handle and the counts
/// beside (or under) it. `update(progress:)` follows the cards: at 0 the header is large, at 1 it is a
/// compact bar with a small avatar and the name, the details faded out. The avatar shrinks and moves by
/// three constraint constants (solved incrementally each frame); the text moves by transforms, so the
/// labels keep their layout.
@MainActor
public final class ProfileShortInfoViewController: ViewController {
    let profile: Content.Profile
    let theme: Theme
    let avatarView = AvatarView()
    let nameLabel: Label
    let handleLabel: Label
    let statsLabel: Label
    /// The name, the handle and the counts, one under the other.
    let textStack: StackView
    /// Where the avatar sits while the header is expanded.
    let avatarSlot = LayoutGuide()
    private var avatarX: LayoutConstraint!
    private var avatarY: LayoutConstraint!
    private var avatarGrowth: LayoutConstraint!
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
        textStack = StackView(arrangedSubviews: [nameLabel, handleLabel, statsLabel])
        super.init()
    }

    public override func loadView() {
        let v = View()
        view = v
        avatarView.image = profile.avatar
        avatarView.name = profile.name
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        textStack.translatesAutoresizingMaskIntoConstraints = false
        textStack.axis = .vertical
        textStack.setCustomSpacing(theme.s(2), after: nameLabel)
        textStack.setCustomSpacing(theme.s(6), after: handleLabel)
        let alignment: TextAlignment = theme.isPortrait ? .center : .left
        for label in [nameLabel, handleLabel, statsLabel] { label.textAlignment = alignment }
        v.addSubview(avatarView)
        v.addSubview(textStack)
        v.addLayoutGuide(avatarSlot)

        let pad = theme.padding
        var constraints: [LayoutConstraint]
        if theme.isPortrait {
            let side = portraitAvatarSide
            constraints = [
                avatarSlot.centerXAnchor.constraint(equalTo: v.centerXAnchor),
                avatarSlot.topAnchor.constraint(equalTo: v.topAnchor, constant: (pad * 1.5).rounded()),
                avatarSlot.widthAnchor.constraint(equalToConstant: side),
                textStack.topAnchor.constraint(equalTo: avatarSlot.bottomAnchor, constant: theme.spacing * 1.4),
                textStack.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: pad),
            ]
        } else {
            let side = landscapeAvatarSide
            constraints = [
                avatarSlot.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: pad),
                avatarSlot.topAnchor.constraint(equalTo: v.topAnchor, constant: pad),
                avatarSlot.widthAnchor.constraint(equalToConstant: side),
                textStack.leadingAnchor.constraint(equalTo: avatarSlot.trailingAnchor, constant: pad),
                textStack.centerYAnchor.constraint(equalTo: avatarSlot.centerYAnchor),
            ]
        }
        avatarX = avatarView.centerXAnchor.constraint(equalTo: avatarSlot.centerXAnchor)
        avatarY = avatarView.topAnchor.constraint(equalTo: avatarSlot.topAnchor)
        avatarGrowth = avatarView.widthAnchor.constraint(equalTo: avatarSlot.widthAnchor)
        constraints += [
            avatarSlot.heightAnchor.constraint(equalTo: avatarSlot.widthAnchor),
            textStack.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: -pad),
            avatarX, avatarY, avatarGrowth,
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
        ]
        LayoutConstraint.activate(constraints)
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
        let slot = avatarSlot.layoutFrame
        let big = slot.width
        // The compact avatar: small, at the left of the bar, centred in its height.
        let small = compactAvatarSide
        let smallTop = ((compactHeight - small) / 2).rounded()
        avatarGrowth.constant = lerp(0, small - big, p)
        avatarY.constant = lerp(0, smallTop - slot.minY, p)
        avatarX.constant = lerp(0, pad + small / 2 - slot.midX, p)

        // The name shrinks to headline size into the bar beside the small avatar; the details fade out.
        // (Centers and bounds, not frames: the transforms below change the frames.)
        let width = nameLabel.bounds.width
        guard width > 0 else { return }
        let stackOrigin = textStack.frame.origin
        let expandedCenter = Point(x: stackOrigin.x + nameLabel.center.x, y: stackOrigin.y + nameLabel.center.y)
        let k = theme.headlineSize / theme.titleSize
        let fitted = nameLabel.sizeThatFits(Size(width: width, height: .infinity)).width
        let shown = theme.isPortrait ? min(fitted, width) : width
        let compactLeft = pad + small + theme.spacing
        // With centred text the visible text is the middle `fitted` points: the centre is placed to put that
        // text's left edge at compactLeft.
        let compactCenter = Point(x: compactLeft + shown * k / 2, y: compactHeight / 2)
        let scale = lerp(1, k, p)
        nameLabel.transform =
            p == 0
            ? .identity
            : AffineTransform(scaleX: scale, y: scale).concatenating(
                AffineTransform(
                    translationX: (compactCenter.x - expandedCenter.x) * p, y: (compactCenter.y - expandedCenter.y) * p)
            )
        handleLabel.transform = p == 0 ? .identity : AffineTransform(translationX: 0, y: p * theme.s(-12))
        handleLabel.alpha = clamp01(1 - p * 2)
        statsLabel.transform = p == 0 ? .identity : AffineTransform(translationX: 0, y: p * theme.s(-16))
        statsLabel.alpha = clamp01(1 - p * 3)
    }
}
