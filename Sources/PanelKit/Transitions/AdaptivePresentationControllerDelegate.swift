/// Hears about dismissals the user starts, as `UIAdaptivePresentationControllerDelegate`: set one as a
/// presentation controller's `delegate` (for a sheet, `presented.presentationController?.delegate = self`
/// before presenting works, as in UIKit). Every method is optional.
///
/// Calls come only for dismissals the user starts (a sheet swiped down), never for `dismiss(animated:)`
/// called in code: `presentationControllerShouldDismiss(_:)` when the swipe begins (unless the presented
/// controller's `isModalInPresentation` already forbids it); if the dismissal is forbidden,
/// `presentationControllerDidAttemptToDismiss(_:)`; otherwise `presentationControllerWillDismiss(_:)`
/// before the dismissal starts and, only if the swipe completes it, `presentationControllerDidDismiss(_:)`
/// after it ended.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the swipe the user began may dismiss the presented controller (true by default).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user began a dismissal (it may still be cancelled, by lifting the finger early).
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A dismissal the user made completed.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to dismiss and `isModalInPresentation` or `presentationControllerShouldDismiss(_:)`
    /// prevented it.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// The style to adapt to in a compact window with `traitCollection` (asked for popovers): `.none` keeps
    /// the presentation as it is; `.automatic` (the default: it asks `adaptivePresentationStyle(for:)`)
    /// leaves the choice to the presentation controller.
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle
    /// The iOS 8 form of `adaptivePresentationStyle(for:traitCollection:)`; `.automatic` by default.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
}

extension AdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        .automatic
    }
}
