import PanelText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How the user interacted with a link in a text view, as `UITextItemInteraction`.
public enum TextItemInteraction: Hashable, Sendable {
    /// A tap: the link's default action (opening it).
    case invokeDefaultAction
    /// A long press showing the link's actions (PanelKit never sends it).
    case presentActions
    /// A preview (PanelKit never sends it).
    case preview
}

/// An item in a text view's text the user acted on, as `UITextItem`: for now always a link.
@MainActor
public final class TextItem {
    /// What the item is, as `UITextItem.Content`.
    public enum Content: Sendable {
        /// A link (a `.link` attribute, or a URL a data detector found).
        case link(URL)
        /// A tagged range (PanelKit makes none).
        case tag(String)
    }

    /// What the item is.
    public let content: Content
    /// Where it is in the text, in UTF-16 code units.
    public let range: CharacterRange

    init(content: Content, range: CharacterRange) {
        self.content = content
        self.range = range
    }
}

extension TextView {
    /// The kinds of text a text view that is not editable turns into links, as `UIDataDetectorTypes`.
    public struct DataDetectorTypes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Phone numbers (not detected on a panel).
        public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
        /// Web addresses: words starting "http://", "https://" or "www.".
        public static let link = DataDetectorTypes(rawValue: 1 << 1)
        /// Postal addresses (not detected on a panel).
        public static let address = DataDetectorTypes(rawValue: 1 << 2)
        /// Dates and times (not detected on a panel).
        public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
        /// No detection.
        public static let none = DataDetectorTypes([])
        /// Everything.
        public static let all = DataDetectorTypes(rawValue: UInt.max)
    }

    /// The text the label shows: the attributed text with the links `dataDetectorTypes` finds marked
    /// (only while the view is not editable, as in UIKit).
    var shownAttributedText: AttributedText {
        var text: AttributedText = attributedText
        guard !isEditable, dataDetectorTypes.contains(.link) else { return text }
        for (range, link) in Self.detectedLinks(in: text.string) {
            text.modifyAttributes(range: range) { if $0.link == nil { $0.link = link } }
        }
        return text
    }

    /// The web addresses in `string`: words (runs without white space) starting "http://", "https://" or
    /// "www." ("www." ones get "http://"), without the punctuation that ends a sentence after them.
    static func detectedLinks(in string: String) -> [(Range<String.Index>, String)] {
        var out: [(Range<String.Index>, String)] = []
        var i = string.startIndex
        while i < string.endIndex {
            guard !string[i].isWhitespace else {
                i = string.index(after: i)
                continue
            }
            var end = i
            while end < string.endIndex && !string[end].isWhitespace { end = string.index(after: end) }
            var wordEnd = end
            while wordEnd > i, let last = string[..<wordEnd].last, ".,;:!?)]}'\"".contains(last) {
                wordEnd = string.index(before: wordEnd)
            }
            let word = string[i..<wordEnd].lowercased()
            let scheme = word.hasPrefix("http://") || word.hasPrefix("https://")
            if scheme || word.hasPrefix("www."), word.count > (scheme ? 8 : 4) {
                let link = String(string[i..<wordEnd])
                out.append((i..<wordEnd, scheme ? link : "http://" + link))
            }
            i = end
        }
        return out
    }

    /// The link under `point` (in the view's bounds) and its range in UTF-16 code units, if any.
    func link(at point: Point) -> (link: String, range: CharacterRange)? {
        guard let layout = textLabel.textLayout(width: textLabel.bounds.width) else { return nil }
        let p = Point(x: point.x - textLabel.frame.minX, y: point.y - textLabel.frame.minY)
        let text = layout.attributedText
        let scalars = text.string.unicodeScalars
        for run in layout.runs where !run.characterRange.isEmpty {
            let line = layout.lines[run.line].frame
            guard p.y >= line.minY, p.y < line.maxY, p.x >= run.x, p.x < run.x + run.width else { continue }
            let index = scalars.index(scalars.startIndex, offsetBy: run.characterRange.lowerBound)
            guard index < scalars.endIndex, let link = text.attributes(at: index).link else { return nil }
            // The link's whole extent: the neighbouring runs with the same link.
            var lower = index
            var upper = index
            for r in text.runs where r.attributes.link == link {
                if r.range.contains(index) || r.range.upperBound == lower { lower = min(lower, r.range.lowerBound) }
                if r.range.contains(index) || r.range.lowerBound == upper { upper = max(upper, r.range.upperBound) }
            }
            return (link, CharacterRange(lower..<upper, in: text.string))
        }
        return nil
    }

    /// A tap on a link: the delegate's `textView(_:primaryActionFor:defaultAction:)` (by default the older
    /// `textView(_:shouldInteractWith:in:interaction:)`) picks the action; the default one opens the URL
    /// through the application. A link that is not a URL does nothing.
    func activateLink(_ link: String, range: CharacterRange) {
        guard let url = URL(string: link) else { return }
        let application = window?.application
        let defaultAction = Action(title: "Open Link") { _ in application?.open(url.absoluteString) }
        let item = TextItem(content: .link(url), range: range)
        let action =
            textViewDelegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) }
            ?? defaultAction
        if let action { action.handler(action) }
    }
}

extension CharacterRange {
    /// The UTF-16 code units `range` covers in `string`.
    init(_ range: Range<String.Index>, in string: String) {
        let utf16 = string.utf16
        self.init(
            location: utf16.distance(from: utf16.startIndex, to: range.lowerBound),
            length: utf16.distance(from: range.lowerBound, to: range.upperBound))
    }
}
