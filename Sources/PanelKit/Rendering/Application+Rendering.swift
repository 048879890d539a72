extension Application {
    /// How many rasterized bitmaps (`layer.shouldRasterize`) were rendered rather than re-used since the
    /// application started: a subtree that only moves renders its bitmap once.
    public var rasterizedLayerRenderCount: Int { renderer.rasterizedRenderCount }
}
