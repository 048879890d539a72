import PanelKitCompat
import Testing

@Suite("Seed 002 pasted: containment with Auto Layout")
@MainActor
struct Seed002Tests {
    let display = OffscreenDisplay(width: 800, height: 480)
    let clock = ManualClock()
    let app: Application
    let window: UIWindow

    init() {
        app = Application(display: display, input: ScriptedInput(), clock: clock)
        window = UIWindow(application: app)
        window.makeKeyAndVisible()
    }

    /// Whether the screen shows `color` at a pixel (8-bit rounding allowed).
    func shows(_ color: UIColor, at x: Int, _ y: Int) -> Bool {
        let c = display.framebuffer.color(x: x, y: y)
        return abs(c.red - color.red) < 0.01 && abs(c.green - color.green) < 0.01 && abs(c.blue - color.blue) < 0.01
    }

    func frame() {
        clock.advance(by: display.refreshInterval)
        _ = try! app.runFrame()
    }

    @Test func childrenFillTheirContainersBeforeAndAfterTheCommentsSwap() {
        let controller = PlayerViewController()
        window.rootViewController = controller
        // The seed leaves the containers' layout to its reader: the top third for the video, the rest for
        // the playlist.
        controller.view.addSubview(controller.playerViewContainer)
        controller.view.addSubview(controller.bottomViewContainer)
        controller.playerViewContainer.frame = CGRect(x: 0, y: 0, width: 800, height: 160)
        controller.bottomViewContainer.frame = CGRect(x: 0, y: 160, width: 800, height: 320)
        frame()
        #expect(
            controller.children.map { ObjectIdentifier($0) }
                == [controller.player, controller.playlist].map {
                    ObjectIdentifier($0)
                })
        // The seed's add(_:view:) ran: the child views are placed by four constraints each.
        #expect(!controller.player.view.translatesAutoresizingMaskIntoConstraints)
        #expect(controller.playerViewContainer.constraints.count == 4)
        #expect(controller.player.view.frame == CGRect(x: 0, y: 0, width: 800, height: 160))
        #expect(controller.playlist.view.frame == CGRect(x: 0, y: 0, width: 800, height: 320))
        #expect(shows(controller.playlist.view.backgroundColor!, at: 400, 300))

        controller.showComment()
        frame()
        #expect(controller.playlist.parent == nil)
        #expect(controller.playlist.view.superview == nil)
        #expect(controller.bottomViewContainer.constraints.count == 4)
        #expect(controller.comment.view.frame == CGRect(x: 0, y: 0, width: 800, height: 320))
        #expect(shows(controller.comment.view.backgroundColor!, at: 400, 300))

        // The containers change size: the children follow.
        controller.playerViewContainer.frame = CGRect(x: 0, y: 0, width: 480, height: 270)
        controller.bottomViewContainer.frame = CGRect(x: 480, y: 0, width: 320, height: 480)
        frame()
        #expect(controller.player.view.frame == CGRect(x: 0, y: 0, width: 480, height: 270))
        #expect(controller.comment.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }
}
