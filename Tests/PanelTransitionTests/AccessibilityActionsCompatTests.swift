import PanelKitCompat
import PanelPlatform
import Testing

@testable import PanelKit

/// UIKit's accessibility API as Apple documents it, read through the accessibility tree PanelKit exposes
/// (`UIAccessibility.elements(in:)`): custom actions listed and performed, `accessibilityElements` order,
/// hidden and modal subtrees, adjustable controls, activation and escape, posted announcements, and the
/// large content viewer's HUD.
@Suite("PanelKitCompat: accessibility actions and the accessibility tree", .serialized)
@MainActor
struct AccessibilityActionsCompatTests {
    /// A table of messages whose cells offer Archive (succeeds) and Delete (fails).
    final class Inbox: UITableViewDataSource {
        var performed: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Message \(indexPath.row)"
            let row = indexPath.row
            cell.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Archive") { [weak self] _ in
                    self?.performed.append("Archive \(row)")
                    return true
                },
                UIAccessibilityCustomAction(name: "Delete") { [weak self] action in
                    self?.performed.append("\(action.name) \(row)")
                    return false
                },
            ]
            return cell
        }
    }

    @Test func aCellWithTwoCustomActionsListsBothAndPerformingOneRunsItsHandler() throws {
        let h = TransitionHarness(width: 320, height: 240)
        let inbox = Inbox()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        table.dataSource = inbox
        h.window.addSubview(table)
        h.step()
        let tree = UIAccessibility.elements(in: h.window)
        #expect(tree.compactMap(\.label) == ["Message 0", "Message 1", "Message 2"], "cells are elements")
        let cell = try #require(tree.first { $0.label == "Message 1" })
        #expect(cell.customActionNames == ["Archive", "Delete"])
        #expect(cell.respondsToUserInteraction)
        #expect(cell.perform(cell.customActions[0]) == true, "the handler's answer")
        #expect(inbox.performed == ["Archive 1"])
        #expect(cell.performCustomAction(named: "Delete") == false, "the handler's answer")
        #expect(inbox.performed == ["Archive 1", "Delete 1"])
        #expect(cell.performCustomAction(named: "Flag") == false, "no such action")
        #expect(inbox.performed.count == 2)
    }

    @Test func customActionsKeepTheirNamesImagesAndAttributedNames() {
        let star = UIImage(systemName: "star")
        let flag = UIAccessibilityCustomAction(name: "Flag", image: star) { _ in true }
        #expect(flag.name == "Flag" && flag.image === star && flag.attributedName.string == "Flag")
        let pin = UIAccessibilityCustomAction(attributedName: NSAttributedString("Pin")) { _ in true }
        #expect(pin.name == "Pin")
        pin.name = "Unpin"
        #expect(pin.attributedName.string == "Unpin")
        let none = UIAccessibilityCustomAction(name: "Nothing", actionHandler: nil)
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityCustomActions = [none]
        let h = TransitionHarness(width: 100, height: 100)
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        h.window.addSubview(view)
        #expect(UIAccessibility.elements(in: h.window).first?.perform(none) == false, "no handler fails")
    }

    /// Three labels stacked top to bottom in `container`.
    private func stackedLabels(in container: UIView) -> [UILabel] {
        ["A", "B", "C"].enumerated().map { i, text in
            let label = UILabel(frame: CGRect(x: 10, y: 10 + Double(i) * 40, width: 100, height: 30))
            label.text = text
            container.addSubview(label)
            return label
        }
    }

    @Test func accessibilityElementsSetTheReadingOrder() {
        let h = TransitionHarness(width: 320, height: 240)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        h.window.addSubview(container)
        // Added bottom first: the default order is still top to bottom.
        let labels = stackedLabels(in: container)
        container.sendSubviewToBack(labels[2])
        #expect(UIAccessibility.elements(in: h.window).compactMap(\.label) == ["A", "B", "C"])
        container.accessibilityElements = [labels[2], labels[0], labels[1]]
        #expect(UIAccessibility.elements(in: h.window).compactMap(\.label) == ["C", "A", "B"])

        // An element of the container's own, placed in its coordinates, follows the container as it moves.
        let bar = UIAccessibilityElement(accessibilityContainer: container)
        bar.accessibilityLabel = "Bar"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 150, y: 20, width: 20, height: 100)
        container.accessibilityElements = [labels[1], bar]
        var tree = UIAccessibility.elements(in: h.window)
        #expect(tree.compactMap(\.label) == ["B", "Bar"])
        container.frame = CGRect(x: 50, y: 30, width: 200, height: 200)
        tree = UIAccessibility.elements(in: h.window)
        #expect(tree.last?.frame == CGRect(x: 200, y: 50, width: 20, height: 100))
        #expect(bar.accessibilityUserInputLabels == ["Bar"], "the label when none is set")
    }

    @Test func hiddenSubtreesAreLeftOutAndAModalViewHidesItsSiblings() {
        let h = TransitionHarness(width: 320, height: 240)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        h.window.addSubview(content)
        _ = stackedLabels(in: content)
        let covered = UIView(frame: CGRect(x: 150, y: 0, width: 150, height: 100))
        let extra = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        extra.text = "Extra"
        covered.addSubview(extra)
        content.addSubview(covered)
        #expect(UIAccessibility.elements(in: h.window).compactMap(\.label) == ["A", "Extra", "B", "C"])
        covered.accessibilityElementsHidden = true
        #expect(UIAccessibility.elements(in: h.window).compactMap(\.label) == ["A", "B", "C"])
        covered.accessibilityElementsHidden = false
        covered.isHidden = true
        #expect(UIAccessibility.elements(in: h.window).compactMap(\.label) == ["A", "B", "C"])

        let sheet = UIView(frame: CGRect(x: 20, y: 150, width: 280, height: 80))
        let ok = UIButton(type: .system)
        ok.setTitle("OK", for: .normal)
        ok.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        sheet.addSubview(ok)
        sheet.accessibilityViewIsModal = true
        h.window.addSubview(sheet)
        #expect(UIAccessibility.elements(in: h.window).compactMap(\.label) == ["OK"], "only the modal view")
        sheet.accessibilityViewIsModal = false
        #expect(UIAccessibility.elements(in: h.window).compactMap(\.label) == ["A", "B", "C", "OK"])
    }

    @Test func groupedChildrenAreReadTogether() {
        let h = TransitionHarness(width: 320, height: 240)
        // Two columns: the left one grouped, so its two labels are read before the right column's.
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
        let right = UIView(frame: CGRect(x: 160, y: 0, width: 150, height: 100))
        for (column, texts) in [(left, ["L1", "L2"]), (right, ["R1", "R2"])] {
            for (i, t) in texts.enumerated() {
                let l = UILabel(frame: CGRect(x: 0, y: Double(i) * 50, width: 140, height: 30))
                l.text = t
                column.addSubview(l)
            }
            h.window.addSubview(column)
        }
        #expect(UIAccessibility.elements(in: h.window).compactMap(\.label) == ["L1", "R1", "L2", "R2"])
        left.shouldGroupAccessibilityChildren = true
        right.shouldGroupAccessibilityChildren = true
        left.accessibilityContainerType = .list
        let tree = UIAccessibility.elements(in: h.window)
        #expect(tree.compactMap(\.label) == ["L1", "L2", "R1", "R2"])
        #expect(tree.first?.containerTypes == [.list] && tree.last?.containerTypes == [])
    }

    @Test func accessibilityIncrementAndDecrementAdjustSlidersAndSteppers() throws {
        let h = TransitionHarness(width: 320, height: 240)
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        h.window.addSubview(slider)
        #expect(slider.accessibilityTraits.contains(.adjustable))
        #expect(slider.accessibilityValue == "50%")
        slider.accessibilityIncrement()
        #expect(slider.value == 60 && changes == 1)
        #expect(slider.accessibilityValue == "60%")
        let node = try #require(UIAccessibility.elements(in: h.window).first { $0.object === slider })
        node.decrement()
        node.decrement()
        #expect(slider.value == 40 && changes == 3)
        slider.value = 97
        slider.accessibilityIncrement()
        #expect(slider.value == 100, "held at the maximum")
        slider.accessibilityIncrement()
        #expect(changes == 4, "no change at the maximum sends nothing")

        let stepper = UIStepper(frame: CGRect(x: 10, y: 60, width: 94, height: 32))
        stepper.stepValue = 5
        stepper.maximumValue = 10
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        #expect(stepper.value == 10)
        stepper.accessibilityDecrement()
        #expect(stepper.value == 5)
        slider.isEnabled = false
        slider.accessibilityDecrement()
        #expect(slider.value == 100, "a disabled slider does not move")
    }

    /// A view that handles activation and escape itself, as Apple's documentation shows.
    final class Dial: UIView {
        var activations = 0
        var escapes = 0
        override func accessibilityActivate() -> Bool {
            activations += 1
            return true
        }
        override func accessibilityPerformEscape() -> Bool {
            escapes += 1
            return true
        }
    }

    @Test func activationRunsTheElementsActivateOrItsPrimaryActionAndEscapeGoesUp() throws {
        let h = TransitionHarness(width: 320, height: 240)
        let dial = Dial(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        h.window.addSubview(dial)
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        var paid = 0
        button.addAction(UIAction { _ in paid += 1 }, for: .touchUpInside)
        dial.addSubview(button)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 80, width: 51, height: 31))
        dial.addSubview(toggle)
        let tree = UIAccessibility.elements(in: h.window)
        let pay = try #require(tree.first { $0.label == "Pay" })
        #expect(pay.activate() && paid == 1, "a button's action, as a tap")
        let sw = try #require(tree.first { $0.object === toggle })
        #expect(sw.value == "0")
        #expect(sw.activate() && toggle.isOn && sw.value == "1")
        #expect(pay.performEscape() && dial.escapes == 1, "escape goes up to the dial")
        #expect(!pay.performMagicTap(), "nothing handles a magic tap")
        button.isEnabled = false
        #expect(!pay.activate() && paid == 1, "a disabled button does nothing")
        dial.isAccessibilityElement = true
        dial.accessibilityLabel = "Volume"
        let volume = try #require(UIAccessibility.elements(in: h.window).first)
        #expect(volume.label == "Volume" && volume.activate() && dial.activations == 1)
        #expect(UIAccessibility.elements(in: h.window).count == 1, "an element hides what it contains")
    }

    @Test func postedAnnouncementsAndScreenChangesAreObservable() {
        UIAccessibility.removeAllPostedNotifications()
        var heard: [String] = []
        UIAccessibility.postHandler = { notification, argument in
            if notification == .announcement, let s = argument as? String { heard.append(s) }
        }
        defer { UIAccessibility.postHandler = nil }
        UIAccessibility.post(notification: .announcement, argument: "Upload finished")
        let heading = UILabel()
        UIAccessibility.post(notification: .screenChanged, argument: heading)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .announcement, argument: NSAttributedString("Two new messages"))
        #expect(UIAccessibility.announcements == ["Upload finished", "Two new messages"])
        #expect(heard == ["Upload finished"])
        let posted = UIAccessibility.postedNotifications
        #expect(posted.map(\.notification) == [.announcement, .screenChanged, .layoutChanged, .announcement])
        #expect((posted[1].argument as? UILabel) === heading)
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        #expect(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue.hasPrefix("UIAccessibility"))
        UIAccessibility.removeAllPostedNotifications()
        #expect(UIAccessibility.announcements.isEmpty)
    }

    /// A bar of small icon buttons with large content titles, the interaction added to the bar.
    private func iconBar(in h: TransitionHarness) -> (UIView, UIButton, UILargeContentViewerInteraction) {
        let bar = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 40))
        bar.backgroundColor = .systemGray6
        let star = UIButton(type: .system)
        star.setImage(UIImage(systemName: "star.fill"), for: .normal)
        star.frame = CGRect(x: 20, y: 0, width: 40, height: 40)
        star.showsLargeContentViewer = true
        star.largeContentTitle = "Favorites"
        star.largeContentImage = UIImage(systemName: "star.fill")
        star.scalesLargeContentImage = true
        bar.addSubview(star)
        let interaction = UILargeContentViewerInteraction()
        bar.addInteraction(interaction)
        h.window.addSubview(bar)
        h.step()
        return (bar, star, interaction)
    }

    @Test func aLongPressShowsTheLargeContentHUDAtAccessibilitySizesAndLiftingActs() throws {
        let h = TransitionHarness(width: 320, height: 240)
        let (_, star, interaction) = iconBar(in: h)
        var taps = 0
        star.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let point = CGPoint(x: 40, y: 220)
        // At the default text size the viewer stays off.
        h.press(from: point, to: point, duration: 0.8)
        h.step()
        #expect(interaction.hudView == nil)
        h.lift(at: point)

        h.window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        h.step()
        h.press(from: point, to: point, duration: 0.8)
        h.step()
        let hud = try #require(interaction.hudView, "a HUD while the finger rests")
        #expect(hud.frame.midX == 160 && hud.frame.midY == 120, "centred, got \(hud.frame)")
        #expect(hud.frame.width >= 180 && hud.frame.height >= 180)
        #expect(h.surface.pixel(x: 160, y: 45) != 0xFFFF_FFFF, "drawn over the white window")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/large-content-hud.png")
        }
        h.lift(at: point)
        #expect(interaction.hudView == nil, "gone when the finger lifts")
        #expect(taps == 1, "lifting over the button acts on it once")
    }
}
