import PanelGraphics
import PanelText

/// The default content's pictures, drawn with PanelKit's own canvas: avatars with initials, posters and
/// card covers. `DefaultContent/` holds their PNGs; a test checks the files still match this code.
public enum Artwork {
    /// A round-friendly square avatar: a diagonal gradient with the person's initials.
    public static func avatar(name: String, size: Int, hue: (UInt32, UInt32), library: FontLibrary) -> Surface {
        let s = Surface(width: size, height: size)
        let c = Canvas(surface: s)
        let d = Double(size)
        c.fillLinearGradient(
            s.bounds, from: Point(x: 0, y: 0), to: Point(x: d, y: d),
            stops: [GradientStop(0, Color(hex: hue.0)), GradientStop(1, Color(hex: hue.1))])
        let initials = String(name.split(separator: " ").prefix(2).compactMap(\.first))
        let text = library.layout(
            initials,
            style: TextStyle(font: library.font(size: d * 0.4, weight: .bold), color: .white, alignment: .center),
            width: d)
        c.draw(text, at: Point(x: 0, y: (d - text.size.height) / 2))
        return s
    }

    /// A landscape picture in a palette (see `Landscape`).
    public static func landscape(width: Int, height: Int, palette: [UInt32], seed: Int) -> Surface {
        Landscape.picture(width: width, height: height, palette: palette, seed: seed)
    }

    /// Every picture `content.json` names, by file name.
    public static func defaultSet(library: FontLibrary) -> [(String, Surface)] {
        let palettes: [[UInt32]] = [
            [0x1A237E, 0x5C6BC0, 0xB2FF59, 0x263238, 0x102027],  // aurora
            [0xFF8F00, 0xFFE0B2, 0xFFF8E1, 0xD84315, 0xBF360C],  // desert
            [0x0288D1, 0xB3E5FC, 0xFFFDE7, 0x00897B, 0x00695C],  // islands
            [0x90CAF9, 0xE3F2FD, 0xFFFFFF, 0x558B2F, 0x33691E],  // alps
            [0xF8BBD0, 0xFCE4EC, 0xFFF9C4, 0xAD1457, 0x880E4F],  // kyoto
            [0xF7A35C, 0xFCE4B8, 0xFFF3C4, 0x5D4037, 0x3E2723],  // sunset
            [0x37474F, 0x78909C, 0xECEFF1, 0x455A64, 0x263238],  // dusk
        ]
        var out: [(String, Surface)] = [
            ("avatar.png", avatar(name: "Amélie Laurent", size: 256, hue: (0xFF7A59, 0xC2185B), library: library))
        ]
        for (i, name) in ["aurora", "desert", "islands", "alps", "kyoto"].enumerated() {
            out.append(("card-\(name).png", landscape(width: 480, height: 320, palette: palettes[i], seed: i + 1)))
        }
        for (i, name) in ["pottery", "sunrise", "jazz", "crepes", "canoe"].enumerated() {
            out.append(
                (
                    "rec-\(name).png",
                    landscape(width: 240, height: 160, palette: palettes[(i + 5) % palettes.count], seed: i + 7)
                ))
        }
        for i in 1...5 {
            out.append(
                (
                    "poster-\(i).png",
                    landscape(width: 640, height: 360, palette: palettes[(i + 1) % palettes.count], seed: i * 3)
                ))
        }
        return out
    }
}
