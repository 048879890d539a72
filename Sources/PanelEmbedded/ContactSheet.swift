import PanelKit
import PanelText

/// A grid of downscaled frames with small captions, drawn with the canvas and PanelText.
public enum ContactSheet {
    /// `image` scaled down (box-filtered by halves, then bilinear) to fit `maxWidth` x `maxHeight`.
    public static func thumbnail(of image: Surface, maxWidth: Int, maxHeight: Int) -> Surface {
        var src = image.copy()
        while src.width >= maxWidth * 2 && src.height >= maxHeight * 2 {
            src = half(src)
        }
        let scale = min(Double(maxWidth) / Double(src.width), Double(maxHeight) / Double(src.height), 1)
        let w = max(1, Int((Double(src.width) * scale).rounded()))
        let h = max(1, Int((Double(src.height) * scale).rounded()))
        let out = Surface(width: w, height: h)
        Canvas(surface: out).drawImage(src, in: Rect(x: 0, y: 0, width: Double(w), height: Double(h)))
        return out
    }

    /// Averages 2x2 blocks.
    static func half(_ s: Surface) -> Surface {
        let w = s.width / 2
        let h = s.height / 2
        let out = Surface(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let a = s.pixel(x: 2 * x, y: 2 * y)
                let b = s.pixel(x: 2 * x + 1, y: 2 * y)
                let c = s.pixel(x: 2 * x, y: 2 * y + 1)
                let d = s.pixel(x: 2 * x + 1, y: 2 * y + 1)
                var v: UInt32 = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let sum =
                        ((a >> shift) & 0xFF) + ((b >> shift) & 0xFF) + ((c >> shift) & 0xFF) + ((d >> shift) & 0xFF)
                    v |= ((sum + 2) / 4) << shift
                }
                out.setPixel(x: x, y: y, v)
            }
        }
        return out
    }

    /// The sheet: a title, then the frames in rows, each with its number and caption below.
    public static func make(frames: [(caption: String, image: Surface)], title: String, library: FontLibrary) -> Surface
    {
        let columns = frames.first.map { $0.image.width >= $0.image.height ? 5 : 8 } ?? 5
        let cellWidth = frames.map(\.image.width).max() ?? 360
        let imageHeight = frames.map(\.image.height).max() ?? 200
        let gap = 16
        let captionHeight = 34
        let titleHeight = 56
        let rows = (frames.count + columns - 1) / columns
        let width = gap + columns * (cellWidth + gap)
        let height = titleHeight + rows * (imageHeight + captionHeight + gap) + gap
        let sheet = Surface(width: width, height: height)
        let canvas = Canvas(surface: sheet)
        canvas.fill(sheet.bounds, color: Color(hex: 0xE5E5EA))
        let titleLayout = library.layout(
            title, style: TextStyle(font: library.font(size: 22, weight: .bold), color: Color(hex: 0x1C1C1E)))
        canvas.draw(titleLayout, at: Point(x: Double(gap), y: 16))
        let captionStyle = TextStyle(
            font: library.font(size: 13), color: Color(hex: 0x1C1C1E), maximumNumberOfLines: 2,
            lineBreakMode: .byTruncatingTail)
        for (i, frame) in frames.enumerated() {
            let col = i % columns
            let row = i / columns
            let x = Double(gap + col * (cellWidth + gap))
            let y = Double(titleHeight + row * (imageHeight + captionHeight + gap))
            let img = frame.image
            let box = Rect(x: x, y: y, width: Double(img.width), height: Double(img.height))
            canvas.drawShadow(
                for: box, radii: CornerRadii(all: 4),
                shadow: Shadow(color: Color(white: 0, alpha: 0.25), offset: Size(width: 0, height: 2), blur: 6))
            canvas.drawImage(img, in: box, radii: CornerRadii(all: 4))
            let number = i + 1 < 10 ? "0\(i + 1)" : "\(i + 1)"
            let caption = library.layout(number + "  " + frame.caption, style: captionStyle, width: Double(cellWidth))
            canvas.draw(caption, at: Point(x: x, y: y + Double(img.height) + 6))
        }
        return sheet
    }
}
