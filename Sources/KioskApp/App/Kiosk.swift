import Dispatch
import PanelKit
import PanelMedia
import PanelText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The kiosk app: the profile, cards and player experiences of the seeds in a page view controller,
/// on an application's window.
///
/// ```swift
/// let content = ContentLoader.load(directory: ContentDirectory.resolve(arguments: args).path)
/// let kiosk = Kiosk(application: app, content: content)
/// kiosk.start()
/// try app.run()
/// ```
/// The `kiosk` program runs it through `PanelApp` (see `Kiosk+Program.swift`).
@MainActor
public final class Kiosk {
    public let application: Application
    /// What the kiosk shows (the clips' lengths filled in by `readPendingDurations()` when they were pending).
    public private(set) var content: Content
    public let theme: Theme
    /// The window the kiosk shows in (created by `init`, shown by `start()`).
    public let window: Window
    public let rootViewController: RootViewController
    /// The experiences.
    public let profile: ProfileNavigationController
    public let startViewController: StartViewController
    public let player: PlayerViewController
    let cardsStore: CardsStore
    let cardsCoordinator: CardsTransitionController

    /// Where the kiosk keeps what it remembers between runs (the page shown last), if anywhere.
    public let settings: SettingsStore<KioskSettings>?

    /// Builds the kiosk for `application`'s screen from `content` (nothing shows until `start()`).
    ///
    /// - Parameter settings: where the kiosk remembers the page shown last; nil (tests, previews) remembers
    ///   nothing. `KioskSettings.store(environment:report:)` opens the installed kiosk's.
    public init(application: Application, content: Content, settings: SettingsStore<KioskSettings>? = nil) {
        self.application = application
        self.content = content
        self.settings = settings
        let theme = Theme(screen: application.screen)
        self.theme = theme
        window = Window(application: application)
        window.backgroundColor = Palette.groupedBackground
        let parts = Kiosk.makeExperiences(content: content, theme: theme, application: application)
        profile = parts.profile
        startViewController = parts.start
        player = parts.player
        cardsStore = parts.store
        cardsCoordinator = parts.coordinator
        rootViewController = parts.root
    }

    /// Shows the kiosk: the root controller fills the window, which becomes key and visible.
    public func start() {
        prepareWindow().makeKeyAndVisible()
    }

    /// The kiosk's window with the root controller in it, not yet shown.
    public func prepareWindow() -> Window {
        application.backgroundColor = Palette.groupedBackground
        window.rootViewController = rootViewController
        // The page the kiosk was last left on comes back, and each page change is written through.
        if let settings {
            let page = settings.value.page
            if rootViewController.pages.indices.contains(page) { rootViewController.showPage(page, animated: false) }
            rootViewController.onPageChange = { [weak settings] index in settings?.update { $0.page = index } }
        }
        return window
    }

    /// Reads the clips' lengths that content.json left to their files (`Content.Media.durationPending`) on a
    /// worker thread, then shows them in the playlist. A kiosk on a panel loads its content without them so
    /// that FFmpeg, which reading them loads, does not hold up its first frame. Does nothing when none is
    /// pending.
    public func readPendingDurations() {
        let pending = content.playlist.enumerated().compactMap { i, m in
            m.durationPending ? m.file.map { (index: i, path: $0) } : nil
        }
        guard !pending.isEmpty else { return }
        DispatchQueue.global(qos: .utility).async {
            let lengths = pending.map { (index: $0.index, seconds: MediaProbe.duration(path: $0.path) ?? 0) }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { [weak self] in self?.setDurations(lengths) }
            }
        }
    }

    /// Puts lengths read from the files into the content and the player's playlist.
    func setDurations(_ lengths: [(index: Int, seconds: Double)]) {
        Content.Media.setDurations(lengths, in: &content.playlist)
        player.setDurations(lengths)
    }

    /// The cards screen (made on the first presentation).
    public var cardsViewController: CardsViewController? { cardsCoordinator.cardsViewController }

    /// The root controller for `content` on `screen`, for a main that manages its own window.
    public static func makeRootViewController(content: Content, screen: Screen) -> ViewController {
        makeExperiences(content: content, theme: Theme(screen: screen), application: nil).root
    }

    /// The player's decoder and sound. On a manual clock (tests, `--preview`, `--snapshot`) it plays silent and
    /// each frame waits for the decoder, so offscreen renders are the same on every run; on a panel it plays
    /// sound on `$PANEL_AUDIO_DEVICE` (an ALSA PCM name; `none` for silence), else ALSA's `default`.
    /// `$PANEL_MEDIA_START` (seconds) opens the first item paused at that time instead of its start, so a
    /// panel and an offscreen `--snapshot` show the same decoded frame.
    static func makeMediaPlayer(application: Application?) -> FilePlayer {
        let manual = application == nil || application?.clock is ManualClock
        var audio = AudioDevice.systemDefault
        if manual {
            audio = .none
        } else if let name = getenv("PANEL_AUDIO_DEVICE").map({ String(cString: $0) }), !name.isEmpty {
            audio = name == "none" ? .none : .alsa(name)
        }
        let player = FilePlayer(application: application, audio: audio, waitsForDecoder: manual) { line in
            Kiosk.printError("kiosk: " + line)
        }
        if let text = getenv("PANEL_MEDIA_START").map({ String(cString: $0) }), !text.isEmpty {
            if let t = Double(text), t.isFinite, t >= 0 {
                player.firstItemStartTime = t
            } else {
                printError("kiosk: PANEL_MEDIA_START=\(text) is not a time in seconds (e.g. 2.5); ignored")
            }
        }
        return player
    }

    /// Writes one line to standard error (`write(2)`: the C `stderr` global is off limits under strict
    /// concurrency).
    nonisolated static func printError(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { buffer in
            var rest = UnsafeRawBufferPointer(buffer)
            while !rest.isEmpty {
                let n = write(2, rest.baseAddress, rest.count)
                if n <= 0 { return }
                rest = UnsafeRawBufferPointer(rebasing: rest[n...])
            }
        }
    }

    struct Experiences {
        var root: RootViewController
        var profile: ProfileNavigationController
        var start: StartViewController
        var player: PlayerViewController
        var store: CardsStore
        var coordinator: CardsTransitionController
    }

    static func makeExperiences(content: Content, theme: Theme, application: Application?) -> Experiences {
        let profile = ProfileNavigationController(content: content, theme: theme)
        let store = CardsStore(cards: content.cards)
        let start = StartViewController(store: store, theme: theme)
        let coordinator = CardsTransitionController(start: start, store: store, theme: theme)
        let player = PlayerViewController(
            playlist: content.playlist, theme: theme, mediaPlayer: makeMediaPlayer(application: application))
        let root = RootViewController(
            pages: [profile, start, player],
            stripColors: [Palette.surface, Palette.surface, Palette.playerBackground], issues: content.issues,
            theme: theme)
        // The root keeps the coordinator alive as long as the kiosk lives (seed 000's start controller
        // holds its coordinator).
        start.cardsTransition = coordinator
        return Experiences(
            root: root, profile: profile, start: start, player: player, store: store, coordinator: coordinator)
    }
}
