import PanelText

extension Button {
    /// What a button shows and how, as iOS 15's `UIButton.Configuration`: start from a style
    /// (`.plain()`, `.tinted()`, `.gray()`, `.filled()`, or the `bordered…` names), set a title, subtitle
    /// and image, and give it to `Button(configuration:primaryAction:)` or `button.configuration`. The
    /// button then draws the configuration instead of its per-state titles, colours and images, and
    /// updates it for its state (highlighted, disabled) as UIKit does.
    ///
    /// Metrics PanelKit uses, after iOS's: `contentInsets` default to 14/20 points (top and bottom /
    /// leading and trailing) for `.large`, 7/12 for `.medium` (the default), 5/10 for `.small` and 3/8 for
    /// `.mini`; the title is 17 points (`.large`, `.medium`), 15 (`.small`) or 13 (`.mini`) and the
    /// subtitle 15, 15, 13 and 12; the `.dynamic` corner radius is 12, 8, 6 and 4 points; the `.small`,
    /// `.medium` and `.large` corner styles are 4, 8 and 12 points.
    ///
    /// Colours for each state: `.filled()` fills with the tint (or `baseBackgroundColor`) under a white
    /// title; `.tinted()` fills with the tint at 15 % opacity under a title in the tint; `.gray()` fills
    /// with `.systemGray5` under a title in the tint; `.plain()` has no fill and a title in the tint. While
    /// highlighted a fill darkens (its colour times 0.8, a translucent one also 1.5 times as opaque), and a
    /// button with no fill shows its content at half opacity. Disabled, the content is `.tertiaryLabel`
    /// and a fill `.tertiarySystemFill`. A `background.backgroundColor` set in code is used as it is.
    public struct Configuration {
        /// The sizes of configured button, as `UIButton.Configuration.Size`: they set the default content
        /// insets, the text sizes and the dynamic corner radius.
        public enum Size: Int, Hashable, Sendable {
            case mini
            case small
            case medium
            case large
        }

        /// How the background's corners are rounded, as `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// `background.cornerRadius` as it is.
            case fixed = -1
            /// `background.cornerRadius` when set (above 0), else the system radius for `buttonSize`.
            case dynamic = 0
            /// A small system radius (4 points).
            case small = 1
            /// A medium system radius (8 points).
            case medium = 2
            /// A large system radius (12 points).
            case large = 3
            /// Half the height: round ends.
            case capsule = 4
        }

