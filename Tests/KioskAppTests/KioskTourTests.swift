import PanelEmbedded
import PanelTestSupport
import Testing

@testable import KioskApp
@testable import PanelKit

#if canImport(Glibc)
    import Glibc
#endif

/// The kiosk as a whole: pages, content problems, the content folder, the preview.
@Suite("Kiosk")
@MainActor
struct KioskTourTests {
    @Test func swipingTurnsBetweenTheExperiences() {
        let h = KioskHarness()
        let kiosk = h.startKiosk()
        let root = kiosk.rootViewController
        #expect(root.currentPageIndex == 0 && root.pageControl.currentPage == 0)
        // Held half way, both pages are on screen.
        let rest = h.beginDrag(from: Point(x: 700, y: 120), to: Point(x: 200, y: 120), duration: 0.3, until: 0.6)
        #expect(kiosk.startViewController.viewIfLoaded?.window != nil)
        #expect(kiosk.profile.view.window != nil)
        h.wait(rest)
        h.settle()
        #expect(root.currentPageIndex == 1 && root.pageControl.currentPage == 1)
        #expect(kiosk.profile.viewIfLoaded?.window == nil)
        h.drag(from: Point(x: 700, y: 120), to: Point(x: 200, y: 120), duration: 0.3)
        h.settle()
        #expect(root.currentPageIndex == 2)
        #expect(root.strip.backgroundColor == Palette.playerBackground)
        // A short drag goes back to where it was.
        h.drag(from: Point(x: 300, y: 120), to: Point(x: 380, y: 120), duration: 0.5, hold: 0.2)
        h.settle()
        #expect(root.currentPageIndex == 2)
        // The indicator turns pages too.
        let pc = h.frame(of: root.pageControl)
        h.tap(Point(x: pc.minX + 2, y: pc.midY))
        h.settle()
        #expect(root.currentPageIndex == 1)
    }

    @Test func badContentShowsAMessageAndTheRestWorks() {
        let dir = ContentTests.tempDirectory()
        defer { HostileFiles.removeTree(dir) }
        ContentTests.write(
            """
            {"profile": {"name": "Kim Lee", "activity": [{"title": "Ran"}, {"detail": "no title"}]},
             "cards": [{"title": "Lisbon", "subtitle": "3 nights", "color": "teal"}],
             "playlist": [{"title": "Broken", "duration": -1}]}
            """, to: dir + "/content.json")
        let content = ContentLoader.load(directory: dir)
        #expect(content.issues.count == 3)
        let h = KioskHarness()
        let kiosk = h.startKiosk(content)
        let banner = try! #require(kiosk.rootViewController.issueBanner)
        #expect(banner.issues == content.issues)
        #expect(h.frame(of: banner).maxY <= h.frame(of: kiosk.profile.view).minY, "the banner covers nothing")
        // The valid rest works: the profile's name, the one card, the empty player.
        #expect(kiosk.profile.profileViewController.shortInfoViewController.nameLabel.text == "Kim Lee")
        #expect(kiosk.startViewController.hasCards)
        #expect(kiosk.player.player.player.media == nil)
        banner.toggleExpanded()
        h.wait(0.3)
        #expect(banner.isExpanded)
        h.tap(h.center(of: banner).applying(.identity) + Point(x: h.frame(of: banner).width / 2 - 20, y: 0))
        h.settle()
        #expect(kiosk.rootViewController.issueBanner == nil)
        #expect(kiosk.profile.view.superview.map { h.frame(of: $0).minY } == 0, "the pages take the room back")
        kiosk.rootViewController.showPage(1, animated: false)
        kiosk.cardsCoordinator.present(at: nil)
        h.settle()
        #expect(kiosk.cardsViewController?.presentingViewController != nil)
    }

    @Test func theContentFolderIsFoundInOrder() {
        let none: (String) -> Bool = { _ in false }
        var r = ContentDirectory.resolve(
            arguments: ["kiosk", "--content", "/data/c"], environment: { _ in "/env" }, executablePath: nil,
            currentDirectory: nil, isDirectoryWithContent: none)
        #expect(r == .init(path: "/data/c", source: .flag))
        r = ContentDirectory.resolve(
            arguments: ["--content=/x"], environment: { _ in nil }, executablePath: nil, currentDirectory: nil,
            isDirectoryWithContent: none)
        #expect(r.path == "/x")
        r = ContentDirectory.resolve(
            arguments: [], environment: { $0 == "PANEL_CONTENT_DIR" ? "/env" : nil }, executablePath: nil,
            currentDirectory: nil, isDirectoryWithContent: none)
        #expect(r == .init(path: "/env", source: .environment))
        r = ContentDirectory.resolve(
            arguments: [], environment: { _ in nil }, executablePath: nil, currentDirectory: nil,
            isDirectoryWithContent: { $0 == ContentDirectory.installedPath })
        #expect(r.source == .installed)
        r = ContentDirectory.resolve(
            arguments: [], environment: { _ in nil }, executablePath: "/repo/.build/debug/kiosk",
            currentDirectory: "/elsewhere", isDirectoryWithContent: { $0 == "/repo/Sources/KioskApp/DefaultContent" })
        #expect(r == .init(path: "/repo/Sources/KioskApp/DefaultContent", source: .repository))
        r = ContentDirectory.resolve(
            arguments: [], environment: { _ in nil }, executablePath: nil, currentDirectory: "/repo/Sources",
            isDirectoryWithContent: { $0 == "/repo/Sources/KioskApp/DefaultContent" })
        #expect(r.source == .repository)
        r = ContentDirectory.resolve(
            arguments: [], environment: { _ in nil }, executablePath: "/a/b", currentDirectory: "/c",
            isDirectoryWithContent: none)
        #expect(r.source == .notFound)
        // The real repository, from the test's own folder.
        let real = ContentDirectory.resolve(
            arguments: [], environment: { _ in nil }, executablePath: nil,
            currentDirectory: ContentTests.defaultDirectory)
        #expect(real.source == .repository || real.source == .installed)
    }

    @Test func previewRejectsBadSizesAndFolders() {
        #expect(throws: PreviewError.badSize(width: 10, height: 480)) {
            try Preview.run(
                outputDirectory: "/tmp/x", width: 10, height: 480, contentDirectory: ContentTests.defaultDirectory)
        }
        let dir = ContentTests.tempDirectory()
        defer { HostileFiles.removeTree(dir) }
        let file = dir + "/file"
        ContentTests.write("x", to: file)
        do {
            _ = try Preview.run(
                outputDirectory: file + "/out", width: 800, height: 480, contentDirectory: ContentTests.defaultDirectory
            )
            Issue.record("a folder under a file cannot be made")
        } catch let e as PreviewError {
            #expect(e.description.contains(file + "/out"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(PreviewRecorder.slug("Open Cards View: drag 30%") == "open-cards-view-drag-30")
    }

    @Test func theContactSheetIsAGridOfCaptionedThumbnails() {
        let frames = (0..<7).map { i -> (caption: String, image: Surface) in
            let s = Surface(width: 800, height: 480)
            s.clear(to: Color(white: Double(i) / 7))
            return ("Frame \(i)", ContactSheet.thumbnail(of: s, maxWidth: 360, maxHeight: 300))
        }
        #expect(frames[0].image.width == 360 && frames[0].image.height == 216)
        let sheet = ContactSheet.make(frames: frames, title: "Test", library: SharedFonts.library)
        #expect(sheet.width == 16 + 5 * (360 + 16))
        #expect(sheet.height > 2 * 216)
    }
}
