import PanelGraphics

/// Colours at locations along a gradient, drawn through a graphics context, as Core Graphics' `CGGradient`:
/// `context.drawLinearGradient(gradient, start:end:options:)` and
/// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`.
public final class Gradient: Sendable {
    /// Where the colours go beyond the gradient's ends, as `CGGradientDrawingOptions`.
    public struct DrawingOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The first colour continues before the start point (or inside the start circle).
        public static let drawsBeforeStartLocation = DrawingOptions(rawValue: 1 << 0)
        /// The last colour continues after the end point (or outside the end circle).
        public static let drawsAfterEndLocation = DrawingOptions(rawValue: 1 << 1)
    }

    /// The stops, in order of location (0...1).
    public let stops: [GradientStop]

    /// A gradient of `colors` at `locations` (0...1, clamped), or nil without colours. Without locations,
    /// or with fewer than colours, the colours are spaced evenly from 0 to 1, as Core Graphics spaces them
    /// without locations; a single colour is a flat gradient.
    public init?(colors: [Color], locations: [Double]?) {
        guard !colors.isEmpty else { return nil }
        var stops: [GradientStop] = []
        for (i, color) in colors.enumerated() {
            let even = colors.count == 1 ? 0 : Double(i) / Double(colors.count - 1)
            var location = even
            if let locations, locations.count >= colors.count, locations[i].isFinite {
                location = min(1, max(0, locations[i]))
            }
            stops.append(GradientStop(location, color))
        }
        if stops.count == 1 { stops.append(GradientStop(1, colors[0])) }
        // pixman takes stops in order; equal locations keep the given order (a hard edge).
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
