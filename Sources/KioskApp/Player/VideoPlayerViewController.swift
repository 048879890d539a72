import PanelKit
import PanelText

/// Receives the video player's end of playback (seed 002's `playerDidEndPlaying`) and its failures.
@MainActor
public protocol VideoPlayerViewControllerDelegate: AnyObject {
    func playerDidEndPlaying(player: VideoPlayerViewController, media: Content.Media)
    /// The item cannot play; the player shows why.
    func playerDidFail(player: VideoPlayerViewController, media: Content.Media)
}

/// Seed 002's video player: the video area (the decoded video, the poster until its first frame, or why it
/// cannot play), a play/pause button, the time, a progress bar you can scrub (frames follow the finger),
/// mute and volume, with the title and channel below.
@MainActor
public final class VideoPlayerViewController: ViewController, MediaPlayerDelegate {
    public weak var delegate: (any VideoPlayerViewControllerDelegate)?
    /// Where frames and time come from.
    public let player: any MediaPlayer
    let theme: Theme

    let videoView = View()
    let frameView = ImageView()
    let bigPlayButton: IconButton
    let playPauseButton: IconButton
    let currentTimeLabel: Label
    let durationLabel: Label
    let scrubber: ScrubberView
    let titleLabel: Label
    let channelLabel: Label
    let muteButton: IconButton
    let volumeBar: ScrubberView
    private var emptyView: EmptyStateView?
    /// Why the item cannot play, over the video area.
    private(set) var errorView: EmptyStateView?
    private var wasPlayingBeforeScrub = false

    init(player: any MediaPlayer, theme: Theme) {
        self.player = player
        self.theme = theme
        bigPlayButton = IconButton(.play, color: .white, fill: Color(white: 0, alpha: 0.45))
        bigPlayButton.iconScale = 0.42
        playPauseButton = IconButton(.play, color: .white, fill: nil)
        playPauseButton.iconScale = 0.5
        currentTimeLabel = UI.label("0:00", size: theme.captionSize, color: Color(white: 1, alpha: 0.85))
        durationLabel = UI.label(
            "0:00", size: theme.captionSize, color: Color(white: 1, alpha: 0.55), alignment: .right)
        scrubber = ScrubberView(theme: theme)
        titleLabel = UI.label(size: theme.headlineSize, weight: .bold, color: .white, lines: 2)
        channelLabel = UI.label(size: theme.captionSize, color: Color(white: 1, alpha: 0.6))
        muteButton = IconButton(.speaker, color: .white, fill: nil)
        muteButton.iconScale = 0.5
        volumeBar = ScrubberView(theme: theme)
        super.init()
        player.delegate = self
        volumeBar.value = player.volume
    }

    public override func loadView() {
        let v = View()
        view = v
        videoView.backgroundColor = .black
        videoView.clipsToBounds = true
        videoView.cornerRadius = theme.cardRadius
        frameView.contentMode = .scaleAspectFill
        frameView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        videoView.addSubview(frameView)
        videoView.addSubview(bigPlayButton)
        for sub in [
            videoView, playPauseButton, currentTimeLabel, scrubber, durationLabel, muteButton, volumeBar, titleLabel,
            channelLabel,
        ] as [View] {
            v.addSubview(sub)
        }
        let tap = TapGestureRecognizer { [weak self] _ in self?.togglePlayback() }
        videoView.addGestureRecognizer(tap)
        bigPlayButton.onTap { [weak self] in self?.togglePlayback() }
        playPauseButton.onTap { [weak self] in self?.togglePlayback() }
        scrubber.onScrub = { [weak self] value, phase in self?.scrubbed(to: value, phase: phase) }
        muteButton.onTap { [weak self] in self?.toggleMute() }
        volumeBar.onScrub = { [weak self] value, _ in self?.setVolume(value) }
        if player.media == nil {
            let e = EmptyStateView(
                icon: .play, title: "Nothing to play", message: "Add videos to the playlist in content.json.",
                theme: theme, dark: true)
            emptyView = e
            videoView.addSubview(e)
        }
        updateAll()
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        attachPlayer()
        player.isVisible = true
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Another page is showing: the player pauses and its decoder stops.
        player.isVisible = false
        player.pause()
    }

