import PanelText

/// The region a text view lays its text out in, as `NSTextContainer` (`UITextView.textContainer`): how far
/// each line stays from the container's edges (`lineFragmentPadding`), how many lines show and how lines
/// break. Its width is the text view's, less `textContainerInset`; changing a property lays the view out
/// again.
@MainActor
public final class TextContainer {
    /// The space left at each end of every line, inside the container (5 points by default, as
    /// `NSTextContainer`'s).
    public var lineFragmentPadding = 5.0 {
        didSet { if lineFragmentPadding != oldValue { owner?.textContainerDidChange() } }
    }
    /// The most lines shown; 0 (the default) means as many as the text needs.
    public var maximumNumberOfLines = 0 {
        didSet { if maximumNumberOfLines != oldValue { owner?.textContainerDidChange() } }
    }
    /// How the last line that fits ends when there is more text (`.byWordWrapping` by default).
    public var lineBreakMode: LineBreakMode = .byWordWrapping {
        didSet { if lineBreakMode != oldValue { owner?.textContainerDidChange() } }
    }

    /// The text view laying its text out in this container.
    weak var owner: TextView?

    init(owner: TextView?) {
        self.owner = owner
    }
}
