import PanelEmbedded
import PanelMedia
import PanelTestSupport
import PanelText
import Testing

@testable import KioskApp
@testable import PanelKit

/// One font library for every test (made once on the main actor), so glyphs are rasterized once.
@MainActor
enum MediaTestFonts {
    static let library: FontLibrary = try! FontLibrary()
}

/// The kiosk with a given playlist on an offscreen display, driven by a manual clock and scripted touches,
/// showing its player page. On a manual clock the kiosk's player waits for its decoder at every frame, so
/// what the display shows does not depend on how fast the worker thread runs.
@MainActor
final class PlayerHarness: EmbeddedHarness {
    let driver: EmbeddedDriver
    let kiosk: Kiosk
    var lines: [String] = []

    init(playlist: [Content.Media], width: Int = 800, height: Int = 480) {
        driver = EmbeddedDriver(width: width, height: height)
        driver.application.fontLibrary = MediaTestFonts.library
        var content = Content.empty(issues: [])
        content.playlist = playlist
        kiosk = Kiosk(application: driver.application, content: content)
        kiosk.start()
        try! driver.step(frames: 2)
        kiosk.rootViewController.showPage(2, animated: false)
        try! driver.step(frames: 2)
    }

    var player: PlayerViewController { kiosk.player }
    var video: VideoPlayerViewController { kiosk.player.player }
    var filePlayer: FilePlayer { video.player as! FilePlayer }
    var playback: MediaPlayback { filePlayer.playback }

    func frame(of view: View) -> Rect {
        view.convert(view.bounds, to: nil)
    }

    func tap(_ p: Point) {
        driver.play(ScriptedInput.tap(at: p, time: 0, hold: 0.05))
        wait(0.05)
        step(1)
    }

    /// Where the decoded frame is drawn on screen (centred 1:1 in the video area).
    var pictureRect: Rect {
        let v = video.frameView
        let size = v.image?.size ?? .zero
        let r = v.contentMode.rect(for: size, in: v.bounds)
        return v.convert(r, to: nil)
    }

    /// The frame number of a numbered clip, read from the display's pixels (a row a quarter down the
    /// picture, clear of the play button in the middle).
    func numberOnScreen() -> Int {
        let r = pictureRect
        return TestMedia.frameNumber(
            in: display.framebuffer, x: Int(r.minX.rounded()), width: Int(r.width.rounded()),
            y: Int((r.minY + r.height * 0.25).rounded()))
    }

    /// A playlist item for a file.
    static func item(_ path: String, title: String = "Clip", loops: Bool = false) -> Content.Media {
        Content.Media(title: title, duration: 2, file: path, loops: loops)
    }
}
