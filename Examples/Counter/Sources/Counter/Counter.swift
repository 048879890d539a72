import PanelApp

/// Two pages a swipe apart: a button that counts its taps, and a note.
@main
struct Counter: PanelApp {
    let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let pages = Pages()
    init(context: PanelAppContext) {
        pager.dataSource = pages
        pager.setViewControllers([pages.counter], direction: .forward, animated: false)
    }
    var rootViewController: ViewController { pager }
}

final class Pages: PageViewControllerDataSource {
    let counter = Page(button: "Tap me"), note = Page(text: "Swipe back to count")
    func pageViewController(_ p: PageViewController, viewControllerBefore v: ViewController) -> ViewController? {
        v === note ? counter : nil
    }
    func pageViewController(_ p: PageViewController, viewControllerAfter v: ViewController) -> ViewController? {
        v === counter ? note : nil
    }
}

final class Page: ViewController {
    let label = Label(frame: .zero), button = Button(type: .system)
    var taps = 0 { didSet { label.text = "Taps: \(taps)" } }
    init(text: String = "Taps: 0", button title: String? = nil) {
        super.init()
        (label.text, label.textAlignment, label.fontSize, view.backgroundColor) = (text, .center, 36, .white)
        button.setTitle(title, for: .normal)
        button.addAction(for: .touchUpInside) { [unowned self] _ in taps += 1 }
        view.addSubview(label)
        if title != nil { view.addSubview(button) }
    }
    override func viewDidLayoutSubviews() {
        label.frame = Rect(x: 0, y: view.bounds.midY - 60, width: view.bounds.width, height: 40)
        button.frame = Rect(x: view.bounds.midX - 80, y: view.bounds.midY, width: 160, height: 48)
    }
}
