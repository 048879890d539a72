import PanelKit
import PanelText

/// The scripted tour of the kiosk: every screen, and frames inside each interactive transition (the
/// page swipe, the card drag, a list scrolling in a card, the detail push and the pan back, the cards
/// presented by a drag and by a tap, a swiping cell, the comments swap, playback).
@MainActor
enum KioskTour {
    static func run(_ d: TourDriver) throws {
        let kiosk = d.kiosk
        let w = d.size.width
        let h = d.size.height
        try d.settle(0.3)
        // The banner (if any) would cover the screens: the tour shows it once, then closes it.
        if let banner = kiosk.rootViewController.issueBanner {
            try d.capture("Content problems banner")
            banner.dismiss(animated: false)
            try d.step(2)
        }

        // Profile.
        let stack = kiosk.profile
        let profile = stack.profileViewController
        try d.capture("Profile")
        let card1 = d.frame(of: profile.cardView1)
        let compact = profile.shortInfoViewController.compactHeight
        let grab = Point(x: w * 0.5, y: card1.minY + profile.activityViewController.headerHeight / 2)
        try d.drag(
            from: grab, to: Point(x: grab.x, y: compact + 20), duration: 0.5, hold: 0.05,
            captures: [(0.35, "Activity card: drag up"), (0.75, "Activity card: avatar shrinks")])
        try d.settle(0.6)
        try d.capture("Activity card open")
        let list = d.frame(of: profile.activityViewController.collectionView)
        let listTop = max(list.minY + 20, compact + 80)
        try d.drag(
            from: Point(x: w * 0.5, y: min(h * 0.8, list.maxY - 20)), to: Point(x: w * 0.5, y: listTop),
            duration: 0.4, hold: 0.1, captures: [(1.1, "Activity list scrolls inside the card")])
        try d.settle(0.5)
        // Back to the top of the list, then the card down.
        try d.drag(
            from: Point(x: w * 0.5, y: listTop), to: Point(x: w * 0.5, y: min(h * 0.8, list.maxY - 20)),
            duration: 0.3, hold: 0.1)
        try d.settle(0.6)
        let open1 = d.frame(of: profile.cardView1)
        try d.drag(
            from: Point(x: w * 0.5, y: open1.minY + 20), to: Point(x: w * 0.5, y: card1.minY + 20), duration: 0.4,
            captures: [(0.5, "Activity card: drag down")])
        try d.settle(0.6)
        // The recommendations card, opened with a tap on its header.
        let card2 = d.frame(of: profile.cardView2)
        try d.tap(Point(x: w * 0.5, y: card2.minY + 20))
        try d.wait(0.12)
        try d.capture("For you card opening")
        try d.settle(0.7)
        try d.capture("For you card open")
        // A recommendation: the detail is pushed.
        let recs = profile.recommendationsViewController
        if let cell = recs.collectionView.visibleCells.first {
            try d.tap(d.center(of: cell))
            try d.wait(0.12)
            try d.capture("Recommendation detail: push")
            try d.settle(0.6)
            try d.capture("Recommendation detail")
            try d.drag(
                from: Point(x: w * 0.1, y: h * 0.5), to: Point(x: w * 0.6, y: h * 0.5), duration: 0.5, hold: 0.05,
                captures: [(0.6, "Pan back to the profile")])
            try d.settle(0.6)
        }
        // Close the card again so the profile is back at rest.
        let open2 = d.frame(of: profile.cardView2)
        try d.tap(Point(x: w * 0.5, y: open2.minY + 20))
        try d.settle(0.6)

        // Swipe to the cards experience.
        try d.drag(
            from: Point(x: w * 0.85, y: h * 0.45), to: Point(x: w * 0.2, y: h * 0.45), duration: 0.3,
            captures: [(0.6, "Swipe to Cards")])
        try d.settle(0.6)
        try d.capture("Cards: start")
        let start = kiosk.startViewController
        if start.hasCards {
            let bar = d.frame(of: start.bottomTriggerView)
            let from = Point(x: w * 0.5, y: bar.minY + bar.height * 0.3)
            try d.drag(
                from: from, to: Point(x: w * 0.5, y: h * 0.08), duration: 0.6, hold: 0.05,
                captures: [
                    (0.3, "Open Cards View: drag 30%"), (0.6, "Open Cards View: drag 60%"),
                    (0.95, "Open Cards View: drag 95%"),
                ])
            try d.settle(1.0)
            try d.capture("Cards view")
            if let cards = kiosk.cardsViewController, let cell = cards.currentCell {
                let f = d.frame(of: cell)
                try d.drag(
                    from: Point(x: f.midX, y: f.midY), to: Point(x: f.midX, y: f.midY - cell.swipeDistanceOnY * 0.9),
                    duration: 0.3, captures: [(0.6, "Card swiped up")])
                try d.wait(0.1)
                try d.capture("Card settling (display link)")
                try d.settle(0.5)
                try d.capture("Card actions")
                let save = cell.actionButtons[0].0
                try d.tap(d.center(of: save))
                try d.wait(0.25)
                try d.capture("Saved")
                let book = cell.actionButtons[2].0
                try d.tap(d.center(of: book))
                try d.settle(0.6)
                try d.capture("Booked")
                try d.drag(
                    from: Point(x: w * 0.8, y: f.midY), to: Point(x: w * 0.3, y: f.midY), duration: 0.3,
                    captures: [(0.7, "Browsing the cards")])
                try d.settle(0.8)
                try d.capture("Next card")
                try d.drag(
                    from: Point(x: w * 0.5, y: h * 0.12), to: Point(x: w * 0.5, y: h * 0.8), duration: 0.5,
                    captures: [(0.5, "Drag down to dismiss")])
                try d.settle(1.2)
                try d.capture("Back at the start screen")
            }
            // The tap path: presented without interaction, closed with ✕.
            let bar2 = d.frame(of: start.bottomTriggerView)
            try d.tap(Point(x: w * 0.5, y: bar2.minY + bar2.height * 0.3))
            try d.wait(0.15)
            try d.capture("Tap: cards rising")
            try d.settle(1.0)
            if let cards = kiosk.cardsViewController {
                try d.tap(d.center(of: cards.closeButton))
                try d.wait(0.2)
                try d.capture("Close: cards going down")
                try d.settle(1.2)
            }
        }

        // Swipe to the player.
        try d.drag(
            from: Point(x: w * 0.85, y: h * 0.3), to: Point(x: w * 0.2, y: h * 0.3), duration: 0.3,
            captures: [(0.6, "Swipe to Player")])
        try d.settle(0.6)
        try d.capture("Player")
        let player = kiosk.player
        if !player.items.isEmpty {
            try d.tap(d.center(of: player.player.bigPlayButton))
            try d.wait(3)
            try d.capture("Playing")
            let bar = d.frame(of: player.player.scrubber)
            try d.drag(
                from: Point(x: bar.minX + bar.width * 0.1, y: bar.midY),
                to: Point(x: bar.minX + bar.width * 0.6, y: bar.midY), duration: 0.4, hold: 0.05,
                captures: [(0.8, "Scrubbing")])
            try d.settle(0.4)
            try d.tap(Point(x: d.frame(of: player.tabs).maxX - 20, y: d.center(of: player.tabs).y))
            try d.wait(0.1)
            try d.capture("Comments: swapping in")
            try d.settle(0.4)
            try d.capture("Comments")
            try d.tap(Point(x: d.frame(of: player.tabs).minX + 20, y: d.center(of: player.tabs).y))
            try d.settle(0.4)
            let cells = player.playlist.collectionView.visibleCells
            if cells.count > 2 {
                try d.tap(d.center(of: cells[2]))
                try d.settle(0.5)
                try d.capture("Playing the third video")
            }
            // The end of an item plays the next one.
            player.player.player.seek(to: max(0, player.player.player.duration - 1))
            try d.settle(1.5)
            try d.capture("Ended: the next video plays")
            player.player.player.pause()
            try d.step(2)
        }

        try showWorldProfile(d)
    }

    /// A profile in Arabic, Hindi and Chinese with emoji (the content folder's `world/` profile),
    /// presented over the kiosk: the name right to left, the recommendations from fallback faces.
    static func showWorldProfile(_ d: TourDriver) throws {
        guard let world = d.worldContent else { return }
        let kiosk = d.kiosk
        let profile = ProfileNavigationController(content: world, theme: kiosk.theme)
        profile.modalPresentationStyle = .fullScreen
        kiosk.rootViewController.present(profile, animated: false)
        try d.settle(0.3)
        try d.capture("Profile in Arabic, Hindi and Chinese, with emoji")
        profile.profileViewController.cardsDragger.open(card: 1, animated: true)
        try d.settle(0.7)
        try d.capture("Recommendations in Chinese, Arabic and Hindi")
        kiosk.rootViewController.dismiss(animated: false)
        try d.step(2)
    }
}
