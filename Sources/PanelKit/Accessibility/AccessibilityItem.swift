/// What the accessibility tree reads from a view or an `AccessibilityElement`, so it walks both alike.
@MainActor
protocol AccessibilityItem: AnyObject {
    var isAccessibilityElement: Bool { get }
    var accessibilityLabel: String? { get }
    var accessibilityHint: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityIdentifier: String? { get }
    var accessibilityTraits: AccessibilityTraits { get }
    var accessibilityElements: [Any]? { get }
    var accessibilityElementsHidden: Bool { get }
    var shouldGroupAccessibilityChildren: Bool { get }
    var accessibilityContainerType: AccessibilityContainerType { get }
    var accessibilityCustomActions: [AccessibilityCustomAction]? { get }
    var accessibilityUserInputLabels: [String]! { get }
    var accessibilityRespondsToUserInteraction: Bool { get }
    var accessibilityFrame: Rect { get }
    func accessibilityActivate() -> Bool
    func accessibilityIncrement()
    func accessibilityDecrement()
    func accessibilityPerformEscape() -> Bool
    func accessibilityPerformMagicTap() -> Bool
    /// Whether the item is a view with `accessibilityViewIsModal`.
    var accessibilityViewIsModalForTree: Bool { get }
    /// The item an escape or magic tap goes to when this one does not handle it: a view's superview, an
    /// element's container.
    var accessibilityParentForTree: AccessibilityItem? { get }
}
