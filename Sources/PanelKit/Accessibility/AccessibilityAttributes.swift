/// What a view says about itself to assistive technologies, kept apart from the view until code sets
/// something (most views never do).
@MainActor
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits: AccessibilityTraits?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
    var containerType = AccessibilityContainerType.none
    var customActions: [AccessibilityCustomAction]?
    var userInputLabels: [String]?
    var respondsToUserInteraction: Bool?
    var frame: Rect?
    var activationPoint: Point?
    var language: String?
    var showsLargeContentViewer: Bool?
    var largeContentTitle: String?
    var largeContentImage: Surface?
    var scalesLargeContentImage: Bool?
    var largeContentImageInsets = EdgeInsets.zero
}