    // MARK: Playback

    /// Plays when paused, pauses when playing. On an item that cannot play, goes on to the next.
    public func togglePlayback() {
        attachPlayer()
        if player.error != nil, let media = player.media {
            delegate?.playerDidEndPlaying(player: self, media: media)
            return
        }
        if player.isPlaying { player.pause() } else { player.play() }
    }

    /// Gives the player the application whose frames time it, once the view is in a window.
    private func attachPlayer() {
        player.attach(to: viewIfLoaded?.window?.application)
    }

    /// Loads `media` and, when `autoplay`, plays it.
    public func play(_ media: Content.Media, autoplay: Bool = true) {
        attachPlayer()
        player.load(media)
        emptyView?.removeFromSuperview()
        emptyView = nil
        updateAll()
        if autoplay { player.play() }
    }

    /// Mutes or unmutes the sound.
    public func toggleMute() {
        player.isMuted.toggle()
        updateSound()
    }

    /// Sets the loudness (0...1); moving it up unmutes.
    public func setVolume(_ value: Double) {
        player.volume = value
        if value > 0 && player.isMuted { player.isMuted = false }
        updateSound()
    }

    private func scrubbed(to value: Double, phase: ScrubberView.Phase) {
        switch phase {
        case .began:
            wasPlayingBeforeScrub = player.isPlaying
            player.pause()
            player.seek(to: value * player.duration)
        case .changed:
            player.seek(to: value * player.duration)
        case .ended:
            player.seek(to: value * player.duration)
            if wasPlayingBeforeScrub { player.play() }
        }
    }

    // MARK: MediaPlayerDelegate

    public func mediaPlayerTimeDidChange(_ player: any MediaPlayer) {
        updateTime()
    }

    public func mediaPlayerFrameDidChange(_ player: any MediaPlayer) {
        showFrame()
    }

    public func mediaPlayerPlaybackStateDidChange(_ player: any MediaPlayer) {
        updatePlaybackState()
    }

    public func mediaPlayerDidReachEnd(_ player: any MediaPlayer) {
        guard let media = player.media else { return }
        delegate?.playerDidEndPlaying(player: self, media: media)
    }

    public func mediaPlayerDidFail(_ player: any MediaPlayer) {
        updateError()
        updatePlaybackState()
        guard let media = player.media else { return }
        delegate?.playerDidFail(player: self, media: media)
    }

    // MARK: Display

    /// A decoded frame has the video area's pixel size: drawn 1:1, centred; the poster fills the area.
    private func showFrame() {
        frameView.contentMode = player.isShowingVideo ? .center : .scaleAspectFill
        frameView.image = player.currentFrame
    }

    private func updateError() {
        if let message = player.error {
            if errorView == nil {
                let e = EmptyStateView(
                    icon: .warning, title: "Cannot play this video", message: message, theme: theme, dark: true)
                e.backgroundColor = Color(white: 0, alpha: 0.6)
                errorView = e
                videoView.addSubview(e)
                viewIfLoaded?.setNeedsLayout()
            }
        } else {
            errorView?.removeFromSuperview()
            errorView = nil
        }
    }

    private func updateSound() {
        muteButton.icon.kind = player.isMuted || player.volume <= 0 ? .speakerMuted : .speaker
        if !volumeBar.isScrubbing { volumeBar.value = player.isMuted ? 0 : player.volume }
    }

    private func updateAll() {
        showFrame()
        updateError()
        updateSound()
        titleLabel.text = player.media?.title ?? "Nothing to play"
        let channel = player.media?.channel ?? ""
        channelLabel.text = channel.isEmpty ? nil : channel
        updateTime()
        updatePlaybackState()
        viewIfLoaded?.setNeedsLayout()
    }

