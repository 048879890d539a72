import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// iOS 17's content-unavailable configurations as Apple's sample sets them: an empty configuration with a
/// text, a secondary text and a button shows over the controller's content and its button's action runs;
/// set to nil it goes; `updateContentUnavailableConfiguration(using:)` decides it after
/// `setNeedsUpdateContentUnavailableConfiguration()`; `.loading()` spins an activity indicator.
@Suite("PanelKitCompat: content-unavailable configurations")
@MainActor
struct ContentUnavailableCompatTests {
    final class InboxController: UIViewController {
        var messages: [String] = []
        var composed = 0
        var updates = 0
        let content = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            content.text = "Inbox content"
            content.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            view.addSubview(content)
        }

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates += 1
            guard messages.isEmpty else {
                contentUnavailableConfiguration = nil
                return
            }
            var config = UIContentUnavailableConfiguration.empty()
            config.image = UIImage(systemName: "envelope")
            config.text = "No Messages"
            config.secondaryText = "New messages you receive will appear here."
            config.button = .filled()
            config.button.title = "Compose"
            config.buttonProperties.primaryAction = UIAction { [unowned self] _ in composed += 1 }
            config.background.backgroundColor = .systemBackground
            contentUnavailableConfiguration = config
        }
    }

    /// The content-unavailable view shown over `controller`'s view, if any.
    private func shownView(_ controller: UIViewController) -> UIContentUnavailableView? {
        controller.view.subviews.compactMap { $0 as? UIContentUnavailableView }.first
    }

    /// The texts of the labels in `view` that show.
    private func texts(_ view: UIView?) -> [String] {
        (view?.subviews ?? []).compactMap { ($0 as? UILabel).flatMap { $0.isHidden ? nil : $0.text } }
    }

    @Test func anEmptyConfigurationShowsOverTheContentItsButtonActsAndNilRemovesIt() {
        let controller = InboxController()
        let h = TransitionHarness(width: 320, height: 480, root: controller)
        h.step()
        #expect(controller.updates == 1, "updated before the first layout")
        let shown = shownView(controller)
        #expect(shown != nil)
        #expect(shown === controller.view.subviews.last, "above the content")
        #expect(shown?.frame == controller.view.bounds)
        #expect(texts(shown) == ["No Messages", "New messages you receive will appear here."])
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/content-unavailable-empty.png")
        }
        // The image above the text, the text centred.
        let image = shown?.subviews.compactMap { $0 as? UIImageView }.first { $0.image != nil && !$0.isHidden }
        #expect(image.map { $0.frame.height >= 30 && abs($0.frame.midX - 160) < 1 } == true)
        let title = shown?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "No Messages" }
        #expect(title.map { abs($0.frame.midX - 160) < 1 } == true)
        #expect(image.map { $0.frame.maxY + 10 == title?.frame.minY } == true, "10 points above the text")
        // The button below the texts runs its primary action.
        let button = shown?.subviews.compactMap { $0 as? UIButton }.first
        #expect(button.map { $0.frame.minY > (title?.frame.maxY ?? 0) } == true)
        if let button, let shown {
            let centre = shown.convert(CGPoint(x: button.frame.midX, y: button.frame.midY), to: nil)
            h.tap(at: centre)
        }
        #expect(controller.composed == 1)
        // The background hides the content: no dark text pixels where the content label is.
        let p = h.surface.pixel(x: 20, y: 20)
        #expect((p >> 16) & 0xFF > 200 && (p >> 8) & 0xFF > 200 && p & 0xFF > 200)
        // Messages arrive: the update asked for removes the view.
        controller.messages = ["Hello"]
        controller.setNeedsUpdateContentUnavailableConfiguration()
        h.step()
        #expect(controller.updates == 2)
        #expect(controller.contentUnavailableConfiguration == nil)
        #expect(shownView(controller) == nil)
        #expect(controller.content.superview === controller.view)
    }

    @Test func loadingSpinsAnIndicatorAndSearchNamesTheSearchText() {
        let controller = UIViewController()
        let h = TransitionHarness(width: 320, height: 480, root: controller)
        controller.contentUnavailableConfiguration = .loading()
        h.step()
        let shown = shownView(controller)
        let spinner = shown?.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(spinner?.isAnimating == true)
        #expect(spinner?.isHidden == false)
        #expect(texts(shown) == ["Loading…"])
        #expect(spinner.map { abs($0.frame.midX - 160) < 1 } == true)
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/content-unavailable-loading.png")
        }
        var state = controller.contentUnavailableConfigurationState
        #expect(state.searchText == nil)
        state.searchText = "kiwi"
        let search = UIContentUnavailableConfiguration.search().updated(for: state)
        #expect(search.text == "No Results for “kiwi”")
        #expect(search.secondaryText != nil)
        controller.contentUnavailableConfiguration = search
        h.step()
        #expect(texts(shownView(controller)).first == "No Results for “kiwi”")
        #expect(shownView(controller)?.subviews.compactMap { $0 as? UIActivityIndicatorView }.first?.isHidden == true)
        controller.contentUnavailableConfiguration = nil
        h.step()
        #expect(shownView(controller) == nil)
    }
}
