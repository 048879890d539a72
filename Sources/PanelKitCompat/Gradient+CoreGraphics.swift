import PanelGraphics
import PanelKit

// Core Graphics' gradient spellings: `CGGradient(colorsSpace:colors:locations:)` with an array of
// `cgColor`s, and `CGGradient(colorSpace:colorComponents:locations:count:)` with numbers.

public typealias CGGradient = Gradient
public typealias CGGradientDrawingOptions = Gradient.DrawingOptions

extension Gradient {
    /// A gradient of `colors` (`CGColor`s; anything else is skipped) at `locations` (one per colour, or
    /// nil to space them evenly); nil without colours. The colour space is not read: PanelKit draws sRGB.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<Double>?) {
        let list = colors.compactMap { $0 as? Color }
        let stops = locations.map { Array(UnsafeBufferPointer(start: $0, count: list.count)) }
        self.init(colors: list, locations: stops)
    }

    /// A gradient of `count` colours given as components in `space` (red, green, blue and alpha for an
    /// RGB space; white and alpha for a gray one), at `locations` (nil: evenly spaced).
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<Double>,
        locations: UnsafePointer<Double>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        let values = UnsafeBufferPointer(start: components, count: count * n)
        let list = (0..<count).map { i -> Color in
            let c = Array(values[(i * n)..<(i * n + n)])
            return n == 2
                ? Color(white: c[0], alpha: c[1]) : Color(red: c[0], green: c[1], blue: c[2], alpha: c[n - 1])
        }
        self.init(colors: list, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }
}
