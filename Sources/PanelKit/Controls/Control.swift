import PanelGraphics

/// An action a control performs, as `UIAction`: a closure with a title and an image, which is also a menu's
/// row (`attributes` and `state` say how the row looks).
@MainActor
public final class Action: MenuElement {
    /// A name that tells actions apart, as `UIAction.Identifier`'s raw value.
    public let identifier: String?
    /// A longer title for lists of commands.
    public var discoverabilityTitle: String?
    /// How the action's menu row looks and behaves (disabled, destructive, hidden).
    public var attributes: MenuElement.Attributes
    /// Whether the action's menu row shows a checkmark.
    public var state: MenuElement.State
    /// The control that sent the action, while the handler runs.
    public internal(set) weak var sender: Control?
    let handler: (Action) -> Void

    public init(
        title: String = "", subtitle: String? = nil, image: Surface? = nil, identifier: String? = nil,
        discoverabilityTitle: String? = nil, attributes: MenuElement.Attributes = [],
        state: MenuElement.State = .off, handler: @escaping (Action) -> Void
    ) {
        self.identifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }
}

/// A view that turns touches into actions, as `UIControl`: touch tracking with highlight, events such
/// as `.touchUpInside`, and actions as closures (`addAction`) or target/action with a method reference.
@MainActor
open class Control: View {
    /// A control's state, as `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// What happened to a control, as `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A disabled control takes no touches (they go to the views behind it) and draws dimmed
    /// (subclasses decide how). It is separate from `isUserInteractionEnabled`, which it leaves alone.
    open var isEnabled = true {
        didSet {
            if isEnabled != oldValue {
                if !isEnabled && isTracking {
                    isTracking = false
                    isHighlighted = false
                }
                stateDidChange()
            }
        }
    }
    /// Selected state (a toggle).
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// True while a finger is down inside.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// The combined state.
    public var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }
    /// Whether a touch is being tracked.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside (with UIKit's 70-point slop around the bounds).
    public private(set) var isTouchInside = false

    private var actions: [(events: Event, target: AnyObject?, hasTarget: Bool, call: (Control, Action?) -> Void)] = []

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed: the control draws again. It is not
    /// laid out again, as in UIKit; a subclass whose layout follows its state calls `setNeedsLayout()`.
    open func stateDidChange() {
        setNeedsDisplay()
    }

    // MARK: Actions

    /// Adds an action for `events`.
    public func addAction(_ action: Action, for events: Event) {
        actions.append(
            (
                events, nil, false,
                { c, _ in
                    action.sender = c
                    action.handler(action)
                }
            ))
    }

    /// Adds a closure called with the control for `events`.
    public func addAction(for events: Event, _ handler: @escaping (Control) -> Void) {
        actions.append((events, nil, false, { c, _ in handler(c) }))
    }

    /// Adds a method of `target` (held weakly) for `events`: `addTarget(self, action: Self.buy, for:
    /// .touchUpInside)` (or `Screen.buy`). The method is called when `target` is of its type. A nil
    /// `target` sends the action up the responder chain (`Application.sendAction(_:to:from:for:)`).
    public func addTarget<T: AnyObject, Sender: Control>(
        _ target: AnyObject?, action: @escaping (T) -> (Sender) -> Void, for events: Event
    ) {
        guard let target else { return addChainAction(ResponderAction(action), for: events) }
        actions.append(
            (
                events, target, true,
                { [weak target] c, _ in
                    if let target = target as? T, let c = c as? Sender { action(target)(c) }
                }
            ))
    }

    /// Adds a method of `target` that takes no argument.
    public func addTarget<T: AnyObject>(_ target: AnyObject?, action: @escaping (T) -> () -> Void, for events: Event) {
        guard let target else { return addChainAction(ResponderAction(action), for: events) }
        actions.append(
            (
                events, target, true,
                { [weak target] _, _ in
                    if let target = target as? T { action(target)() }
                }
            ))
    }

    /// Adds `action` with a nil target: sent up the responder chain from the first responder when the
    /// control sends it.
    private func addChainAction(_ action: ResponderAction, for events: Event) {
        actions.append(
            (
                events, nil, false,
                { c, _ in
                    _ = (c.window?.application ?? Application.current)?.sendAction(action, to: nil, from: c, for: nil)
                }
            ))
    }

    /// Removes the target/action pairs of `target` (every action when nil) for `events`.
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        actions.removeAll { a in
            !a.events.isDisjoint(with: events) && (target == nil || (a.hasTarget && a.target === target))
        }
    }

    /// Whether an action (closure, or target/action whose target is alive) is registered for `events`.
    final func hasActions(for events: Event) -> Bool {
        actions.contains { a in !a.events.isDisjoint(with: events) && !(a.hasTarget && a.target == nil) }
    }

    /// Calls the actions registered for any of `events`.
    public func sendActions(for events: Event) {
        for a in actions where !a.events.isDisjoint(with: events) {
            if a.hasTarget && a.target == nil { continue }
            a.call(self, nil)
        }
    }

    /// Called when a tap ends inside, before the control sends `.touchUpInside` and
    /// `.primaryActionTriggered` (a toggle button changes its selection here).
    func willPerformPrimaryAction() {}

    /// The menu a tap opens instead of performing the primary action (a button's with
    /// `showsMenuAsPrimaryAction`); nil performs it.
    func menuForPrimaryAction() -> Menu? { nil }

    /// Opens `menu` beside the control and sends `.menuActionTriggered`; false when the control is in no
    /// application's window.
    @discardableResult
    func openMenu(_ menu: Menu) -> Bool {
        guard let presenter = window?.application?.menuPresenter else { return false }
        presenter.show(menu, from: self)
        sendActions(for: .menuActionTriggered)
        return true
    }

    /// A disabled control is skipped by hit-testing, as one with user interaction disabled is.
    open override func hitTest(_ point: Point, with event: PanelKit.Event?) -> View? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    // MARK: Tracking

    private func isInside(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        guard isEnabled, let t = touches.first else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: t.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        guard isTracking, let t = touches.first else { return }
        let inside = isInside(t)
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        guard isTracking, let t = touches.first else { return }
        isTracking = false
        isHighlighted = false
        if isInside(t) {
            // The menu is the primary action: it opens, and the control's actions wait for its rows.
            if let menu = menuForPrimaryAction(), openMenu(menu) { return }
            willPerformPrimaryAction()
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: PanelKit.Event?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
