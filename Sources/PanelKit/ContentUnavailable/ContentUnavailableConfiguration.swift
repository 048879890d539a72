/// What a view with nothing to show says instead, as iOS 17's `UIContentUnavailableConfiguration`: an
/// image, a text, a secondary text and a button, centred, over a background. Start from `.empty()`,
/// `.loading()` (an activity indicator and "Loading…") or `.search()` ("No Results"), set it as a view
/// controller's `contentUnavailableConfiguration` or show it in a `ContentUnavailableView`.
@MainActor
public struct ContentUnavailableConfiguration {
    /// A text's look (the list configurations' text properties: colour, font, lines).
    public typealias TextProperties = ListContentConfiguration.TextProperties
    /// The image's look (the list configurations' image properties: maximum size, tint, corners).
    public typealias ImageProperties = ListContentConfiguration.ImageProperties

    /// What the button does, as `UIContentUnavailableConfiguration.ButtonProperties`.
    public struct ButtonProperties {
        /// The action a tap on the button performs.
        public var primaryAction: Action?
        /// The menu the button shows (a tap shows it when there is no primary action).
        public var menu: Menu?
        /// Whether the button can be tapped (true by default).
        public var isEnabled = true

        public init(primaryAction: Action? = nil, menu: Menu? = nil, isEnabled: Bool = true) {
            self.primaryAction = primaryAction
            self.menu = menu
            self.isEnabled = isEnabled
        }
    }

    /// The image above the texts.
    public var image: Surface?
    /// The main text.
    public var text: String?
    /// The text below it.
    public var secondaryText: String?
    /// The button below the texts; it shows when it has a title or an image (UIKit's `.plain()` with no
    /// title, the default, shows nothing).
    public var button = Button.Configuration.plain()
    /// What the button does.
    public var buttonProperties = ButtonProperties()
    /// What lies under the content (clear by default: the controller's content shows through; give it a
    /// colour to hide the content).
    public var background = BackgroundConfiguration.clear()
    public var imageProperties = ImageProperties()
    public var textProperties = TextProperties(
        color: .label, fontSize: 22, fontWeight: .bold, numberOfLines: 0)
    public var secondaryTextProperties = TextProperties(color: .secondaryLabel, fontSize: 17, numberOfLines: 0)
    /// The space kept around the content, inside the view.
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    /// Space between the image and the text (10 points, UIKit's).
    public var imageToTextPadding = 10.0
    /// Space between the text and the secondary text.
    public var textToSecondaryTextPadding = 6.0
    /// Space between the texts and the button.
    public var textToButtonPadding = 16.0

    /// Whether an activity indicator shows in the image's place (`.loading()`).
    var showsActivityIndicator = false
    /// Whether the text says what was searched for when updated with a search text (`.search()`).
    var isSearch = false

    public init() {}

    /// Nothing set: fill in the image, texts and button, as `UIContentUnavailableConfiguration.empty()`.
    public static func empty() -> ContentUnavailableConfiguration { ContentUnavailableConfiguration() }

    /// A spinning activity indicator above "Loading…", in secondary grey, as `.loading()`.
    public static func loading() -> ContentUnavailableConfiguration {
        var c = ContentUnavailableConfiguration()
        c.showsActivityIndicator = true
        c.text = "Loading…"
        c.textProperties = TextProperties(color: .secondaryLabel, fontSize: 17, numberOfLines: 0)
        return c
    }

    /// A magnifying glass above "No Results" and a hint, as `.search()`; `updated(for:)` with a state that
    /// has a search text names it ("No Results for “text”").
    public static func search() -> ContentUnavailableConfiguration {
        var c = ContentUnavailableConfiguration()
        c.isSearch = true
        c.image = Surface(systemName: "magnifyingglass")
        c.text = "No Results"
        c.secondaryText = "Check the spelling or try a new search."
        return c
    }

    /// The configuration for `state`: a search configuration names the state's search text.
    public func updated(for state: ContentUnavailableConfigurationState) -> ContentUnavailableConfiguration {
        var c = self
        if isSearch {
            let query = state.searchText ?? ""
            c.text = query.isEmpty ? "No Results" : "No Results for “\(query)”"
        }
        return c
    }
}
