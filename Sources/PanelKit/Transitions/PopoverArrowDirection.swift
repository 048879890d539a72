/// The sides a popover's arrow may point to, as `UIPopoverArrowDirection` (UIKit's raw values). The arrow
/// points at the source: `.up` puts the popover below it.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any side (the default of `permittedArrowDirections`).
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet: the popover is not on screen (or shows without an arrow).
    public static let unknown = PopoverArrowDirection(rawValue: UInt.max)
}
