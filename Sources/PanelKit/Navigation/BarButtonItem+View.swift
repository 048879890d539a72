extension BarButtonItem {
    /// The view a bar shows for the item: its custom view, or a system button with its title (bold for
    /// `.done`) or, without a title, its image as a template, in `tint`, that performs `primaryAction`
    /// when tapped. A disabled item's button is disabled (dimmed).
    func makeView(tint: Color) -> View {
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
