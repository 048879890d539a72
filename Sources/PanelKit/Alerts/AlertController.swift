/// An alert or action sheet, as `UIAlertController`: a title, a message and buttons for its actions,
/// presented over the current screen (`.overFullScreen`, cross-dissolving) with the screen dimmed behind.
/// A tap on an action's button dismisses the alert, then calls the action's handler. An alert is centred
/// (two actions side by side, cancel on the left; more stacked, cancel last); an action sheet sits at the
/// bottom with its cancel button apart. An alert may hold text fields (`addTextField`) under its message:
/// the first takes the keyboard as the alert appears, and the alert rises to stay clear of the keyboard.
@MainActor
open class AlertController: ViewController {
    /// An alert in the middle of the screen or a sheet of choices at the bottom, as
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// The text under the title.
    open var message: String? {
        didSet { if isViewLoaded { rebuild() } }
    }
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The action shown bold (an alert's default choice); it must be one of `actions`.
    open var preferredAction: AlertAction? {
        didSet { if isViewLoaded { rebuild() } }
    }

    private let dimming = View()
    private let box = View()
    private let cancelBox = View()
    private var buttons: [(AlertAction, Button)] = []
    private let titleLabel = Label()
    private let messageLabel = Label()
    private var separators: [View] = []
    private var fields: [TextField] = []

    /// The alert's text fields in the order they were added, nil when it has none (as in UIKit).
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }

