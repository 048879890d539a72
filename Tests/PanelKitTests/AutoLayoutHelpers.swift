@testable import PanelKit

/// A view with a fixed intrinsic content size, placed by constraints: sizes in tests are then exact.
@MainActor
final class FixedView: View {
    var size: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: Size { size }
}

/// A view placed by constraints, with no intrinsic size.
@MainActor
func constrainedView() -> View {
    let v = View()
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
}

@MainActor
extension View {
    /// Pins the view's four edges to `other`'s, with insets.
    func pin(to other: View, insets: EdgeInsets = .zero) {
        LayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
        ])
    }

    /// Pins the view's four edges to a guide's.
    func pin(to guide: LayoutGuide) {
        LayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            topAnchor.constraint(equalTo: guide.topAnchor),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}
