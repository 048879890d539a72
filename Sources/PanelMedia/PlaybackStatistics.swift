/// Counters of one item's playback, for tests and the benchmark.
public struct PlaybackStatistics: Sendable, Equatable {
    /// Frames the decoder gave out (frames skipped inside the decoder are not counted).
    public var framesDecoded = 0
    /// Frames scaled and converted for showing.
    public var framesConverted = 0
    /// Frames decoded on the way to a seek's target and thrown away unconverted.
    public var framesBeforeSeekTarget = 0
    /// Frames the worker found already late and threw away unconverted.
    public var framesLateAtDecode = 0
    /// Converted frames the display passed over (their time went by between two display frames).
    public var framesSkippedAtDisplay = 0
    /// Frames shown.
    public var framesPresented = 0
    /// Sound frames handed to the device.
    public var audioFramesWritten = 0
    /// Video packets dropped because the packet queue was full (badly interleaved files).
    public var packetsDropped = 0

    /// Frames that were due but never shown: late at decode, or passed over at display.
    public var framesDropped: Int { framesLateAtDecode + framesSkippedAtDisplay }
}
