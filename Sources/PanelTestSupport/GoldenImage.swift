import PanelGraphics
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The outcome of comparing a rendered surface with a reference PNG.
public struct GoldenComparison: Sendable {
    /// Pixels whose largest channel difference exceeded the tolerance.
    public var differingPixels: Int
    /// The largest channel difference seen anywhere (0...255).
    public var maxChannelDifference: Int
    public var totalPixels: Int
}

/// Golden-image assertions: a rendered surface against `Goldens/<name>.png` beside the test file.
///
/// A comparison passes when at most `maxDifferingPixels` pixels differ by more than `tolerance` in any
/// premultiplied channel. On failure it writes `<name>.actual.png` and `<name>.diff.png` (differing
/// pixels in red over a faded copy of the reference) next to the golden and names both in the issue.
/// Set `PANEL_RECORD_GOLDENS=1` to write the goldens instead; look at each one before committing it.
public enum Golden {
    /// Compares two surfaces of the same size channel by channel (premultiplied ARGB).
    public static func compare(_ actual: Surface, _ expected: Surface, tolerance: Int) -> GoldenComparison {
        precondition(actual.width == expected.width && actual.height == expected.height, "sizes differ")
        var differing = 0
        var maxDiff = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let d = channelDifference(actual.pixel(x: x, y: y), expected.pixel(x: x, y: y))
                maxDiff = max(maxDiff, d)
                if d > tolerance { differing += 1 }
            }
        }
        return GoldenComparison(
            differingPixels: differing, maxChannelDifference: maxDiff, totalPixels: actual.width * actual.height)
    }

    /// A picture of where two same-sized surfaces differ: the expected image faded, differing pixels red.
    public static func diffImage(_ actual: Surface, _ expected: Surface, tolerance: Int) -> Surface {
        let out = Surface(width: actual.width, height: actual.height)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let e = expected.pixel(x: x, y: y)
                if channelDifference(actual.pixel(x: x, y: y), e) > tolerance {
                    out.setPixel(x: x, y: y, 0xFFFF_0000)
                } else {
                    // 25% of the reference over white, so the layout stays readable.
                    let c = Color(premultipliedARGB32: e)
                    let f = 0.25 * c.alpha
                    out.setPixel(
                        x: x, y: y,
                        Color(red: 1 - f + f * c.red, green: 1 - f + f * c.green, blue: 1 - f + f * c.blue)
                            .premultipliedARGB32)
                }
            }
        }
        return out
    }

    static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var m = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let d = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
            m = max(m, d)
        }
        return m
    }

    /// True when `PANEL_RECORD_GOLDENS` is set to something other than 0.
    public static var isRecording: Bool {
        guard let v = getenv("PANEL_RECORD_GOLDENS") else { return false }
        let s = String(cString: v)
        return !s.isEmpty && s != "0"
    }

    /// The folder `Goldens` beside the calling test file.
    public static func directory(for filePath: String) -> String {
        let dir = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return dir + "/Goldens"
    }
}

/// Checks `surface` against the golden PNG `name` and records a test issue when it differs.
///
/// - Parameters:
///   - tolerance: the largest per-channel difference (0...255) that still counts as equal.
///   - maxDifferingPixels: how many pixels may exceed the tolerance.
/// - Returns: the comparison, or nil when the golden was (re)recorded or could not be read.
@discardableResult
public func expectGolden(
    _ surface: Surface, named name: String, tolerance: Int = 2, maxDifferingPixels: Int = 0,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> GoldenComparison? {
    let dir = Golden.directory(for: filePath)
    let path = "\(dir)/\(name).png"
    if Golden.isRecording {
        mkdir(dir, 0o755)
        do {
            try surface.writePNG(path: path)
        } catch {
            Issue.record("could not record golden: \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }
    let expected: Surface
    do {
        expected = try Surface.loadPNG(path: path)
    } catch {
        Issue.record(
            "golden \(path) unreadable (\(error)); record it with PANEL_RECORD_GOLDENS=1 and look at it",
            sourceLocation: sourceLocation)
        return nil
    }
    let actualPath = "\(dir)/\(name).actual.png"
    let diffPath = "\(dir)/\(name).diff.png"
    guard expected.width == surface.width, expected.height == surface.height else {
        try? surface.writePNG(path: actualPath)
        Issue.record(
            "golden \(path) is \(expected.width)x\(expected.height) but the render is \(surface.width)x\(surface.height); actual written to \(actualPath)",
            sourceLocation: sourceLocation)
        return nil
    }
    let result = Golden.compare(surface, expected, tolerance: tolerance)
    if result.differingPixels > maxDifferingPixels {
        try? surface.writePNG(path: actualPath)
        try? Golden.diffImage(surface, expected, tolerance: tolerance).writePNG(path: diffPath)
        Issue.record(
            "\(name): \(result.differingPixels) pixels differ by more than \(tolerance) (max \(result.maxChannelDifference), allowed \(maxDifferingPixels)); actual: \(actualPath), diff: \(diffPath)",
            sourceLocation: sourceLocation)
    } else {
        unlink(actualPath)
        unlink(diffPath)
    }
    return result
}
