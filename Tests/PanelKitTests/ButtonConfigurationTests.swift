import Glibc
import PanelGraphics
import PanelPlatform
import PanelText
import Testing

@testable import PanelKit

/// `Button.Configuration` (iOS 15's `UIButton.Configuration`): the styles' colours at known pixels, the
/// sizes and insets the intrinsic size follows, the highlighted and disabled looks, the update handler,
/// and a button with no configuration left as it was.
@Suite("Button configurations")
@MainActor
struct ButtonConfigurationTests {
    /// A configured button at `origin`, sized to fit, in the harness's window.
    private func place(_ configuration: Button.Configuration, at origin: Point, in h: Harness) -> Button {
        let button = Button(configuration: configuration)
        let size = button.intrinsicContentSize
        button.frame = Rect(origin: origin, size: size)
        h.window.addSubview(button)
        return button
    }

    private func titled(_ configuration: Button.Configuration, _ title: String) -> Button.Configuration {
        var c = configuration
        c.title = title
        return c
    }

    /// Counts the pixels in `rect` (window coordinates) close to `color`.
    private func count(_ color: Color, in rect: Rect, _ h: Harness, tolerance: Double = 0.08) -> Int {
        var n = 0
        for y in Int(rect.minY.rounded(.up))..<Int(rect.maxY) {
            for x in Int(rect.minX.rounded(.up))..<Int(rect.maxX) where close(h.color(x, y), color, tolerance) {
                n += 1
            }
        }
        return n
    }

    /// Over white: `color` at its alpha.
    private func overWhite(_ color: Color) -> Color {
        Color.interpolate(.white, color.withAlphaComponent(1), color.alpha)
    }

