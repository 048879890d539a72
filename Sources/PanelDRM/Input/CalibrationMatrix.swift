/// libinput's touch calibration: a 2x3 matrix on normalized coordinates (0...1 across the device),
/// `x' = a*x + b*y + c`, `y' = d*x + e*y + f`, as in udev's LIBINPUT_CALIBRATION_MATRIX.
///
/// It corrects the touch sensor against the panel it is glued to (physical coordinates, before
/// `DisplayRotation` turns touches into the UI's coordinates).
public struct CalibrationMatrix: Hashable, Sendable, CustomStringConvertible {
    public var values: [Float]

    public static let identity = CalibrationMatrix(values: [1, 0, 0, 0, 1, 0])

    public init(values: [Float]) {
        precondition(values.count == 6, "a calibration matrix has six values")
        self.values = values
    }

    /// Parses six finite numbers separated by spaces or commas ("1 0 0 0 1 0", "-1,0,1,0,1,0").
    public init?(_ text: String) {
        let parts = text.split { $0 == " " || $0 == "," || $0 == "\t" }
        guard parts.count == 6 else { return nil }
        var v: [Float] = []
        for p in parts {
            guard let f = Float(p), f.isFinite else { return nil }
            v.append(f)
        }
        self.init(values: v)
    }

    /// Applies the matrix to a normalized point.
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        let m = values.map(Double.init)
        return (m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5])
    }

    public var description: String { values.map { "\($0)" }.joined(separator: " ") }
}
