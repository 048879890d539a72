@testable import PanelKit

extension TransitionHarness {
    /// The application's menu presenter.
    var menuPresenter: MenuPresenter { driver.application.menuPresenter }

    /// The screen point at the middle of the open menu's row titled `title`, from the panel's own row frames.
    func menuRow(_ title: String) -> Point? {
        guard let panel = menuPresenter.panelView as? MenuPanelView,
            let i = panel.rows.firstIndex(where: { $0.element?.title == title })
        else { return nil }
        let r = panel.rowFrames[i]
        return panel.convert(Point(x: r.midX, y: r.midY), to: nil)
    }
}
