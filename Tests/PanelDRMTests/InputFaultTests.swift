import PanelEmbedded
import PanelKit
import Testing

@testable import PanelDRM

/// Three pages in a row, for a page view driven through the real input stack.
@MainActor
final class ThreePages: PageViewControllerDataSource {
    let pages: [ViewController] = [0xE53935, 0x43A047, 0x1E88E5].map { hex in
        let vc = ViewController()
        vc.view.backgroundColor = Color(hex: UInt32(hex))
        return vc
    }

    func index(of vc: ViewController?) -> Int? {
        pages.firstIndex { $0 === vc }
    }

    func pageViewController(_ p: PageViewController, viewControllerBefore vc: ViewController) -> ViewController? {
        index(of: vc).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ p: PageViewController, viewControllerAfter vc: ViewController) -> ViewController? {
        index(of: vc).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

/// A page view on the embedded driver whose touches come through `LibinputInput` from a fake device.
@MainActor
struct FaultRig {
    let fake = FakeInputBackend()
    let input: LibinputInput
    let driver: EmbeddedDriver
    let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let source = ThreePages()
    var log: [String] = []

    init() {
        input = LibinputInput(backend: fake, physicalWidth: 400, physicalHeight: 240, rotation: .none)
        driver = EmbeddedDriver(width: 400, height: 240, extraInput: input)
        pager.dataSource = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = Window(application: driver.application)
        window.rootViewController = pager
        window.makeKeyAndVisible()
        try! driver.step(frames: 2)
    }

    var page: Int? { source.index(of: pager.viewControllers?.first) }

    /// A finger from `from` to `to` (x, at y = 120), one motion per frame, left down at the end.
    func press(on device: InputDevice, from: Double, to: Double, frames: Int) throws {
        fake.down(device, x: from, y: 120, time: driver.now)
        try driver.step()
        for k in 1...frames {
            let x = from + (to - from) * Double(k) / Double(frames)
            fake.move(device, x: x, y: 120, time: driver.now)
            try driver.step()
        }
    }

    /// Steps until settled, then checks that no frame runs for a second afterwards.
    func settleAndStayIdle() throws -> Int {
        try driver.runUntilSettled(limit: 5)
        let frames = driver.display.frameCount
        try driver.advance(by: 1)
        return driver.display.frameCount - frames
    }
}

@Suite("Input faults: devices removed and returned")
@MainActor
struct InputFaultTests {
    @Test func aDeviceRemovedMidPanCancelsThePageTurnAndTheLoopGoesIdle() throws {
        let rig = FaultRig()
        let touch = rig.fake.plugTouchscreen()
        try rig.driver.step()
        let page0: View = rig.source.pages[0].view
        // Dragged past half-way (a release now would turn the page), then the device disappears.
        try rig.press(on: touch, from: 360, to: 80, frames: 20)
        #expect(page0.presentation.frame.minX < -150)
        #expect(rig.input.activeTouchIDs == [0])
        rig.fake.unplug(touch)
        #expect(try rig.settleAndStayIdle() == 0)
        // Cancelled, not committed: the first page is back where it started and still current.
        #expect(rig.page == 0)
        #expect(page0.presentation.frame.minX == 0)
        #expect(page0.transform == .identity)
        #expect(rig.input.activeTouchIDs.isEmpty)
        #expect(rig.driver.isSettled)

        // The device comes back: a new swipe turns the page.
        let again = rig.fake.plugTouchscreen()
        try rig.driver.step()
        try rig.press(on: again, from: 360, to: 60, frames: 10)
        rig.fake.up(again, time: rig.driver.now)
        #expect(try rig.settleAndStayIdle() == 0)
        #expect(rig.page == 1)
    }

    @Test func aDeviceRemovedWithAnUnfinishedFrameStillCancels() throws {
        let rig = FaultRig()
        let touch = rig.fake.plugTouchscreen()
        try rig.driver.step()
        try rig.press(on: touch, from: 360, to: 100, frames: 12)
        // A motion without its SYN_REPORT, then the device is gone.
        rig.fake.frame(touch, [], time: rig.driver.now)
        rig.fake.unplug(touch)
        #expect(try rig.settleAndStayIdle() == 0)
        #expect(rig.page == 0)
        #expect(rig.input.activeTouchIDs.isEmpty)
    }

    @Test func aLiftStampedAtTheSameInstantAsTheLastMoveSettles() throws {
        // Some drivers report the lift with the time of the last motion (a zero interval): the release
        // velocity must stay finite so the page animation ends.
        let rig = FaultRig()
        let touch = rig.fake.plugTouchscreen()
        try rig.driver.step()
        try rig.press(on: touch, from: 360, to: 60, frames: 10)
        rig.fake.up(touch, time: rig.driver.now - rig.driver.refreshInterval)
        #expect(try rig.settleAndStayIdle() == 0)
        #expect(rig.page == 1)
        #expect(rig.source.pages[1].view!.presentation.frame.minX == 0)
    }

    @Test func removingAnotherDeviceLeavesTheTouchesOfThisOneAlone() throws {
        let rig = FaultRig()
        let touch = rig.fake.plugTouchscreen()
        let other = rig.fake.plugTouchscreen(name: "second-touch")
        try rig.driver.step()
        try rig.press(on: touch, from: 360, to: 60, frames: 10)
        rig.fake.unplug(other)
        try rig.driver.step()
        #expect(rig.input.activeTouchIDs == [0])
        rig.fake.up(touch, time: rig.driver.now)
        #expect(try rig.settleAndStayIdle() == 0)
        #expect(rig.page == 1)
    }

    @Test func devicesAreLoggedAsTheyComeAndGo() throws {
        let fake = FakeInputBackend()
        var lines: [String] = []
        let device = fake.plugTouchscreen(name: "panel-touch")
        let input = LibinputInput(backend: fake, physicalWidth: 800, physicalHeight: 480, rotation: .none) {
            lines.append($0)
        }
        fake.unplug(device)
        _ = input.read(until: 0)
        #expect(lines == ["input: added panel-touch (touch)", "input: removed panel-touch (touch)"])
    }
}
