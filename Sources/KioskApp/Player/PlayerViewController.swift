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
    let items: [Content.Media]
    let theme: Theme
    /// The item playing (or loaded), if any.
    public private(set) var currentIndex: Int?
    /// How long a failed item's error shows before the next item plays.
    public var failureHold = 2.0
    private var autoplaying = false
    private var failuresInARow = 0
    private var failureTimer: FrameTimer?

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

    /// Whether the comments are showing instead of the playlist.
    public var isShowingComments: Bool { comment.parent === self }

    public override func loadView() {
        let v = View()
        v.backgroundColor = Palette.playerBackground
        view = v
        v.addSubview(playerViewContainer)
        v.addSubview(tabs)
        v.addSubview(bottomViewContainer)
        bottomViewContainer.clipsToBounds = true
        tabs.onSelect = { [weak self] i in
            if i == 1 { self?.showComment() } else { self?.showPlaylist() }
        }
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
        failureTimer?.cancel()
        failureTimer = FrameTimer(after: failureHold, in: view.window?.application) { [weak self] in
            self?.failureTimer = nil
            self?.playNext()
        }
    }

    private func playNext() {
        let next = ((currentIndex ?? -1) + 1) % items.count
        load(index: next, autoplay: true)
    }

    /// Loads item `index` into the player, marks it in the playlist and points the comments at it.
    public func load(index: Int, autoplay: Bool) {
        guard items.indices.contains(index) else { return }
        failureTimer?.cancel()
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

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let pad = theme.padding
        let tabsHeight = theme.s(34)
        if theme.isPortrait {
            let width = b.width - pad * 2
            let h = player.preferredHeight(forWidth: width)
            playerViewContainer.frame = Rect(x: pad, y: pad, width: width, height: h)
            let y = playerViewContainer.frame.maxY + theme.spacing
            tabs.frame = Rect(x: pad, y: y, width: width, height: tabsHeight)
            let listY = tabs.frame.maxY + theme.spacing
            bottomViewContainer.frame = Rect(x: pad, y: listY, width: width, height: max(0, b.height - listY))
        } else {
            let side = max(theme.s(330), (b.width * 0.36).rounded())
            let width = b.width - pad * 3 - side
            let maxHeight = b.height - pad * 2
            var w = width
            if player.preferredHeight(forWidth: w) > maxHeight {
                // Narrow the video until everything fits the height.
                w = ((maxHeight - player.infoHeight) * 16 / 9).rounded(.down)
            }
            playerViewContainer.frame = Rect(x: pad, y: pad, width: w, height: player.preferredHeight(forWidth: w))
            let x = playerViewContainer.frame.maxX + pad
            let sideWidth = b.width - x - pad
            tabs.frame = Rect(x: x, y: pad, width: sideWidth, height: tabsHeight)
            let listY = tabs.frame.maxY + theme.spacing
            bottomViewContainer.frame = Rect(x: x, y: listY, width: sideWidth, height: max(0, b.height - listY))
        }
    }
}
