/// A table view's drop proposal, as `UITableViewDropProposal`: the operation and where the rows go.
@MainActor
public final class TableViewDropProposal: DropProposal {
    /// Where a drop goes, as `UITableViewDropIntent`.
    public enum Intent: Int, Sendable {
        /// The delegate decides at the drop; no gap opens.
        case unspecified = 0
        /// The rows go in at the destination: a gap opens there.
        case insertAtDestinationIndexPath = 1
        /// The rows go into the row at the destination: it highlights, nothing moves aside.
        case insertIntoDestinationIndexPath = 2
        /// The table chooses; on a panel it opens a gap, as `.insertAtDestinationIndexPath`.
        case automatic = 3

        /// Whether the rows open a gap at the destination.
        var opensGap: Bool { self == .insertAtDestinationIndexPath || self == .automatic }
    }

    public let intent: Intent

    public init(operation: DropOperation, intent: Intent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override convenience init(operation: DropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}
