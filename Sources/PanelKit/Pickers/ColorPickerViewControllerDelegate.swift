/// Hears what the user picks in a `ColorPickerViewController`, as `UIColorPickerViewControllerDelegate`.
/// Every method is optional.
@MainActor
public protocol ColorPickerViewControllerDelegate: AnyObject {
    /// The user picked a colour (the picker's `selectedColor` is it now).
    func colorPickerViewControllerDidSelectColor(_ viewController: ColorPickerViewController)
    /// The user picked `color`; `continuously` is true while a control is still moving (the opacity slider).
    func colorPickerViewController(
        _ viewController: ColorPickerViewController, didSelect color: Color, continuously: Bool)
    /// The picker is going away (its close button, or it was dismissed).
    func colorPickerViewControllerDidFinish(_ viewController: ColorPickerViewController)
}

extension ColorPickerViewControllerDelegate {
    public func colorPickerViewControllerDidSelectColor(_ viewController: ColorPickerViewController) {}
    public func colorPickerViewController(
        _ viewController: ColorPickerViewController, didSelect color: Color, continuously: Bool
    ) {}
    public func colorPickerViewControllerDidFinish(_ viewController: ColorPickerViewController) {}
}