    private func updateTime() {
        currentTimeLabel.text = UI.timeString(player.currentTime)
        durationLabel.text = UI.timeString(player.duration)
        if !scrubber.isScrubbing {
            scrubber.value = player.duration > 0 ? player.currentTime / player.duration : 0
        }
    }

    private func updatePlaybackState() {
        let playing = player.isPlaying
        playPauseButton.icon.kind = playing ? .pause : .play
        let enabled = player.media != nil
        let playable = enabled && player.error == nil
        playPauseButton.isEnabled = enabled
        bigPlayButton.isHidden = !playable
        scrubber.isUserInteractionEnabled = playable
        View.animate(withDuration: 0.2, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
            self.bigPlayButton.alpha = playing ? 0 : 1
            self.bigPlayButton.transform = playing ? AffineTransform(scaleX: 1.3, y: 1.3) : .identity
        }
    }

    // MARK: Layout

    /// The height of the video (16:9 at `width`).
    func videoHeight(forWidth width: Double) -> Double { (width * 9 / 16).rounded() }

    /// The controls row's height.
    var controlsHeight: Double { theme.s(40) }

    /// The height of everything below the video.
    var infoHeight: Double {
        theme.s(6) + controlsHeight + theme.s(6) + UI.lineHeight(theme.headlineSize) * 2 + theme.s(4)
            + UI.lineHeight(theme.captionSize)
    }

    /// The height the player wants at `width`.
    func preferredHeight(forWidth width: Double) -> Double {
        videoHeight(forWidth: width) + infoHeight
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let videoHeight = min(videoHeight(forWidth: b.width), max(0, b.height - infoHeight))
        videoView.frame = Rect(x: 0, y: 0, width: b.width, height: videoHeight)
        frameView.frame = videoView.bounds
        player.videoSize = videoView.bounds.size
        emptyView?.frame = videoView.bounds
        errorView?.frame = videoView.bounds
        let big = theme.s(64)
        bigPlayButton.bounds = Rect(x: 0, y: 0, width: big, height: big)
        bigPlayButton.center = Point(x: videoView.bounds.midX.rounded(), y: videoView.bounds.midY.rounded())
        var y = videoView.frame.maxY + theme.s(6)
        let c = controlsHeight
        playPauseButton.frame = Rect(x: -theme.s(6), y: y, width: c, height: c)
        let timeWidth = currentTimeLabel.sizeThatFits(Size(width: .infinity, height: .infinity)).width
        let durWidth = durationLabel.sizeThatFits(Size(width: .infinity, height: .infinity)).width
        let slot = max(timeWidth, durWidth, theme.s(34))
        currentTimeLabel.frame = Rect(x: playPauseButton.frame.maxX, y: y, width: slot, height: c)
        let volumeWidth = theme.s(56)
        volumeBar.frame = Rect(x: b.width - volumeWidth, y: y, width: volumeWidth, height: c)
        muteButton.frame = Rect(x: volumeBar.frame.minX - c + theme.s(6), y: y, width: c, height: c)
        durationLabel.frame = Rect(x: muteButton.frame.minX - slot, y: y, width: slot, height: c)
        let sx = currentTimeLabel.frame.maxX + theme.s(4)
        scrubber.frame = Rect(x: sx, y: y, width: max(0, durationLabel.frame.minX - theme.s(4) - sx), height: c)
        y += c + theme.s(6)
        let title = titleLabel.sizeThatFits(Size(width: b.width, height: .infinity))
        titleLabel.frame = Rect(x: 0, y: y, width: b.width, height: title.height)
        y += title.height + theme.s(4)
        channelLabel.frame = Rect(x: 0, y: y, width: b.width, height: UI.lineHeight(theme.captionSize))
    }
}
