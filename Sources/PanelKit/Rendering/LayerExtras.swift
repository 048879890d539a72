/// The layer properties few views set (a 3D transform, a sublayer transform, one-sided drawing, the corner
/// curve, a mask, a shadow path), boxed so that `LayerOptions` holds one reference for them: a view's render state is
/// copied in every render update, and two inline `Transform3D`s would more than double its size. A box
/// belongs to one view's options.
final class LayerExtras {
    var transform3D: Transform3D?
    var sublayerTransform: Transform3D?
    var isDoubleSided = true
    var cornerCurve = CornerCurve.circular
    var mask: Sublayer?
    var shadowPath: Path?
}
