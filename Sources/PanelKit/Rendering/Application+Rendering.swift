extension Application {
    /// How many rasterized bitmaps (`layer.shouldRasterize`) were rendered rather than re-used since the
    /// application started: a subtree that only moves renders its bitmap once.
    public var rasterizedLayerRenderCount: Int { renderer.rasterizedRenderCount }

    /// How many threads draw a frame whose damage is large (at least 200,000 pixels), in bands of rows that
    /// each thread takes one at a time: the number of cores, up to 4, by default; 1 draws every frame on the
    /// main thread. The pixels are the same either way.
    public var renderThreadCount: Int {
        get { renderer.threadCount }
        set { renderer.threadCount = max(1, newValue) }
    }

    /// The damage (in pixels) from which a frame is drawn in parallel bands; smaller frames are drawn on the
    /// main thread, where starting the bands would cost more than they save. Default 200,000.
    public var parallelRenderingMinimumArea: Int {
        get { renderer.parallelMinimumArea }
        set { renderer.parallelMinimumArea = max(0, newValue) }
    }

    /// How many frames were drawn in parallel bands since the application started.
    public var parallelFrameCount: Int { renderer.parallelFrameCount }
}
