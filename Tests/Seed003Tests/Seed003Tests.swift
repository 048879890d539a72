import PanelEmbedded
import PanelKitCompat
import PanelTestSupport
import Testing

@Suite("Seed 003 pasted: custom present and dismiss transitions from a storyboard")
@MainActor
struct Seed003Tests {
    let driver = EmbeddedDriver(width: 400, height: 240)
    let window: UIWindow
    let first: ViewController

    init() {
        let storyboard = MainStoryboard.make(in: driver.application)
        first = storyboard.instantiateInitialViewController() as! ViewController
        window = UIWindow(application: driver.application)
        window.rootViewController = first
        window.makeKeyAndVisible()
        step()
    }

    func step(_ n: Int = 1) {
        try! driver.step(frames: n)
    }

    /// Taps the centre of the screen (where each scene has its button): runs frames up to the one that
    /// delivers the lift (the button's action runs in it).
    func tapButton() {
        driver.play(ScriptedInput.tap(at: CGPoint(x: 200, y: 120), time: 0, hold: 0.05))
        try! driver.advance(by: 0.05)
    }

    func shows(_ color: UIColor, at x: Int, _ y: Int) -> Bool {
        let c = driver.surface.color(x: x, y: y)
        return abs(c.red - color.red) < 0.01 && abs(c.green - color.green) < 0.01 && abs(c.blue - color.blue) < 0.01
    }

    @Test func theStoryboardMakesTheScenes() {
        #expect(first.storyboard?.name == "Main")
        #expect(first.storyboard?.identifiers == ["SecondViewController", "ViewController"])
        // A storyboard made again with the same name finds the scenes registered in this application.
        let again = UIStoryboard(name: "Main", application: driver.application)
        #expect(again.instantiateViewController(withIdentifier: "SecondViewController") is SecondViewController)
    }

    @Test func presentsAndDismissesWithTheArticlesTransitions() {
        #expect(shows(MainStoryboard.firstColor, at: 20, 20))
        tapButton()
        guard let second = first.presentedViewController as? SecondViewController else {
            Issue.record("the button did not present SecondViewController")
            return
        }
        #expect(second.storyboard === first.storyboard)
        #expect(second.isBeingPresented)
        expectGolden(driver.surface, named: "seed003-present-start")

        // 0.15 s of 0.3 s: the ease-in-out curve is half-way.
        step(9)
        #expect(abs(second.view.layer.presentation()!.frame.origin.x - 200) < 1)
        #expect(abs(first.view.layer.presentation()!.frame.origin.x + 200) < 1)
        expectGolden(driver.surface, named: "seed003-present-middle")

        step(10)
        #expect(!second.isBeingPresented)
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 400, height: 240))
        #expect(shows(MainStoryboard.secondColor, at: 20, 20))
        expectGolden(driver.surface, named: "seed003-present-end")

        tapButton()
        #expect(second.isBeingDismissed)
        step(9)
        #expect(abs(second.view.layer.presentation()!.frame.origin.x - 200) < 1)
        step(10)
        #expect(first.presentedViewController == nil)
        #expect(second.view.superview == nil)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 400, height: 240))
        #expect(shows(MainStoryboard.firstColor, at: 20, 20))
    }
}
