/// Where and which edit menu to show, as `UIEditMenuConfiguration`: an identifier the app tells its menus
/// apart by, and the point (in the interaction's view) the menu shows at.
@MainActor
public final class EditMenuConfiguration {
    /// Which side of the menu its arrow points from, as `UIEditMenuArrowDirection`: `.up` puts the menu
    /// below its target, `.down` above it; `.automatic` above when there is room. PanelKit draws no arrow.
    public enum ArrowDirection: Int, Sendable {
        case automatic = 0
        case up = 1
        case down = 2
        case left = 3
        case right = 4
    }

    /// What the app named the configuration (UIKit's `NSCopying` identifier; any hashable value here).
    public let identifier: AnyHashable?
    /// Where the menu shows, in the interaction's view.
    public let sourcePoint: Point
    /// The side the arrow points from.
    public var preferredArrowDirection: ArrowDirection = .automatic

    /// A configuration named `identifier` for a menu at `sourcePoint`.
    public init(identifier: AnyHashable?, sourcePoint: Point) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
    }
}
