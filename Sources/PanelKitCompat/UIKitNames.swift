// UIKit's spellings of PanelKit's types, so iOS code ports with only its import changed:
// `import UIKit` becomes `import PanelKitCompat`. Geometry and colour are PanelKit's own (Double-based),
// not Core Graphics'. Interface Builder files are not read: `UIStoryboard` is a registry of scenes made in code.
@_exported import Dispatch
@_exported import PanelKit

// The C library, as UIKit code gets it through Foundation: `cos`, `sqrt`, `floor` without another import.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#endif

// MARK: Core Graphics and Foundation

public typealias CGFloat = Double
public typealias CGPoint = Point
public typealias CGSize = Size
public typealias CGRect = Rect
public typealias CGVector = Vector
public typealias CGAffineTransform = AffineTransform
public typealias TimeInterval = Double

/// A stand-in for Objective-C's root class: seed code subclasses `NSObject` to conform to UIKit's
/// protocols. It carries nothing. Do not import Foundation in the same file (its `NSObject` would make
/// the name ambiguous).
open class NSObject: Hashable {
    public init() {}

    /// Identity, as `NSObject.isEqual(_:)` by default.
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// `NSCoder`: subclasses' `required init?(coder: NSCoder)` compiles; PanelKit reads no archives.
public typealias NSCoder = Coder

/// `NSRange`: a run of UTF-16 code units, as a text field's delegate is given one (`Range(range, in: text)`
/// turns it into string indices). Like `NSObject`, it is ambiguous in a file that also imports Foundation.
public typealias NSRange = CharacterRange

/// `NSMakeRange(location, length)`.
public func NSMakeRange(_ location: Int, _ length: Int) -> NSRange {
    NSRange(location: location, length: length)
}

/// Foundation's "not found" location.
public let NSNotFound = Int.max

// MARK: Views and controls

public typealias UIResponder = Responder
/// A responder action: a method reference (`MyController.save`) in place of an Objective-C selector.
public typealias Selector = ResponderAction
public typealias UIView = View
public typealias UIWindow = Window
public typealias UIScreen = Screen
public typealias UIApplication = Application
public typealias UIColor = Color
public typealias UIEdgeInsets = EdgeInsets
public typealias UILabel = Label
public typealias UIImageView = ImageView
public typealias UIControl = Control
public typealias UIButton = Button
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UIConfigurationTextAttributesTransformer = ConfigurationTextAttributesTransformer
public typealias UISwitch = Switch
public typealias UITextField = TextField
public typealias UITextView = TextView
public typealias UIStepper = Stepper
public typealias UIProgressView = ProgressView
public typealias UIPickerView = PickerView
public typealias UIPickerViewDataSource = PickerViewDataSource
public typealias UIPickerViewDelegate = PickerViewDelegate
public typealias UIDatePicker = DatePicker
public typealias UIDatePickerStyle = DatePickerStyle
public typealias UIColorWell = ColorWell
public typealias UIColorPickerViewController = ColorPickerViewController
public typealias UIColorPickerViewControllerDelegate = ColorPickerViewControllerDelegate
public typealias UIAccessibility = Accessibility
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
public typealias UIAccessibilityElement = AccessibilityElement
public typealias UIAccessibilityContainerType = AccessibilityContainerType
public typealias UILargeContentViewerItem = LargeContentViewerItem
public typealias UILargeContentViewerInteraction = LargeContentViewerInteraction
public typealias UILargeContentViewerInteractionDelegate = LargeContentViewerInteractionDelegate
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UITextViewDelegate = TextViewDelegate
public typealias NSTextContainer = TextContainer
public typealias UIKeyInput = KeyInput
public typealias UITextInput = TextInput
public typealias UITextPosition = TextPosition
public typealias UITextRange = TextRange
/// Foundation's `ComparisonResult`, as `compare(_:to:)` on a text field or text view returns it.
public typealias ComparisonResult = TextPositionComparison
public typealias UIKeyboardType = KeyboardType
public typealias UIReturnKeyType = ReturnKeyType
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextSpellCheckingType = TextSpellCheckingType
public typealias UITextSmartQuotesType = TextSmartQuotesType
public typealias UITextSmartDashesType = TextSmartDashesType
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType
public typealias UIKeyboardAppearance = KeyboardAppearance
public typealias UITextContentType = TextContentType
public typealias UITextInputPasswordRules = TextInputPasswordRules
public typealias UISearchBar = SearchBar
public typealias UISearchBarDelegate = SearchBarDelegate
public typealias UISearchTextField = SearchTextField
public typealias UISearchController = SearchController
public typealias UISearchControllerDelegate = SearchControllerDelegate
public typealias UISearchResultsUpdating = SearchResultsUpdating
public typealias UISlider = Slider
public typealias UISegmentedControl = SegmentedControl
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction
public typealias UIAction = Action
public typealias UIMenu = Menu
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// A context menu configuration's identifier: `indexPath as NSCopying` ports; any hashable value serves.
public typealias NSCopying = AnyHashable
public typealias UIContextMenuInteraction = ContextMenuInteraction
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle
public typealias UIEditMenuInteraction = EditMenuInteraction
public typealias UIEditMenuInteractionDelegate = EditMenuInteractionDelegate
public typealias UIEditMenuInteractionAnimating = EditMenuInteractionAnimating
public typealias UIEditMenuConfiguration = EditMenuConfiguration
public typealias UIEditMenuArrowDirection = EditMenuConfiguration.ArrowDirection
public typealias UIInteraction = Interaction
public typealias UIMenuElement = MenuElement
public typealias UIDeferredMenuElement = DeferredMenuElement
public typealias UIPageControl = PageControl
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UICollectionView = CollectionView
public typealias UITableView = TableView
public typealias UITabBarController = TabBarController
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias UITabBar = TabBar
public typealias UITabBarItem = TabBarItem
public typealias UITableViewCell = TableViewCell
public typealias UITableViewController = TableViewController
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
public typealias UITableViewDelegate = TableViewDelegate
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
public typealias NSDiffableDataSourceTransaction = DiffableDataSourceTransaction
public typealias NSDiffableDataSourceSectionTransaction = DiffableDataSourceSectionTransaction
public typealias UIViewAutoresizing = AutoresizingMask
public typealias UIViewContentMode = ContentMode
public typealias CAAnimation = Animation
public typealias CAAnimationCalculationMode = KeyframeAnimation.CalculationMode
public typealias CAAnimationDelegate = AnimationDelegate
public typealias CAAnimationGroup = AnimationGroup
public typealias CABasicAnimation = BasicAnimation
public typealias CAKeyframeAnimation = KeyframeAnimation
public typealias CAMediaTimingFillMode = Animation.FillMode
public typealias CAPropertyAnimation = PropertyAnimation
public typealias CASpringAnimation = SpringAnimation
public typealias CATransaction = Transaction
public typealias CACornerMask = CornerMask
public typealias CAGradientLayer = GradientLayer
public typealias CALayer = Sublayer
public typealias CAMediaTimingFunction = MediaTimingFunction
public typealias CAShapeLayer = ShapeLayer
public typealias CADisplayLink = DisplayLink

extension View {
    /// `UIView.AnimationOptions`.
    public typealias AnimationOptions = PanelKit.AnimationOptions
    /// `UIView.KeyframeAnimationOptions`.
    public typealias KeyframeAnimationOptions = PanelKit.KeyframeAnimationOptions
    /// `UIView.AnimationCurve`.
    public typealias AnimationCurve = PanelKit.AnimationCurve
    /// `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = PanelKit.AutoresizingMask
    /// `UIView.ContentMode`.
    public typealias ContentMode = PanelKit.ContentMode
}

// MARK: Auto Layout
// PanelKit drops the framework prefix from NS names as from UI names (`LayoutConstraint`, `LayoutAnchor`);
// here they keep UIKit's spelling.

public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
public typealias NSDirectionalRectEdge = DirectionalRectEdge
public typealias UILayoutPriority = LayoutPriority
public typealias UILayoutGuide = LayoutGuide
public typealias UIStackView = StackView
public typealias UILayoutConstraintAxis = LayoutConstraint.Axis

/// `UILayoutFittingCompressedSize` (the Objective-C name of `UIView.layoutFittingCompressedSize`).
public let UILayoutFittingCompressedSize = Size(width: 0, height: 0)
/// `UILayoutFittingExpandedSize`.
public let UILayoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

// MARK: Touches and gestures

public typealias UITouch = Touch
public typealias UIEvent = Event
public typealias UIPress = Press
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UIContentSizeCategoryAdjusting = ContentSizeCategoryAdjusting
public typealias UITrait = Trait
public typealias UITraitDefinition = TraitDefinition
public typealias UITraitChangeObservable = TraitChangeObservable
public typealias UITraitChangeRegistration = TraitChangeRegistration
public typealias UITraitOverrides = TraitOverrides
public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle
public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory
public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
public typealias UITraitVerticalSizeClass = TraitVerticalSizeClass
public typealias UITraitUserInterfaceIdiom = TraitUserInterfaceIdiom
public typealias UITraitDisplayScale = TraitDisplayScale
public typealias UITraitLayoutDirection = TraitLayoutDirection
public typealias UIDevice = Device
public typealias UIDeviceOrientation = DeviceOrientation
public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIStatusBarAnimation = StatusBarAnimation
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
public typealias UIFeedbackGenerator = FeedbackGenerator
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
public typealias UIVisualEffect = VisualEffect
public typealias UIBlurEffect = BlurEffect
public typealias UIVibrancyEffect = VibrancyEffect
public typealias UIVibrancyEffectStyle = VibrancyEffectStyle
public typealias UIVisualEffectView = VisualEffectView
public typealias UIRefreshControl = RefreshControl
public typealias UIPressesEvent = PressesEvent
public typealias UIKey = Key
public typealias UIKeyboardHIDUsage = KeyboardHIDUsage
public typealias UIKeyModifierFlags = KeyModifierFlags
public typealias UIKeyCommand = KeyCommand
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UIHoverGestureRecognizer = HoverGestureRecognizer
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UIRectEdge = RectEdge

// MARK: Animation

public typealias UIViewPropertyAnimator = ViewPropertyAnimator
public typealias UIViewAnimating = ViewAnimating
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
public typealias UIViewAnimatingState = ViewAnimatingState
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
public typealias UITimingCurveProvider = TimingCurveProvider
public typealias UICubicTimingParameters = CubicTimingParameters
public typealias UISpringTimingParameters = SpringTimingParameters
public typealias UITimingCurveType = TimingCurveType

// MARK: Controllers and transitions

public typealias UIViewController = ViewController
public typealias UIStoryboard = Storyboard
public typealias UINavigationController = NavigationController
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UINavigationBar = NavigationBar
public typealias UINavigationItem = NavigationItem
public typealias UIBarButtonItem = BarButtonItem
public typealias UIToolbar = Toolbar
public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIModalTransitionStyle = ModalTransitionStyle
public typealias UIPresentationController = PresentationController
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
public typealias UITransitionContextViewKey = TransitionContextViewKey
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
public typealias UIPageViewController = PageViewController
public typealias UISplitViewController = SplitViewController
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate

// MARK: Porting surface (issue 15): images by name and system symbols
// `UIImage(named:)` and `UIImage(systemName:)` are `Surface(named:)` and `Surface(systemName:)` in PanelKit.

public typealias UIImage = Surface

extension ScrollView {
    /// `UIScrollView.IndicatorStyle`.
    public typealias IndicatorStyle = ScrollIndicatorStyle
}

// MARK: Sheets and adaptive presentation

public typealias UISheetPresentationController = SheetPresentationController
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
public typealias UISheetPresentationControllerDetentResolutionContext =
    SheetPresentationControllerDetentResolutionContext
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
public typealias UIPopoverPresentationController = PopoverPresentationController
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
public typealias UIPopoverPresentationControllerSourceItem = PopoverPresentationControllerSourceItem
public typealias UIPopoverArrowDirection = PopoverArrowDirection

// MARK: Scroll view content inset adjustment (issue 15)

extension ScrollView {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public typealias ContentInsetAdjustmentBehavior = PanelKit.ContentInsetAdjustmentBehavior
}

// MARK: UIKit Dynamics

public typealias UIDynamicAnimator = DynamicAnimator
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
public typealias UIDynamicItem = DynamicItem
public typealias UIDynamicBehavior = DynamicBehavior
public typealias UIGravityBehavior = GravityBehavior
public typealias UICollisionBehavior = CollisionBehavior
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
public typealias UISnapBehavior = SnapBehavior
public typealias UIAttachmentBehavior = AttachmentBehavior
public typealias UIPushBehavior = PushBehavior
public typealias UIDynamicItemBehavior = DynamicItemBehavior
public typealias UIOffset = Offset

// MARK: Sharing and picking pictures

public typealias UIActivity = Activity
public typealias UIActivityViewController = ActivityViewController
public typealias UIActivityItemSource = ActivityItemSource
public typealias UIImagePickerController = ImagePickerController
public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate
