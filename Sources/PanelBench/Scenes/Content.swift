import PanelKit
import PanelText

/// The pictures and pages the scenes are made of: kiosk-like screens with a header, cards with pictures
/// and captions, paragraphs of text, made the same way at every size.
@MainActor
enum Content {
    static let palettes: [[UInt32]] = [
        [0x1A237E, 0x5C6BC0, 0xB2FF59, 0x263238, 0x102027],
        [0xFF8F00, 0xFFE0B2, 0xFFF8E1, 0xD84315, 0xBF360C],
        [0x0288D1, 0xB3E5FC, 0xFFFDE7, 0x00897B, 0x00695C],
        [0x90CAF9, 0xE3F2FD, 0xFFFFFF, 0x558B2F, 0x33691E],
        [0xF8BBD0, 0xFCE4EC, 0xFFF9C4, 0xAD1457, 0x880E4F],
    ]

    static let words = """
        Morning light over the harbour brings the first ferries in, and the market stalls open one by one \
        along the quay. Fishermen sort the night's catch while cyclists weave between crates of lemons, \
        figs and bread still warm from the ovens behind the square. By nine the cafés are full, the \
        museum doors open, and the tram to the old town rattles past the clock tower every six minutes.
        """

    /// An opaque landscape picture: premultiplied ARGB32 marked opaque, as a photo without alpha decodes.
    static func picture(width: Int, height: Int, seed: Int) -> Surface {
        Landscape.picture(
            width: max(1, width), height: max(1, height), palette: palettes[seed % palettes.count], seed: seed)
    }

    /// A page as a kiosk screen shows it: opaque background, a bold header, a grid of rounded cards each
    /// with a picture and two lines of caption.
    static func page(size: Size, library: FontLibrary, seed: Int) -> View {
        let page = View(frame: Rect(origin: .zero, size: size))
        page.backgroundColor = seed % 2 == 0 ? Color(hex: 0xF2F2F7) : Color(hex: 0xE8EEF6)
        let (margin, columns, cardWidth, cardHeight, pictureHeight) = grid(size: size)
        let gap = margin
        let header = Label(frame: Rect(x: margin, y: margin, width: size.width - 2 * margin, height: 40))
        header.font = library.font(size: 28, weight: .bold)
        header.text = seed % 2 == 0 ? "Discover" : "For you"
        page.addSubview(header)
        var pictures: [Surface] = []
        for k in 0..<3 { pictures.append(picture(width: Int(cardWidth), height: Int(pictureHeight), seed: seed + k)) }
        var y = margin + 56
        var n = 0
        while y + cardHeight <= size.height - margin {
            for c in 0..<columns {
                let x = margin + Double(c) * (cardWidth + gap)
                let card = View(frame: Rect(x: x, y: y, width: cardWidth, height: cardHeight))
                card.backgroundColor = .white
                card.cornerRadius = 14
                card.clipsToBounds = true
                let image = ImageView(frame: Rect(x: 0, y: 0, width: cardWidth, height: pictureHeight))
                image.image = pictures[(n + c) % pictures.count]
                card.addSubview(image)
                let title = Label(frame: Rect(x: 12, y: pictureHeight + 8, width: cardWidth - 24, height: 24))
                title.font = library.font(size: 18, weight: .bold)
                title.text = ["Harbour walk", "Old town", "Night market", "Lighthouse", "Gardens"][(n + c) % 5]
                card.addSubview(title)
                let subtitle = Label(frame: Rect(x: 12, y: pictureHeight + 34, width: cardWidth - 24, height: 20))
                subtitle.font = library.font(size: 14)
                subtitle.textColor = Color(white: 0.4)
                subtitle.text = "\(2 + (n + c) % 7) stops · \(20 + 5 * ((n + c) % 9)) min"
                card.addSubview(subtitle)
                page.addSubview(card)
            }
            n += columns
            y += cardHeight + gap
        }
        return page
    }

    /// The card grid of `page(size:library:seed:)`: margin (and gap), columns, card and picture sizes.
    static func grid(size: Size) -> (
        margin: Double, columns: Int, cardWidth: Double, cardHeight: Double, pictureHeight: Double
    ) {
        let margin = (size.width / 40).rounded()
        let columns = max(2, Int(size.width / 280))
        let cardWidth = ((size.width - 2 * margin - Double(columns - 1) * margin) / Double(columns)).rounded(.down)
        let cardHeight = (cardWidth * 0.9).rounded(.down)
        return (margin, columns, cardWidth, cardHeight, (cardHeight * 0.62).rounded(.down))
    }

    /// A page of paragraphs: opaque background, labels of wrapped text in one or two columns.
    static func textPage(size: Size, library: FontLibrary) -> (page: View, labels: [Label]) {
        let page = View(frame: Rect(origin: .zero, size: size))
        page.backgroundColor = Color(hex: 0xFBFAF7)
        let margin = 24.0
        let columns = size.width >= 1000 ? 2 : 1
        let width = ((size.width - margin * Double(columns + 1)) / Double(columns)).rounded(.down)
        let font = library.font(size: 17)
        let style = TextStyle(font: font)
        let height = library.measure(words, style: style, width: width).height.rounded(.up)
        var labels: [Label] = []
        for c in 0..<columns {
            var y = margin
            while y < size.height - margin - font.lineHeight {
                // The last paragraph is cut off at the bottom margin.
                let h = min(height, size.height - margin - y)
                let label = Label(frame: Rect(x: margin + Double(c) * (width + margin), y: y, width: width, height: h))
                label.font = font
                label.numberOfLines = 0
                label.textColor = Color(white: 0.1)
                label.text = words
                page.addSubview(label)
                labels.append(label)
                y += height + 12
            }
        }
        return (page, labels)
    }

    /// Lines in several scripts with emoji, as a multilingual profile or feed shows them.
    static let mixedLines = [
        "ليلى أحمد · Layla Ahmed 🎨", "लखनऊ की चित्रकार, कला और संगीत 🎶", "推荐：京都的秋天，红叶最美的时候 🍁",
        "مرحبا! Welcome to the harbour walk, ١٢ stops", "สวัสดีครับ ภาษาไทย 🛶 and 한국어 텍스트",
        "Emoji 😀 👍🏽 🇯🇵 ❤️ in a line of Latin text", "שלום עולם · Hello world · 你好世界",
        "शास्त्रीय संगीत की शाम, सितार और तबला 🎶",
    ]

    /// A page of one-line labels in mixed scripts: opaque background, rows in one or two columns.
    static func mixedPage(size: Size, library: FontLibrary) -> (page: View, labels: [Label]) {
        let page = View(frame: Rect(origin: .zero, size: size))
        page.backgroundColor = Color(hex: 0xFBFAF7)
        let margin = 24.0
        let columns = size.width >= 1000 ? 2 : 1
        let width = ((size.width - margin * Double(columns + 1)) / Double(columns)).rounded(.down)
        let font = library.font(size: 17)
        let row = (font.lineHeight * 1.6).rounded()
        var labels: [Label] = []
        var n = 0
        for c in 0..<columns {
            var y = margin
            while y + row <= size.height - margin {
                let label = Label(
                    frame: Rect(x: margin + Double(c) * (width + margin), y: y, width: width, height: row))
                label.font = font
                label.textColor = Color(white: 0.1)
                label.text = mixedLines[n % mixedLines.count]
                page.addSubview(label)
                labels.append(label)
                n += 1
                y += row
            }
        }
        return (page, labels)
    }

    /// Where `view`'s bounds origin is in window coordinates (views without transforms).
    static func windowOrigin(of view: View) -> Point {
        var p = view.frame.origin
        var v = view.superview
        while let s = v, !(s is Window) {
            p = Point(x: p.x + s.frame.minX - s.bounds.minX, y: p.y + s.frame.minY - s.bounds.minY)
            v = s.superview
        }
        return p
    }

    /// The raw run of `label`'s text, where `Label` draws it: laid out in its bounds' width and centred
    /// vertically.
    static func rawRun(of label: Label, atlas: GlyphAtlas, target: RawTarget, color: Color? = nil) -> RawGlyphRun {
        guard let text = label.text, let font = label.font else { return RawGlyphRun() }
        let style = TextStyle(
            font: font, color: label.textColor, alignment: label.textAlignment,
            maximumNumberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode)
        let b = label.bounds
        let layout = atlas.library.layout(text, style: style, width: b.width)
        let o = windowOrigin(of: label)
        let y = o.y + ((b.height - layout.size.height) / 2).rounded()
        return atlas.run(layout, at: Point(x: o.x, y: y), color: color ?? label.textColor, target: target)
    }
}
