import PanelEmbedded
import PanelKitCompat
import Testing

@Suite("Seed 004's technique: swipes through a navigation stack, a modal dragged down")
@MainActor
struct Seed004Tests {
    let driver = EmbeddedDriver(width: 320, height: 480)
    let window: UIWindow
    let navigation: UINavigationController

    init() {
        navigation = UINavigationController(rootViewController: FirstViewController())
        window = UIWindow(application: driver.application)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        try! driver.step(frames: 1)
    }

    /// A drag scripted from now; frames run until the finger lifted, then `settle` seconds more.
    func drag(from: CGPoint, to: CGPoint, duration: TimeInterval, hold: TimeInterval = 0, settle: TimeInterval = 0.6) {
        driver.play(ScriptedInput.drag(from: from, to: to, duration: duration, hold: hold))
        try! driver.advance(by: duration + hold + settle)
    }

    /// Swipes left to push the second controller, then up to present the modal.
    func openModal() -> (SecondViewController, ModalViewController) {
        drag(from: CGPoint(x: 280, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.15)
        guard let second = navigation.topViewController as? SecondViewController else {
            preconditionFailure("the swipe left did not push")
        }
        drag(from: CGPoint(x: 160, y: 420), to: CGPoint(x: 160, y: 200), duration: 0.15)
        guard let modal = second.presentedViewController as? ModalViewController else {
            preconditionFailure("the swipe up did not present")
        }
        return (second, modal)
    }

    @Test func swipesPushAndPresent() {
        let (second, modal) = openModal()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.navigationBar.titleLabel.text == "Second")
        #expect(modal.presentingViewController === navigation)
        #expect(second.view.window == nil)  // covered by a full-screen modal
        #expect(modal.view.frame == window.bounds)
    }

    @Test func aShortSlowDragCancels() {
        let (second, modal) = openModal()
        // 60 points of 480 (12 %), slowly, and held still before lifting.
        drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 160), duration: 0.6, hold: 0.2)
        #expect(second.presentedViewController === modal)
        #expect(modal.view.frame == window.bounds)
        #expect(second.view.window == nil)
        #expect(!modal.isBeingDismissed)
    }

    @Test func aLongDragDismisses() {
        let (second, modal) = openModal()
        // Following the finger: 120 points down is 25 % of the dismissal, shown (as UIKit shows it) along the
        // animation's ease-in-out curve: about 13 % of the way, 62 points.
        driver.play(ScriptedInput.drag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 300), duration: 0.8))
        try! driver.advance(by: 0.4)
        #expect(modal.isBeingDismissed)
        #expect(second.view.window === window)  // the previous controller is visible behind
        let y = modal.view.layer.presentation()!.frame.minY
        #expect(y > 55 && y < 70, "modal at \(y)")
        try! driver.advance(by: 0.4 + 0.8)
        #expect(second.presentedViewController == nil)
        #expect(modal.view.window == nil)
        #expect(navigation.topViewController === second)
        #expect(second.view.frame == navigation.contentView.bounds)
    }

    @Test func aShortFastFlickDismisses() {
        let (second, _) = openModal()
        // 80 points (17 %) in 50 ms: fast enough to carry the modal away.
        drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 180), duration: 0.05, settle: 0.8)
        #expect(second.presentedViewController == nil)
        #expect(second.view.window === window)
    }

    @Test func aSwipeRightPops() {
        let (second, modal) = openModal()
        drag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 400), duration: 0.4)
        #expect(second.presentedViewController == nil)
        _ = modal
        drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 280, y: 300), duration: 0.15)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController is FirstViewController)
    }
}
