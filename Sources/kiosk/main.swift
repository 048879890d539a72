import KioskApp
import PanelApp
import PanelEmbedded
import PanelKit

/// The kiosk program: the profile, cards and player experiences (KioskApp) as a PanelApp, on a panel or
/// offscreen, with the kiosk's content folder and the virtual panel test's script as its own flags.
struct KioskProgram: PanelApp {
    static let configuration = PanelAppConfiguration(
        name: "kiosk", version: Kiosk.version, summary: "the profile, cards and player experiences",
        flags: Kiosk.flags, offscreenFlags: ["--demo-script"])

    let kiosk: Kiosk
    let flags: ParsedFlags

    init(context: PanelAppContext) {
        // On a panel the clips' lengths are read beside the first frame (FFmpeg loads meanwhile, on another
        // core); offscreen renders read them first, so every render of the same content is the same.
        let panel = !context.isOffscreen
        kiosk = Kiosk(
            application: context.application,
            content: Kiosk.loadContent(flags: context.flags, readingDurations: !panel, log: context.log))
        flags = context.flags
        if panel { kiosk.readPendingDurations() }
    }

    var rootViewController: ViewController { kiosk.rootViewController }
    func makeWindow(application: Application) -> Window { kiosk.prepareWindow() }
    func stateDescription() -> String? { kiosk.stateDescription }
    func preview(_ recorder: PreviewRecorder) throws {
        try kiosk.recordTour(into: recorder, contentDirectory: Kiosk.contentDirectory(flags: flags))
    }
    func runOffscreenCommand(_ driver: EmbeddedDriver) throws -> Bool { try kiosk.writeDemoScript(flags: flags) }
}

KioskProgram.main()
