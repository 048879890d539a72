/// The actions a table row reveals when swiped from one edge, as `UISwipeActionsConfiguration`: the first
/// action sits at the edge the row was swiped from, the others inward from it.
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, the first at the edge.
    public let actions: [ContextualAction]
    /// Whether swiping the row most of the way across runs the first action without a tap (true by
    /// default, as UIKit's).
    public var performsFirstActionWithFullSwipe = true

    /// A configuration showing `actions` (none: the row does not open from that edge).
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
