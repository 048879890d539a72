/// What the decode worker tells the UI (through `PlaybackShared.events`).
enum WorkerEvent: Sendable {
    /// The file opened: what it holds and which decoder runs.
    case opened(MediaInfo)
    /// The file cannot play.
    case failed(MediaError)
    /// A line for the log (the decoder chosen, no sound device).
    case log(String)
    /// The first frame after a load or a seek is ready (the UI shows it even while paused).
    case stillFrameReady
    /// The sound device failed: the rest plays silent on the display's clock.
    case audioLost
}
