import PanelKit

/// What an `ImagePickerController` tells its delegate, as `UIImagePickerControllerDelegate`. The delegate
/// is the picker's navigation `delegate` (a `UIImagePickerControllerDelegate & UINavigationControllerDelegate`);
/// both methods are optional, and without them the picker dismisses itself.
@MainActor
public protocol ImagePickerControllerDelegate: AnyObject {
    /// The user picked a picture: `info` holds `.originalImage`, `.imageURL`, `.mediaType` (and, with
    /// `allowsEditing`, `.editedImage` and `.cropRect`). Dismiss the picker here.
    func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
    /// The user tapped Cancel. Dismiss the picker here.
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
    }

    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        picker.dismiss(animated: true)
    }
}
