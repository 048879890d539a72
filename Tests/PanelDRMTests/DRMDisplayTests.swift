import PanelGraphics
import PanelPlatform
import Testing

@testable import PanelDRM

/// Opens a display on a fake 8x4 panel.
private func makeDisplay(
    rotation: DisplayRotation = .none, legacy: Bool = false, device: FakeDevice = FakeDevice()
) throws -> (DRMDisplay, FakeDevice, ManualClock, [String]) {
    var options = PanelOptions()
    options.rotation = rotation
    options.legacyKMS = legacy
    let clock = ManualClock(start: 100)
    let system = FakeSystem(device: device)
    let display = try DRMDisplay.open(options: options, system: system, clock: clock)
    return (display, device, clock, [])
}

private let red: UInt32 = 0xFFFF_0000
private let green: UInt32 = 0xFF00_FF00
private let blue: UInt32 = 0xFF00_00FF

@Suite("DRMDisplay frames")
struct DRMDisplayFrameTests {
    @Test func opensPreferredModeWithAtomicAndShowsBlack() throws {
        let (display, device, _, _) = try makeDisplay()
        #expect(display.outputName == "DSI-1")
        #expect(display.mode.width == 8 && display.mode.height == 4)
        #expect(display.usesAtomic)
        #expect(device.modesets.count == 1)
        #expect(device.screenPixel(x: 3, y: 2) == 0)
        #expect(display.isReadyForFrame)
        #expect(display.nextDeadline == nil)
    }

    @Test func legacyKMSWhenForcedOrNotOffered() throws {
        let (forced, _, _, _) = try makeDisplay(legacy: true)
        #expect(!forced.usesAtomic)
        let device = FakeDevice()
        device.offersAtomic = false
        let (plain, d, _, _) = try makeDisplay(device: device)
        #expect(!plain.usesAtomic)
        #expect(d.modesets.first?.atomic == false)
    }

    @Test func presentFlipsAndWaitsForTheEvent() throws {
        let (display, device, clock, _) = try makeDisplay()
        display.framebuffer.setPixel(x: 1, y: 1, red)
        try display.present(damage: Region(IntRect(x: 1, y: 1, width: 1, height: 1)))
        #expect(!display.isReadyForFrame)
        #expect(device.flips.count == 1)
        #expect(display.nextDeadline == clock.now + display.flipTimeout)
        device.vblank(at: 100.016)
        try display.dispatchEvents()
        #expect(display.isReadyForFrame)
        #expect(display.lastFlipTime == 100.016)
        #expect(device.screenPixel(x: 1, y: 1) == 0xFF_0000)
        #expect(display.nextDeadline == nil)
    }

