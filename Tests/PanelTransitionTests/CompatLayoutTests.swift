import PanelKitCompat
import Testing

@Suite("PanelKitCompat: Auto Layout spellings")
@MainActor
struct CompatLayoutTests {
    @Test func uikitAutoLayoutNames() {
        let app = Application(
            display: OffscreenDisplay(width: 320, height: 200), input: ScriptedInput(), clock: ManualClock())
        let window = UIWindow(application: app)
        window.makeKeyAndVisible()
        let a = UIView()
        let b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = NSLayoutConstraint.Axis.horizontal
        stack.distribution = UIStackView.Distribution.fillEqually
        stack.alignment = UIStackView.Alignment.fill
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        let guide: UILayoutGuide = window.layoutMarginsGuide
        let anchor: NSLayoutXAxisAnchor = stack.leadingAnchor
        let height: NSLayoutDimension = stack.heightAnchor
        let top: NSLayoutAnchor<NSLayoutYAxisAnchor> = stack.topAnchor
        let priority: UILayoutPriority = .defaultHigh
        #expect(priority.rawValue == 750 && UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        let wide = stack.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = priority
        NSLayoutConstraint.activate([
            anchor.constraint(equalTo: guide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            top.constraint(equalTo: window.topAnchor, constant: 20), height.constraint(equalToConstant: 40), wide,
        ])
        window.layoutIfNeeded()
        // 8-point margins: the stack spans 8...312, each view (304 - 10) / 2 = 147 wide.
        #expect(stack.frame == CGRect(x: 8, y: 20, width: 304, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 147, height: 40))
        #expect(b.frame == CGRect(x: 157, y: 0, width: 147, height: 40))
        let insets: NSDirectionalEdgeInsets = window.directionalLayoutMargins
        #expect(insets.leading == 8)
        #expect(UIView.layoutFittingCompressedSize == UILayoutFittingCompressedSize)
    }
}