        /// How the title and subtitle align with each other, as `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Hashable, Sendable {
            /// Leading beside a leading or trailing image, else centred.
            case automatic
            case leading
            case center
            case trailing
        }

        /// The styles the factories make.
        enum Style: Hashable, Sendable {
            case plain
            case tinted
            case gray
            case filled

            /// Whether the style fills its background.
            var hasFill: Bool { self != .plain }
        }

        let style: Style

        /// The title.
        public var title: String?
        /// A second line of smaller text below the title.
        public var subtitle: String?
        /// A title with attributes; it wins over `title`. UIKit's is an `AttributedString`; PanelKit's is
        /// PanelText's `AttributedText` (`NSAttributedString` in `PanelKitCompat`).
        public var attributedTitle: AttributedText?
        /// A subtitle with attributes; it wins over `subtitle`.
        public var attributedSubtitle: AttributedText?
        /// The image, drawn at its size. A symbol (or a template image) is drawn in the foreground colour.
        public var image: Surface?
        /// The configuration a symbol image is drawn at, laid over the image's own, as
        /// `UIButton.Configuration.preferredSymbolConfigurationForImage`; nil draws the image as it is.
        public var preferredSymbolConfigurationForImage: Surface.SymbolConfiguration?
        /// Which side of the text the image is on (`.leading`, the default, `.trailing`, `.top` or `.bottom`).
        public var imagePlacement: DirectionalRectEdge = .leading
        /// The space between the image and the text (0 by default).
        public var imagePadding = 0.0
        /// The space between the title and the subtitle (0 by default).
        public var titlePadding = 0.0
        /// How the title and subtitle align with each other.
        public var titleAlignment = TitleAlignment.automatic
        /// The colour the foreground (text, symbol images, activity indicator) derives from; nil is the
        /// style's (white for `.filled()`, else the button's tint).
        public var baseForegroundColor: Color?
        /// The colour the background fill derives from; nil is the style's (the tint for `.filled()` and
        /// `.tinted()`, `.systemGray5` for `.gray()`).
        public var baseBackgroundColor: Color?
        /// The background's colour, corner radius and stroke.
        public var background = BackgroundConfiguration.clear()
        /// How the background's corners are rounded (`.dynamic` by default).
        public var cornerStyle = CornerStyle.dynamic
        /// The button's size; it sets the default content insets and the text sizes.
        public var buttonSize = Size.medium
        /// The space between the edges and the content. Until set it is the default for `buttonSize`.
        public var contentInsets: DirectionalEdgeInsets {
            get { customContentInsets ?? Configuration.defaultContentInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }
        private var customContentInsets: DirectionalEdgeInsets?
        /// Whether an activity indicator spins in the image's place.
        public var showsActivityIndicator = false
        /// Changes the title's attributes (font, size, weight, colour) before it is drawn.
        public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes before it is drawn.
        public var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer?

        /// The state `updated(for:)` resolved the configuration for (nil: the button's own).
        var resolvedState: Control.State?

        init(style: Style) {
            self.style = style
        }

        // MARK: Styles

        /// A button with no background and content in the tint, as `UIButton.Configuration.plain()`.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button filled with the tint at low opacity, content in the tint, as `.tinted()`.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button filled with a light grey, content in the tint, as `.gray()`.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button filled with the tint, white content, as `.filled()`.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A button with no background, as `.borderless()`: PanelKit draws it as `.plain()`.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// A bordered button, as `.bordered()`: PanelKit draws it as `.gray()`.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// A bordered button in the tint, as `.borderedTinted()`: PanelKit draws it as `.tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// A bordered button that stands out, as `.borderedProminent()`: PanelKit draws it as `.filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// Goes back to the default content insets for `buttonSize`, as `setDefaultContentInsets()`.
        public mutating func setDefaultContentInsets() {
            customContentInsets = nil
        }

        /// A copy updated for `button`'s state, as `updated(for:)`: values set in code are kept; the
        /// colours the style derives follow the button's state when drawn.
        @MainActor
        public func updated(for button: Button) -> Configuration {
            var copy = self
            copy.resolvedState = button.state
            return copy
        }

        // MARK: Metrics

        /// The default insets for a size.
        static func defaultContentInsets(for size: Size) -> DirectionalEdgeInsets {
            switch size {
            case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's point size.
        var titleFontSize: Double {
            switch buttonSize {
            case .mini: 13
            case .small: 15
            case .medium, .large: 17
            }
        }

        /// The subtitle's point size.
        var subtitleFontSize: Double {
            switch buttonSize {
            case .mini: 12
            case .small: 13
            case .medium, .large: 15
            }
        }

        /// The corner radius for a background `height` tall.
        func cornerRadius(height: Double) -> Double {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .dynamic:
                if background.cornerRadius > 0 { return background.cornerRadius }
                switch buttonSize {
                case .mini: return 4
                case .small: return 6
                case .medium: return 8
                case .large: return 12
                }
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }

        // MARK: Colours

        /// The foreground colour in `state`, with `tint` as the button's tint.
        func foregroundColor(for state: Control.State, tint: Color) -> Color {
            if state.contains(.disabled) { return .tertiaryLabel }
            let base = baseForegroundColor ?? (style == .filled ? .white : tint)
            if state.contains(.highlighted) && !hasFill {
                return base.withAlphaComponent(base.alpha * 0.5)
            }
            return base
        }

        /// Whether the background is filled (by the style or by a colour set in code).
        var hasFill: Bool { style.hasFill || background.backgroundColor != nil }

        /// The background fill in `state` (nil: none).
        func backgroundColor(for state: Control.State, tint: Color) -> Color? {
            if let explicit = background.backgroundColor { return explicit }
            guard style.hasFill else { return nil }
            if state.contains(.disabled) { return .tertiarySystemFill }
            let base: Color
            switch style {
            case .filled: base = baseBackgroundColor ?? tint
            case .tinted:
                let c = baseBackgroundColor ?? tint
                base = c.withAlphaComponent(c.alpha * 0.15)
            case .gray: base = baseBackgroundColor ?? .systemGray5
            case .plain: return nil
            }
            return state.contains(.highlighted) ? Configuration.darkened(base) : base
        }

        /// A highlighted fill: darker, and more opaque when translucent.
        static func darkened(_ c: Color) -> Color {
            if c.isDynamic {
                return Color(light: darkened(c.resolved(.light)), dark: darkened(c.resolved(.dark)))
            }
            return Color(
                red: c.red * 0.8, green: c.green * 0.8, blue: c.blue * 0.8,
                alpha: c.alpha < 1 ? min(1, c.alpha * 1.5) : 1)
        }
    }
}
