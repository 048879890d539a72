/// What a drop would do, as `UIDropOperation`: `.cancel` and `.forbidden` do not drop (forbidden says the
/// target could take the data, but not now); `.copy` and `.move` drop.
public enum DropOperation: Int, Sendable {
    case cancel = 0
    case forbidden = 1
    case copy = 2
    case move = 3

    /// Whether releasing the finger with this operation performs the drop.
    var performs: Bool { self == .copy || self == .move }
}

/// A drop target's answer while a drag moves over it, as `UIDropProposal`.
@MainActor
open class DropProposal {
    /// What releasing the finger here would do.
    public let operation: DropOperation
    /// Whether the drop should be a precise one (kept; the finger is the place either way on a panel).
    public var isPrecise = false
    /// Whether the preview should shrink over the target (kept, not drawn differently).
    public var prefersFullSizePreview = false

    public init(operation: DropOperation) {
        self.operation = operation
    }
}
