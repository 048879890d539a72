import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Configured buttons and a toolbar written as Apple's documentation writes them: `UIButton.Configuration`
/// styles in a stack view, `UIButton(configuration:primaryAction:)` with a `UIAction`, a
/// `configurationUpdateHandler`, and `toolbarItems` shown by `UINavigationController`'s toolbar.
@Suite("PanelKitCompat: UIButton.Configuration and UIToolbar as UIKit code writes them")
@MainActor
struct ButtonConfigurationCompatTests {
    final class CheckoutViewController: UIViewController {
        var bought = 0
        var checkedOut = 0
        var handlerRuns = 0
        var buyButton: UIButton!

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Cart"
            view.backgroundColor = .systemBackground

            var config = UIButton.Configuration.filled()
            config.title = "Buy"
            config.image = UIImage(systemName: "paperplane.fill")
            config.imagePadding = 6
            config.cornerStyle = .capsule
            let buy = UIButton(
                configuration: config,
                primaryAction: UIAction { [weak self] _ in self?.bought += 1 })
            buy.configurationUpdateHandler = { [weak self] button in
                self?.handlerRuns += 1
                var config = button.configuration
                config?.showsActivityIndicator = button.isHighlighted
                button.configuration = config
            }
            buyButton = buy

            var tinted = UIButton.Configuration.tinted()
            tinted.title = "Tinted"
            var gray = UIButton.Configuration.gray()
            gray.title = "Gray"
            gray.subtitle = "Subtitle"
            gray.titleAlignment = .center
            var plain = UIButton.Configuration.plain()
            plain.title = "Plain"
            plain.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = UIFont.boldSystemFont(ofSize: 17)
                outgoing.foregroundColor = .systemRed
                return outgoing
            }
            var bordered = UIButton.Configuration.borderedProminent()
            bordered.title = "Large"
            bordered.buttonSize = .large
            bordered.baseBackgroundColor = .systemGreen
            bordered.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)

            let stack = UIStackView(arrangedSubviews: [
                buy, UIButton(configuration: tinted), UIButton(configuration: gray), UIButton(configuration: plain),
                UIButton(configuration: bordered),
            ])
            stack.axis = .horizontal
            stack.spacing = 8
            stack.alignment = .center
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            ])

            toolbarItems = [
                UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
                .flexibleSpace(),
                UIBarButtonItem(title: "Check Out", style: .done, target: self, action: Self.checkOut),
            ]
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setToolbarHidden(false, animated: animated)
        }

        func checkOut() { checkedOut += 1 }
    }

    final class EditorViewController: UIViewController {
        let toolbar = UIToolbar()
        var bolded = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            toolbar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(toolbar)
            NSLayoutConstraint.activate([
                toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
            let gap = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
            gap.width = 20
            #expect(UIBarButtonItem.fixedSpace(20).width == gap.width)
            toolbar.setItems(
                [
                    UIBarButtonItem(title: "Bold", style: .plain, target: self, action: Self.bold),
                    gap,
                    UIBarButtonItem(title: "Italic", style: .plain, target: nil, action: nil),
                    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                    UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
                ], animated: false)
        }

        func bold() { bolded += 1 }
    }

    @Test func aToolbarPinnedWithAutoLayoutIsFortyFourPointsTall() {
        let editor = EditorViewController()
        let h = TransitionHarness(width: 320, height: 200, root: editor)
        h.step(2)
        #expect(editor.toolbar.frame == CGRect(x: 0, y: 156, width: 320, height: 44))
        let views = editor.toolbar.subviews.compactMap { $0 as? UIButton }
        #expect(views.count == 3)
        #expect(views[1].frame.minX == views[0].frame.maxX + 20, "the fixed space's width")
        #expect(views[2].frame.maxX == 320 - 12, "Done at the trailing edge")
        h.tap(at: CGPoint(x: views[0].frame.midX, y: 178))
        #expect(editor.bolded == 1)
    }

    @Test func configuredButtonsAndTheToolbarWorkAsDocumented() {
        let cart = CheckoutViewController()
        let nav = UINavigationController(rootViewController: cart)
        let h = TransitionHarness(width: 480, height: 240, root: nav)
        h.step(2)
        let buy: UIButton = cart.buyButton
        #expect(buy.configuration?.title == "Buy")
        #expect(buy.accessibilityLabel == "Buy" && buy.accessibilityTraits.contains(.button))
        #expect(buy.frame.size == buy.intrinsicContentSize, "the stack view sizes it to fit")
        let center = buy.convert(CGPoint(x: buy.bounds.midX, y: buy.bounds.midY), to: nil)
        // The filled button is blue above its title, inside the top inset.
        let fill = h.surface.color(x: Int(center.x), y: Int(center.y - buy.bounds.height / 2 + 3))
        #expect(abs(fill.blue - UIColor.systemBlue.blue) < 0.03 && abs(fill.green - UIColor.systemBlue.green) < 0.03)
        let runs = cart.handlerRuns
        h.tap(at: center)
        #expect(cart.bought == 1)
        #expect(cart.handlerRuns > runs, "the handler ran when the highlight came and went")
        #expect(buy.configuration?.showsActivityIndicator == false)

        // The toolbar: 44 points at the bottom, "Check Out" at the trailing edge.
        #expect(!nav.isToolbarHidden)
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 196, width: 480, height: 44))
        h.tap(at: CGPoint(x: 480 - 50, y: 218))
        #expect(cart.checkedOut == 1)

        // Changing the button's configuration in place resizes it.
        let narrow = buy.intrinsicContentSize.width
        buy.configuration?.title = "Buy all of them"
        #expect(buy.intrinsicContentSize.width > narrow + 60)
        h.step()
        #expect(buy.frame.width == buy.intrinsicContentSize.width, "the stack view laid it out again")
        buy.configuration?.title = "Buy"
        h.step()

        // PANEL_LOOK_DIR=DIR writes the screen for a look by eye.
        if let dir = getenv("PANEL_LOOK_DIR") {
            buy.isHighlighted = true
            h.step()
            try? h.driver.writePNG(path: String(cString: dir) + "/button-configurations.png")
            buy.isHighlighted = false
        }
    }
}
