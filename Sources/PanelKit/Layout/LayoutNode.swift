import PanelLayout

/// A view or layout guide in a layout engine: four solver variables for its frame in its superview's
/// coordinates (a guide's in its owning view's), the constraints that define them when the frame is given
/// (autoresizing mask, margins, safe area), the content-size constraints, and the latest solution.
@MainActor
final class LayoutNode {
    /// A variable defined by `variable == a × parent + b` (the parent's width or height).
    struct Definition {
        let constraint: Constraint
        var a: Double
        var b: Double
        let parent: Variable?
        /// Left out because it contradicted required constraints.
        var isBroken: Bool
    }

    /// A content-size constraint: `size <= metric` (hugging) or `size >= metric` (compression resistance).
    struct ContentConstraint {
        let constraint: Constraint
        var metric: Double
        var priority: LayoutPriority
        var isBroken: Bool
    }

    /// The engine the node belongs to (weak: a view can outlive the hierarchy whose engine it was in).
    weak var engine: LayoutEngine?
    weak var view: View?
    weak var guide: LayoutGuide?
    /// minX, minY, width, height.
    let variables: [Variable]
    /// Which variables constraints use (bit per variable): only those get definitions.
    var used: UInt8 = 0
    var definitions: [Definition?] = [nil, nil, nil, nil]
    /// Horizontal hugging, horizontal compression, vertical hugging, vertical compression.
    var content: [ContentConstraint?] = [nil, nil, nil, nil]
    var isDirty = false

    // The latest solution.
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0

    init(engine: LayoutEngine, view: View?, guide: LayoutGuide?, name: String) {
        self.engine = engine
        self.view = view
        self.guide = guide
        variables = [
            Variable("\(name).minX"), Variable("\(name).minY"), Variable("\(name).width"), Variable("\(name).height"),
        ]
    }

    var minX: Variable { variables[0] }
    var minY: Variable { variables[1] }
    var widthVariable: Variable { variables[2] }
    var heightVariable: Variable { variables[3] }

    /// Reads the solution; returns whether it moved.
    func readSolution() -> Bool {
        let nx = variables[0].value
        let ny = variables[1].value
        let nw = variables[2].value
        let nh = variables[3].value
        if nx == x && ny == y && nw == width && nh == height { return false }
        x = nx
        y = ny
        width = nw
        height = nh
        return true
    }

    /// The solved frame on whole pixels: each edge is rounded, so that neighbours stay flush.
    var pixelFrame: Rect {
        let x0 = x.rounded()
        let y0 = y.rounded()
        let x1 = (x + width).rounded()
        let y1 = (y + height).rounded()
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Sets the view's bounds size and center to the solved frame (its transform is left alone, as UIKit
    /// does).
    func apply(to v: View) {
        let f = pixelFrame
        let widthChanged = v.bounds.width != f.width
        if v.bounds.size != f.size { v.bounds = Rect(origin: v.bounds.origin, size: f.size) }
        // A label of several lines wraps at its width: its height follows in the next pass.
        if widthChanged, let label = v as? Label, label.numberOfLines != 1 { v.invalidateIntrinsicContentSize() }
        // So does a text view that does not scroll (its intrinsic height is its text's).
        if widthChanged, let textView = v as? TextView, !textView.isScrollEnabled { v.invalidateIntrinsicContentSize() }
        let c = Point(x: f.midX, y: f.midY)
        if v.center != c { v.center = c }
    }
}
