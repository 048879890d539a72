import PanelKit

/// Gestures that lead somewhere: out of a screen the storm has stayed on, or toward the screen seen least,
/// each a touch on the view that leads there (the close button, the back pan, the page swipe, the bar that
/// opens the cards, a recommendation, a tab).
extension Soak {
    /// Every screen the storm should reach, by `screenName()`.
    static let screens = [
        "profile", "recommendation detail", "cards start", "cards", "player playlist", "player comments",
    ]

    /// A gesture toward the screen with the fewest `visits` (or out of a presented screen first), or nil when
    /// there is nothing to do from here.
    func navigation(
        _ storm: inout TouchStorm, _ random: inout SoakRandom, visits: [String: Int], toward goal: String? = nil
    ) -> TouchStorm.Gesture? {
        let w = Double(options.width)
        let h = Double(options.height)
        let here = screenName()
        func tap(_ view: View) -> TouchStorm.Gesture {
            let f = view.convert(view.bounds, to: nil)
            return storm.tap(at: Point(x: f.midX, y: f.midY), kind: .navigation, &random)
        }
        switch here {
        case "cards":
            if let cards = kiosk.cardsViewController, random.chance(0.6) { return tap(cards.closeButton) }
            return storm.drag(
                [Point(x: w * 0.5, y: h * 0.12), Point(x: w * 0.5, y: h * 0.85)], duration: 0.4, kind: .navigation,
                &random)
        case "recommendation detail":
            return storm.drag(
                [Point(x: w * 0.03, y: h * 0.5), Point(x: w * 0.75, y: h * 0.5)], duration: 0.35, kind: .navigation,
                &random)
        default:
            break
        }
        guard let target = goal ?? Self.screens.min(by: { visits[$0, default: 0] < visits[$1, default: 0] }) else {
            return nil
        }
        let page = ["profile": 0, "recommendation detail": 0, "cards start": 1, "cards": 1][target] ?? 2
        let current = kiosk.rootViewController.currentPageIndex
        if page != current {
            let y = h * 0.3
            let forward = page > current
            return storm.drag(
                [Point(x: w * (forward ? 0.85 : 0.15), y: y), Point(x: w * (forward ? 0.15 : 0.85), y: y)],
                duration: 0.3, kind: .navigation, &random)
        }
        switch target {
        case "recommendation detail":
            // A recommendation that can be touched opens the detail; otherwise open the "For you" card first.
            let screen = Rect(x: 0, y: 0, width: w, height: h)
            let profile = kiosk.profile.profileViewController
            for cell in profile.recommendationsViewController.collectionView.visibleCells {
                let f = cell.convert(cell.bounds, to: nil)
                let center = Point(x: f.midX, y: f.midY)
                if screen.contains(center), let window = application.keyWindow,
                    window.hitTest(center, with: nil)?.isDescendant(of: cell) == true
                {
                    return storm.tap(at: center, kind: .navigation, &random)
                }
            }
            let card = profile.cardView2.convert(profile.cardView2.bounds, to: nil)
            return storm.tap(at: Point(x: w * 0.5, y: card.minY + 20), kind: .navigation, &random)
        case "cards":
            return kiosk.startViewController.hasCards ? tap(kiosk.startViewController.bottomTriggerView) : nil
        case "player comments", "player playlist":
            let tabs = kiosk.player.tabs.convert(kiosk.player.tabs.bounds, to: nil)
            let x = target == "player comments" ? tabs.maxX - 20 : tabs.minX + 20
            return storm.tap(at: Point(x: x, y: tabs.midY), kind: .navigation, &random)
        default:
            return nil
        }
    }

    /// Touches its way back to the profile page with nothing presented or pushed, then lets the kiosk settle:
    /// memory is compared in the same state at both ends of a run.
    func returnHome(_ storm: inout TouchStorm, _ random: inout SoakRandom) throws {
        for _ in 0..<20 {
            try settle()
            guard screenName() != "profile",
                let gesture = navigation(&storm, &random, visits: [:], toward: "profile")
            else { return }
            input.discardReadEvents()
            input.append(gesture.events, startingAt: clock.now)
            let end = clock.now + gesture.duration
            while clock.now <= end + display.refreshInterval { _ = try tick() }
        }
    }

    /// Runs frames until nothing needs one (at most ten seconds of the kiosk's clock).
    func settle() throws {
        var frames = 0
        while isBusy && frames < 600 {
            _ = try tick()
            frames += 1
        }
    }
}
