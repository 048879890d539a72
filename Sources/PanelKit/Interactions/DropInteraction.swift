/// Lets a view take drops, as `UIDropInteraction`: while a drag moves over the view the delegate is
/// asked whether it takes the session, told when it enters, moves and leaves, and answers a proposal; a
/// release over the view with a `.copy` or `.move` proposal asks it to perform the drop.
@MainActor
public final class DropInteraction: Interaction {
    /// Asked about drops; held weakly, as UIKit holds it.
    public private(set) weak var delegate: (any DropInteractionDelegate)?
    public private(set) weak var view: View?
    /// Whether several drags may drop at once (one finger drags at a time on a panel; kept).
    public var allowsSimultaneousDropSessions = false

    public init(delegate: any DropInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: View?) {}

    public func didMove(to view: View?) {
        self.view = view
    }
}

/// Asked about drags over a view, as `UIDropInteractionDelegate`. Every method has a default: a delegate
/// that answers nothing takes every session and proposes `.cancel` (nothing drops).
@MainActor
public protocol DropInteractionDelegate: AnyObject {
    /// Whether the view takes this drag at all (asked once per drag, when it first comes over the view).
    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool
    /// The drag came over the view.
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession)
    /// The drag moved over the view: what would releasing here do?
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal
    /// The drag left the view (or ended over it without dropping).
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession)
    /// The finger lifted over the view with a proposal that drops: load the items now.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession)
    /// The drop's animation finished.
    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession)
    /// The drag is over, dropped or not (told to every view the drag entered).
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession)
}

extension DropInteractionDelegate {
    public func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool { true }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession)
        -> DropProposal
    { DropProposal(operation: .cancel) }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {}
}