    private static let alertWidth = 270.0
    private static let fieldHeight = 25.0
    private static let rowHeight = 44.0
    private static let separatorColor = Color.separator

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// Adds a button for `action` (at most one `.cancel` action, as UIKit requires).
    open func addAction(_ action: AlertAction) {
        precondition(
            action.style != .cancel || !actions.contains { $0.style == .cancel },
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        actions.append(action)
        if isViewLoaded { rebuild() }
    }

    /// Adds a text field under the message and lets `configurationHandler` set it up (placeholder, secure
    /// entry, keyboard type). Only an alert holds text fields, as UIKit requires.
    open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style .alert")
        let field = TextField()
        field.textLabel.fontSize = 13
        field.backgroundColor = .systemBackground
        field.layer.borderWidth = 0.5
        field.layer.borderColor = AlertController.separatorColor
        field.leftView = View(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        field.leftViewMode = .always
        fields.append(field)
        configurationHandler?(field)
        if isViewLoaded { box.addSubview(field) }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let first = fields.first else { return }
        first.window?.application?.keyboard.relayoutWhenMoving(view)
        first.becomeFirstResponder()
    }

    open override func loadView() {
        let root = View(frame: Application.current?.screen.bounds ?? .zero)
        dimming.backgroundColor = Color(white: 0, alpha: 0.2)
        root.addSubview(dimming)
        for b in [box, cancelBox] {
            b.backgroundColor = .alertBackground
            b.cornerRadius = 14
            b.clipsToBounds = true
            root.addSubview(b)
        }
        titleLabel.font = nil
        titleLabel.fontWeight = .bold
        titleLabel.fontSize = 17
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        messageLabel.fontSize = 13
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        box.addSubview(titleLabel)
        box.addSubview(messageLabel)
        for f in fields { box.addSubview(f) }
        view = root
        rebuild()
    }

    open override var title: String? {
        didSet { if isViewLoaded { rebuild() } }
    }

    /// Makes the buttons and separators again from `actions`.
    private func rebuild() {
        for (_, b) in buttons { b.removeFromSuperview() }
        for s in separators { s.removeFromSuperview() }
        buttons = []
        separators = []
        titleLabel.text = title
        messageLabel.text = message
        for action in orderedActions {
            let button = Button(type: .system)
            button.setTitle(action.title, for: .normal)
            button.titleLabel.fontSize = preferredStyle == .alert ? 17 : 20
            let bold = action === preferredAction || (preferredAction == nil && action.style == .cancel)
            button.titleLabel.fontWeight = bold ? .bold : .regular
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.isEnabled = action.isEnabled
            action.onEnabledChange = { [weak button, weak action] in button?.isEnabled = action?.isEnabled ?? false }
            button.addAction(for: .touchUpInside) { [weak self, weak action] _ in
                guard let self, let action else { return }
                self.choose(action)
            }
            buttons.append((action, button))
            (isSheetCancel(action) ? cancelBox : box).addSubview(button)
        }
        view.setNeedsLayout()
    }

    /// The actions in the order they are shown: an alert's cancel goes first when two sit side by side and
    /// last when they are stacked; a sheet's cancel is in its own box.
    private var orderedActions: [AlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if preferredStyle == .alert && actions.count == 2 { return cancel + others }
        return others + cancel
    }

    private func isSheetCancel(_ action: AlertAction) -> Bool {
        preferredStyle == .actionSheet && action.style == .cancel
    }

    private func choose(_ action: AlertAction) {
        guard action.isEnabled else { return }
        // The fields let go of the keyboard; their text stays for the handler to read.
        view.endEditing(true)
        dismiss(animated: true) { action.handler?(action) }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        dimming.frame = bounds
        for s in separators { s.removeFromSuperview() }
        let width =
            preferredStyle == .alert ? AlertController.alertWidth : min(bounds.width - 16, 400)
        var y = 0.0
        let hasText = !(title ?? "").isEmpty || !(message ?? "").isEmpty
        if hasText {
            y = 19
            for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
                let size = label.sizeThatFits(Size(width: width - 32, height: .infinity))
                label.frame = Rect(x: 16, y: y, width: width - 32, height: size.height)
                y += size.height + 4
            }
            y += 15
        }
        if !fields.isEmpty {
            y += hasText ? -7 : 16
            for f in fields {
                f.frame = Rect(x: 16, y: y, width: width - 32, height: AlertController.fieldHeight)
                y += AlertController.fieldHeight - 0.5
            }
            y += 16.5
        }
        let rows = buttons.filter { !isSheetCancel($0.0) }.map(\.1)
        let sideBySide = preferredStyle == .alert && rows.count == 2
        if sideBySide {
            addSeparator(Rect(x: 0, y: y, width: width, height: 0.5), in: box)
            addSeparator(Rect(x: width / 2, y: y, width: 0.5, height: AlertController.rowHeight), in: box)
            rows[0].frame = Rect(x: 0, y: y, width: width / 2, height: AlertController.rowHeight)
            rows[1].frame = Rect(x: width / 2, y: y, width: width / 2, height: AlertController.rowHeight)
            y += AlertController.rowHeight
        } else {
            for (i, b) in rows.enumerated() {
                if hasText || i > 0 { addSeparator(Rect(x: 0, y: y, width: width, height: 0.5), in: box) }
                b.frame = Rect(x: 0, y: y, width: width, height: AlertController.rowHeight)
                y += AlertController.rowHeight
            }
        }
        let cancel = buttons.first { isSheetCancel($0.0) }?.1
        cancelBox.isHidden = cancel == nil
        if preferredStyle == .alert {
            // Centred in what the keyboard leaves free (all of the screen while it is down).
            let free = min(bounds.height, view.keyboardGuideInsets.top + view.safeAreaInsets.bottom)
            box.frame = Rect(
                x: (bounds.width - width) / 2, y: max(8, ((free - y) / 2).rounded()), width: width, height: y)
        } else {
            let cancelHeight = cancel == nil ? 0 : AlertController.rowHeight + 8
            let bottom = bounds.height - 8 - cancelHeight
            box.frame = Rect(x: (bounds.width - width) / 2, y: bottom - y, width: width, height: y)
            if let cancel {
                cancelBox.frame = Rect(
                    x: (bounds.width - width) / 2, y: bounds.height - 8 - AlertController.rowHeight, width: width,
                    height: AlertController.rowHeight)
                cancel.frame = cancelBox.bounds
            }
        }
    }

    /// A hairline between the text and the buttons or between buttons (the lines are taken down at each
    /// layout and reused).
    private func addSeparator(_ frame: Rect, in parent: View) {
        let line: View
        if let free = separators.first(where: { $0.superview == nil }) {
            line = free
        } else {
            line = View()
            line.isUserInteractionEnabled = false
            line.backgroundColor = AlertController.separatorColor
            separators.append(line)
        }
        line.frame = frame
        parent.addSubview(line)
    }
}
