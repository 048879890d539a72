import PanelKit
import PanelText

/// A playback progress bar you can scrub: a track, the played part, and a knob that grows while the
/// finger holds it. A drag or a tap anywhere on it moves the position.
@MainActor
final class ScrubberView: View {
    enum Phase {
        case began
        case changed
        case ended
    }

    /// The position, 0...1.
    var value: Double = 0 {
        didSet { if value != oldValue { setNeedsLayout() } }
    }
    /// True while a finger scrubs.
    private(set) var isScrubbing = false
    /// Called as the user scrubs, with the new value.
    var onScrub: ((Double, Phase) -> Void)?

    private let theme: Theme
    private let track = DecorationView(color: Color(white: 1, alpha: 0.22))
    private let fill = DecorationView(color: Palette.red)
    private let knob = DecorationView(color: .white)
    /// The pan that scrubs (it wins over the page swipe when it starts on the bar).
    private(set) var panGestureRecognizer: PanGestureRecognizer!

    init(theme: Theme) {
        self.theme = theme
        super.init(frame: .zero)
        addSubview(track)
        addSubview(fill)
        addSubview(knob)
        knob.shadowColor = .black
        knob.shadowOpacity = 0.3
        knob.shadowRadius = 3
        knob.shadowOffset = Size(width: 0, height: 1)
        let pan = PanGestureRecognizer { [weak self] pan in self?.handlePan(pan) }
        pan.movementThreshold = 4
        addGestureRecognizer(pan)
        panGestureRecognizer = pan
        let tap = TapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            self.value = self.value(at: tap.location(in: self))
            self.onScrub?(self.value, .began)
            self.onScrub?(self.value, .ended)
        }
        addGestureRecognizer(tap)
    }

    private var inset: Double { theme.s(8) }

    private func value(at p: Point) -> Double {
        let w = bounds.width - inset * 2
        return w > 0 ? clamp01((p.x - inset) / w) : 0
    }

    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            isScrubbing = true
            value = value(at: pan.location(in: self))
            onScrub?(value, .began)
            grow(true)
        case .changed:
            value = value(at: pan.location(in: self))
            onScrub?(value, .changed)
        case .ended, .cancelled:
            isScrubbing = false
            value = value(at: pan.location(in: self))
            onScrub?(value, .ended)
            grow(false)
        default:
            break
        }
    }

    private func grow(_ big: Bool) {
        View.animate(withDuration: 0.15, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
            self.knob.transform = big ? AffineTransform(scaleX: 1.45, y: 1.45) : .identity
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let h = max(3, theme.s(4))
        let y = (b.midY - h / 2).rounded()
        let w = b.width - inset * 2
        track.frame = Rect(x: inset, y: y, width: w, height: h)
        track.cornerRadius = h / 2
        let x = inset + w * clamp01(value)
        fill.frame = Rect(x: inset, y: y, width: max(0, x - inset), height: h)
        fill.cornerRadius = h / 2
        let k = theme.s(14)
        knob.bounds = Rect(x: 0, y: 0, width: k, height: k)
        knob.center = Point(x: x.rounded(), y: b.midY.rounded())
        knob.cornerRadius = k / 2
    }
}
