#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Animated values are kept as up to eight doubles so that additive animations are plain vector sums.
typealias AnimationVector = SIMD8<Double>

/// The view properties that animate. `frame` animates as `center` and `bounds`.
enum AnimatableKey: Int, CaseIterable, Sendable {
    case center
    case bounds
    case transform
    case alpha
    case backgroundColor
    case cornerRadius

    /// Keys whose change alters the pixels inside the view rather than where they go.
    var isStyle: Bool { self == .backgroundColor || self == .cornerRadius }

    /// The indices of the key's vertical components in its animation vector (y, height, ty).
    var verticalComponents: [Int] {
        switch self {
        case .center, .transform: return [1]
        case .bounds: return [1, 3]
        case .alpha, .backgroundColor, .cornerRadius: return []
        }
    }
}

extension Point {
    var animationVector: AnimationVector { AnimationVector(x, y, 0, 0, 0, 0, 0, 0) }
    init(_ v: AnimationVector) { self.init(x: v[0], y: v[1]) }
}

extension Rect {
    var animationVector: AnimationVector { AnimationVector(origin.x, origin.y, size.width, size.height, 0, 0, 0, 0) }
    init(_ v: AnimationVector) { self.init(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3])) }
}

extension AffineTransform {
    /// The transform decomposed as Core Animation interpolates it: translation, scale, rotation and
    /// shear, `(tx, ty, scaleX, scaleY, angle, shear)`. Half-way through an animated rotation the view is
    /// turned half-way at full size, not scaled down as interpolating the matrix would show it.
    var animationVector: AnimationVector {
        let sx = (a * a + b * b).squareRoot()
        guard sx > 1e-12 else {
            // No x axis left (scaled to zero): no rotation; the y column is a scale and a shear.
            return AnimationVector(tx, ty, 0, d, 0, d != 0 ? c / d : 0, 0, 0)
        }
        let ux = a / sx
        let uy = b / sx
        let dot = ux * c + uy * d
        let px = c - dot * ux
        let py = d - dot * uy
        var sy = (px * px + py * py).squareRoot()
        if a * d - b * c < 0 { sy = -sy }
        let shear = sy != 0 ? dot / sy : 0
        return AnimationVector(tx, ty, sx, sy, atan2(uy, ux), shear, 0, 0)
    }

    /// The transform that `animationVector` decomposed.
    init(_ v: AnimationVector) {
        // A rotation transform gives exact values at quarter turns.
        let r = AffineTransform(rotationAngle: v[4])
        let s = r.b
        let c = r.a
        let sx = v[2]
        let sy = v[3]
        let k = v[5]
        self.init(
            a: sx * c, b: sx * s, c: -sy * s + k * sy * c, d: sy * c + k * sy * s, tx: v[0], ty: v[1])
    }
}

extension Optional where Wrapped == Color {
    /// Premultiplied components, so that a fade from clear has no dark fringe; nil is clear.
    var animationVector: AnimationVector {
        guard let c = self else { return .zero }
        let a = min(1, max(0, c.alpha))
        return AnimationVector(c.red * a, c.green * a, c.blue * a, a, 0, 0, 0, 0)
    }

    init(_ v: AnimationVector) {
        let a = min(1, max(0, v[3]))
        if a <= 1e-9 {
            self = v == .zero ? nil : Color.clear
            return
        }
        func c(_ x: Double) -> Double { min(1, max(0, x / a)) }
        self = Color(red: c(v[0]), green: c(v[1]), blue: c(v[2]), alpha: a)
    }
}

/// What a view looks like right now on screen, mid-animation included: the presentation layer's values.
///
/// Read it with `View.presentation` (or `view.layer.presentation()`), for example from a display link
/// while an animation runs.
public struct ViewPresentation: Hashable, Sendable {
    public var center: Point
    public var bounds: Rect
    public var transform: AffineTransform
    public var alpha: Double
    public var backgroundColor: Color?
    public var cornerRadius: Double

    /// The frame these values give (the bounding box of the transformed bounds around `center`).
    public var frame: Rect { View.frame(center: center, bounds: bounds, transform: transform) }
    /// The same as `center`, under Core Animation's name.
    public var position: Point { center }
    /// The same as `alpha`, under Core Animation's name.
    public var opacity: Double { alpha }

    func vector(_ key: AnimatableKey) -> AnimationVector {
        switch key {
        case .center: return center.animationVector
        case .bounds: return bounds.animationVector
        case .transform: return transform.animationVector
        case .alpha: return AnimationVector(alpha, 0, 0, 0, 0, 0, 0, 0)
        case .backgroundColor: return backgroundColor.animationVector
        case .cornerRadius: return AnimationVector(cornerRadius, 0, 0, 0, 0, 0, 0, 0)
        }
    }

    mutating func set(_ key: AnimatableKey, _ v: AnimationVector) {
        switch key {
        case .center: center = Point(v)
        case .bounds: bounds = Rect(v)
        case .transform: transform = AffineTransform(v)
        case .alpha: alpha = v[0]
        case .backgroundColor: backgroundColor = Color?(v)
        case .cornerRadius: cornerRadius = max(0, v[0])
        }
    }
}

/// One property of one view animating from a value to its model value, additively: the view shows
/// `model + delta * remaining`, where `delta` is `from - to` and `remaining` falls from 1 to 0.
@MainActor
final class AnimationTrack {
    weak var view: View?
    let key: AnimatableKey
    let delta: AnimationVector
    /// The model value the track animates to.
    let toValue: AnimationVector
    /// The driver's progress when the track was added (non-zero for animations added to a running animator).
    let startProgress: Double
    weak var driver: (any AnimationDriver)?

    init(
        view: View, key: AnimatableKey, from: AnimationVector, to: AnimationVector, startProgress: Double,
        driver: any AnimationDriver
    ) {
        self.view = view
        self.key = key
        var delta = from - to
        // A rotation takes the shorter way round, as Core Animation's does.
        if key == .transform {
            let turn = 2 * Double.pi
            delta[4] -= turn * (delta[4] / turn).rounded()
        }
        self.delta = delta
        self.toValue = to
        self.startProgress = startProgress
        self.driver = driver
    }

    /// How much of `delta` is still shown.
    var remaining: Double { driver?.remaining(startingAt: startProgress) ?? 0 }

    /// The part of `delta` shown now: `delta * remaining`, with the vertical components following the
    /// driver's vertical progress (a spring's `initialVelocity.dy`).
    var shownDelta: AnimationVector {
        guard let driver else { return .zero }
        let r = driver.remaining(startingAt: startProgress)
        var shown = delta * r
        let vertical = key.verticalComponents
        if !vertical.isEmpty {
            let ry = driver.verticalRemaining(startingAt: startProgress)
            if ry != r { for i in vertical { shown[i] = delta[i] * ry } }
        }
        return shown
    }

    /// The value the animation started from.
    var fromValue: AnimationVector { toValue + delta }
}
