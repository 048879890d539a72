/// One key held on a hardware keyboard, from its press to its release, as `UIPress`.
@MainActor
public final class Press: Hashable {
    /// Where the press is in its life, as `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        case began = 0
        case changed
        case stationary
        case ended
        case cancelled
    }

    /// The kind of button, as `UIPress.PressType`: remote and game-controller buttons have kinds; keyboard
    /// keys are told apart by `key`.
    public enum PressType: Int, Sendable {
        case upArrow = 0
        case downArrow
        case leftArrow
        case rightArrow
        case select
        case menu
        case playPause
        case pageUp = 30
        case pageDown
    }

    public internal(set) var phase: Phase
    /// When the press began or last changed.
    public internal(set) var timestamp: Double
    /// The key, for a keyboard's press.
    public let key: Key?
    /// The kind of button; keyboard keys report `.select` for Return and the arrows for the arrow keys.
    public let type: PressType
    /// How hard the button is pressed: keys are either down (1) or up (0).
    public var force: Double { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// The responder the press was delivered to first.
    public internal(set) weak var responder: Responder?
    /// The window of that responder.
    public internal(set) weak var window: Window?

    init(key: Key, timestamp: Double) {
        self.key = key
        self.timestamp = timestamp
        phase = .began
        switch key.keyCode {
        case .keyboardUpArrow: type = .upArrow
        case .keyboardDownArrow: type = .downArrow
        case .keyboardLeftArrow: type = .leftArrow
        case .keyboardRightArrow: type = .rightArrow
        case .keyboardPageUp: type = .pageUp
        case .keyboardPageDown: type = .pageDown
        case .keyboardEscape: type = .menu
        default: type = .select
        }
    }

    public nonisolated static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
