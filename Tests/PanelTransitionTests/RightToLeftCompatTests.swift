import PanelKitCompat
import Testing

/// Right-to-left layout as Apple's "Supporting right-to-left languages" describes it: leading and trailing
/// constraints, stack views and directional margins follow the view's `semanticContentAttribute` and the
/// application's direction; `.natural` text aligns right; `effectiveUserInterfaceLayoutDirection` is the
/// direction of the view's immediate content and does not propagate to subviews.
@Suite("PanelKitCompat: right-to-left layout")
@MainActor
struct RightToLeftCompatTests {
    /// A row as an app builds it: an icon at the leading edge, a title after it, a badge at the trailing
    /// edge, with 16-point leading and 12-point trailing insets.
    func row(in container: UIView) -> (icon: UIView, title: UILabel, badge: UIView) {
        let icon = UIView()
        let title = UILabel()
        title.text = "Inbox"
        let badge = UIView()
        for v in [icon, title, badge] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            icon.widthAnchor.constraint(equalToConstant: 24), icon.heightAnchor.constraint(equalToConstant: 24),
            icon.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 10),
            title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
            badge.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -12),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 20),
            badge.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        ])
        return (icon, title, badge)
    }

    @Test("leading and trailing constraints mirror in a view forced right to left, and back")
    func mirroredConstraints() {
        let h = TransitionHarness(width: 320, height: 200)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        h.window.addSubview(container)
        let (icon, title, badge) = row(in: container)
        h.window.layoutIfNeeded()
        #expect(icon.frame.minX == 16)
        #expect(title.frame.minX == 50)
        #expect(badge.frame.maxX == 288)
        #expect(container.effectiveUserInterfaceLayoutDirection == .leftToRight)

        container.semanticContentAttribute = .forceRightToLeft
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Apple: the direction is the view's own; a subview with .unspecified follows the application.
        #expect(icon.effectiveUserInterfaceLayoutDirection == .leftToRight)
        h.window.layoutIfNeeded()
        #expect(icon.frame.maxX == 300 - 16)
        #expect(title.frame.maxX == 300 - 50)
        #expect(badge.frame.minX == 12)
        #expect(icon.frame.width == 24 && badge.frame.width == 30)

        container.semanticContentAttribute = .unspecified
        h.window.layoutIfNeeded()
        #expect(icon.frame.minX == 16 && badge.frame.maxX == 288)
    }

    @Test("a constant changed on a right-to-left constraint still counts from the leading edge")
    func constantChange() {
        let h = TransitionHarness(width: 320, height: 200)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        h.window.addSubview(container)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: container.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40),
        ])
        h.window.layoutIfNeeded()
        #expect(box.frame.minX == 240)
        leading.constant = 50
        h.window.layoutIfNeeded()
        #expect(box.frame.minX == 210)
    }

    @Test("a horizontal stack view arranges its views from the right when it is right to left")
    func stackView() {
        let h = TransitionHarness(width: 320, height: 200)
        let first = UIView()
        let second = UIView()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 210, height: 40)
        stack.semanticContentAttribute = .forceRightToLeft
        h.window.addSubview(stack)
        h.window.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 110, y: 0, width: 100, height: 40))
        #expect(second.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("directional margins put leading on the right, and .natural text aligns right")
    func marginsAndText() throws {
        let h = TransitionHarness(width: 320, height: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.semanticContentAttribute = .forceRightToLeft
        h.window.addSubview(view)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        #expect(view.layoutMargins.right == 30 && view.layoutMargins.left == 5)
        #expect(view.directionalLayoutMargins.leading == 30)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 50), content.heightAnchor.constraint(equalToConstant: 10),
            content.topAnchor.constraint(equalTo: view.topAnchor),
        ])
        h.window.layoutIfNeeded()
        #expect(content.frame.maxX == 270)

        // The label's text is drawn at its right edge: its leftmost dark pixel is far from x = 0.
        let label = UILabel(frame: CGRect(x: 0, y: 120, width: 300, height: 30))
        label.text = "Hello"
        label.textColor = .black
        h.window.addSubview(label)
        h.step()
        let ltrInk = try #require(inkRange(h, y: 120..<150))
        label.semanticContentAttribute = .forceRightToLeft
        h.step()
        let rtlInk = try #require(inkRange(h, y: 120..<150))
        #expect(ltrInk.lowerBound < 10)
        #expect(rtlInk.upperBound > 290 && rtlInk.lowerBound > 200)
        // An explicit .left stays left whatever the direction.
        label.textAlignment = .left
        h.step()
        #expect(try #require(inkRange(h, y: 120..<150)).lowerBound < 10)
    }

    @Test("the class method answers for each attribute, relative to a direction")
    func classMethod() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
    }

    @Test("the application's direction flips views that follow it, and not those forced left to right")
    func applicationDirection() {
        let h = TransitionHarness(width: 320, height: 200)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        h.window.addSubview(container)
        let (icon, _, _) = row(in: container)
        let player = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        player.semanticContentAttribute = .playback
        h.window.addSubview(player)
        let (play, _, _) = row(in: player)
        h.window.layoutIfNeeded()
        #expect(icon.frame.minX == 16 && play.frame.minX == 16)

        // The harness's application (UIApplication.shared in an app).
        let app = h.driver.application
        app.userInterfaceLayoutDirection = .rightToLeft
        defer { app.userInterfaceLayoutDirection = .leftToRight }
        h.window.layoutIfNeeded()
        #expect(icon.frame.maxX == 284)
        #expect(play.frame.minX == 16)
        app.userInterfaceLayoutDirection = .leftToRight
        h.window.layoutIfNeeded()
        #expect(icon.frame.minX == 16)
    }

    /// The columns where the band `y` of the window's screen has dark (text) pixels.
    func inkRange(_ h: TransitionHarness, y: Range<Int>) -> ClosedRange<Int>? {
        let ink = ScreenInk(h: h)
        guard let box = ink.box(in: CGRect(x: 0, y: y.lowerBound, width: 320, height: y.count), where: ink.isDark)
        else { return nil }
        return box.minX...box.maxX
    }
}
