import PanelKitCompat
import Testing

/// iOS 17's trait registration as Apple documents it: `registerForTraitChanges(_:handler:)` on views and
/// controllers runs only for the registered traits, with the previous collection; `traitOverrides` flows
/// down; and `UserDefaults.didChangeNotification`.
@Suite("PanelKitCompat: trait registration")
@MainActor
struct TraitRegistrationCompatTests {
    /// A view registering as Apple's sample code does, with `(self: Self, previous: UITraitCollection)`.
    final class SizingView: UIView {
        var sizes: [UIContentSizeCategory] = []
        var styles: [UIUserInterfaceStyle] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
                (self: Self, previousTraitCollection: UITraitCollection) in
                self.sizes.append(previousTraitCollection.preferredContentSizeCategory)
            }
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: SizingView, previous) in
                view.styles.append(previous.userInterfaceStyle)
            }
        }
    }

    /// A controller registering for the appearance.
    final class Page: UIViewController {
        var previousStyles: [UIUserInterfaceStyle] = []
        var stylesNow: [UIUserInterfaceStyle] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]) {
                (self: Self, previous: UITraitCollection) in
                self.previousStyles.append(previous.userInterfaceStyle)
                self.stylesNow.append(self.traitCollection.userInterfaceStyle)
            }
        }
    }

    @Test func handlersRunOnlyForTheirTraitsWithThePreviousValue() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = SizingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(view)
        #expect(view.sizes.isEmpty && view.styles.isEmpty, "nothing changed yet")
        UIApplication.shared.preferredContentSizeCategory = .extraLarge
        #expect(view.sizes == [.large])
        #expect(view.styles.isEmpty, "the appearance did not change")
        h.window.overrideUserInterfaceStyle = .dark
        #expect(view.styles == [.light])
        #expect(view.sizes == [.large], "the size did not change")
        UIApplication.shared.preferredContentSizeCategory = .accessibilityMedium
        #expect(view.sizes == [.large, .extraLarge])
    }

    @Test func aControllersHandlerSeesItsViewsTraits() {
        let page = Page()
        let h = TransitionHarness(width: 240, height: 160, root: page)
        page.traitOverrides.userInterfaceStyle = .dark
        #expect(page.overrideUserInterfaceStyle == .dark)
        #expect(page.previousStyles == [.light] && page.stylesNow == [.dark])
        UIApplication.shared.preferredContentSizeCategory = .small
        #expect(page.previousStyles == [.light], "not registered for the content size")
        page.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(!page.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(page.previousStyles == [.light, .dark] && page.stylesNow == [.dark, .light])
        _ = h
    }

    @Test func anUnregisteredHandlerIsNotCalled() {
        let h = TransitionHarness(width: 240, height: 160)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        h.window.addSubview(view)
        var calls = 0
        var kept = 0
        let registration = view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIView, _) in
            calls += 1
        }
        view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIView, _) in kept += 1 }
        UIApplication.shared.preferredContentSizeCategory = .extraSmall
        #expect(calls == 1 && kept == 1)
        view.unregisterForTraitChanges(registration)
        UIApplication.shared.preferredContentSizeCategory = .extraExtraLarge
        #expect(calls == 1, "unregistered")
        #expect(kept == 2)
    }

    @Test func overridesReachSubviewsAndStopAtTheirOwn() {
        let h = TransitionHarness(width: 240, height: 160)
        let outer = UIView(frame: h.window.bounds)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let pinned = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        h.window.addSubview(outer)
        outer.addSubview(inner)
        outer.addSubview(pinned)
        inner.addSubview(label)
        pinned.traitOverrides.preferredContentSizeCategory = .small
        var previous: [UIContentSizeCategory] = []
        inner.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIView, old) in
            previous.append(old.preferredContentSizeCategory)
        }
        outer.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        outer.traitOverrides.userInterfaceStyle = .dark
        #expect(outer.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        #expect(inner.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(label.font.pointSize == 33, "the label re-scaled to its new category")
        #expect(previous == [.large])
        #expect(pinned.traitCollection.preferredContentSizeCategory == .small, "its own override stays")
        // The application's setting no longer reaches under the override.
        UIApplication.shared.preferredContentSizeCategory = .extraSmall
        #expect(label.font.pointSize == 33 && previous == [.large])
        #expect(h.window.traitCollection.preferredContentSizeCategory == .extraSmall)
        outer.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(label.font.pointSize == 14 && previous == [.large, .accessibilityLarge])
    }

    @Test func changingADefaultPostsDidChange() {
        let h = TransitionHarness(width: 100, height: 100)
        defer { withExtendedLifetime(h) {} }
        var posts = 0
        let token = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: UserDefaults.standard, queue: nil
        ) { _ in posts += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        let key = "TraitRegistrationCompatTests.\(Int.random(in: 0..<1_000_000_000))"
        UserDefaults.standard.set(3, forKey: key)
        #expect(posts == 1)
        UserDefaults.standard.set(3, forKey: key)
        #expect(posts == 1, "the same value is no change")
        UserDefaults.standard.removeObject(forKey: key)
        #expect(posts == 2)
    }
}
