extension Double {
    /// The value on the nearest 1/1024 of a pixel, before text picks whole pixels and subpixel phases from it.
    ///
    /// A position that should sit on a phase or pixel boundary (a label at x + 0.125 after an animation that
    /// ended on its target) can arrive a few ulps to either side of it; rounding that straight to a quarter
    /// or a whole pixel would pick a different glyph image or row depending on how the view got there. On a
    /// 1/1024 grid such noise vanishes, while positions made of 26.6 advances, halved for centring, keep
    /// their exact value, so the same layout at the same place draws the same pixels.
    var snappedToTextGrid: Double { (self * 1024).rounded() / 1024 }
}
