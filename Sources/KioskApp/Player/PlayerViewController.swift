import PanelKit
import PanelText

/// Seed 002's player screen: the video player on top (left on landscape panels) and, below it (right),
/// the playlist or, after "Comments", the comment section. The two children are swapped with seed
/// 002's `remove()` and `add(_:view:)`. Selecting an item plays it; the end of an item plays the next
/// (the kiosk loops the playlist). An item that cannot play shows why for `failureHold` seconds, then the
/// playlist goes on (once round: when every item fails, it stops on the last).
@MainActor
public final class PlayerViewController: ViewController, VideoPlayerViewControllerDelegate,
    PlaylistViewControllerDelegate
{
    public let player: VideoPlayerViewController
    public let playlist: PlaylistViewController
    public let comment: CommentViewController
    let playerViewContainer = View()
    let bottomViewContainer = View()
    let tabs: SegmentedTabs
    private(set) var items: [Content.Media]
    let theme: Theme
    /// The item playing (or loaded), if any.
    public private(set) var currentIndex: Int?
    /// How long a failed item's error shows before the next item plays.
    public var failureHold = 2.0
    private var autoplaying = false
    private var failuresInARow = 0
    /// Waits `failureHold` seconds on a failed item before the next one plays.
    private var failureTimer: Timer?

    init(playlist items: [Content.Media], theme: Theme, mediaPlayer: any MediaPlayer) {
        self.items = items
        self.theme = theme
        player = VideoPlayerViewController(player: mediaPlayer, theme: theme)
        playlist = PlaylistViewController(items: items, theme: theme)
        comment = CommentViewController(theme: theme)
        tabs = SegmentedTabs(titles: ["Up next", "Comments"], theme: theme, dark: true)
        super.init()
        title = "Player"
        player.delegate = self
        playlist.delegate = self
    }

    isolated deinit {
        failureTimer?.invalidate()
    }

    /// Whether the comments are showing instead of the playlist.
    public var isShowingComments: Bool { comment.parent === self }

    public override func loadView() {
        let v = View()
        v.backgroundColor = Palette.playerBackground
        view = v
        for sub in [playerViewContainer, tabs, bottomViewContainer] {
            sub.translatesAutoresizingMaskIntoConstraints = false
            v.addSubview(sub)
        }
        bottomViewContainer.clipsToBounds = true
        tabs.onSelect = { [weak self] i in
            if i == 1 { self?.showComment() } else { self?.showPlaylist() }
        }
        LayoutConstraint.activate(theme.isPortrait ? portraitConstraints(in: v) : landscapeConstraints(in: v))
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        add(player, view: playerViewContainer)
        add(playlist, view: bottomViewContainer)
        if !items.isEmpty { load(index: 0, autoplay: false) }
    }

    // MARK: Seed 002

    /// Swaps the playlist for the comments.
    public func showComment() {
        guard !isShowingComments else { return }
        playlist.remove()
        add(comment, view: bottomViewContainer)
        tabs.setSelectedIndex(1, animated: true)
        fadeIn(comment.view)
    }

    /// Swaps the comments back for the playlist.
    public func showPlaylist() {
        guard isShowingComments else { return }
        comment.remove()
        add(playlist, view: bottomViewContainer)
        tabs.setSelectedIndex(0, animated: true)
        fadeIn(playlist.view)
    }

    private func fadeIn(_ v: View) {
        View.performWithoutAnimation {
            v.alpha = 0
            v.transform = AffineTransform(translationX: 0, y: theme.s(12))
        }
        View.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) {
            v.alpha = 1
            v.transform = .identity
        }
    }

    public func playlistDidSelect(playlist: PlaylistViewController, media: Content.Media) {
        guard let i = playlist.selectedIndex else { return }
        failuresInARow = 0
        load(index: i, autoplay: true)
    }

    public func playerDidEndPlaying(player: VideoPlayerViewController, media: Content.Media) {
        guard !items.isEmpty else { return }
        if player.player.error == nil { failuresInARow = 0 }
        playNext()
    }

    public func playerDidFail(player: VideoPlayerViewController, media: Content.Media) {
        guard autoplaying else { return }
        failuresInARow += 1
        guard failuresInARow < items.count else { return }
        failureTimer?.invalidate()
        failureTimer = Timer.scheduledTimer(withTimeInterval: failureHold, repeats: false) { [weak self] _ in
            self?.failureTimer = nil
            self?.playNext()
        }
    }

    private func playNext() {
        let next = ((currentIndex ?? -1) + 1) % items.count
        load(index: next, autoplay: true)
    }

    /// Puts lengths read from the files (`Kiosk.readPendingDurations()`) into the items, the playlist and the
    /// item loaded in the player.
    func setDurations(_ lengths: [(index: Int, seconds: Double)]) {
        for i in Content.Media.setDurations(lengths, in: &items) {
            if let file = items[i].file { player.player.setDuration(items[i].duration, ofFile: file) }
        }
        playlist.setDurations(lengths)
    }

    /// Loads item `index` into the player, marks it in the playlist and points the comments at it.
    public func load(index: Int, autoplay: Bool) {
        guard items.indices.contains(index) else { return }
        failureTimer?.invalidate()
        failureTimer = nil
        autoplaying = autoplay
        currentIndex = index
        player.play(items[index], autoplay: autoplay)
        playlist.select(index)
        comment.media = items[index]
        let n = items[index].comments.count
        tabs.setTitle(n == 0 ? "Comments" : "Comments \u{00B7} \(n)", at: 1)
    }

    // MARK: Layout

    /// The video keeps 16:9 over the player's controls and titles: its container's height is the width's
    /// 9/16 plus the info below.
    private func playerAspect() -> LayoutConstraint {
        playerViewContainer.heightAnchor.constraint(
            equalTo: playerViewContainer.widthAnchor, multiplier: 9.0 / 16, constant: player.infoHeight)
    }

    /// Portrait: the player across the top, the tabs under it, the list or the comments below to the bottom.
    private func portraitConstraints(in v: View) -> [LayoutConstraint] {
        let pad = theme.padding
        return [
            playerViewContainer.topAnchor.constraint(equalTo: v.topAnchor, constant: pad),
            playerViewContainer.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: pad),
            playerViewContainer.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: -pad),
            playerAspect(),
            tabs.topAnchor.constraint(equalTo: playerViewContainer.bottomAnchor, constant: theme.spacing),
            tabs.leadingAnchor.constraint(equalTo: playerViewContainer.leadingAnchor),
            tabs.trailingAnchor.constraint(equalTo: playerViewContainer.trailingAnchor),
            tabs.heightAnchor.constraint(equalToConstant: theme.s(34)),
        ] + bottomConstraints(in: v)
    }

    /// Landscape: the player on the left as wide as it can be while it fits the height, the tabs and the
    /// list (or comments) in a side column at least 36 % of the screen (and `s(330)`) wide.
    private func landscapeConstraints(in v: View) -> [LayoutConstraint] {
        let pad = theme.padding
        let narrowSide = tabs.widthAnchor.constraint(equalToConstant: 0)
        narrowSide.priority = .defaultLow
        return [
            playerViewContainer.topAnchor.constraint(equalTo: v.topAnchor, constant: pad),
            playerViewContainer.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: pad),
            playerViewContainer.bottomAnchor.constraint(lessThanOrEqualTo: v.bottomAnchor, constant: -pad),
            playerAspect(),
            tabs.leadingAnchor.constraint(equalTo: playerViewContainer.trailingAnchor, constant: pad),
            tabs.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: -pad),
            tabs.topAnchor.constraint(equalTo: v.topAnchor, constant: pad),
            tabs.heightAnchor.constraint(equalToConstant: theme.s(34)),
            tabs.widthAnchor.constraint(greaterThanOrEqualToConstant: theme.s(330)),
            tabs.widthAnchor.constraint(greaterThanOrEqualTo: v.widthAnchor, multiplier: 0.36),
            narrowSide,
        ] + bottomConstraints(in: v)
    }

    private func bottomConstraints(in v: View) -> [LayoutConstraint] {
        [
            bottomViewContainer.topAnchor.constraint(equalTo: tabs.bottomAnchor, constant: theme.spacing),
            bottomViewContainer.leadingAnchor.constraint(equalTo: tabs.leadingAnchor),
            bottomViewContainer.trailingAnchor.constraint(equalTo: tabs.trailingAnchor),
            bottomViewContainer.bottomAnchor.constraint(equalTo: v.bottomAnchor),
        ]
    }
}
