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
    var animationVector: AnimationVector { AnimationVector(a, b, c, d, tx, ty, 0, 0) }
    init(_ v: AnimationVector) { self.init(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5]) }
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
        self.delta = from - to
        self.toValue = to
        self.startProgress = startProgress
        self.driver = driver
    }

    /// How much of `delta` is still shown.
    var remaining: Double { driver?.remaining(startingAt: startProgress) ?? 0 }

    /// The value the animation started from.
    var fromValue: AnimationVector { toValue + delta }
}
