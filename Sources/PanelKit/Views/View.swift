import CSwiftRuntime

/// A rectangular area on screen that draws content and receives touches, as `UIView`.
///
/// Geometry is UIKit's: `bounds` is the view's own coordinate system, `center` places the middle of
/// the bounds in the superview, `transform` applies around the center, and `frame` is the bounding box
/// of the result in the superview. Setting an animatable property inside `View.animate` animates it:
/// the model value changes at once while `presentation` follows on screen.
@MainActor
open class View: Responder {
    // MARK: Model values

    var modelCenter: Point
    var modelBounds: Rect
    var modelTransform: AffineTransform = .identity
    var modelAlpha: Double = 1
    var modelBackgroundColor: Color?
    var modelCornerRadius: Double = 0

    // MARK: Hierarchy storage

    /// The subviews, back to front.
    public internal(set) var subviews: [View] = []
    /// The view this one is a subview of.
    public internal(set) var superview: View? {
        get {
            // A superview being deinitialized reads as nil, as a weak reference to it would: code run while
            // it goes (a subclass's own deinit, before View's clears this) must neither walk into it nor
            // retain it.
            guard let s = superviewStorage, !panel_is_deallocating(s.toOpaque()) else { return nil }
            return s.takeUnretainedValue()
        }
        set { superviewStorage = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The superview, unretained as UIKit's is. A weak reference gave every view with subviews a side
    /// table, and each retain and release of such a view went through the runtime's slow path (94 of a
    /// drag frame's releases did). The superview's `deinit` clears it, so it never dangles.
    nonisolated(unsafe) var superviewStorage: Unmanaged<View>?
    /// The controller whose `view` this is (UIKit's view delegate): it gets the layout callbacks and is
    /// the next responder.
    weak var owningViewController: ViewController?

    // MARK: Layout, animation and render state

    var needsLayoutFlag = true
    var descendantNeedsLayout = false
    var animationTracks: [AnimationTrack] = []
    var contentVersion = 0
    /// The interactions added with `addInteraction(_:)`.
    var interactionList: [Interaction] = []
    /// Layers added to the view's layer in code (`layer.addSublayer(_:)`), drawn among the subviews.
    var hostedSublayers: [Sublayer] = []
    /// The animations run with `layer.add(_:forKey:)`; made at the first.
    var layerAnimations: LayerAnimations?
    /// What the last damage pass computed for the view: plain values only, so that the pass copies it as
    /// bytes (no reference counting).
    var render = RenderState()
    /// What the view's layer asks of the renderer (`shouldRasterize`, `isOpaque`, a 3D transform, a mask)
    /// and its cached bitmap, kept from frame to frame beside `render`.
    var layerOptions = LayerOptions()
    /// Whether this view changed since the damage pass last looked at it, and whether a descendant did: the
    /// pass skips subtrees where neither is set and nothing above them moved (see `markRenderDirty()`).
    var renderDirty = true
    var subtreeRenderDirty = true
    var gestureRecognizerStorage: [GestureRecognizer] = []
    /// Auto Layout's state for the view (`Layout/`), made the first time the view takes part.
    var layoutStateStorage: ViewLayoutState?
    /// The tint set on this view; nil inherits the superview's.
    var tintColorStorage: Color?
    /// `tintAdjustmentMode` as set on this view (View+TintAdjustmentMode.swift).
    var tintAdjustmentModeStorage = TintAdjustmentMode.automatic
    /// How many presentations with a dimming style are showing over this view: while above 0 an
    /// `.automatic` view is dimmed, as UIKit dims the views behind an alert, a popover or a sheet.
    var presentationDimming = 0
    /// `overrideUserInterfaceStyle` (View+Traits.swift).
    var userInterfaceStyleStorage = UserInterfaceStyle.unspecified
    /// Trait-change handlers and the content size category override (View+TraitOverrides.swift).
    var traitStateStorage: TraitState?
    /// The appearance the view's dynamic colours draw in: `effectiveUserInterfaceStyle` kept up to date as
    /// overrides change and the view moves (View+Traits.swift), so the renderer reads it without a walk.
    var colorAppearance = Color.Appearance.light

    /// Creates a view with the given frame.
    public init(frame: Rect) {
        let f = frame.standardized
        modelCenter = Point(x: f.midX, y: f.midY)
        modelBounds = Rect(x: 0, y: 0, width: f.width, height: f.height)
        super.init()
    }

    /// A view that goes away while its subviews live on leaves them without a superview (every view in
    /// `subviews` has this one as its superview).
    deinit {
        for view in subviews { view.superviewStorage = nil }
    }

    /// UIKit's initializer for a view unarchived from a storyboard or nib. PanelKit reads neither, so
    /// this fails: views are made in code, with `init(frame:)`.
    public convenience init?(coder: Coder) {
        return nil
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The controller if this is a controller's view, else the superview.
    open override var next: Responder? { owningViewController ?? superview }

    // MARK: Geometry

    /// The bounding box of the view in its superview's coordinates.
    ///
    /// Setting it sets `center` and the size of `bounds` (as UIKit, only meaningful while `transform` is
    /// the identity).
    open var frame: Rect {
        get { View.frame(center: modelCenter, bounds: modelBounds, transform: modelTransform) }
        set {
            let f = newValue.standardized
            center = Point(x: f.midX, y: f.midY)
            bounds = Rect(origin: modelBounds.origin, size: f.size)
        }
    }

    /// The view's own coordinate system: its origin is the point shown at the top-left corner.
    open var bounds: Rect {
        get { modelBounds }
        set {
            let new = newValue.standardized
            let old = modelBounds
            if new == old { return }
            recordAnimation(.bounds, from: old.animationVector, to: new.animationVector)
            modelBounds = new
            geometryDidChange()
            if old.size != new.size {
                frameDidChangeForLayout()
                setNeedsLayout()
                superview?.setNeedsLayout()
                if autoresizesSubviews { resizeSubviews(withOldSize: old.size) }
            }
            if old.origin != new.origin { boundsOriginDidChange(from: old.origin) }
        }
    }

    /// The middle of the bounds, in the superview's coordinates.
    open var center: Point {
        get { modelCenter }
        set {
            if newValue == modelCenter { return }
            recordAnimation(.center, from: modelCenter.animationVector, to: newValue.animationVector)
            modelCenter = newValue
            geometryDidChange()
            frameDidChangeForLayout()
        }
    }

    /// A transform applied around the center.
    open var transform: AffineTransform {
        get { modelTransform }
        set {
            if newValue == modelTransform { return }
            recordAnimation(.transform, from: modelTransform.animationVector, to: newValue.animationVector)
            modelTransform = newValue
            geometryDidChange()
        }
    }

    // MARK: Appearance

    /// Opacity, 0...1. Below 1 a view with subviews is composited as a group, as UIKit does.
    open var alpha: Double {
        get { modelAlpha }
        set {
            if newValue == modelAlpha { return }
            recordAnimation(
                .alpha, from: AnimationVector(modelAlpha, 0, 0, 0, 0, 0, 0, 0),
                to: AnimationVector(newValue, 0, 0, 0, 0, 0, 0, 0))
            modelAlpha = newValue
            geometryDidChange()
        }
    }

    /// The tint colour, as `UIView.tintColor`: the view's own, else its superview's, else `.systemBlue`.
    /// Setting it (nil goes back to inheriting) calls `tintColorDidChange()` on the view and on the
    /// descendants that inherit it, as does a move to a superview with another tint. A button with no
    /// title colour of its own shows its title in it.
    /// While the effective `tintAdjustmentMode` is `.dimmed` it reads as a grey of the tint's luminance.
    open var tintColor: Color! {
        get {
            let tint = undimmedTintColor
            return effectiveTintAdjustmentMode == .dimmed ? View.dimmedTint(tint) : tint
        }
        set {
            guard newValue != tintColorStorage else { return }
            let old = tintColor
            tintColorStorage = newValue
            if tintColor != old { notifyTintColorChange() }
        }
    }

    /// Called when the view's `tintColor` changed, set on it or inherited. Override it to redraw
    /// what uses the tint.
    open func tintColorDidChange() {}

    /// Calls `tintColorDidChange()` here and on every descendant whose tint follows: with `tint`, those
    /// inheriting the tint colour; with `mode`, those inheriting the tint adjustment mode (dimmed or not).
    func notifyTintColorChange(tint: Bool = true, mode: Bool = false) {
        tintColorDidChange()
        for s in subviews {
            let followsTint = tint && s.tintColorStorage == nil
            let followsMode = mode && s.tintAdjustmentModeStorage == .automatic && s.presentationDimming == 0
            if followsTint || followsMode { s.notifyTintColorChange(tint: followsTint, mode: followsMode) }
        }
    }

    /// The colour that fills the bounds (with rounded corners when `cornerRadius` is set); nil is clear.
    open var backgroundColor: Color? {
        get { modelBackgroundColor }
        set {
            if newValue == modelBackgroundColor { return }
            // Animated between the values the view shows (a dynamic colour's in its appearance).
            recordAnimation(
                .backgroundColor, from: (modelBackgroundColor?.resolved(colorAppearance)).animationVector,
                to: (newValue?.resolved(colorAppearance)).animationVector)
            modelBackgroundColor = newValue
            contentDidChange()
        }
    }

    /// The radius of the background's and border's corners; with `clipsToBounds` it also rounds the
    /// clip of the subviews (`layer.cornerRadius` in UIKit).
    open var cornerRadius: Double {
        get { modelCornerRadius }
        set {
            if newValue == modelCornerRadius { return }
            recordAnimation(
                .cornerRadius, from: AnimationVector(modelCornerRadius, 0, 0, 0, 0, 0, 0, 0),
                to: AnimationVector(newValue, 0, 0, 0, 0, 0, 0, 0))
            modelCornerRadius = newValue
            contentDidChange()
        }
    }

    /// Which corners `cornerRadius` rounds (`layer.maskedCorners`).
    open var maskedCorners: CornerMask = .all {
        didSet { if maskedCorners != oldValue { contentDidChange() } }
    }

    /// The width of a border drawn just inside the bounds, above the subviews (as CALayer's).
    open var borderWidth: Double = 0 {
        didSet { if borderWidth != oldValue { contentDidChange() } }
    }

    /// The border's colour.
    open var borderColor: Color? = .black {
        didSet { if borderColor != oldValue { contentDidChange() } }
    }

    /// The shadow's colour (`layer.shadowColor`); it shows only when `shadowOpacity` is above 0.
    open var shadowColor: Color? = .black {
        didSet { if shadowColor != oldValue { contentDidChange() } }
    }

    /// The shadow's opacity, 0 (the default, no shadow) to 1.
    open var shadowOpacity: Double = 0 {
        didSet { if shadowOpacity != oldValue { contentDidChange() } }
    }

    /// The shadow's offset (Core Animation's default is 3 points up).
    open var shadowOffset: Size = Size(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { contentDidChange() } }
    }

    /// The shadow's blur radius.
    open var shadowRadius: Double = 3 {
        didSet { if shadowRadius != oldValue { contentDidChange() } }
    }

    /// Hidden views are not drawn and receive no touches.
    open var isHidden = false {
        didSet {
            if isHidden != oldValue {
                geometryDidChange()
                hiddenDidChangeForLayout()
            }
        }
    }

    /// Whether subviews (and custom drawing) are clipped to the bounds; with `cornerRadius`, to the
    /// rounded bounds. A clipping view draws no shadow, as with `masksToBounds`.
    open var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { contentDidChange() } }
    }

