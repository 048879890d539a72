/// Supplies a picker view's components and rows, as `UIPickerViewDataSource`. The picker holds it weakly.
@MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many components (spinning wheels) the picker shows.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows a component has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}
