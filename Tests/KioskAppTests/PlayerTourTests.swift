import PanelTestSupport
import Testing

@testable import KioskApp
@testable import PanelKit

/// The player experience (seed 002) driven by touches and the manual clock.
@Suite("Player tour")
@MainActor
struct PlayerTourTests {
    static func onPlayer(_ h: KioskHarness) -> PlayerViewController {
        let kiosk = h.startKiosk()
        kiosk.rootViewController.showPage(2, animated: false)
        h.step(2)
        return kiosk.player
    }

    @Test func selectingAnItemPlaysItAndTimeFollowsTheClock() {
        let h = KioskHarness()
        let player = Self.onPlayer(h)
        #expect(player.currentIndex == 0 && !player.player.player.isPlaying)
        let cell = try! #require(player.playlist.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        h.tap(h.center(of: cell))
        #expect(player.currentIndex == 2)
        #expect(player.player.player.isPlaying)
        #expect(player.player.titleLabel.text == "Interactive transitions, explained")
        h.wait(2)
        let t = player.player.player.currentTime
        #expect(abs(t - 2) < 0.1, "2 s of clock is 2 s of video: \(t)")
        #expect(player.player.currentTimeLabel.text == "0:02")
        #expect(player.player.playPauseButton.icon.kind == .pause)
        h.tap(h.center(of: player.player.playPauseButton))
        h.wait(1)
        #expect(!player.player.player.isPlaying)
        #expect(abs(player.player.player.currentTime - t) < 0.1)
    }

    @Test func theEndOfAnItemPlaysTheNext() {
        let h = KioskHarness()
        let player = Self.onPlayer(h)
        player.load(index: 4, autoplay: true)
        player.player.player.seek(to: player.player.player.duration - 0.5)
        h.wait(0.7)
        #expect(player.currentIndex == 0, "the playlist loops")
        #expect(player.player.player.isPlaying)
        #expect(player.playlist.selectedIndex == 0)
        player.load(index: 1, autoplay: true)
        player.player.player.seek(to: player.player.player.duration - 0.2)
        h.wait(0.4)
        #expect(player.currentIndex == 2)
        #expect(player.player.player.currentTime < 1)
    }

    @Test func scrubbingMovesThePosition() {
        let h = KioskHarness()
        let player = Self.onPlayer(h)
        let bar = h.frame(of: player.player.scrubber)
        let inset = h.theme.s(8)
        let x = bar.minX + inset + (bar.width - inset * 2) * 0.5
        h.drag(from: Point(x: bar.minX + inset + 4, y: bar.midY), to: Point(x: x, y: bar.midY), duration: 0.3)
        let d = player.player.player.duration
        #expect(abs(player.player.player.currentTime - d * 0.5) < d * 0.02)
        #expect(abs(player.player.scrubber.value - 0.5) < 0.02)
        #expect(player.view.window != nil, "the drag scrubbed instead of turning the page")
        // A tap on the bar jumps there.
        h.tap(Point(x: bar.minX + inset + (bar.width - inset * 2) * 0.25, y: bar.midY))
        #expect(abs(player.player.player.currentTime - d * 0.25) < d * 0.02)
    }

    @Test func commentsSwapWithThePlaylistAndBack() {
        let h = KioskHarness()
        let player = Self.onPlayer(h)
        #expect(player.playlist.parent === player && player.comment.parent == nil)
        let tabs = h.frame(of: player.tabs)
        h.tap(Point(x: tabs.maxX - 30, y: tabs.midY))
        h.settle()
        #expect(player.isShowingComments)
        #expect(player.playlist.parent == nil && player.playlist.viewIfLoaded?.superview == nil)
        #expect(player.comment.view.superview === player.bottomViewContainer)
        #expect(player.comment.commentCount == 3)
        h.tap(Point(x: tabs.minX + 30, y: tabs.midY))
        h.settle()
        #expect(!player.isShowingComments)
        #expect(player.playlist.view.superview === player.bottomViewContainer)
        // The comments follow the item playing.
        player.load(index: 3, autoplay: false)
        player.showComment()
        #expect(player.comment.commentCount == 0)
    }
}