    @Test func aPendingFlipIsExpectedAtTheNextRefreshAfterItWasQueued() throws {
        let (display, device, clock, _) = try makeDisplay()
        let r = display.refreshInterval
        // Before the first flip there is no vblank to count from.
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(display.expectedReadyTime == nil)
        device.vblank(at: 100.016)
        try display.dispatchEvents()
        #expect(display.expectedReadyTime == nil)
        // Queued just after that flip: the next refresh.
        clock.set(100.017)
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(abs((display.expectedReadyTime ?? 0) - (100.016 + r)) < 1e-9)
        device.vblank(at: 100.016 + r)
        try display.dispatchEvents()
        // Queued after two and a half idle refreshes: the third.
        clock.set(100.016 + 3.5 * r)
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: 1, height: 1)))
        #expect(abs((display.expectedReadyTime ?? 0) - (100.016 + 4 * r)) < 1e-9)
    }

    @Test func backBufferGetsTheUnionOfThisAndThePreviousDamage() throws {
        let (display, device, _, _) = try makeDisplay()
        display.framebuffer.setPixel(x: 0, y: 0, red)
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: 1, height: 1)))
        device.vblank()
        try display.dispatchEvents()
        display.framebuffer.setPixel(x: 7, y: 3, green)
        try display.present(damage: Region(IntRect(x: 7, y: 3, width: 1, height: 1)))
        device.vblank()
        try display.dispatchEvents()
        // The second frame went to the other buffer, which never saw the first frame's damage.
        #expect(device.screenPixel(x: 0, y: 0) == 0xFF_0000)
        #expect(device.screenPixel(x: 7, y: 3) == 0x00_FF00)
        #expect(device.flips.count == 2 && device.flips[0].fb != device.flips[1].fb)
    }

    @Test func onlyDamagedRowsAreWritten() throws {
        let (display, device, _, _) = try makeDisplay()
        // Two full frames bring both buffers up to date.
        for _ in 0..<2 {
            try display.present(damage: Region(IntRect(x: 0, y: 0, width: 8, height: 4)))
            device.vblank()
            try display.dispatchEvents()
        }
        // The back buffer is one frame behind: this frame copies the previous (full) frame's damage too.
        var rowsBefore = display.statistics.rowsCopied
        try display.present(damage: Region(IntRect(x: 2, y: 1, width: 3, height: 2)))
        #expect(display.statistics.rowsCopied - rowsBefore == 4)
        device.vblank()
        try display.dispatchEvents()
        // Now only this frame's rows and the previous frame's (the same two) are written.
        rowsBefore = display.statistics.rowsCopied
        try display.present(damage: Region(IntRect(x: 3, y: 1, width: 1, height: 2)))
        #expect(display.statistics.rowsCopied - rowsBefore == 2)
        let back = device.flips.last!.fb
        // Padding bytes past the row are never touched.
        #expect(device.word(fb: back, x: 8, y: 0) == 0xEEEE_EEEE)
    }

    @Test func busyFlipIsRetriedNextFrameAndTheFrameIsNotLost() throws {
        let (display, device, clock, _) = try makeDisplay()
        device.flipErrors = [.busy]
        display.framebuffer.setPixel(x: 2, y: 2, blue)
        try display.present(damage: Region(IntRect(x: 2, y: 2, width: 1, height: 1)))
        #expect(display.statistics.busyRetries == 1)
        #expect(device.flips.isEmpty)
        #expect(!display.isReadyForFrame)
        let deadline = try #require(display.nextDeadline)
        #expect(abs(deadline - (clock.now + display.refreshInterval)) < 1e-9)
        // Too early: nothing happens.
        try display.dispatchEvents()
        #expect(device.flips.isEmpty)
        clock.advance(by: display.refreshInterval)
        try display.dispatchEvents()
        #expect(device.flips.count == 1)
        device.vblank()
        try display.dispatchEvents()
        #expect(display.isReadyForFrame)
        #expect(device.screenPixel(x: 2, y: 2) == 0x00_00FF)
    }

    @Test func lostFlipEventTimesOutAndFramesGoOn() throws {
        let (display, device, clock, _) = try makeDisplay()
        var lines: [String] = []
        display.log = { lines.append($0) }
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: 1, height: 1)))
        device.dropNextEvent = true
        device.vblank()
        try display.dispatchEvents()
        #expect(!display.isReadyForFrame)
        clock.advance(by: display.flipTimeout)
        try display.dispatchEvents()
        #expect(display.isReadyForFrame)
        #expect(display.statistics.lostFlipEvents == 1)
        #expect(lines.contains { $0.contains("lost") })
        display.framebuffer.setPixel(x: 5, y: 0, red)
        try display.present(damage: Region(IntRect(x: 5, y: 0, width: 1, height: 1)))
        device.vblank()
        try display.dispatchEvents()
        #expect(device.screenPixel(x: 5, y: 0) == 0xFF_0000)
    }

    @Test func lateEventAfterTimeoutIsIgnored() throws {
        let (display, device, clock, _) = try makeDisplay()
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: 1, height: 1)))
        clock.advance(by: display.flipTimeout + 0.01)
        try display.dispatchEvents()
        #expect(display.isReadyForFrame)
        // The kernel still had it queued: the next flip meets EBUSY, waits, then goes through.
        try display.present(damage: Region(IntRect(x: 1, y: 0, width: 1, height: 1)))
        #expect(display.statistics.busyRetries == 1)
        device.vblank()
        try display.dispatchEvents()
        #expect(display.statistics.lateFlipEvents == 1)
        clock.advance(by: display.refreshInterval)
        try display.dispatchEvents()
        #expect(device.flips.count == 2)
        device.vblank()
        try display.dispatchEvents()
        #expect(display.isReadyForFrame)
    }

    @Test func masterLostPausesAndRegainingResumesWithAFullFrame() throws {
        let (display, device, clock, _) = try makeDisplay()
        var lines: [String] = []
        display.log = { lines.append($0) }
        // Another program takes the display (a VT switch to a desktop).
        device.master = false
        device.masterFree = false
        display.framebuffer.clear(to: Color(hex: 0x00FF00))
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: 8, height: 4)))
        #expect(display.state == .paused(.masterLost))
        #expect(!display.isReadyForFrame)
        #expect(display.statistics.masterLosses == 1)
        #expect(lines.last?.contains("DRM master lost") == true)
        // It asks again later, without spinning.
        let retry = try #require(display.nextDeadline)
        #expect(retry > clock.now)
        clock.set(retry)
        try display.dispatchEvents()
        #expect(display.state == .paused(.masterLost))
        // The other program lets go.
        device.masterFree = true
        clock.set(try #require(display.nextDeadline))
        try display.dispatchEvents()
        #expect(display.state == .running)
        #expect(display.isReadyForFrame)
        #expect(display.statistics.resumes == 1)
        #expect(device.modesets.count == 2)
        #expect(device.screenPixel(x: 0, y: 0) == 0x00_FF00)
        #expect(device.screenPixel(x: 7, y: 3) == 0x00_FF00)
        // And frames flow again.
        display.framebuffer.setPixel(x: 4, y: 2, red)
        try display.present(damage: Region(IntRect(x: 4, y: 2, width: 1, height: 1)))
        device.vblank()
        try display.dispatchEvents()
        #expect(device.screenPixel(x: 4, y: 2) == 0xFF_0000)
        #expect(device.screenPixel(x: 0, y: 0) == 0x00_FF00)
    }

    @Test func unplugPausesAndReplugResumes() throws {
        let (display, device, _, _) = try makeDisplay()
        device.hotplug(connected: false)
        try display.dispatchEvents()
        #expect(display.state == .paused(.disconnected))
        #expect(display.nextDeadline == nil)
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: 2, height: 2)))
        #expect(device.flips.isEmpty)
        device.hotplug(connected: true)
        try display.dispatchEvents()
        #expect(display.state == .running)
        #expect(device.modesets.count == 2)
        #expect(display.isReadyForFrame)
    }

    @Test func closeRestoresTheConsoleCRTC() throws {
        let (display, device, _, _) = try makeDisplay()
        display.close()
        #expect(device.crtcRestored?.framebufferID == 7)
        #expect(device.crtcRestored?.connectorIDs == [32])
        #expect(device.bufferIDs.isEmpty)
        #expect(!device.isOpen)
        display.close()
        #expect(display.state == .closed)
    }

    @Test(arguments: DisplayRotation.allCases)
    func rotatedCopyPutsEachPixelWhereTheRotationSays(rotation: DisplayRotation) throws {
        let (display, device, _, _) = try makeDisplay(rotation: rotation)
        let (w, h) = (display.width, display.height)
        #expect(rotation.swapsAxes ? (w, h) == (4, 8) : (w, h) == (8, 4))
        for y in 0..<h {
            for x in 0..<w { display.framebuffer.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(y * 16 + x)) }
        }
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: w, height: h)))
        device.vblank()
        try display.dispatchEvents()
        for y in 0..<h {
            for x in 0..<w {
                let p = rotation.physicalPixel(x: x, y: y, logicalWidth: w, logicalHeight: h)
                #expect(device.screenPixel(x: p.x, y: p.y) == UInt32(y * 16 + x), "logical (\(x), \(y))")
            }
        }
    }

    @Test(arguments: DisplayRotation.allCases)
    func rotatedDamageTouchesOnlyItsPhysicalRect(rotation: DisplayRotation) throws {
        let (display, device, _, _) = try makeDisplay(rotation: rotation)
        let (w, h) = (display.width, display.height)
        // First frame fills both buffers' staleness with the full screen; settle it.
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: w, height: h)))
        device.vblank()
        try display.dispatchEvents()
        try display.present(damage: Region(IntRect(x: 0, y: 0, width: w, height: h)))
        device.vblank()
        try display.dispatchEvents()
        // Now a one-pixel change at logical (1, 2), twice (the first also carries the last full frame).
        for colour in [red, green] {
            display.framebuffer.setPixel(x: 1, y: 2, colour)
            try display.present(damage: Region(IntRect(x: 1, y: 2, width: 1, height: 1)))
            device.vblank()
            try display.dispatchEvents()
        }
        let p = rotation.physicalPixel(x: 1, y: 2, logicalWidth: w, logicalHeight: h)
        #expect(device.screenPixel(x: p.x, y: p.y) == 0x00_FF00)
        // Three frames of 4 physical rows each, then the one row holding the changed pixel.
        #expect(display.statistics.rowsCopied == 4 + 4 + 4 + 1)
    }
}
