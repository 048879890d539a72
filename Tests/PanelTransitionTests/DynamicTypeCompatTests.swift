import PanelKitCompat
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Dynamic Type as Apple documents it: `UIContentSizeCategory`, text style sizes from the Human Interface
/// Guidelines table, `UIFontMetrics`, and labels that follow the category at run time.
@Suite("PanelKitCompat: Dynamic Type")
@MainActor
struct DynamicTypeCompatTests {
    /// A view that records `traitCollectionDidChange(_:)`.
    final class WatchingView: UIView {
        var previousCategories: [UIContentSizeCategory] = []
        var categoryWhenCalled: UIContentSizeCategory?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previousCategories.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
            categoryWhenCalled = traitCollection.preferredContentSizeCategory
        }
    }

    /// The number of rows in `rect` with a pixel darker than mid grey (the text's drawn height).
    private func inkHeight(_ h: TransitionHarness, in rect: CGRect) -> Int {
        var first: Int?
        var last = 0
        for y in max(0, Int(rect.minY))..<min(h.surface.height, Int(rect.maxY)) {
            for x in max(0, Int(rect.minX))..<min(h.surface.width, Int(rect.maxX))
            where h.surface.color(x: x, y: y).red < 0.5 {
                if first == nil { first = y }
                last = y
                break
            }
        }
        guard let first else { return 0 }
        return last - first + 1
    }

    @Test func categoriesHaveUIKitsRawValuesAndOrder() {
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.extraSmall.rawValue == "UICTContentSizeCategoryXS")
        #expect(
            UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
                == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(UIContentSizeCategory.unspecified.rawValue == "_UICTContentSizeCategoryUnspecified")
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.small < .medium)
        #expect(UIContentSizeCategory.large >= .large)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
        #expect(
            UITraitCollection(preferredContentSizeCategory: .small).preferredContentSizeCategory == .small)
    }

    @Test func preferredFontsHaveApplesSizesAtThreeCategories() {
        let h = TransitionHarness(width: 200, height: 100)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large, "the default")
        #expect(h.window.traitCollection.preferredContentSizeCategory == .large)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        UIApplication.shared.preferredContentSizeCategory = .extraSmall
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 14)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 31)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        UIApplication.shared.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 19)
        UIApplication.shared.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 60)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 43)
        #expect(h.window.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        // A trait collection's category wins over the application's.
        let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax3).pointSize == 40)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection()).pointSize == 53)
        // Not a size: large, not a crash.
        UIApplication.shared.preferredContentSizeCategory = .unspecified
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }

    @Test func fontMetricsScaleByTheStylesRatioToLarge() {
        let h = TransitionHarness(width: 200, height: 100)
        defer { withExtendedLifetime(h) {} }
        let body = UIFontMetrics(forTextStyle: .body)
        #expect(body.scaledValue(for: 20) == 20, "large scales by 1")
        #expect(body.scaledFont(for: .systemFont(ofSize: 34)).pointSize == 34)
        UIApplication.shared.preferredContentSizeCategory = .extraSmall
        #expect(body.scaledValue(for: 17) == 14)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34)).pointSize == 28)
        UIApplication.shared.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(body.scaledFont(for: .systemFont(ofSize: 34)).pointSize == 106)
        #expect(body.scaledFont(for: .systemFont(ofSize: 34), maximumPointSize: 40).pointSize == 40)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(body.scaledValue(for: 17, compatibleWith: xxxl) == 23)
        let title = UIFontMetrics(forTextStyle: .title1)
        #expect(title.scaledFont(for: .systemFont(ofSize: 28), compatibleWith: xxxl).pointSize == 34)
    }

    @Test func anAdjustingLabelGrowsWhenTheCategoryChangesAndAFixedOneDoesNot() {
        let h = TransitionHarness(width: 480, height: 240)
        let root = WatchingView(frame: h.window.bounds)
        h.window.addSubview(root)
        let growing = UILabel()
        growing.text = "Hello"
        growing.font = .preferredFont(forTextStyle: .body)
        growing.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.text = "Hello"
        fixed.font = .preferredFont(forTextStyle: .body)
        for label in [growing, fixed] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            growing.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            growing.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300),
            fixed.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        var notes: [Notification] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
        ) { notes.append($0) }
        defer { NotificationCenter.default.removeObserver(token) }
        h.step()
        let before = (size: growing.intrinsicContentSize, frame: growing.frame, ink: inkHeight(h, in: growing.frame))
        let fixedFrame = fixed.frame
        #expect(before.ink > 8, "text drawn, \(before.ink) rows")

        UIApplication.shared.preferredContentSizeCategory = .accessibilityExtraLarge
        h.step()
        #expect(growing.font.pointSize == 40)
        #expect(growing.intrinsicContentSize.height > before.size.height * 2)
        #expect(growing.frame.height > before.frame.height * 2, "laid out again: \(growing.frame)")
        let ink = inkHeight(h, in: growing.frame)
        #expect(Double(ink) > Double(before.ink) * 2, "drawn \(before.ink) then \(ink) rows high")
        #expect(fixed.font.pointSize == 17, "no adjustsFontForContentSizeCategory")
        #expect(fixed.frame == fixedFrame)
        #expect(root.previousCategories == [.large])
        #expect(root.categoryWhenCalled == .accessibilityExtraLarge)
        #expect(notes.count == 1)
        #expect(
            notes.first?.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
                == .accessibilityExtraLarge)
        #expect(notes.first?.object as? UIApplication === UIApplication.shared)

        // Back down; the same category again changes nothing and posts nothing.
        UIApplication.shared.preferredContentSizeCategory = .large
        UIApplication.shared.preferredContentSizeCategory = .large
        h.step()
        #expect(growing.font.pointSize == 17 && growing.frame == before.frame)
        #expect(notes.count == 2)
    }

    /// A controller that records `traitCollectionDidChange(_:)`.
    final class Page: UIViewController {
        var previous: [UIContentSizeCategory] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
        }
    }

    @Test func aButtonsTitleFollowsAndTheControllerHears() {
        let page = Page()
        let h = TransitionHarness(width: 400, height: 300, root: page)
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: page.view.leadingAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: page.view.topAnchor, constant: 10),
        ])
        h.step()
        let before = button.frame
        UIApplication.shared.preferredContentSizeCategory = .accessibilityMedium
        h.step()
        #expect(button.titleLabel?.font.pointSize == 28)
        #expect(button.frame.width > before.width * 1.3 && button.frame.height > before.height, "\(button.frame)")
        #expect(page.previous == [.large])
        #expect(page.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
    }

    @Test func aLabelMadeOutOfAWindowCatchesUpWhenItJoinsOne() {
        let h = TransitionHarness(width: 400, height: 300)
        let label = UILabel()
        label.text = "Later"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        UIApplication.shared.preferredContentSizeCategory = .accessibilityMedium
        #expect(label.font.pointSize == 17, "out of a window, not told yet")
        h.window.addSubview(label)
        #expect(label.font.pointSize == 28)
        let boxed = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        boxed.traitOverrides.preferredContentSizeCategory = .extraSmall
        h.window.addSubview(boxed)
        boxed.addSubview(label)
        #expect(label.font.pointSize == 14, "under an override")
    }

    @Test func textFieldsTextViewsAndMetricsFontsFollowToo() {
        let h = TransitionHarness(width: 400, height: 300)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
        field.font = .preferredFont(forTextStyle: .callout)
        field.adjustsFontForContentSizeCategory = true
        let textView = UITextView(frame: CGRect(x: 10, y: 60, width: 300, height: 100))
        textView.font = .preferredFont(forTextStyle: .footnote)
        textView.adjustsFontForContentSizeCategory = true
        let custom = UILabel()
        custom.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20))
        custom.adjustsFontForContentSizeCategory = true
        let capped = UILabel()
        capped.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30)
        capped.adjustsFontForContentSizeCategory = true
        let plain = UILabel()
        plain.font = .systemFont(ofSize: 17)
        plain.adjustsFontForContentSizeCategory = true
        for v in [field, textView, custom, capped, plain] { h.window.addSubview(v) }
        #expect(field.adjustsFontForContentSizeCategory && textView.adjustsFontForContentSizeCategory)
        UIApplication.shared.preferredContentSizeCategory = .accessibilityLarge
        #expect(field.font?.pointSize == 32)
        #expect(textView.font?.pointSize == 27)
        #expect(abs(custom.font.pointSize - 20 * 43 / 28) < 1e-9)
        #expect(capped.font.pointSize == 30)
        #expect(plain.font.pointSize == 17, "a font of a fixed size does not scale")
    }

    @Test func overridesShowExtraSmallBesideAccessibilitySizes() throws {
        let h = TransitionHarness(width: 640, height: 480)
        let styles: [UIFont.TextStyle] = [.largeTitle, .title2, .headline, .body, .footnote, .caption2]
        var columns: [UIStackView] = []
        for (index, category) in [UIContentSizeCategory.extraSmall, .accessibilityExtraLarge].enumerated() {
            let labels = styles.map { style -> UILabel in
                let label = UILabel()
                label.text = "Text \(index == 0 ? "xS" : "AX3")"
                label.font = .preferredFont(forTextStyle: style)
                label.adjustsFontForContentSizeCategory = true
                return label
            }
            let column = UIStackView(arrangedSubviews: labels)
            column.axis = .vertical
            column.spacing = 4
            column.alignment = .leading
            column.translatesAutoresizingMaskIntoConstraints = false
            h.window.addSubview(column)
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: h.window.leadingAnchor, constant: 10 + 230 * Double(index)),
                column.topAnchor.constraint(equalTo: h.window.topAnchor, constant: 10),
            ])
            column.traitOverrides.preferredContentSizeCategory = category
            columns.append(column)
        }
        h.step()
        let small = columns[0].arrangedSubviews.compactMap { $0 as? UILabel }
        let large = columns[1].arrangedSubviews.compactMap { $0 as? UILabel }
        #expect(small.map(\.font.pointSize) == [31, 19, 14, 14, 12, 11])
        #expect(large.map(\.font.pointSize) == [52, 44, 40, 40, 33, 29])
        #expect(large[3].traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(large[3].frame.height > small[3].frame.height * 2)
        #expect(columns[1].frame.height > columns[0].frame.height * 2, "the columns are as tall as their text")
        if let dir = getenv("PANEL_LOOK_DIR") {
            try h.driver.writePNG(path: String(cString: dir) + "/dynamic-type-xs-ax3.png")
        }
    }
}
