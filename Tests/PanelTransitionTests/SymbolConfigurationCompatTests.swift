import PanelKitCompat
import Testing

/// `UIImage.SymbolConfiguration` as apps use it: symbols sized by point size and scale, weighted strokes,
/// configurations merged with `applying(_:)`, `withConfiguration(_:)`, and image views and buttons that
/// draw their symbol at a preferred configuration.
@Suite("PanelKitCompat: UIImage.SymbolConfiguration")
@MainActor
struct SymbolConfigurationCompatTests {
    /// How many pixels of the picture are at least half covered.
    private func covered(_ image: UIImage) -> Int {
        var n = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) >> 24 >= 128 { n += 1 }
        }
        return n
    }

    @Test func sidesGrowWithPointSizeAndScale() throws {
        let plain = try #require(UIImage(systemName: "star.fill"))
        #expect(plain.size == CGSize(width: 22, height: 22), "the default configuration keeps 22 pixels")
        #expect(plain.symbolConfiguration == .unspecified)
        let sizes = [12.0, 17, 28, 44].map { points in
            UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: points))!
                .size.width
        }
        #expect(sizes == [16, 22, 36, 57], "22 pixels per 17 points, rounded")
        let scaled = [UIImage.SymbolScale.small, .medium, .large].map { scale in
            UIImage(
                systemName: "star.fill",
                withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: scale))!
                .size.width
        }
        #expect(scaled == [17, 22, 28])
        #expect(UIImage.SymbolConfiguration(scale: .large).side == 28)
        #expect(UIImage.SymbolConfiguration(textStyle: .largeTitle).side == 44)
        #expect(UIImage.SymbolConfiguration(textStyle: .headline).weight == .semibold)
    }

    @Test func badPointSizesAreUnspecifiedAndUnknownNamesNil() {
        for points in [-4.0, 0, .nan, .infinity] {
            let configuration = UIImage.SymbolConfiguration(pointSize: points)
            #expect(configuration.pointSize == nil)
            #expect(configuration.side == 22)
        }
        #expect(UIImage(systemName: "no.such.symbol", withConfiguration: .init(pointSize: 30)) == nil)
    }

    @Test func aHeavierWeightCoversMorePixels() throws {
        let counts = [UIImage.SymbolWeight.ultraLight, .regular, .black].map { weight in
            covered(
                UIImage(
                    systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: weight))!
            )
        }
        #expect(counts[0] < counts[1] && counts[1] < counts[2], "strokes widen with the weight: \(counts)")
        // Filled shapes keep their size.
        let light = UIImage(systemName: "stop.fill", withConfiguration: .init(weight: .ultraLight))!
        let heavy = UIImage(systemName: "stop.fill", withConfiguration: .init(weight: .black))!
        #expect(covered(light) == covered(heavy))
    }

    @Test func applyingMergesWithLaterValuesWinning() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(merged.pointSize == 20 && merged.weight == .bold && merged.scale == .large)
        let over = merged.applying(UIImage.SymbolConfiguration(pointSize: 30, weight: .light))
        #expect(over.pointSize == 30 && over.weight == .light && over.scale == .large)
        #expect(base.applying(nil) == base)
        let colored = base.applying(UIImage.SymbolConfiguration(hierarchicalColor: .red))
        #expect(colored.hierarchicalColor == .red && colored.pointSize == 20)
        #expect(colored.applying(.init(paletteColors: [.blue])).hierarchicalColor == nil)
    }

    @Test func withConfigurationRedrawsSymbolsAndLeavesPicturesAlone() throws {
        let symbol = try #require(UIImage(systemName: "heart.fill"))
        let big = symbol.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
        #expect(big.size == CGSize(width: 44, height: 44))
        #expect(big.isSymbolImage && big.symbolConfiguration?.pointSize == 34)
        let applied = try #require(big.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small)))
        #expect(applied.symbolConfiguration?.pointSize == 34 && applied.size.width == 34)
        let tinted = symbol.withTintColor(.red)
        let red = tinted.withConfiguration(.init(pointSize: 34))
        #expect(red.pixel(x: 22, y: 24) == tinted.pixel(x: 11, y: 12), "the tint colour stays")
        #expect(red.renderingMode == .alwaysOriginal)
        let green = symbol.withConfiguration(UIImage.SymbolConfiguration(hierarchicalColor: .green))
        #expect(!green.drawsAsTemplate, "a configuration's colour is drawn as it is")

        let picture = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 6))
        }
        #expect(picture.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === picture)
        #expect(picture.applyingSymbolConfiguration(.init(pointSize: 40)) == nil)
        #expect(picture.symbolConfiguration == nil)
    }

    /// The width of the run of non-white pixels across row `y` of the framebuffer.
    private func inkWidth(_ h: TransitionHarness, y: Int) -> Int {
        (0..<h.surface.width).filter { h.surface.pixel(x: $0, y: y) & 0xFF_FFFF != 0xFF_FFFF }.count
    }

    @Test func anImageViewDrawsItsSymbolAtThePreferredConfiguration() throws {
        let h = TransitionHarness(width: 240, height: 160)
        let view = UIImageView(image: UIImage(systemName: "stop.fill"))
        view.contentMode = .center
        view.frame = CGRect(x: 60, y: 20, width: 120, height: 120)
        h.window.addSubview(view)
        h.step()
        let small = inkWidth(h, y: 80)
        #expect(small >= 14 && small <= 17, "0.7 of 22 pixels, got \(small)")
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 68)
        h.step()
        let large = inkWidth(h, y: 80)
        #expect(large >= 60 && large <= 64, "0.7 of 88 pixels, got \(large)")
        #expect(view.intrinsicContentSize == CGSize(width: 88, height: 88))
        #expect(view.image?.size == CGSize(width: 22, height: 22), "the image itself is not changed")
    }

    @Test func buttonsSizeTheirSymbolToThePreferredConfiguration() throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        let plain = button.intrinsicContentSize
        button.setPreferredSymbolConfiguration(.init(pointSize: 34), forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted)?.pointSize == 34)
        #expect(button.intrinsicContentSize.width == plain.width + 22)

        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "plus")
        configuration.preferredSymbolConfigurationForImage = .init(pointSize: 34)
        let configured = UIButton(configuration: configuration)
        configured.layoutIfNeeded()
        #expect(configured.imageView.intrinsicContentSize == CGSize(width: 44, height: 44))
    }
}
