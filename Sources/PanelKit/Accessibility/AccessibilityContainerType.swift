/// What kind of container an element's children are in, as `UIAccessibilityContainerType`: a screen reader
/// announces entering a list or table. Reported on each node of the tree (`AccessibilityNode.containerTypes`).
public enum AccessibilityContainerType: Int, Hashable, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}
