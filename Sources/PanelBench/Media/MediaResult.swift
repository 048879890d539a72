/// The player's figures: decode plus convert speed at panel sizes, and a real-time playback on the kiosk's
/// player page.
public struct MediaResult: Codable, Sendable {
    /// Decoding and converting a clip of the panel's size to the panel's size, as fast as it goes.
    public struct Speed: Codable, Sendable {
        public var size: String
        public var decoder: String
        public var frames: Int
        public var mediaSeconds: Double
        public var wallSeconds: Double
        /// Media seconds per real second (above 1: faster than real time).
        public var realTimeMultiple: Double
        /// Process CPU seconds per media second (the decoder's threads included).
        public var cpuPerMediaSecond: Double
    }

    /// The kiosk's player page playing a clip on the monotonic clock at 60 Hz, rendering every frame.
    public struct Playback: Codable, Sendable {
        public var size: String
        public var seconds: Double
        public var decoder: String
        public var framesPresented: Int
        /// Frames due but never shown (late at decode, or passed over at display).
        public var framesDropped: Int
        /// Frames the display could not start on time (the run loop was late by more than a frame).
        public var lateDisplayFrames: Int
        /// The process's CPU time over the real time, in percent of one core.
        public var cpuPercent: Double
    }

    public var speeds: [Speed]
    public var playback: Playback?
    /// Why the player was not measured, when it was not (no ffmpeg command to make the clips).
    public var skipped: String?
}
