import PanelGraphics

/// A display in memory at any size: the UI renders exactly as on a panel, and frames can be saved as PNG.
public final class OffscreenDisplay: Display {
    public let width: Int
    public let height: Int
    public let framebuffer: Surface
    public let refreshInterval: Double
    public let pollDescriptor: Int32? = nil
    public var isReadyForFrame: Bool { true }

    /// How many frames have been presented.
    public private(set) var frameCount = 0
    /// The damage of the most recent present.
    public private(set) var lastDamage = Region()
    /// Called after each present with the frame number and the framebuffer (for tours and recording).
    public var onPresent: ((Int, Surface) -> Void)?

    public init(width: Int, height: Int, refreshRate: Double = 60) {
        precondition(width > 0 && height > 0, "an offscreen display needs a positive size")
        self.width = width
        self.height = height
        self.refreshInterval = 1 / refreshRate
        self.framebuffer = Surface(width: width, height: height, format: .argb32)
    }

    public func present(damage: Region) {
        frameCount += 1
        lastDamage = damage
        onPresent?(frameCount, framebuffer)
    }

    public func dispatchEvents() {}

    /// Saves the current frame.
    /// - Throws: `ImageError.writeFailed` naming the file.
    public func writePNG(path: String) throws(ImageError) {
        try framebuffer.writePNG(path: path)
    }
}
