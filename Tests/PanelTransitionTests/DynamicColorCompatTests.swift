import PanelKitCompat
import Testing

/// Dark mode as Apple documents it: the system colours resolve to their dark values
/// (`resolvedColor(with:)`), `UIColor(dynamicProvider:)` colours resolve per style, and views draw their
/// colours in their `traitCollection.userInterfaceStyle` (`overrideUserInterfaceStyle` on a view, its
/// controller or above), redrawing when it changes.
@Suite("PanelKitCompat: dynamic colours (dark mode)")
@MainActor
struct DynamicColorCompatTests {
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    /// 0xRRGGBB with an alpha, for comparing resolved colours.
    private func rgb(_ hex: UInt32, _ alpha: Double = 1) -> UIColor {
        UIColor(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    @Test func systemColorsResolveToTheirDarkValues() {
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        #expect(UIColor.label.resolvedColor(with: light) == .black)
        #expect(UIColor.label.resolvedColor(with: UITraitCollection()) == .black, "unspecified is light")
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
        #expect(UIColor.secondarySystemBackground.resolvedColor(with: dark) == rgb(0x1C1C1E))
        #expect(UIColor.secondaryLabel.resolvedColor(with: dark) == rgb(0xEBEBF5, 0.6))
        #expect(UIColor.separator.resolvedColor(with: dark) == rgb(0x545458, 0.6))
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == rgb(0x0A84FF))
        #expect(UIColor.systemRed.resolvedColor(with: dark) == rgb(0xFF453A))
        #expect(UIColor.systemGray6.resolvedColor(with: dark) == rgb(0x1C1C1E))
        #expect(UIColor.systemGroupedBackground.resolvedColor(with: dark) == .black)
        // A dynamic colour is not the fixed colour it resolves to; a fixed colour resolves to itself.
        #expect(UIColor.label != .black)
        #expect(UIColor.red.resolvedColor(with: dark) == .red)
        // Its alpha changed, it stays dynamic.
        #expect(UIColor.label.withAlphaComponent(0.5).resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
        #expect(UIColor.label.withAlphaComponent(0.5).resolvedColor(with: light) == UIColor(white: 0, alpha: 0.5))
    }

    @Test func aDynamicProviderColorResolvesPerStyle() {
        let accent = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) : .purple
        }
        #expect(accent.resolvedColor(with: dark) == UIColor(red: 1, green: 0.8, blue: 0, alpha: 1))
        #expect(accent.resolvedColor(with: light) == .purple)
        // A provider that answers with system colours resolves them in the style asked for.
        let ink = UIColor(dynamicProvider: { _ in .label })
        #expect(ink.resolvedColor(with: dark) == .white && ink.resolvedColor(with: light) == .black)
        // A colour made again from the same values is the same colour (and no new entry in PanelKit's table).
        let made = (0..<50).map { _ in UIColor { $0.userInterfaceStyle == .dark ? .yellow : .purple } }
        #expect(made.allSatisfy { $0 == made[0] } && made[0] != .purple)
    }

    @Test func cgColorResolvesWithTheCurrentTraitCollection() {
        #expect(UIColor.label.cgColor == .black, "outside drawing the current traits are light")
        var inDark: CGColor?
        dark.performAsCurrent { inDark = UIColor.label.cgColor }
        #expect(inDark == .white)
        #expect(UITraitCollection.current.userInterfaceStyle != .dark, "performAsCurrent puts the old one back")
        // An image renderer draws dynamic colours as the current traits resolve them.
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        func swatch() -> UIImage {
            renderer.image { context in
                UIColor.label.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        #expect(swatch().color(x: 1, y: 1) == .black)
        var darkSwatch: UIImage?
        dark.performAsCurrent { darkSwatch = swatch() }
        #expect(darkSwatch?.color(x: 1, y: 1) == .white)
    }

    /// A controller whose view has `.systemBackground` and a label in `.label`.
    private final class Page: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            label.text = "HHH"
            label.font = UIFont.systemFont(ofSize: 40, weight: .bold)
            label.textColor = .label
            label.frame = CGRect(x: 20, y: 20, width: 160, height: 60)
            view.addSubview(label)
        }
    }

    /// The darkest and brightest grey level among the label's pixels.
    private func inkRange(_ h: TransitionHarness, in rect: CGRect) -> (min: Double, max: Double) {
        var lo = 1.0
        var hi = 0.0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let c = h.surface.color(x: x, y: y)
                lo = min(lo, c.red)
                hi = max(hi, c.red)
            }
        }
        return (lo, hi)
    }

    @Test func aDarkControllerDrawsBlackBackgroundAndWhiteTextAndSwitchesBack() {
        let page = Page()
        let h = TransitionHarness(width: 240, height: 160, root: page)
        h.step()
        #expect(h.surface.color(x: 200, y: 140) == .white)
        let lightInk = inkRange(h, in: page.label.frame)
        #expect(lightInk.min < 0.1, "black text, darkest \(lightInk.min)")

        page.overrideUserInterfaceStyle = .dark
        h.step()
        #expect(page.view.traitCollection.userInterfaceStyle == .dark)
        #expect(page.view.backgroundColor == .systemBackground, "the getter keeps the colour as set")
        #expect(h.surface.color(x: 200, y: 140) == .black)
        let darkInk = inkRange(h, in: page.label.frame)
        #expect(darkInk.max > 0.9 && darkInk.min < 0.1, "white text on black, \(darkInk)")
        if let dir = getenv("PANEL_LOOK_DIR").map({ String(cString: $0) }) {
            try? h.driver.writePNG(path: dir + "/dynamic-page-dark.png")
        }

        page.overrideUserInterfaceStyle = .unspecified
        h.step()
        #expect(h.surface.color(x: 200, y: 140) == .white)
        #expect(inkRange(h, in: page.label.frame).min < 0.1)
    }

    @Test func aSubtreeOverrideDrawsOnlyThatSubtreeDark() {
        let h = TransitionHarness(width: 300, height: 100)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .secondarySystemBackground
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        inner.backgroundColor = .systemBlue
        inner.layer.borderWidth = 4
        inner.layer.borderColor = UIColor.label.cgColor
        card.addSubview(inner)
        let other = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        other.backgroundColor = .secondarySystemBackground
        root.addSubview(card)
        root.addSubview(other)
        h.window.addSubview(root)
        h.step()
        #expect(h.surface.color(x: 50, y: 80) == rgb(0xF2F2F7))
        #expect(h.surface.color(x: 25, y: 25) == rgb(0x007AFF))

        card.overrideUserInterfaceStyle = .dark
        h.step()
        #expect(h.surface.color(x: 50, y: 80) == rgb(0x1C1C1E), "the card is dark")
        #expect(h.surface.color(x: 25, y: 25) == rgb(0x0A84FF), "and what is inside it")
        #expect(h.surface.color(x: 250, y: 50) == rgb(0xF2F2F7), "its sibling stays light")
        #expect(h.surface.color(x: 150, y: 50) == .white, "and so does its superview")
        // A border colour taken with `cgColor` outside drawing is fixed: the light value, as in UIKit.
        #expect(h.surface.color(x: 11, y: 25) == .black)
        inner.layer.borderColor = UIColor.label
        h.step()
        #expect(h.surface.color(x: 11, y: 25) == .white, "a dynamic border colour draws dark")

        // A view moved into the dark card draws dark; moved out, light again.
        let moved = UIView(frame: CGRect(x: 60, y: 10, width: 20, height: 20))
        moved.backgroundColor = .systemBackground
        card.addSubview(moved)
        h.step()
        #expect(h.surface.color(x: 70, y: 20) == .black)
        other.addSubview(moved)
        h.step()
        #expect(h.surface.color(x: 270, y: 20) == .white)
        #expect(h.surface.color(x: 70, y: 20) == rgb(0x1C1C1E), "the card shows where it was")
    }

    @Test func anAnimationInTheDarkRunsBetweenTheDarkValues() {
        let h = TransitionHarness(width: 100, height: 100)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.backgroundColor = .systemBackground
        v.overrideUserInterfaceStyle = .dark
        h.window.addSubview(v)
        h.step()
        #expect(h.surface.color(x: 50, y: 50) == .black)
        UIView.animate(withDuration: 0.5) { v.backgroundColor = .systemGray5 }
        var brightest = 0.0
        for _ in 0..<40 {
            h.step()
            brightest = max(brightest, h.surface.color(x: 50, y: 50).red)
        }
        // From black to 0x2C2C2E: never through the light values (white to 0xE5E5EA).
        #expect(brightest <= 0x2C / 255 + 1e-9, "brightest \(brightest)")
        #expect(h.surface.color(x: 50, y: 50) == rgb(0x2C2C2E))
        #expect(v.backgroundColor == .systemGray5, "the model keeps the dynamic colour")
    }

    /// Records `traitCollectionDidChange(_:)` with the style it sees then.
    private final class Watcher: UIView {
        var changes: [(previous: UIUserInterfaceStyle?, now: UIUserInterfaceStyle, current: UIUserInterfaceStyle)] = []
        var drawnFill: UIColor?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(
                (
                    previousTraitCollection?.userInterfaceStyle, traitCollection.userInterfaceStyle,
                    UITraitCollection.current.userInterfaceStyle
                ))
        }
        override func draw(_ rect: CGRect) {
            drawnFill = UIColor.systemBackground.resolvedColor(with: UITraitCollection.current)
            UIColor.label.setFill()
            UIBezierPath(rect: rect).fill()
        }
    }

    @Test func traitCollectionDidChangeFiresAndCustomDrawingUsesTheStyle() {
        let h = TransitionHarness(width: 100, height: 100)
        let controller = UIViewController()
        let watcher = Watcher(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(watcher)
        h.window.rootViewController = controller
        h.step()
        #expect(watcher.changes.isEmpty)
        #expect(h.surface.color(x: 25, y: 25) == .black, "label fills black in light")
        #expect(watcher.drawnFill == .white)

        h.window.overrideUserInterfaceStyle = .dark
        h.step()
        #expect(watcher.changes.count == 1)
        #expect(watcher.changes.first?.previous == .light && watcher.changes.first?.now == .dark)
        #expect(watcher.changes.first?.current == .dark, "UITraitCollection.current is the new traits")
        #expect(h.surface.color(x: 25, y: 25) == .white, "the custom drawing was redrawn dark")
        #expect(watcher.drawnFill == .black, "draw(_:) runs with the view's traits current")

        h.window.overrideUserInterfaceStyle = .light
        h.step()
        #expect(watcher.changes.count == 2 && watcher.changes.last?.now == .light)
        #expect(h.surface.color(x: 25, y: 25) == .black)
    }

    /// Whether a pixel of `color` shows in `rect`.
    private func shows(_ color: UIColor, in rect: CGRect, _ h: TransitionHarness) -> Bool {
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where h.surface.color(x: x, y: y) == color { return true }
        }
        return false
    }

    @Test func aTabBarRedrawsItsBarAndItsTintedImagesInTheDark() {
        let home = UIViewController()
        home.view.backgroundColor = .systemBackground
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "star"), tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: UIImage(systemName: "star"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, other]
        let h = TransitionHarness(width: 360, height: 240, root: tabs)
        let bar = CGRect(x: 0, y: 240 - UITabBar.height + 2, width: 180, height: UITabBar.height - 2)
        #expect(shows(rgb(0x007AFF), in: bar, h) && !shows(rgb(0x0A84FF), in: bar, h))
        #expect(h.surface.color(x: 350, y: 238) == rgb(0xF9F9F9))

        tabs.overrideUserInterfaceStyle = .dark
        h.step()
        #expect(shows(rgb(0x0A84FF), in: bar, h), "the selected star in dark systemBlue")
        #expect(!shows(rgb(0x007AFF), in: bar, h))
        #expect(h.surface.color(x: 350, y: 238) == rgb(0x161616), "the bar")
        #expect(h.surface.color(x: 180, y: 100) == .black, "the page")
    }

    /// A controller that is dark from the start: `traitCollectionDidChange` must not run before its view loads.
    private final class DarkFromTheStart: UIViewController {
        var swatch: UIView!
        var changes = 0
        override init() {
            super.init(nibName: nil, bundle: nil)
            overrideUserInterfaceStyle = .dark
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            swatch = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            swatch.backgroundColor = .systemBackground
            view.addSubview(swatch)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes += 1
            swatch.backgroundColor = .secondarySystemBackground
        }
    }

    @Test func aControllerDarkFromTheStartLoadsDarkWithoutATraitChange() {
        let controller = DarkFromTheStart()
        let h = TransitionHarness(width: 100, height: 100, root: controller)
        h.step()
        #expect(controller.changes == 0)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(h.surface.color(x: 25, y: 25) == .black, "the swatch draws dark")
    }

    /// A small settings-like screen, light then dark, for a look by eye (PANEL_LOOK_DIR=DIR).
    @Test func aScreenOfStandardControlsDrawsInBothAppearances() throws {
        let controller = UIViewController()
        let nav = UINavigationController(rootViewController: controller)
        controller.title = "Appearance"
        let h = TransitionHarness(width: 400, height: 300, root: nav)
        controller.view.backgroundColor = .systemGroupedBackground
        let card = UIView(frame: CGRect(x: 16, y: 70, width: 368, height: 200))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        controller.view.addSubview(card)
        let title = UILabel(frame: CGRect(x: 16, y: 10, width: 250, height: 30))
        title.text = "Dark mode"
        title.textColor = .label
        let detail = UILabel(frame: CGRect(x: 16, y: 40, width: 330, height: 24))
        detail.text = "Secondary text in .secondaryLabel"
        detail.textColor = .secondaryLabel
        let toggle = UISwitch(frame: CGRect(x: 290, y: 12, width: 51, height: 31))
        toggle.isOn = true
        let separator = UIView(frame: CGRect(x: 16, y: 76, width: 352, height: 1))
        separator.backgroundColor = .separator
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 16, y: 92, width: 336, height: 32)
        segments.selectedSegmentIndex = 1
        let button = UIButton(type: .system)
        button.setTitle("A system button", for: .normal)
        button.frame = CGRect(x: 16, y: 140, width: 200, height: 40)
        let swatch = UIView(frame: CGRect(x: 300, y: 140, width: 40, height: 40))
        swatch.backgroundColor = .systemRed
        let field = UITextField(frame: CGRect(x: 220, y: 140, width: 70, height: 40))
        field.placeholder = "Name"
        for v in [title, detail, toggle, separator, segments, button, swatch, field] { card.addSubview(v) }
        let placeholder = CGRect(x: 236, y: 254, width: 54, height: 40)
        h.step()
        let lightCard = h.surface.color(x: 24, y: 200)
        #expect(lightCard == .white)
        #expect(h.surface.color(x: 380, y: 20) == rgb(0xF7F7F7), "the navigation bar")
        #expect(h.surface.color(x: 170, y: 222) == .white, "the selected segment")
        let dir = getenv("PANEL_LOOK_DIR").map { String(cString: $0) }
        if let dir { try h.driver.writePNG(path: dir + "/dynamic-screen-light.png") }

        nav.overrideUserInterfaceStyle = .dark
        h.step()
        #expect(h.surface.color(x: 24, y: 200) == rgb(0x1C1C1E), "the card")
        #expect(h.surface.color(x: 8, y: 200) == .black, "the grouped background")
        #expect(h.surface.color(x: 336, y: 274) == rgb(0xFF453A), "dark systemRed")
        #expect(h.surface.color(x: 380, y: 20) == rgb(0x161616), "the navigation bar")
        #expect(inkRange(h, in: placeholder).max > 0.3, "the placeholder is light grey on the dark card")
        #expect(h.surface.color(x: 170, y: 222) == rgb(0x636366), "the selected segment")
        if let dir { try h.driver.writePNG(path: dir + "/dynamic-screen-dark.png") }
    }
}
