/// The layer properties few views set (a 3D transform, a sublayer transform, one-sided drawing, the corner
/// curve, a mask, a shadow path), boxed so that `LayerOptions` holds one reference for them: two inline
/// `Transform3D`s in every view would more than double the part of it the damage pass reads. A box belongs to
/// one view's options.
final class LayerExtras {
    var transform3D: Transform3D?
    var sublayerTransform: Transform3D?
    var isDoubleSided = true
    var cornerCurve = CornerCurve.circular
    var mask: Sublayer?
    var shadowPath: Path?
}
