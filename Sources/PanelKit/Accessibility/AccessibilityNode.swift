/// One element of the accessibility tree (`Accessibility.elements(in:)`), as a screen reader meets it: what
/// it says, where it is, and what can be done to it. The words are read from the element when asked, so
/// they follow changes; the frame is the one the tree was built with.
@MainActor
public struct AccessibilityNode {
    let item: AccessibilityItem

    /// The view or `AccessibilityElement` the node stands for.
    public var object: AnyObject { item }
    /// Where the element was on screen (the window's coordinates) when the tree was built.
    public let frame: Rect
    /// The kinds of the containers the element is in (lists, tables, landmarks), outermost first.
    public let containerTypes: [AccessibilityContainerType]

    public var label: String? { item.accessibilityLabel }
    public var value: String? { item.accessibilityValue }
    public var hint: String? { item.accessibilityHint }
    public var identifier: String? { item.accessibilityIdentifier }
    public var traits: AccessibilityTraits { item.accessibilityTraits }
    public var userInputLabels: [String] { item.accessibilityUserInputLabels ?? [] }
    public var respondsToUserInteraction: Bool { item.accessibilityRespondsToUserInteraction }

    /// The element's custom actions, in order.
    public var customActions: [AccessibilityCustomAction] { item.accessibilityCustomActions ?? [] }
    /// Their names, in order.
    public var customActionNames: [String] { customActions.map(\.name) }

    /// Performs `action` (one of `customActions`): its handler's answer.
    @discardableResult
    public func perform(_ action: AccessibilityCustomAction) -> Bool {
        action.perform()
    }

    /// Performs the first custom action called `name`: its handler's answer, false when there is none.
    @discardableResult
    public func performCustomAction(named name: String) -> Bool {
        guard let action = customActions.first(where: { $0.name == name }) else { return false }
        return action.perform()
    }

    /// Activates the element as a double tap with VoiceOver does: `accessibilityActivate()`, and when that
    /// answers false, what a tap does (a control's primary action, a switch's toggle). Answers whether
    /// anything happened.
    @discardableResult
    public func activate() -> Bool {
        if item.accessibilityActivate() { return true }
        return (item as? View)?.performDefaultAccessibilityActivation() ?? false
    }

    /// Raises an adjustable element's value (`accessibilityIncrement()`).
    public func increment() { item.accessibilityIncrement() }
    /// Lowers an adjustable element's value (`accessibilityDecrement()`).
    public func decrement() { item.accessibilityDecrement() }

    /// The escape gesture: `accessibilityPerformEscape()` on the element, then on each container up to the
    /// window until one answers true. Answers whether one did.
    @discardableResult
    public func performEscape() -> Bool {
        var next: AccessibilityItem? = item
        while let i = next {
            if i.accessibilityPerformEscape() { return true }
            next = i.accessibilityParentForTree
        }
        return false
    }

    /// The magic tap: `accessibilityPerformMagicTap()` on the element, then on each container up to the
    /// window until one answers true. Answers whether one did.
    @discardableResult
    public func performMagicTap() -> Bool {
        var next: AccessibilityItem? = item
        while let i = next {
            if i.accessibilityPerformMagicTap() { return true }
            next = i.accessibilityParentForTree
        }
        return false
    }
}
