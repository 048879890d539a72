import PanelKit
import PanelText

/// Seed 002's comment section, swapped in for the playlist: the current item's comments, each with the
/// author's initials, name and text (wrapped), in a scrolling list.
@MainActor
public final class CommentViewController: ViewController {
    let theme: Theme
    /// The item whose comments are shown.
    public var media: Content.Media? {
        didSet { if isViewLoaded { rebuild() } }
    }
    public private(set) var scrollView: ScrollView!
    private var rows: [CommentRow] = []
    private var emptyView: EmptyStateView?

    init(theme: Theme) {
        self.theme = theme
        super.init()
    }

    public override func loadView() {
        let v = View()
        view = v
        let s = ScrollView(frame: .zero)
        s.alwaysBounceVertical = true
        scrollView = s
        v.addSubview(s)
        rebuild()
    }

    /// The number of comments shown.
    public var commentCount: Int { rows.count }

    private func rebuild() {
        for r in rows { r.removeFromSuperview() }
        emptyView?.removeFromSuperview()
        emptyView = nil
        let comments = media?.comments ?? []
        rows = comments.map { CommentRow(comment: $0, theme: theme) }
        for r in rows { scrollView.addSubview(r) }
        if comments.isEmpty {
            let e = EmptyStateView(
                icon: .comment, title: "No comments yet",
                message: media == nil ? "Pick a video to see what people say." : "Be the first to say something.",
                theme: theme, dark: true)
            emptyView = e
            view.addSubview(e)
        }
        scrollView.contentOffset = .zero
        view.setNeedsLayout()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        scrollView.frame = b
        emptyView?.frame = b
        var y = theme.s(4)
        for r in rows {
            let h = r.height(forWidth: b.width)
            r.frame = Rect(x: 0, y: y, width: b.width, height: h)
            y += h + theme.s(6)
        }
        scrollView.contentSize = Size(width: b.width, height: y + theme.s(8))
    }
}

/// One comment: an initials avatar, the author in bold and the text below.
@MainActor
final class CommentRow: View {
    private let theme: Theme
    private let avatar = AvatarView()
    private let authorLabel: Label
    private let textLabel: Label

    init(comment: Content.Comment, theme: Theme) {
        self.theme = theme
        authorLabel = UI.label(comment.author, size: theme.captionSize, weight: .bold, color: .white)
        textLabel = UI.label(
            comment.text, size: theme.captionSize + theme.s(1), color: Color(white: 1, alpha: 0.85), lines: 0)
        textLabel.lineBreakMode = .byWordWrapping
        super.init(frame: .zero)
        avatar.name = comment.author
        backgroundColor = Color(white: 1, alpha: 0.06)
        cornerRadius = theme.smallRadius
        addSubview(avatar)
        addSubview(authorLabel)
        addSubview(textLabel)
    }

    private var avatarSide: Double { theme.s(32) }
    private var inset: Double { theme.s(10) }
    private var textX: Double { inset + avatarSide + theme.s(10) }

    func height(forWidth width: Double) -> Double {
        let text = textLabel.sizeThatFits(Size(width: width - textX - inset, height: .infinity))
        let content = UI.lineHeight(theme.captionSize) + theme.s(2) + text.height
        return max(avatarSide, content) + inset * 2
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        avatar.frame = Rect(x: inset, y: inset, width: avatarSide, height: avatarSide)
        let w = b.width - textX - inset
        let ah = UI.lineHeight(theme.captionSize)
        authorLabel.frame = Rect(x: textX, y: inset, width: w, height: ah)
        let text = textLabel.sizeThatFits(Size(width: w, height: .infinity))
        textLabel.frame = Rect(x: textX, y: inset + ah + theme.s(2), width: w, height: text.height)
    }
}
