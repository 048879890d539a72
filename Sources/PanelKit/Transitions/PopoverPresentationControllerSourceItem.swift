/// What a popover can point at (`sourceItem`), as `UIPopoverPresentationControllerSourceItem`: a view
/// or a bar button item.
@MainActor
public protocol PopoverPresentationControllerSourceItem: AnyObject {}

extension View: PopoverPresentationControllerSourceItem {}
extension BarButtonItem: PopoverPresentationControllerSourceItem {}
