import PanelGraphics
import Testing

@testable import PanelDRM

@Suite("ScanoutCopy: damage copied into a scanout buffer, rotated")
struct ScanoutCopyTests {
    /// A scanout buffer of `width` x `height` whose rows are longer than its pixels (as a dumb buffer's
    /// pitch may be), every pixel set to a sentinel.
    private func buffer(width: Int, height: Int, sentinel: UInt32, padding: Int = 5)
        -> (ScanoutBuffer, UnsafeMutablePointer<UInt32>)
    {
        let pitch = (width + padding) * 4
        let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: pitch / 4 * height)
        memory.initialize(repeating: sentinel, count: pitch / 4 * height)
        let b = ScanoutBuffer(
            framebufferID: 1, handle: 1, width: width, height: height, pitch: pitch,
            pixels: UnsafeMutableRawPointer(memory),
            byteCount: pitch * height)
        return (b, memory)
    }

    /// Sizes that are and are not multiples of the 4x4 blocks, and damage at every edge and of odd sizes:
    /// each damaged logical pixel lands where `physicalPixel` says, with its 32 bits unchanged (alpha byte
    /// included), and nothing else in the buffer is written.
    @Test(arguments: DisplayRotation.allCases)
    func everyDamagedPixelLandsWhereTheRotationSaysAndNothingElseIsWritten(rotation: DisplayRotation) {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt32 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: seed >> 29)
        }
        for (w, h) in [(37, 23), (64, 48), (5, 9)] {
            let frame = Surface(width: w, height: h)
            for y in 0..<h {
                for x in 0..<w { frame.setPixel(x: x, y: y, next()) }
            }
            let copy = ScanoutCopy(framebuffer: frame, rotation: rotation)
            let (pw, ph) = rotation.swapsAxes ? (h, w) : (w, h)
            let sentinel: UInt32 = 0x1234_5678
            let (b, memory) = buffer(width: pw, height: ph, sentinel: sentinel)
            defer { memory.deallocate() }
            var damage = Region()
            for r in [
                IntRect(x: 0, y: 0, width: 7, height: 5), IntRect(x: w - 9, y: h - 6, width: 9, height: 6),
                IntRect(x: 3, y: h / 2, width: w - 6, height: 1), IntRect(x: w / 2, y: 1, width: 1, height: h - 2),
                IntRect(x: 1, y: 2, width: 13, height: 11),
            ] {
                damage.formUnion(r.intersection(IntRect(x: 0, y: 0, width: w, height: h)))
            }
            copy.copy(damage, into: b)
            var expected = [UInt32](repeating: sentinel, count: b.pitch / 4 * ph)
            for r in damage.rects {
                for y in r.y..<(r.y + r.height) {
                    for x in r.x..<(r.x + r.width) {
                        let p = rotation.physicalPixel(x: x, y: y, logicalWidth: w, logicalHeight: h)
                        expected[p.y * b.pitch / 4 + p.x] = frame.pixel(x: x, y: y)
                    }
                }
            }
            let got = Array(UnsafeBufferPointer(start: memory, count: b.pitch / 4 * ph))
            let wrong = zip(got, expected).filter { $0 != $1 }.count
            #expect(wrong == 0, "\(rotation) \(w)x\(h): \(wrong) pixels differ")
        }
    }

    /// Upright, damage of whole rows into a buffer whose rows lie end to end, as the framebuffer's do (a
    /// full-frame present, copied in one block): the damaged rows land unchanged, the others keep the
    /// sentinel.
    @Test func wholeRowsCopyUprightInOneBlock() {
        let (w, h) = (64, 40)
        let frame = Surface(width: w, height: h)
        #expect(frame.stride == w * 4)
        for y in 0..<h {
            for x in 0..<w {
                frame.setPixel(x: x, y: y, UInt32(truncatingIfNeeded: (x &* 40_503) ^ (y &* 2_654_435_761)))
            }
        }
        let copy = ScanoutCopy(framebuffer: frame, rotation: .none)
        let sentinel: UInt32 = 0x1234_5678
        for damage in [
            IntRect(x: 0, y: 0, width: w, height: h), IntRect(x: 0, y: 7, width: w, height: 20),
            IntRect(x: 0, y: h - 1, width: w, height: 1),
        ] {
            let (b, memory) = buffer(width: w, height: h, sentinel: sentinel, padding: 0)
            defer { memory.deallocate() }
            copy.copy(Region(damage), into: b)
            var wrong = 0
            for y in 0..<h {
                for x in 0..<w {
                    let want = Region(damage).contains(x: x, y: y) ? frame.pixel(x: x, y: y) : sentinel
                    if memory[y * w + x] != want { wrong += 1 }
                }
            }
            #expect(wrong == 0, "damage \(damage): \(wrong) pixels differ")
        }
    }
}
