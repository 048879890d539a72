extension BarButtonItem {
    /// The view a bar shows for the item: its custom view, or a system button with its title (bold for
    /// `.done`) or, without a title, its image as a template, in `tint`, that performs `primaryAction`
    /// when tapped. A disabled item's button is disabled (dimmed).
    func makeView(tint: Color) -> View {
        let v = makeItemView(tint: tint)
        BarButtonItem.shown.removeAll { $0.item == nil || $0.item === self || $0.view == nil }
        BarButtonItem.shown.append(ShownView(item: self, view: v))
        return v
    }

    /// The view a bar made for the item last (a popover's `barButtonItem` points at it).
    var shownView: View? { BarButtonItem.shown.first { $0.item === self }?.view }

    /// The views bars show for items, held weakly.
    @MainActor private static var shown: [ShownView] = []

    private func makeItemView(tint: Color) -> View {
        if let custom = customView { return custom }
        let button = Button(type: .system)
        button.contentEdgeInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
        button.setTitle(title, for: .normal)
        if title == nil, let image {
            button.setImage(image.tinted(isEnabled ? tint : Color(white: 0.6)), for: .normal)
        }
        button.setTitleColor(tint, for: .normal)
        button.titleLabel.fontWeight = style == .done ? .bold : .regular
        button.isEnabled = isEnabled
        button.menu = menu
        button.showsMenuAsPrimaryAction = primaryAction == nil
        button.addAction(for: .touchUpInside) { [weak self] control in
            guard let action = self?.primaryAction else { return }
            action.sender = control
            action.handler(action)
        }
        return button
    }
}

/// An item and the view a bar made for it, both held weakly.
@MainActor
private struct ShownView {
    weak var item: BarButtonItem?
    weak var view: View?
}
