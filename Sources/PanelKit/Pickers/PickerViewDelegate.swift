import PanelText

/// Gives a picker view its rows' content and sizes and hears the user's picks, as `UIPickerViewDelegate`.
/// The picker holds it weakly. Every method is optional: a row shows `pickerView(_:viewForRow:forComponent:reusing:)`
/// if implemented, else `pickerView(_:attributedTitleForRow:forComponent:)`, else
/// `pickerView(_:titleForRow:forComponent:)`, as UIKit's.
@MainActor
public protocol PickerViewDelegate: AnyObject {
    /// A row's title (nil, the default, for an empty row).
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's styled title; when not nil it is used instead of `titleForRow`.
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> AttributedText?
    /// A view for a row, used instead of a title. `view` is a view this component showed before and no
    /// longer shows, to be reused, or nil. The view is centred in its row at its own size (the row's size
    /// when its size is zero).
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?)
        -> View
    /// A component's width (not implemented: the components share the picker's width equally).
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double
    /// A component's row height (not implemented: `PickerView.defaultRowHeight`, 32 points).
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double
    /// The user brought a row to the centre of a component (a drag or tap came to rest on a new row).
    /// Not called for `selectRow(_:inComponent:animated:)`, as UIKit's.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> AttributedText?
    { nil }
    /// Not implemented: the row shows its title.
    public func pickerView(
        _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?
    ) -> View {
        pickerView.delegateDefaultRan = true
        return view ?? View()
    }
    /// Not implemented: an equal share.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> Double {
        pickerView.delegateDefaultRan = true
        return 0
    }
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double {
        PickerView.defaultRowHeight
    }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}
