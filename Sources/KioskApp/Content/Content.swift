import PanelGraphics

/// Everything the kiosk shows: the profile, the cards and the playlist, read from a content folder.
public struct Content {
    public struct Activity: Equatable, Sendable {
        public var title: String
        public var detail: String
        public var time: String
    }

    public struct Recommendation {
        public var title: String
        public var subtitle: String
        public var body: String
        public var image: Surface?
    }

    public struct Profile {
        public var name: String
        public var handle: String
        public var avatar: Surface?
        public var activity: [Activity]
        public var recommendations: [Recommendation]
    }

    public struct Card {
        public var title: String
        public var subtitle: String
        public var color: Color
        public var image: Surface?
    }

    public struct Media {
        public var title: String
        public var channel: String
        /// Length in seconds (from content.json, else from the file).
        public var duration: Double
        public var poster: Surface?
        public var comments: [Comment]
        /// The video file's full path (nil: the item has no video, only its poster).
        public var file: String?
        /// Whether the item plays again from the start instead of ending.
        public var loops: Bool
        /// Whether the length is still to be read from `file` (content.json gave none and the content was
        /// loaded without reading lengths): `duration` is 0 until `Kiosk.readPendingDurations()` reads it.
        public var durationPending: Bool

        public init(
            title: String, channel: String = "", duration: Double, poster: Surface? = nil, comments: [Comment] = [],
            file: String? = nil, loops: Bool = false, durationPending: Bool = false
        ) {
            self.title = title
            self.channel = channel
            self.duration = duration
            self.poster = poster
            self.comments = comments
            self.file = file
            self.loops = loops
            self.durationPending = durationPending
        }

        /// Takes the length read from `file`: it is no longer pending.
        public mutating func setDuration(_ seconds: Double) {
            duration = seconds
            durationPending = false
        }

        /// Puts lengths read from the files (`Kiosk.readPendingDurations()`) into `items` by index.
        /// - Returns: the indices that were in `items`.
        @discardableResult
        public static func setDurations(_ lengths: [(index: Int, seconds: Double)], in items: inout [Media]) -> [Int] {
            var set: [Int] = []
            for (i, seconds) in lengths where items.indices.contains(i) {
                items[i].setDuration(seconds)
                set.append(i)
            }
            return set
        }
    }

    public struct Comment: Equatable, Sendable {
        public var author: String
        public var text: String
    }

    public var profile: Profile
    public var cards: [Card]
    public var playlist: [Media]
    /// One line per problem found while loading (bad JSON fields, unreadable images); the valid rest is kept.
    public var issues: [String]

    public init(profile: Profile, cards: [Card], playlist: [Media], issues: [String] = []) {
        self.profile = profile
        self.cards = cards
        self.playlist = playlist
        self.issues = issues
    }

    /// Content with no items, for a kiosk whose folder could not be read at all.
    public static func empty(issues: [String]) -> Content {
        Content(
            profile: Profile(name: "", handle: "", avatar: nil, activity: [], recommendations: []), cards: [],
            playlist: [], issues: issues)
    }
}
