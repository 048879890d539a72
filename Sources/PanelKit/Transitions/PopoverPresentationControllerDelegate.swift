/// What a popover presentation controller tells and asks its delegate, as
/// `UIPopoverPresentationControllerDelegate`: the adaptive delegate's methods (a tap outside the popover
/// is a dismissal the user starts, so `presentationControllerShouldDismiss(_:)` and
/// `presentationControllerDidDismiss(_:)` come for it) and one of its own. Every method is optional.
@MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The popover is about to be presented: the last moment to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}
