import PanelKit
import PanelText

/// Receives a media player's events.
@MainActor
public protocol MediaPlayerDelegate: AnyObject {
    /// The playback position moved (every frame while playing, and after a seek).
    func mediaPlayerTimeDidChange(_ player: any MediaPlayer)
    /// `currentFrame` changed: a new decoded frame, or a new item's poster.
    func mediaPlayerFrameDidChange(_ player: any MediaPlayer)
    /// Playing started or stopped.
    func mediaPlayerPlaybackStateDidChange(_ player: any MediaPlayer)
    /// Playback reached the end of the item.
    func mediaPlayerDidReachEnd(_ player: any MediaPlayer)
    /// The item cannot play: its file is missing, broken or unsupported (`error` says which).
    func mediaPlayerDidFail(_ player: any MediaPlayer)
}

/// Where video comes from: play, pause, seek and the frame to show.
///
/// The seam between the player's views and the decoder: `FilePlayer` decodes the item's file with FFmpeg on
/// a worker thread (PanelMedia) and plays its sound through ALSA; the views see only this protocol.
@MainActor
public protocol MediaPlayer: AnyObject {
    var delegate: (any MediaPlayerDelegate)? { get set }
    /// The item loaded, if any.
    var media: Content.Media? { get }
    var isPlaying: Bool { get }
    /// The playback position in seconds.
    var currentTime: Double { get }
    /// The item's length in seconds (0 with nothing loaded).
    var duration: Double { get }
    /// The picture to show now: the decoded frame, else the item's poster.
    var currentFrame: Surface? { get }
    /// Whether `currentFrame` is a decoded frame (at the video area's pixel size) rather than the poster.
    var isShowingVideo: Bool { get }
    /// Why the item cannot play, as one line for the player's error state; nil when it can.
    var error: String? { get }
    /// Loudness, 0...1.
    var volume: Double { get set }
    var isMuted: Bool { get set }
    /// The video area's size in pixels: frames are scaled to it once, when they are decoded.
    var videoSize: Size { get set }
    /// Whether the player is on screen. A hidden player decodes nothing (it opens its item when shown).
    var isVisible: Bool { get set }
    /// Gives the player the application whose frames time it (once its view is in a window).
    func attach(to application: Application?)
    /// Loads an item, paused at its start.
    func load(_ media: Content.Media)
    func play()
    func pause()
    /// Moves to `time` (clamped to the item); paused, the frame there is shown.
    func seek(to time: Double)
    /// The loaded item's length, read from `file` after the item was loaded (`Content.Media.durationPending`);
    /// ignored when another item is loaded. Used until the player has opened the file and knows it itself.
    func setDuration(_ seconds: Double, ofFile file: String)
}
