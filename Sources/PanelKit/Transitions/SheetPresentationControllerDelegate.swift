/// A sheet's delegate, as `UISheetPresentationControllerDelegate`: the adaptive presentation delegate's
/// calls, and word when the user drags the sheet to another detent. Set it as the sheet's `delegate`.
@MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to rest at another detent (not called when code sets
    /// `selectedDetentIdentifier`).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController
    ) {}
}
