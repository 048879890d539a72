/// A procedural landscape picture, drawn with the canvas: the stand-in photo of the kiosk's default content
/// and of the benchmark's scenes (both need pictures without shipping any).
public enum Landscape {
    /// A `width` x `height` picture: a sky gradient (palette[0] to [1]), a sun (palette[2]) with a halo, and
    /// two hills (palette[3], [4]); `seed` moves the sun and the hills.
    public static func picture(width: Int, height: Int, palette: [UInt32], seed: Int) -> Surface {
        precondition(palette.count >= 5, "a landscape needs five colours")
        let s = Surface(width: width, height: height)
        let c = Canvas(surface: s)
        let w = Double(width)
        let h = Double(height)
        c.fillLinearGradient(
            s.bounds, from: Point(x: 0, y: 0), to: Point(x: 0, y: h),
            stops: [GradientStop(0, Color(hex: palette[0])), GradientStop(1, Color(hex: palette[1]))])
        let sx = w * (0.2 + 0.6 * Double((seed * 37) % 100) / 100)
        let r = h * 0.14
        c.fillEllipse(
            in: Rect(x: sx - r * 1.6, y: h * 0.3 - r * 1.6, width: r * 3.2, height: r * 3.2),
            color: Color(hex: palette[2], alpha: 0.25))
        c.fillEllipse(in: Rect(x: sx - r, y: h * 0.3 - r, width: 2 * r, height: 2 * r), color: Color(hex: palette[2]))
        let a = Double((seed * 53) % 40) / 100
        c.fillEllipse(
            in: Rect(x: -w * (0.3 + a), y: h * 0.55, width: w * 1.2, height: h * 0.9), color: Color(hex: palette[3]))
        c.fillEllipse(
            in: Rect(x: w * (0.2 + a), y: h * 0.65, width: w * 1.3, height: h * 0.9), color: Color(hex: palette[4]))
        // The gradient under everything is opaque edge to edge.
        s.isOpaque = true
        return s
    }
}