    /// Whether the view (and so its subviews) receives touches.
    open var isUserInteractionEnabled = true

    /// Whether the view receives more than one touch at a time.
    open var isMultipleTouchEnabled = false

    /// Whether the view takes touches only alone, as `UIView.isExclusiveTouch`: a touch down on it while
    /// another view in its window tracks a touch goes nowhere, and while it tracks one a touch down on any
    /// other view of the window goes nowhere (TouchDispatcher).
    open var isExclusiveTouch = false

    /// A number to find the view with `viewWithTag(_:)`.
    open var tag = 0

    // MARK: Accessibility

    /// What the view says to assistive technologies, made when code first sets something.
    private var accessibilityStorage: AccessibilityAttributes?
    private var accessibility: AccessibilityAttributes {
        if let a = accessibilityStorage { return a }
        let a = AccessibilityAttributes()
        accessibilityStorage = a
        return a
    }

    /// Whether assistive technologies treat the view as one element: true for labels, controls and table
    /// view cells, false for other views unless set, as in UIKit. The accessibility tree
    /// (`Accessibility.elements(in:)`) reads it.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? (self is Label || self is Control || self is TableViewCell) }
        set { accessibility.isElement = newValue }
    }

    /// What the element is called: unset, a label's text, a button's title, or a table view cell's labels'
    /// texts joined with commas.
    open var accessibilityLabel: String? {
        get {
            if let label = accessibilityStorage?.label { return label }
            if let l = self as? Label { return l.text }
            if let b = self as? Button { return b.currentTitle }
            if self is TableViewCell { return combinedAccessibilityLabel }
            return nil
        }
        set { accessibility.label = newValue }
    }

    /// What acting on the element does.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibility.hint = newValue }
    }

    /// The element's value in words: unset, a slider's position as a percentage ("50%") and a switch's
    /// state ("1" on, "0" off), as UIKit's.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }

    /// A name for finding the view in tests and automation.
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibility.identifier = newValue }
    }

    /// What kind of element the view is: unset, `.button` for buttons, `.staticText` for labels, `.image` for
    /// image views, `.adjustable` for sliders, with `.selected` and `.notEnabled` from a control's state.
    open var accessibilityTraits: AccessibilityTraits {
        get {
            if let traits = accessibilityStorage?.traits { return traits }
            var t: AccessibilityTraits = []
            if self is Button { t.insert(.button) }
            if self is Label { t.insert(.staticText) }
            if self is ImageView { t.insert(.image) }
            if self is Slider { t.insert(.adjustable) }
            if let c = self as? Control {
                if c.isSelected { t.insert(.selected) }
                if !c.isEnabled { t.insert(.notEnabled) }
            }
            return t
        }
        set { accessibility.traits = newValue }
    }

    /// Whether the view's subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }

    /// Whether assistive technologies ignore the view's siblings (a custom alert).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }

    /// Whether the view's children are read as a group.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue }
    }

    /// The elements inside the view in the order assistive technologies read them (views and
    /// `AccessibilityElement`s), as `accessibilityElements`; nil reads the subviews, top left to bottom right.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibility.elements = newValue }
    }

    /// What kind of container the view is (a list, a table, a landmark).
    open var accessibilityContainerType: AccessibilityContainerType {
        get { accessibilityStorage?.containerType ?? .none }
        set { accessibility.containerType = newValue }
    }

    /// The commands the element offers besides activation ("Delete", "Flag"), listed and performed through
    /// the accessibility tree (`Accessibility.elements(in:)`).
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibility.customActions = newValue }
    }

    /// The words a user can say to name the element (Voice Control): set ones, else the label.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStorage?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibility.userInputLabels = newValue }
    }

    /// Whether the element does something when acted on: set, else whether it is an enabled control, a
    /// button, link or adjustable element, or offers custom actions.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            if let r = accessibilityStorage?.respondsToUserInteraction { return r }
            if let c = self as? Control { return c.isEnabled }
            return !accessibilityTraits.isDisjoint(with: [.button, .link, .adjustable])
                || !(accessibilityCustomActions ?? []).isEmpty
        }
        set { accessibility.respondsToUserInteraction = newValue }
    }

    /// Where the element is on screen (the window's coordinates): set, else the view's bounds there.
    open var accessibilityFrame: Rect {
        get { accessibilityStorage?.frame ?? convert(bounds, to: nil) }
        set { accessibility.frame = newValue }
    }

    /// The point on screen a screen reader activates: set, else the middle of `accessibilityFrame`.
    open var accessibilityActivationPoint: Point {
        get {
            if let p = accessibilityStorage?.activationPoint { return p }
            let f = accessibilityFrame
            return Point(x: f.midX, y: f.midY)
        }
        set { accessibility.activationPoint = newValue }
    }

    /// The language the element's words are spoken in (a BCP 47 code), nil for the app's.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibility.language = newValue }
    }

    /// Activates the element, as a double tap with VoiceOver does; answers whether it did. The default
    /// answers false, and the accessibility tree then does what a tap does (a control's primary action).
    open func accessibilityActivate() -> Bool { false }

    /// Raises an adjustable element's value: a slider moves a tenth of its range, a stepper one step, each
    /// sending `.valueChanged`; other views do nothing.
    open func accessibilityIncrement() { adjustForAccessibility(up: true) }

    /// Lowers an adjustable element's value: a slider a tenth of its range, a stepper one step.
    open func accessibilityDecrement() { adjustForAccessibility(up: false) }

    /// Dismisses what the view shows (a two-finger scrub); answers whether it did. The default does not, and
    /// the request goes on to the superview.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Performs the most important action of the app (a two-finger double tap); answers whether it did. The
    /// default does not, and the request goes on to the superview.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: Large content viewer

    /// Whether a long press on the view shows its large content (title and image) in a HUD, for users of
    /// the largest text sizes: set, else false.
    open var showsLargeContentViewer: Bool {
        get { accessibilityStorage?.showsLargeContentViewer ?? false }
        set { accessibility.showsLargeContentViewer = newValue }
    }

    /// The title the large content viewer shows: set, else a button's title or a label's text.
    open var largeContentTitle: String? {
        get {
            if let t = accessibilityStorage?.largeContentTitle { return t }
            if let b = self as? Button { return b.currentTitle }
            if let l = self as? Label { return l.text }
            return nil
        }
        set { accessibility.largeContentTitle = newValue }
    }

    /// The image the large content viewer shows: set, else an image view's image.
    open var largeContentImage: Surface? {
        get { accessibilityStorage?.largeContentImage ?? (self as? ImageView)?.image }
        set { accessibility.largeContentImage = newValue }
    }

    /// Whether the large content image is scaled up to fill the viewer (true for template glyphs).
    open var scalesLargeContentImage: Bool {
        get { accessibilityStorage?.scalesLargeContentImage ?? false }
        set { accessibility.scalesLargeContentImage = newValue }
    }

    /// Insets around the large content image.
    open var largeContentImageInsets: EdgeInsets {
        get { accessibilityStorage?.largeContentImageInsets ?? .zero }
        set { accessibility.largeContentImageInsets = newValue }
    }

    /// How the view resizes when its superview's bounds change size.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether subviews resize by their `autoresizingMask` when the bounds change size.
    open var autoresizesSubviews = true

    /// How content (an image) is placed in the bounds.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { contentDidChange() } }
    }

    /// The view's Core Animation style properties under their CALayer names.
    public var layer: Layer { Layer(view: self) }

    // MARK: Presentation

    /// The values on screen now: the model values with running animations applied.
    public var presentation: ViewPresentation {
        var p = modelPresentation
        if let shown = layerAnimations, shown.showsValues { applyLayerAnimations(shown, to: &p) }
        if animationTracks.isEmpty { return p }
        var sums = [AnimationVector](repeating: .zero, count: AnimatableKey.allCases.count)
        var touched = [Bool](repeating: false, count: AnimatableKey.allCases.count)
        for track in animationTracks {
            let shown = track.shownDelta
            if shown == .zero { continue }
            sums[track.key.rawValue] += shown
            touched[track.key.rawValue] = true
        }
        for key in AnimatableKey.allCases where touched[key.rawValue] {
            p.set(key, p.vector(key) + sums[key.rawValue])
        }
        return p
    }

    /// The frame on screen now, mid-animation included (`layer.presentation()?.frame`).
    public var presentationFrame: Rect { presentation.frame }

    /// The model values as shown: a dynamic background colour is its value in the view's appearance (as a
    /// presentation layer holds a `CGColor`), so that animations run between the colours on screen.
    var modelPresentation: ViewPresentation {
        ViewPresentation(
            center: modelCenter, bounds: modelBounds, transform: modelTransform, alpha: modelAlpha,
            backgroundColor: modelBackgroundColor?.resolved(colorAppearance), cornerRadius: modelCornerRadius)
    }

    func modelVector(_ key: AnimatableKey) -> AnimationVector {
        modelPresentation.vector(key)
    }

    func presentationVector(_ key: AnimatableKey) -> AnimationVector {
        var v = modelVector(key)
        for track in animationTracks where track.key == key {
            v += track.shownDelta
        }
        return v
    }

    /// Sets a model value without animating or recording it (used when animations finish or reverse).
    func setModelVector(_ key: AnimatableKey, _ v: AnimationVector) {
        AnimationTransaction.$current.withValue(AnimationTransaction.disabled) {
            var p = modelPresentation
            p.set(key, v)
            switch key {
            case .center: center = p.center
            case .bounds: bounds = p.bounds
            case .transform: transform = p.transform
            case .alpha: alpha = p.alpha
            case .backgroundColor: backgroundColor = p.backgroundColor
            case .cornerRadius: cornerRadius = p.cornerRadius
            }
        }
    }

    // MARK: Drawing

    /// Draws the view's own content, in its bounds' coordinate system, after the background and before
    /// the subviews. Called only when the view's pixels are damaged; call `setNeedsDisplay()` when what
    /// it draws changes. Drawing is clipped to the bounds.
    ///
    /// - Parameters:
    ///   - rect: the bounds (PanelKit redraws whole views).
    ///   - canvas: the canvas to draw into, already transformed into the view's coordinates.
    open func draw(_ rect: Rect, in canvas: Canvas) {
        // `UITraitCollection.current` is the view's appearance while `draw(_:)` runs, as in UIKit, so that
        // colours it resolves itself (`cgColor`, `resolvedColor(with: .current)`) match what it draws.
        let saved = TraitCollection.current
        TraitCollection.current = colorAppearance == .dark ? TraitCollection.darkDrawing : TraitCollection.lightDrawing
        GraphicsContext.beginViewDrawing(into: canvas)
        draw(rect)
        GraphicsContext.endViewDrawing()
        TraitCollection.current = saved
    }

    /// Draws the view's own content through the current graphics context, as UIKit's `draw(_:)`: fill and
    /// stroke `BezierPath`s after `UIColor.setFill()` / `setStroke()`, or use `graphicsGetCurrentContext()`
    /// (`UIGraphicsGetCurrentContext()`). Called by the default `draw(_:in:)`, when the view's pixels are
    /// damaged; call `setNeedsDisplay()` when what it draws changes.
    open func draw(_ rect: Rect) {}

    /// Marks the view's content as changed, so that its pixels are drawn again in the next frame.
    public func setNeedsDisplay() {
        contentDidChange()
    }

    /// Whether the view draws anything beyond its background, border and shadow: views that do
    /// composite through an offscreen layer when their alpha is below 1.
    var hasCustomContent: Bool { type(of: self) != View.self }

    /// Draws the content with `alpha` applied; views that can apply alpha themselves override this and
    /// set `drawsContentWithAlpha`.
    func drawContent(in canvas: Canvas, alpha: Double) {
        draw(render.values.bounds, in: canvas)
    }

    /// True when `drawContent(in:alpha:)` honours its alpha, so the view needs no group layer for it.
    var drawsContentWithAlpha: Bool { false }

    // MARK: Change tracking

    func geometryDidChange() {
        markRenderDirty()
        if let window { window.needsRenderUpdate = true } else { maskViewDidChange() }
    }

    func contentDidChange() {
        contentVersion &+= 1
        markRenderDirty()
        if let window { window.needsRenderUpdate = true } else { maskViewDidChange() }
    }

    /// Called after `bounds.origin` changed (subviews moved on screen); scroll views override it.
    func boundsOriginDidChange(from old: Point) {}

    // MARK: Gesture recognizers

    /// The gesture recognizers attached to this view.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for g in gestureRecognizerStorage { g.view = nil }
            gestureRecognizerStorage = []
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }

    /// Attaches a recognizer; it sees every touch that begins in this view or its subviews.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard let i = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.remove(at: i)
        gestureRecognizer.view = nil
    }

    /// Asked before a recognizer attached to this view (or to a superview, for a touch in this view)
    /// leaves `.possible`; return false to make it fail.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    // MARK: Hierarchy notifications

    /// Called before the view moves to a new superview (nil when it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves into another window (nil when it leaves its window).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view moved into another window.
    open func didMoveToWindow() {}

    /// The view's `traitCollection` changed (its appearance was overridden here or above); `previous` is
    /// the collection before. The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Layout

    /// Lays out the subviews. Called in the layout pass of a frame after `setNeedsLayout()`, and when
    /// the bounds change size. The default sets the frames Auto Layout solved for the subviews that
    /// constraints place (autoresizing happens as the size changes); call super first when you override it.
    open func layoutSubviews() {
        applyConstraintLayoutToSubviews()
    }

    /// Updates the view's constraints in the update-constraints pass that precedes layout (after
    /// `setNeedsUpdateConstraints()`), subviews before superviews. Call super at the end.
    open func updateConstraints() {}

    /// Whether the view relies on `updateConstraints()` to make its constraints: it then gets an
    /// update-constraints pass when it first joins a hierarchy.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called when `layoutMargins` (or what they are measured from) change.
    open func layoutMarginsDidChange() {}

    /// Called when `safeAreaInsets` change.
    open func safeAreaInsetsDidChange() {}

    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// The size the view's content wants, or `View.noIntrinsicMetric` on an axis without one. Auto Layout
    /// keeps views with constraints near it (content hugging, compression resistance); call
    /// `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// The value of an axis of `intrinsicContentSize` that has no natural size.
    public static let noIntrinsicMetric = -1.0

    // MARK: Hit testing

    /// The frontmost descendant (or this view) that contains `point` (in this view's coordinates) and
    /// takes touches, skipping hidden views, views with alpha below 0.01, views with user interaction
    /// disabled, and views animating without `.allowUserInteraction`.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !isInteractionBlockedByAnimation,
            self.point(inside: point, with: event)
        else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(sub.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view; the default tests the bounds.
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Helpers

    /// The frame that `bounds` transformed around `center` covers.
    nonisolated static func frame(center: Point, bounds: Rect, transform: AffineTransform) -> Rect {
        let w = bounds.width
        let h = bounds.height
        if transform.isIdentity {
            return Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
        }
        return Rect(x: -w / 2, y: -h / 2, width: w, height: h).applying(transform).offsetBy(dx: center.x, dy: center.y)
    }
}

/// Which corners of a view are rounded, as `CACornerMask`.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    public static let all: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// `radius` on each corner in the mask, 0 on the others.
    public func radii(_ radius: Double) -> CornerRadii {
        CornerRadii(
            topLeft: contains(.layerMinXMinYCorner) ? radius : 0,
            topRight: contains(.layerMaxXMinYCorner) ? radius : 0,
            bottomRight: contains(.layerMaxXMaxYCorner) ? radius : 0,
            bottomLeft: contains(.layerMinXMaxYCorner) ? radius : 0)
    }
}
