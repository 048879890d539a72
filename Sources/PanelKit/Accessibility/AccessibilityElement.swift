/// An element assistive technologies see that is not a view, as `UIAccessibilityElement`: a part of a view
/// that draws several things itself (the bars of a chart). List it in its container's
/// `accessibilityElements`; the accessibility tree reports it in that order with the frame from
/// `accessibilityFrameInContainerSpace` (following the container as it moves) or `accessibilityFrame`.
@MainActor
open class AccessibilityElement: AccessibilityItem {
    private weak var containerObject: AnyObject?

    /// The view or element that holds this element (held weakly, as UIKit's).
    open var accessibilityContainer: Any? {
        get { containerObject }
        set { containerObject = newValue.map { $0 as AnyObject } }
    }

    /// Whether assistive technologies see the element: true, as elements are made to be seen.
    open var isAccessibilityElement = true
    /// What the element is called.
    open var accessibilityLabel: String?
    /// What acting on the element does.
    open var accessibilityHint: String?
    /// The element's value in words.
    open var accessibilityValue: String?
    /// A name for finding the element in tests and automation.
    open var accessibilityIdentifier: String?
    /// What kind of element it is.
    open var accessibilityTraits: AccessibilityTraits = []
    /// The element's own elements, when it is a container rather than an element.
    open var accessibilityElements: [Any]?
    /// Whether the element and what it contains are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether the element's children are read together.
    open var shouldGroupAccessibilityChildren = false
    /// What kind of container the element is.
    open var accessibilityContainerType: AccessibilityContainerType = .none
    /// The commands the element offers besides activation.
    open var accessibilityCustomActions: [AccessibilityCustomAction]?

    private var storedUserInputLabels: [String]?
    /// The words a user can say to name the element (Voice Control): set ones, else the label.
    open var accessibilityUserInputLabels: [String]! {
        get { storedUserInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { storedUserInputLabels = newValue }
    }

    private var storedRespondsToUserInteraction: Bool?
    /// Whether the element does something when acted on: set, else whether it is a button, link or
    /// adjustable or offers custom actions.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            storedRespondsToUserInteraction
                ?? (!accessibilityTraits.isDisjoint(with: [.button, .link, .adjustable])
                    || !(accessibilityCustomActions ?? []).isEmpty)
        }
        set { storedRespondsToUserInteraction = newValue }
    }

    private var storedFrame = Rect.zero
    private var storedFrameInContainerSpace: Rect?

    /// Where the element is on screen: from `accessibilityFrameInContainerSpace` when that was set and the
    /// container is a view, else as set.
    open var accessibilityFrame: Rect {
        get {
            if let r = storedFrameInContainerSpace, let v = containerObject as? View { return v.convert(r, to: nil) }
            return storedFrame
        }
        set {
            storedFrame = newValue
            storedFrameInContainerSpace = nil
        }
    }

    /// Where the element is in its container view's coordinates; the screen frame follows the container.
    open var accessibilityFrameInContainerSpace: Rect {
        get { storedFrameInContainerSpace ?? .zero }
        set { storedFrameInContainerSpace = newValue }
    }

    /// An element inside `container` (a view or another element).
    public init(accessibilityContainer container: Any) {
        containerObject = container as AnyObject
    }

    /// Activates the element; answers whether it did (false: nothing here handles activation).
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value.
    open func accessibilityDecrement() {}
    /// Dismisses what the element shows (a two-finger scrub); answers whether it did.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the element's most important action (a two-finger double tap); answers whether it did.
    open func accessibilityPerformMagicTap() -> Bool { false }

    var accessibilityViewIsModalForTree: Bool { false }
    var accessibilityParentForTree: AccessibilityItem? { containerObject as? AccessibilityItem }
}
