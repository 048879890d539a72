import PanelKitCompat
import Testing

/// The end of the responder chain, as Apple documents `UIResponder.next`: a window's next responder is the
/// application, the application's is its delegate when that is a `UIResponder`. Nil-targeted actions
/// (`UIApplication.sendAction(_:to:from:for:)`, a control's action added with a nil target) travel the chain
/// from the first responder to the first object implementing them, the application delegate included;
/// `target(forAction:withSender:)` and `canPerformAction(_:withSender:)` answer along the same chain.
@Suite("PanelKitCompat: the end of the responder chain")
@MainActor
struct ResponderChainEndCompatTests {
    /// An application delegate that is a responder, with an action of its own.
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var saves: [String] = []
        func saveAll(_ sender: Any?) { saves.append(sender is UIButton ? "button" : "other") }
    }

    /// A delegate that is no responder.
    final class PlainDelegate: UIApplicationDelegate {}

    /// A screen with an action and a button; it refuses `saveAll` while `blocksSaveAll` is set.
    final class Screen: UIViewController {
        var refreshes = 0
        var blocksSaveAll = false
        let button = UIButton(type: .system)
        func refresh() { refreshes += 1 }
        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
            button.setTitle("Go", for: .normal)
            view.addSubview(button)
        }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if blocksSaveAll && action.receiverType == AppDelegate.self { return true }
            return super.canPerformAction(action, withSender: sender)
        }
    }

    @Test func theWindowLeadsToTheApplicationAndTheApplicationToAResponderDelegate() {
        let h = TransitionHarness(width: 240, height: 160)
        let app = UIApplication.shared
        let window: UIWindow = h.window
        #expect(window.next === app, "UIWindow.next is the application")
        let delegate = AppDelegate()
        app.delegate = delegate
        #expect(app.next === delegate, "a UIResponder delegate follows the application")
        app.delegate = PlainDelegate()
        #expect(app.next == nil, "a delegate that is no responder is not in the chain")
        app.delegate = nil
        #expect(app.next == nil)
    }

    @Test func aNilTargetedActionReachesTheFirstImplementerTheAppDelegateIncluded() throws {
        let screen = Screen()
        let h = TransitionHarness(width: 240, height: 160, root: screen)
        let app = UIApplication.shared
        let delegate = AppDelegate()
        app.delegate = delegate
        h.step()
        // No first responder: the chain starts at the sender, goes through the screen to the delegate.
        #expect(app.sendAction(Screen.refresh, to: nil, from: screen.button, for: nil))
        #expect(screen.refreshes == 1)
        #expect(app.sendAction(AppDelegate.saveAll, to: nil, from: screen.button, for: nil))
        #expect(delegate.saves == ["button"])
        // An action nobody implements is not sent.
        #expect(!app.sendAction(UITableView.reloadData, to: nil, from: screen.button, for: nil))
        // A first responder starts the chain: a text field in the screen's view.
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 150, height: 32))
        screen.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(app.sendAction(Screen.refresh, to: nil, from: nil, for: nil))
        #expect(screen.refreshes == 2)
        #expect(field.target(forAction: AppDelegate.saveAll, withSender: nil) as AnyObject? === delegate)
        #expect(field.target(forAction: Screen.refresh, withSender: nil) as AnyObject? === screen)
        #expect(field.canPerformAction(Screen.refresh, withSender: nil) == false, "the field does not implement it")
        #expect(screen.canPerformAction(Screen.refresh, withSender: nil))
        // An explicit target takes it directly.
        #expect(app.sendAction(AppDelegate.saveAll, to: delegate, from: nil, for: nil))
        #expect(delegate.saves == ["button", "other"])
        #expect(!app.sendAction(AppDelegate.saveAll, to: screen, from: nil, for: nil), "not its method")
    }

    @Test func canPerformActionDecidesWhoTakesIt() {
        let screen = Screen()
        let h = TransitionHarness(width: 240, height: 160, root: screen)
        let delegate = AppDelegate()
        UIApplication.shared.delegate = delegate
        h.step()
        screen.blocksSaveAll = true
        // The screen claims the action but is not of the method's class: it is not performed.
        #expect(screen.button.target(forAction: AppDelegate.saveAll, withSender: nil) as AnyObject? === screen)
        #expect(!UIApplication.shared.sendAction(AppDelegate.saveAll, to: nil, from: screen.button, for: nil))
        #expect(delegate.saves.isEmpty)
        screen.blocksSaveAll = false
        #expect(UIApplication.shared.sendAction(AppDelegate.saveAll, to: nil, from: screen.button, for: nil))
        #expect(delegate.saves == ["button"])
    }

    @Test func aButtonWithANilTargetSendsItsActionUpTheChain() {
        let screen = Screen()
        let h = TransitionHarness(width: 240, height: 160, root: screen)
        let delegate = AppDelegate()
        UIApplication.shared.delegate = delegate
        h.step()
        screen.button.addTarget(nil, action: Screen.refresh, for: .touchUpInside)
        screen.button.addTarget(nil, action: AppDelegate.saveAll, for: .touchUpInside)
        h.tap(at: CGPoint(x: 70, y: 42))
        #expect(screen.refreshes == 1, "the screen up the chain took refresh")
        #expect(delegate.saves == ["button"], "the app delegate took saveAll, with the button as sender")
    }

    @Test func sendingResignFirstResponderToNilPutsTheKeyboardAway() {
        let screen = Screen()
        let h = TransitionHarness(width: 240, height: 160, root: screen)
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 150, height: 32))
        screen.view.addSubview(field)
        h.step()
        #expect(field.becomeFirstResponder())
        // The idiom for dismissing the keyboard from anywhere.
        #expect(UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
    }

    /// A navigation controller with an action of its own.
    final class Navigation: UINavigationController {
        var refreshes = 0
        func refreshAll() { refreshes += 1 }
    }

    @Test func aBarButtonItemWithANilTargetSendsItsActionUpTheChain() {
        let screen = Screen()
        let nav = Navigation(rootViewController: screen)
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Refresh", style: .plain, target: nil, action: Navigation.refreshAll)
        let h = TransitionHarness(width: 320, height: 200, root: nav)
        h.step()
        // The item sits at the bar's trailing end; the chain goes from it through the bar to the navigation
        // controller (the screen's view is not under the bar, so the screen is not on it).
        h.tap(at: CGPoint(x: 285, y: 22))
        #expect(nav.refreshes == 1, "the navigation controller up the chain took it")
    }
}
