import Testing

@testable import PanelKit

/// Records `traitCollectionDidChange(_:)`.
@MainActor
final class TraitLogView: View {
    var previous: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        previous.append(previousTraitCollection)
    }
}

@MainActor
final class TraitLogController: ViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { changes += 1 }
}

/// `UITraitCollection`, `overrideUserInterfaceStyle`, `UIDevice` and `UIVisualEffectView` as Apple documents
/// them, on a panel.
@Suite("Traits, device and visual effects")
@MainActor
struct TraitsAndDeviceTests {
    /// Size classes follow the window: 800x480 is regular by compact, 1024x600 regular both ways, 720x1280
    /// portrait regular both ways; a view outside a window has unspecified size classes. The idiom is
    /// `.pad`, the appearance light, the scale 1.
    @Test func sizeClassesFollowTheWindow() {
        for (w, h, horizontal, vertical) in [
            (800, 480, UserInterfaceSizeClass.regular, UserInterfaceSizeClass.compact), (1024, 600, .regular, .regular),
            (720, 1280, .regular, .regular), (400, 300, .compact, .compact),
        ] {
            let harness = Harness(width: w, height: h)
            let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            harness.window.addSubview(v)
            let t = v.traitCollection
            #expect(t.horizontalSizeClass == horizontal && t.verticalSizeClass == vertical, "\(w)x\(h)")
            #expect(t.userInterfaceIdiom == .pad && t.userInterfaceStyle == .light && t.displayScale == 1)
        }
        let loose = View(frame: .zero)
        #expect(loose.traitCollection.horizontalSizeClass == .unspecified)
    }

    /// `overrideUserInterfaceStyle` on a view reaches its subviews and their controllers
    /// (`traitCollectionDidChange` with the previous collection), but not a subview with its own override.
    @Test func overrideReachesTheSubtree() {
        let h = Harness()
        let parent = TraitLogView(frame: h.window.bounds)
        let child = TraitLogView(frame: .zero)
        let pinned = TraitLogView(frame: .zero)
        pinned.overrideUserInterfaceStyle = .light
        let grandchild = TraitLogView(frame: .zero)
        parent.addSubview(child)
        parent.addSubview(pinned)
        pinned.addSubview(grandchild)
        h.window.addSubview(parent)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.previous.count == 1 && child.previous.count == 1)
        #expect(child.previous.first??.userInterfaceStyle == .light)
        #expect(pinned.previous.isEmpty && grandchild.previous.isEmpty)
        #expect(grandchild.traitCollection.userInterfaceStyle == .light)
        // Setting the same style again changes nothing.
        parent.overrideUserInterfaceStyle = .dark
        #expect(parent.previous.count == 1)

        let controller = TraitLogController()
        h.window.rootViewController = controller
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.changes == 1)
    }

    /// Collections made from single traits combine, the later one winning, and compare by value.
    @Test func combiningCollections() {
        let c = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact), TraitCollection(userInterfaceStyle: .dark),
            TraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(c.horizontalSizeClass == .regular && c.verticalSizeClass == .unspecified)
        #expect(c.userInterfaceStyle == .dark)
        #expect(c.containsTraits(in: TraitCollection(userInterfaceStyle: .dark)))
        #expect(!c.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
        #expect(c.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .light)))
        #expect(TraitCollection(verticalSizeClass: .compact) == TraitCollection(verticalSizeClass: .compact))
    }

    /// The device is a Linux panel, landscape or portrait as its screen is mounted, without a battery.
    @Test func device() {
        let h = Harness(width: 720, height: 1280)
        _ = h
        let d = Device.current
        #expect(d.systemName == "Linux" && !d.systemVersion.isEmpty && !d.name.isEmpty)
        #expect(d.userInterfaceIdiom == .pad)
        #expect(d.orientation == .portrait && d.orientation.isPortrait)
        #expect(d.batteryLevel == -1 && d.batteryState == .unknown)
        d.beginGeneratingDeviceOrientationNotifications()
        #expect(d.isGeneratingDeviceOrientationNotifications)
        d.endGeneratingDeviceOrientationNotifications()
        #expect(ImpactFeedbackGenerator(style: .heavy).style == .heavy)
    }

    /// A visual effect view draws its material over what is behind it, and its content on top; without an
    /// effect it draws only the content.
    @Test func visualEffectView() {
        let h = Harness()
        h.window.backgroundColor = .red
        let effect = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
        effect.frame = Rect(x: 0, y: 0, width: 100, height: 120)
        let label = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        label.backgroundColor = .blue
        effect.contentView.addSubview(label)
        h.window.addSubview(effect)
        h.step()
        #expect(effect.contentView.frame == effect.bounds)
        let behind = h.color(150, 60)
        let through = h.color(60, 60)
        #expect(close(behind, .red))
        // Mostly white, some red showing through.
        #expect(through.green > 0.6 && through.red > through.green)
        #expect(close(h.color(20, 20), .blue))
        effect.effect = nil
        h.step()
        #expect(close(h.color(60, 60), .red))
        // A vibrancy effect for secondary labels keeps its style and draws its content as it is.
        let vibrancy = VibrancyEffect(blurEffect: BlurEffect(style: .systemMaterial), style: .secondaryLabel)
        #expect(vibrancy.style == .secondaryLabel && VibrancyEffect(blurEffect: BlurEffect(style: .dark)).style == nil)
        let vibrant = VisualEffectView(effect: vibrancy)
        vibrant.frame = Rect(x: 0, y: 0, width: 100, height: 120)
        let glyph = View(frame: Rect(x: 40, y: 40, width: 20, height: 20))
        glyph.backgroundColor = .blue
        vibrant.contentView.addSubview(glyph)
        effect.removeFromSuperview()
        h.window.addSubview(vibrant)
        h.step()
        #expect(close(h.color(50, 50), .blue))
    }
}
