/// A context menu's preview: the preview provider's view controller's view in a rounded, shadowed platter
/// above the menu, as iOS shows it. The content takes no touches; a tap on the platter commits the preview
/// (`contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`).
@MainActor
final class ContextMenuPreviewView: View {
    /// The view controller whose view is shown.
    let viewController: ViewController
    private let content = View()
    private let tapped: () -> Void

    init(viewController: ViewController, tapped: @escaping () -> Void) {
        self.viewController = viewController
        self.tapped = tapped
        super.init(frame: .zero)
        content.backgroundColor = .systemBackground
        MenuPanelView.makePlatter(self, content: content)
        content.addSubview(viewController.view)
    }

    /// The size the preview asks for: the controller's `preferredContentSize` when it set one, else
    /// `fallback`; never larger than `limit`.
    func preferredSize(fallback: Size, limit: Size) -> Size {
        let wanted = viewController.preferredContentSize
        let size = wanted.width > 0 && wanted.height > 0 ? wanted : fallback
        return Size(width: min(size.width, limit.width), height: min(size.height, limit.height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        // The controller's view fills the platter unless something else took it (a commit that shows it).
        if viewController.view.superview === content { viewController.view.frame = content.bounds }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        tapped()
    }

    /// Taken by the platter so the menu window does not treat it as a tap outside.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}
