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

    /// How long before a frame it can foresee (the next refresh, or the vblank that ends a pending flip) the
    /// run loop wakes the band threads, when the last frame was drawn in bands: longer than a sleeping
    /// thread takes to run again (a median of 60 µs, 80 µs at the 90th percentile in a virtual machine), so
    /// that they are running when the frame's bands start. They spin meanwhile: at 60 Hz about 2 % of a core.
    public nonisolated static let bandWakeLead = 0.0003

    /// Wakes the band threads for a frame that starts in about `bandWakeLead`, if the last frame was drawn
    /// in bands (otherwise does nothing). The run loop does this itself; code that runs frames with
    /// `runFrame()` (a benchmark) calls it as the loop would, `bandWakeLead` before the frame.
    public func prepareForFrame() {
        renderer.prepareForFrame()
    }

    /// How many frames were drawn in parallel bands since the application started.
    public var parallelFrameCount: Int { renderer.parallelFrameCount }
}
