import Synchronization

/// The dark values of dynamic colours (UIKit's system colours, `UIColor(dynamicProvider:)`), so that a
/// `Color` carries only a small integer (`dynamicTag`) instead of a value per appearance or a closure.
///
/// Entries are made by `Color(light:dark:)` and never removed; the same pair of values gets the same entry,
/// so a colour made again and again (a provider in a cell's configuration) does not grow the table. Reads
/// take a lock, as colours may be made and resolved on any thread; fixed colours never come here.
public enum DynamicColors {
    /// The tag bit that says the colour's `alpha` replaces the alpha of each appearance's value.
    static let alphaFlag: UInt32 = 1 << 31
    /// More entries than this is a program that makes colours from changing values without end: colours
    /// past it are fixed (their light value), with one message.
    static let capacity = 1 << 20

    private struct Pair: Hashable {
        var light: Color
        var dark: Color
    }

    private struct Table {
        /// Entry 0 is unused: tag 0 is a fixed colour.
        var dark: [Color] = [.clear]
        var index: [Pair: UInt32] = [:]
        var warned = false
    }

    private static let table = Mutex(Table())

    /// How many entries the table holds (for tests).
    public static var count: Int { table.withLock { $0.dark.count - 1 } }

    /// The tag of the entry for `light` and `dark` (both fixed), made if new; 0 when the table is full.
    static func tag(light: Color, dark: Color) -> UInt32 {
        table.withLock { t in
            let pair = Pair(light: light, dark: dark)
            if let i = t.index[pair] { return i }
            guard t.dark.count <= capacity else {
                if !t.warned {
                    t.warned = true
                    print("PanelKit: over \(capacity) dynamic colours; new ones draw their light value")
                }
                return 0
            }
            let i = UInt32(t.dark.count)
            t.dark.append(dark)
            t.index[pair] = i
            return i
        }
    }

    /// `color` (dynamic) in `appearance`, as a fixed colour.
    static func resolve(_ color: Color, _ appearance: Color.Appearance) -> Color {
        var out: Color
        if appearance == .light {
            // The components are the light value (with the alpha set on the colour, if any).
            out = color
        } else {
            let i = Int(color.dynamicTag & ~alphaFlag)
            out = table.withLock { i < $0.dark.count ? $0.dark[i] : color }
            if color.dynamicTag & alphaFlag != 0 { out.alpha = color.alpha }
        }
        out.dynamicTag = 0
        return out
    }
}

extension Color {
    /// Light or dark: which value of a dynamic colour is drawn (UIKit's `userInterfaceStyle`, as far as
    /// colours go).
    public enum Appearance: UInt8, Sendable {
        case light
        case dark
    }

    /// A dynamic colour that is `light` in the light appearance and `dark` in the dark one (a dynamic value
    /// given for either counts as its own value in that appearance).
    public init(light: Color, dark: Color) {
        let l = light.resolved(.light)
        let d = dark.resolved(.dark)
        self = l
        dynamicTag = DynamicColors.tag(light: l, dark: d)
    }
}
