import PanelText

/// A command an accessibility element offers besides activation ("Delete", "Flag"), as
/// `UIAccessibilityCustomAction`: listed in the element's `accessibilityCustomActions`, shown by name in the
/// accessibility tree (`AccessibilityNode.customActions`) and performed there (`perform(_:)`), which calls
/// `actionHandler` and returns its answer. Selector targets do not exist here: a handler is the only form.
@MainActor
open class AccessibilityCustomAction {
    /// What the action is called: `attributedName`'s string when it was made with one.
    open var name: String {
        get { storedName }
        set {
            storedName = newValue
            storedAttributedName = AttributedText(newValue)
        }
    }

    /// The name with attributes (a spoken language, a pitch), as `attributedName`.
    open var attributedName: AttributedText {
        get { storedAttributedName }
        set {
            storedAttributedName = newValue
            storedName = newValue.string
        }
    }

    /// A picture for the action, shown by interfaces that show actions (Switch Control's menu).
    open var image: Surface?

    /// Performs the action and answers whether it succeeded.
    open var actionHandler: ((AccessibilityCustomAction) -> Bool)?

    private var storedName: String
    private var storedAttributedName: AttributedText

    /// An action called `name` that runs `actionHandler`.
    public init(name: String, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        storedName = name
        storedAttributedName = AttributedText(name)
        self.actionHandler = actionHandler
    }

    /// An action called `name`, shown with `image`, that runs `actionHandler`.
    public init(name: String, image: Surface?, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        storedName = name
        storedAttributedName = AttributedText(name)
        self.image = image
        self.actionHandler = actionHandler
    }

    /// An action called `attributedName` that runs `actionHandler`.
    public init(attributedName: AttributedText, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        storedName = attributedName.string
        storedAttributedName = attributedName
        self.actionHandler = actionHandler
    }

    /// An action called `attributedName`, shown with `image`, that runs `actionHandler`.
    public init(
        attributedName: AttributedText, image: Surface?, actionHandler: ((AccessibilityCustomAction) -> Bool)?
    ) {
        storedName = attributedName.string
        storedAttributedName = attributedName
        self.image = image
        self.actionHandler = actionHandler
    }

    /// Runs the handler and answers its result; an action without one does nothing and fails.
    func perform() -> Bool {
        actionHandler?(self) ?? false
    }
}
