import PanelEmbedded
import PanelKitCompat
import Testing

/// A form sheet presented as iOS code writes it, in UIKit spellings: the presented controller refuses
/// the swipe while it has unsaved changes, and the presenter, as its presentation controller's delegate,
/// hears of the attempt (Apple's "Disabling the pull-down gesture for a sheet").
final class ComposeHostViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var attempts = 0
    var dismissals = 0
    let compose = UIViewController()

    func presentCompose(hasChanges: Bool) {
        compose.modalPresentationStyle = .formSheet
        compose.preferredContentSize = CGSize(width: 400, height: 500)
        compose.isModalInPresentation = hasChanges
        compose.presentationController?.delegate = self
        present(compose, animated: true, completion: nil)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        attempts += 1
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissals += 1
    }
}

@Suite("PanelKitCompat: sheets in UIKit spellings")
@MainActor
struct SheetCompatTests {
    /// The raw values of `UIModalPresentationStyle` in UIKit's headers, so stored or bridged values port.
    @Test func presentationStylesHaveUIKitsRawValues() {
        let styles: [(UIModalPresentationStyle, Int)] = [
            (.fullScreen, 0), (.pageSheet, 1), (.formSheet, 2), (.currentContext, 3), (.custom, 4),
            (.overFullScreen, 5), (.overCurrentContext, 6),
        ]
        for (style, raw) in styles {
            #expect(style.rawValue == raw)
            #expect(UIModalPresentationStyle(rawValue: raw) == style)
        }
    }

    @Test func aSheetWithUnsavedChangesRefusesTheSwipe() throws {
        let driver = EmbeddedDriver(width: 1024, height: 768)
        let window = UIWindow(application: driver.application)
        let host = ComposeHostViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        try driver.step(frames: 1)
        host.presentCompose(hasChanges: true)
        try driver.advance(by: 1)
        #expect(host.compose.presentationController is UISheetPresentationController)
        #expect(host.compose.view.frame == CGRect(x: 312, y: 134, width: 400, height: 500))
        try driver.drag(from: CGPoint(x: 512, y: 200), to: CGPoint(x: 512, y: 600), duration: 0.4)
        try driver.advance(by: 1)
        #expect(host.presentedViewController === host.compose)
        #expect(host.attempts == 1)

        host.compose.isModalInPresentation = false
        try driver.drag(from: CGPoint(x: 512, y: 200), to: CGPoint(x: 512, y: 600), duration: 0.4)
        try driver.advance(by: 1)
        #expect(host.presentedViewController == nil)
        #expect(host.dismissals == 1)
    }
}
