import PanelKitCompat

/// What the article's Main.storyboard holds, made in code: two scenes, "ViewController" (initial) with a
/// "Present Second VC" button and "SecondViewController" with a "Dismiss View" button, each button wired
/// to its controller's @IBAction, and the background colours the article suggests tweaking.
@MainActor
enum MainStoryboard {
    static let firstColor = UIColor(hex: 0x2E7D32)
    static let secondColor = UIColor(hex: 0x1565C0)

    /// Registers the scenes in the application's "Main" storyboard and returns it.
    static func make(in application: Application) -> UIStoryboard {
        let storyboard = UIStoryboard(name: "Main", application: application)
        storyboard.register("ViewController", isInitial: true) {
            let vc = ViewController()
            let button = scene(vc, color: firstColor, title: "Present Second VC")
            button.addAction(for: .touchUpInside) { [unowned vc] sender in vc.presentClicked(sender) }
            return vc
        }
        storyboard.register("SecondViewController") {
            let vc = SecondViewController()
            let button = scene(vc, color: secondColor, title: "Dismiss View")
            button.addAction(for: .touchUpInside) { [unowned vc] sender in vc.dismissClicked(sender) }
            return vc
        }
        return storyboard
    }

    /// The scene's view: a background colour and a centred white button.
    private static func scene(_ vc: UIViewController, color: UIColor, title: String) -> UIButton {
        vc.view.backgroundColor = color
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 220, height: 48))
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = UIColor(white: 0, alpha: 0.25)
        button.layer.cornerRadius = 8
        button.center = CGPoint(x: vc.view.bounds.midX, y: vc.view.bounds.midY)
        button.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        vc.view.addSubview(button)
        return button
    }
}
