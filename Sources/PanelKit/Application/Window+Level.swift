extension Window {
    /// A window's place among the windows, as `UIWindow.Level`: higher levels draw in front, and within a
    /// level the window made later does. Every window of a level covers every window of the levels below it.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: Double

        public init(rawValue: Double) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: Double) {
            self.rawValue = rawValue
        }

        /// The default level (0).
        public static let normal = Level(0)
        /// The level of a status window, over the app's windows and below alerts (1000).
        public static let statusBar = Level(1000)
        /// The level of an alert, over the status bar (2000).
        public static let alert = Level(2000)

        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }

        /// A level `offset` above `level` (`.alert + 1`).
        public static func + (level: Level, offset: Double) -> Level { Level(level.rawValue + offset) }

        /// A level `offset` below `level`.
        public static func - (level: Level, offset: Double) -> Level { Level(level.rawValue - offset) }
    }
}
