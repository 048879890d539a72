import PanelGraphics

@testable import PanelText

/// Helpers shared by the PanelText suites.
enum TextTest {
    static let sentence = "The quick brown fox jumps over the lazy dog"

    /// The layout drawn into a fresh a8 mask of `width` × `height` at `origin`.
    static func mask(_ layout: TextLayout, width: Int, height: Int, at origin: Point = .zero) -> Surface {
        let mask = Surface(width: width, height: height, format: .a8)
        layout.draw(intoMask: mask, at: origin)
        return mask
    }

    /// Pixels with coverage above `threshold` (0...255).
    static func inkCount(_ mask: Surface, threshold: UInt32 = 0) -> Int {
        var count = 0
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.pixel(x: x, y: y) >> 24 > threshold { count += 1 }
        }
        return count
    }

    /// The first and last columns and rows with coverage above `threshold`, or nil for a blank mask.
    static func inkBounds(_ mask: Surface, threshold: UInt32 = 96) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var minX = Int.max
        var maxX = Int.min
        var minY = Int.max
        var maxY = Int.min
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.pixel(x: x, y: y) >> 24 > threshold {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return minX == .max ? nil : (minX, maxX, minY, maxY)
    }
}