    @Test func filledTintedGrayAndPlainDrawTheirBackgroundsAndTitles() {
        let h = Harness(width: 400, height: 80)
        let filled = place(titled(.filled(), "Buy"), at: Point(x: 10, y: 10), in: h)
        let tinted = place(titled(.tinted(), "Buy"), at: Point(x: 110, y: 10), in: h)
        let gray = place(titled(.gray(), "Buy"), at: Point(x: 210, y: 10), in: h)
        let plain = place(titled(.plain(), "Buy"), at: Point(x: 310, y: 10), in: h)
        h.step()
        let mid = Int(filled.frame.midY)
        // Inside the left inset, clear of the rounded corners: the fill.
        #expect(close(h.color(14, mid), .systemBlue))
        #expect(close(h.color(114, mid), overWhite(Color.systemBlue.withAlphaComponent(0.15))))
        #expect(close(h.color(214, mid), .systemGray5))
        #expect(close(h.color(314, mid), .white), "a plain button has no background")
        // The titles: white on the filled button, in the tint on the others.
        #expect(filled.titleLabel.textColor == .white)
        #expect(tinted.titleLabel.textColor == .systemBlue && plain.titleLabel.textColor == .systemBlue)
        let titleRect = { (b: Button) in b.titleLabel.frame.offsetBy(dx: b.frame.minX, dy: b.frame.minY) }
        #expect(count(.white, in: titleRect(filled), h) > 5, "white glyphs on the blue fill")
        #expect(count(.systemBlue, in: titleRect(plain), h, tolerance: 0.15) > 5, "blue glyphs on white")
        #expect(count(.systemBlue, in: titleRect(gray), h, tolerance: 0.15) > 5, "blue glyphs on grey")
        #expect(count(.systemBlue, in: titleRect(filled), h, tolerance: 0.05) > 20, "the fill around the glyphs")
        // PANEL_LOOK_DIR=DIR writes the four styles for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") {
            try? h.driver.writePNG(path: String(cString: dir) + "/button-styles.png")
        }
    }

    @Test func theIntrinsicSizeIsTheContentPlusTheInsetsOfTheButtonSize() {
        let h = Harness()
        _ = h
        let buy = Button(configuration: titled(.filled(), "Buy"))
        let title = buy.titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
        #expect(buy.titleLabel.fontSize == 17)
        #expect(
            buy.intrinsicContentSize
                == Size(width: (title.width + 24).rounded(.up), height: (title.height + 14).rounded(.up)))
        let longer = Button(configuration: titled(.filled(), "Buy it now, please"))
        #expect(longer.intrinsicContentSize.width > buy.intrinsicContentSize.width + 50)
        #expect(longer.intrinsicContentSize.height == buy.intrinsicContentSize.height)
        var padded = titled(.filled(), "Buy")
        padded.contentInsets = DirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 30)
        let roomy = Button(configuration: padded)
        #expect(roomy.intrinsicContentSize.width == buy.intrinsicContentSize.width + 36)
        #expect(roomy.intrinsicContentSize.height == buy.intrinsicContentSize.height + 26)
        var large = titled(.filled(), "Buy")
        large.buttonSize = .large
        #expect(large.contentInsets == DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        #expect(Button(configuration: large).intrinsicContentSize.height == buy.intrinsicContentSize.height + 14)
        var small = titled(.filled(), "Buy")
        small.buttonSize = .small
        #expect(Button(configuration: small).intrinsicContentSize.height < buy.intrinsicContentSize.height)
        padded.setDefaultContentInsets()
        #expect(padded.contentInsets == DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    @Test func changingTheConfigurationLaysOutAndDrawsAgain() {
        let h = Harness(width: 300, height: 80)
        let button = place(titled(.filled(), "Buy"), at: Point(x: 10, y: 10), in: h)
        h.step()
        let narrow = button.titleLabel.frame.width
        var c = button.configuration!
        c.title = "Buy everything"
        c.baseBackgroundColor = .systemGreen
        button.configuration = c
        #expect(button.intrinsicContentSize.width > button.frame.width, "the size follows at once")
        button.frame.size = button.intrinsicContentSize
        h.step()
        #expect(button.titleLabel.frame.width > narrow + 40)
        #expect(close(h.color(14, Int(button.frame.midY)), .systemGreen))
    }

    @Test func aTapPerformsThePrimaryActionWhoseTitleTheButtonShows() {
        let h = Harness()
        var taps = 0
        let button = Button(configuration: .filled(), primaryAction: Action(title: "Pay") { _ in taps += 1 })
        #expect(button.configuration?.title == "Pay" && button.currentTitle == "Pay")
        button.frame = Rect(origin: Point(x: 20, y: 20), size: button.intrinsicContentSize)
        h.window.addSubview(button)
        h.step()
        h.tap(at: Point(x: button.frame.midX, y: button.frame.midY))
        #expect(taps == 1)
    }

    @Test func aHighlightDarkensTheFillWhilePressedAndTheHandlerSeesIt() {
        let h = Harness()
        let button = place(titled(.filled(), "Buy"), at: Point(x: 20, y: 20), in: h)
        var seen: [Bool] = []
        button.configurationUpdateHandler = { b in
            seen.append(b.isHighlighted)
            var c = b.configuration
            c?.subtitle = b.isHighlighted ? "pressed" : nil
            b.configuration = c
        }
        var fired = 0
        button.addAction(for: .primaryActionTriggered) { _ in fired += 1 }
        h.step()
        #expect(seen == [false], "setting the handler asks for an update")
        let point = Point(x: button.frame.midX, y: button.frame.midY)
        let sample = (Int(button.frame.minX) + 4, Int(button.frame.midY))
        #expect(close(h.color(sample.0, sample.1), .systemBlue))
        h.touch([TouchEvent(id: 0, phase: .began, location: point, timestamp: 0)])
        h.step()
        #expect(button.isHighlighted)
        #expect(seen == [false, true])
        #expect(button.configuration?.subtitle == "pressed", "the handler changed the configuration")
        let pressed = h.color(sample.0, sample.1)
        #expect(close(pressed, Button.Configuration.darkened(.systemBlue)))
        #expect(pressed.blue < Color.systemBlue.blue - 0.1, "darker")
        h.touch([TouchEvent(id: 0, phase: .ended, location: point, timestamp: 0)])
        h.step()
        #expect(!button.isHighlighted && fired == 1)
        #expect(seen == [false, true, false])
        #expect(close(h.color(sample.0, sample.1), .systemBlue))
        #expect(button.configuration?.subtitle == nil)
    }

    @Test func aToggleButtonChangesItsSelectionBeforeItsActionsRun() {
        let h = Harness()
        let button = place(titled(.gray(), "Follow"), at: Point(x: 20, y: 20), in: h)
        button.changesSelectionAsPrimaryAction = true
        button.configurationUpdateHandler = { b in
            var c = b.configuration
            c?.title = b.isSelected ? "Following" : "Follow"
            b.configuration = c
        }
        var seen: [Bool] = []
        button.addAction(for: .primaryActionTriggered) { c in seen.append(c.isSelected) }
        h.step()
        let point = Point(x: button.frame.midX, y: button.frame.midY)
        h.tap(at: point)
        #expect(button.isSelected && seen == [true], "selected before the action ran")
        h.step()
        #expect(button.titleLabel.text == "Following", "the handler showed the selection")
        h.tap(at: point)
        #expect(!button.isSelected && seen == [true, false])
        let plain = Button(configuration: titled(.gray(), "Plain"))
        #expect(!plain.changesSelectionAsPrimaryAction)
    }

    @Test func updatesAreCoalescedAndRunAfterUpdateConfiguration() {
        final class Recording: Button {
            var log: [String] = []
            override func updateConfiguration() {
                super.updateConfiguration()
                log.append("update")
            }
        }
        let h = Harness()
        let button = Recording(frame: Rect(x: 10, y: 10, width: 100, height: 40))
        button.configuration = titled(.gray(), "Go")
        button.configurationUpdateHandler = { b in (b as? Recording)?.log.append("handler") }
        h.window.addSubview(button)
        h.step()
        #expect(button.log == ["update", "handler"])
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        button.isSelected = true
        h.step()
        #expect(button.log == ["update", "handler", "update", "handler"], "one update for three requests")
        h.step()
        #expect(button.log.count == 4, "nothing pending, nothing runs")
    }

    @Test func aDisabledButtonDrawsGreyAndAPlainOneFadesWhilePressed() {
        let h = Harness()
        let button = place(titled(.filled(), "Buy"), at: Point(x: 20, y: 20), in: h)
        button.isEnabled = false
        h.step()
        #expect(close(h.color(24, Int(button.frame.midY)), overWhite(.tertiarySystemFill)))
        #expect(button.titleLabel.textColor == .tertiaryLabel)
        button.isEnabled = true
        h.step()
        #expect(close(h.color(24, Int(button.frame.midY)), .systemBlue))
        var plain = Button.Configuration.plain()
        plain.baseForegroundColor = .systemRed
        #expect(plain.foregroundColor(for: .normal, tint: .systemBlue) == .systemRed)
        #expect(plain.foregroundColor(for: .highlighted, tint: .systemBlue).alpha == 0.5)
        #expect(plain.backgroundColor(for: .highlighted, tint: .systemBlue) == nil)
        #expect(plain.foregroundColor(for: .disabled, tint: .systemBlue) == .tertiaryLabel)
    }

    @Test func automaticUpdatesOffDrawsEveryStateAsNormal() {
        let h = Harness()
        let button = place(titled(.filled(), "Buy"), at: Point(x: 20, y: 20), in: h)
        button.automaticallyUpdatesConfiguration = false
        button.isHighlighted = true
        h.step()
        #expect(close(h.color(24, Int(button.frame.midY)), .systemBlue))
        button.configuration = button.configuration?.updated(for: button)
        h.step()
        #expect(close(h.color(24, Int(button.frame.midY)), Button.Configuration.darkened(.systemBlue)))
    }

    @Test func backgroundCornersAndStrokeFollowTheConfiguration() {
        let h = Harness(width: 300, height: 100)
        var capsule = titled(.filled(), "Capsule")
        capsule.cornerStyle = .capsule
        let round = place(capsule, at: Point(x: 10, y: 10), in: h)
        var square = titled(.filled(), "Square")
        square.cornerStyle = .fixed
        square.background.strokeColor = .systemRed
        square.background.strokeWidth = 3
        let sharp = place(square, at: Point(x: 150, y: 10), in: h)
        h.step()
        #expect(round.configurationViews.background.cornerRadius == round.frame.height / 2)
        #expect(sharp.configurationViews.background.cornerRadius == 0)
        #expect(close(h.color(11, 11), .white), "the capsule's corner is cut")
        #expect(close(h.color(151, 11), .systemRed), "the square corner is stroked")
        #expect(close(h.color(156, Int(sharp.frame.midY)), .systemBlue), "filled inside the stroke")
        #expect(Button.Configuration.filled().cornerRadius(height: 34) == 8, "dynamic, medium")
        var large = Button.Configuration.filled()
        large.buttonSize = .large
        #expect(large.cornerRadius(height: 50) == 12)
        large.background.cornerRadius = 3
        #expect(large.cornerRadius(height: 50) == 3, "a radius set in code wins with .dynamic")
        large.cornerStyle = .medium
        #expect(large.cornerRadius(height: 50) == 8)
    }

    @Test func imagePlacementPaddingSubtitleAndActivityIndicator() {
        let h = Harness(width: 300, height: 200)
        let image = Surface(width: 20, height: 20)
        var c = titled(.plain(), "Title")
        c.subtitle = "Subtitle"
        c.image = image
        c.imagePlacement = .top
        c.imagePadding = 6
        c.titlePadding = 2
        let button = place(c, at: Point(x: 10, y: 10), in: h)
        h.step()
        let subtitle = button.configurationViews.subtitleLabel
        #expect(button.imageView.frame.size == Size(width: 20, height: 20))
        #expect(close(button.titleLabel.frame.minY, button.imageView.frame.maxY + 6))
        #expect(close(subtitle.frame.minY, button.titleLabel.frame.maxY + 2))
        #expect(subtitle.fontSize == 15 && subtitle.text == "Subtitle")
        #expect(close(button.imageView.frame.minY, 7), "the content fills the height between the insets")
        c.imagePlacement = .trailing
        c.subtitle = nil
        button.configuration = c
        button.frame.size = button.intrinsicContentSize
        h.step()
        #expect(close(button.imageView.frame.minX, button.titleLabel.frame.maxX + 6))
        #expect(close(button.imageView.frame.maxX, button.bounds.width - 12))
        c.showsActivityIndicator = true
        button.configuration = c
        h.step()
        let spinner = button.configurationViews.activityIndicator
        #expect(spinner.isAnimating && !spinner.isHidden && button.imageView.image == nil)
        #expect(spinner.frame.size == Size(width: 20, height: 20))
        c.showsActivityIndicator = false
        button.configuration = c
        h.step()
        #expect(!spinner.isAnimating && spinner.isHidden && button.imageView.image === image)
    }

    @Test func aTitleTransformerChangesTheFontAndColour() {
        let h = Harness()
        _ = h
        let plain = Button(configuration: titled(.filled(), "Big"))
        var c = titled(.filled(), "Big")
        c.titleTextAttributesTransformer = ConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.fontSize = 28
            outgoing.fontWeight = .bold
            outgoing.color = .systemYellow
            return outgoing
        }
        let big = Button(configuration: c)
        #expect(big.titleLabel.fontSize == 28 && big.titleLabel.fontWeight == .bold)
        #expect(big.titleLabel.textColor == .systemYellow)
        #expect(big.intrinsicContentSize.height > plain.intrinsicContentSize.height + 8)
    }

    @Test func withoutAConfigurationTheButtonIsAsBefore() {
        let h = Harness()
        let legacy = Button(frame: Rect(x: 10, y: 10, width: 120, height: 40))
        legacy.setTitle("Old", for: .normal)
        legacy.backgroundColor = .systemRed
        let before = legacy.intrinsicContentSize
        #expect(legacy.subviews.count == 2, "no configuration views")
        legacy.configuration = titled(.filled(), "New title here")
        #expect(legacy.currentTitle == "New title here" && legacy.titleLabel.text == "New title here")
        #expect(legacy.intrinsicContentSize != before)
        legacy.configuration = nil
        #expect(legacy.subviews.count == 2)
        #expect(legacy.titleLabel.text == "Old" && legacy.titleLabel.textColor == .white)
        #expect(legacy.intrinsicContentSize == before)
        h.window.addSubview(legacy)
        h.step()
        #expect(close(h.color(14, 30), .systemRed), "the button's own background, no fill of a style")
        legacy.isHighlighted = true
        #expect(legacy.titleLabel.alpha < 1, "the old dimming")
    }
}
