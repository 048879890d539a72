/// What a `LargeContentViewerInteraction` asks and tells, as `UILargeContentViewerInteractionDelegate`.
/// Every method has a default, as UIKit's are optional.
@MainActor
public protocol LargeContentViewerInteractionDelegate: AnyObject {
    /// The item under `point` (the interaction's view's coordinates). The default: the deepest view there,
    /// or its nearest superview inside the interaction's view, that shows the large content viewer.
    func largeContentViewerInteraction(_ interaction: LargeContentViewerInteraction, itemAt point: Point)
        -> (any LargeContentViewerItem)?
    /// The finger lifted over `item` (nil: over none). The default does what a tap on it does: a control
    /// performs its primary action, as a tab bar's item is chosen on iOS.
    func largeContentViewerInteraction(
        _ interaction: LargeContentViewerInteraction, didEndOn item: (any LargeContentViewerItem)?, at point: Point)
}

extension LargeContentViewerInteractionDelegate {
    public func largeContentViewerInteraction(_ interaction: LargeContentViewerInteraction, itemAt point: Point)
        -> (any LargeContentViewerItem)?
    {
        interaction.defaultItem(at: point)
    }

    public func largeContentViewerInteraction(
        _ interaction: LargeContentViewerInteraction, didEndOn item: (any LargeContentViewerItem)?, at point: Point
    ) {
        interaction.defaultEnd(on: item)
    }
}
