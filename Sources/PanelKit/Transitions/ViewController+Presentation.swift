extension ViewController {
    // MARK: Presenting

    /// Presents `viewControllerToPresent` over this controller, as UIKit does.
    ///
    /// The request goes to the top of this controller's parent chain (the controller that presents), or
    /// for `.currentContext` / `.overCurrentContext` to the controller that defines the presentation
    /// context (`presentationContextController`). A container view covering the window (for a context
    /// presentation, the context controller's view) is added above the presenting view; the presented
    /// controller's view goes in it. When `animated`, the presented controller's `transitioningDelegate`
    /// supplies the animator (PanelKit's default slides the view up from the bottom) and, if it returns
    /// one, the interaction controller that drives it. Appearance: the presented controller gets
    /// `viewWillAppear` now and `viewDidAppear` at the end; the presenting one gets the disappearance
    /// pair only for `.fullScreen` and `.currentContext`, whose view then leaves the hierarchy. A
    /// cancelled interactive presentation sends the reverse pairs and leaves the hierarchy and both views
    /// exactly as before; `completion` then does not run.
    ///
    /// As in UIKit, nothing happens when the presenting controller already presents one, is in a
    /// transition, or is not in a window, or when `viewControllerToPresent` is already presented or is
    /// a child.
    public func present(_ viewControllerToPresent: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presented = viewControllerToPresent
        var requestedStyle = presented.modalPresentationStyle.resolved
        let presenter = requestedStyle.isContextual ? presentationContextController : presentationRoot
        guard presenter.presentedStorage == nil, presenter.activeTransition == nil,
            presented.presentingStorage == nil, presented.parent == nil, presented !== presenter,
            let presenterView = presenter.viewIfLoaded, let window = presenterView.window
        else { return }
        // A popover: its controller is the one `popoverPresentationController` made, if read before; the
        // window's traits may adapt it to another style, else its delegate hears it is about to show.
        var popover: PopoverPresentationController?
        if requestedStyle == .popover {
            let p =
                presented.preparedPresentationController as? PopoverPresentationController
                ?? PopoverPresentationController(presentedViewController: presented, presenting: presenter)
            presented.preparedPresentationController = nil
            p.presentingViewController = presenter
            requestedStyle = p.adaptedStyle(for: window.traitCollection)
            if requestedStyle == .popover {
                (p.delegate as? any PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(p)
            }
            popover = p
        }

        let container: TransitionContainerView
        if requestedStyle.isContextual, let superview = presenterView.superview {
            // A context presentation covers the context controller's view only: the container takes its
            // frame, just above it among its siblings, and follows it as the view's autoresizing does.
            container = TransitionContainerView(frame: presenterView.frame)
            container.autoresizingMask = presenterView.autoresizingMask
            superview.insertSubview(container, aboveSubview: presenterView)
        } else {
            container = TransitionContainerView(frame: window.bounds)
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(container)
        }
        // The presentation controller: the transitioning delegate's for `.custom`, PanelKit's sheet
        // controller for `.pageSheet` / `.formSheet` (the one `presentationController` made, if read
        // before).
        var controller: PresentationController?
        let style = requestedStyle
        if requestedStyle == .custom {
            controller = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenter, source: self)
        } else if requestedStyle == .popover {
            controller = popover
        } else if let popover, requestedStyle.isSheet {
            // An adapted popover: a sheet that tells the popover's delegate of a swipe down.
            let sheet = SheetPresentationController(
                presentedViewController: presented, presenting: presenter, style: requestedStyle)
            sheet.delegate = popover.delegate
            controller = sheet
        } else if requestedStyle.isSheet {
            let sheet = presented.preparedSheetController ?? presented.makeSheetController()
            presented.preparedPresentationController = nil
            sheet.presentingViewController = presenter
            controller = sheet
        }
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        let record = PresentationRecord(container: container, style: style)
        record.transitionStyle =
            style.isContextual && presenter.definesPresentationContext
                && presenter.providesPresentationContextTransitionStyle
            ? presenter.modalTransitionStyle : presented.modalTransitionStyle
        record.presenterState = ViewStateSnapshot(presenterView)
        if let slot = presenterView.superview, let index = slot.subviews.firstIndex(where: { $0 === presenterView }) {
            record.presenterSlot = (slot, index)
        }
        record.popover = popover
        // As UIKit, the views behind an alert, an action sheet, a popover or a sheet show a dimmed tint
        // while it is presented.
        if presented is AlertController || style == .popover || style.isSheet {
            record.dimmedView = presenterView
            presenterView.setDimmedByPresentation(true)
        }
        presented.presentation = record
        controller?.containerView = container
        controller?.retainPresentedViewController()
        container.presentationController = controller
        record.controller = controller

        let presentedView: View = presented.view
        let presentedState = ViewStateSnapshot(presentedView)
        View.performWithoutAnimation {
            if let controller {
                presentedView.frame = controller.frameOfPresentedViewInContainerView
            } else {
                presentedView.frame = container.bounds
                presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
        }

        var animator: (any ViewControllerAnimatedTransitioning)?
        var interactor: (any ViewControllerInteractiveTransitioning)?
        if animated {
            let delegate = presented.transitioningDelegate
            let a =
                delegate?.animationController(forPresented: presented, presenting: presenter, source: self)
                ?? record.makeDefaultAnimator(reversed: false, followsFinger: false)
            animator = a
            interactor = delegate?.interactionControllerForPresentation(using: a)
        }
        let context = TransitionContext(
            kind: .presentation, from: presenter, to: presented, containerView: container, style: style,
            animated: animated, animator: animator, interactor: interactor)
        context.presentationController = controller
        context.completion = completion
        let sendsAppearance = window.isVisibleForAppearance
        context.finisher = { completed in
            if completed {
                if style.removesPresentersView {
                    presenterView.removeFromSuperview()
                    record.presenterState?.restore()
                }
                if presentedView.superview == nil { container.addSubview(presentedView) }
                if sendsAppearance {
                    if style.removesPresentersView { presenter.endAppearanceTransition() }
                    presented.endAppearanceTransition()
                }
                controller?.presentationTransitionDidEnd(true)
            } else {
                if sendsAppearance {
                    presented.beginAppearanceTransition(false, animated: animated)
                    if style.removesPresentersView { presenter.beginAppearanceTransition(true, animated: animated) }
                }
                presentedView.removeFromSuperview()
                record.putBackPresenterView(presenterView)
                container.removeFromSuperview()
                presentedState.restore()
                record.presenterState?.restore()
                record.dimmedView?.setDimmedByPresentation(false)
                record.dimmedView = nil
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
                presented.presentation = nil
                if sendsAppearance {
                    presented.endAppearanceTransition()
                    if style.removesPresentersView { presenter.endAppearanceTransition() }
                }
                controller?.presentationTransitionDidEnd(false)
                controller?.containerView = nil
            }
        }
        presenter.activeTransition = context
        presented.activeTransition = context
        if sendsAppearance {
            if style.removesPresentersView { presenter.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
        }
        controller?.presentationTransitionWillBegin()
        context.start()
    }

    // MARK: Dismissing

    /// Dismisses the controller this one presented or, when it presents none, the presented controller
    /// it belongs to, as UIKit does. Controllers presented on top of it go first, without animation.
    ///
    /// The presented controller's `transitioningDelegate` supplies the animator and the interaction
    /// controller. Appearance: the presented controller gets the disappearance pair; the presenting one
    /// the appearance pair only for `.fullScreen` and `.currentContext`, whose view comes back to where
    /// it was. A cancelled interactive dismissal sends the reverse pairs and leaves everything as before;
    /// `completion` then does not run.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController ?? presentedAncestor else {
            completion?()
            return
        }
        guard let presenter = presented.presentingStorage, let record = presented.presentation,
            presented.activeTransition == nil, presenter.activeTransition == nil
        else { return }
        if let above = presented.presentedStorage {
            above.dismiss(animated: false)
            if presented.presentedStorage != nil { return }
        }

        let style = record.style
        let container = record.container
        let presentedView: View = presented.view
        let presenterView: View = presenter.view
        let sendsAppearance = container.window?.isVisibleForAppearance ?? false
        let presentedState = ViewStateSnapshot(presentedView)
        let presenterState = ViewStateSnapshot(presenterView)

        // A sheet's swipe down drives the dismissal when the transitioning delegate gives no interaction
        // controller of its own.
        let userInteraction = record.dismissalInteraction
        record.dismissalInteraction = nil
        var animator: (any ViewControllerAnimatedTransitioning)?
        var interactor: (any ViewControllerInteractiveTransitioning)?
        if animated {
            let delegate = presented.transitioningDelegate
            let a =
                delegate?.animationController(forDismissed: presented)
                ?? record.makeDefaultAnimator(reversed: true, followsFinger: userInteraction != nil)
            animator = a
            interactor = delegate?.interactionControllerForDismissal(using: a) ?? userInteraction
        }
        let controller = record.controller
        let context = TransitionContext(
            kind: .dismissal, from: presented, to: presenter, containerView: container, style: style,
            animated: animated, animator: animator, interactor: interactor)
        context.presentationController = controller
        context.completion = completion
        context.finisher = { completed in
            if completed {
                presentedView.removeFromSuperview()
                // The animator may have put the presenting view in the container (Apple's samples insert
                // it below the presented one): it goes back to where it was before the presentation.
                if style.removesPresentersView { record.putBackPresenterView(presenterView) }
                container.removeFromSuperview()
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
                presented.presentation = nil
                if sendsAppearance {
                    presented.endAppearanceTransition()
                    if style.removesPresentersView { presenter.endAppearanceTransition() }
                }
                controller?.dismissalTransitionDidEnd(true)
                controller?.containerView = nil
            } else {
                if sendsAppearance {
                    presented.beginAppearanceTransition(true, animated: animated)
                    if style.removesPresentersView { presenter.beginAppearanceTransition(false, animated: animated) }
                }
                if presentedView.superview !== container { container.addSubview(presentedView) }
                if style.removesPresentersView { presenterView.removeFromSuperview() }
                presentedState.restore()
                presenterState.restore()
                record.dimmedView?.setDimmedByPresentation(true)
                if sendsAppearance {
                    presented.endAppearanceTransition()
                    if style.removesPresentersView { presenter.endAppearanceTransition() }
                }
                controller?.dismissalTransitionDidEnd(false)
            }
        }
        presenter.activeTransition = context
        presented.activeTransition = context
        if sendsAppearance {
            presented.beginAppearanceTransition(false, animated: animated)
            if style.removesPresentersView { presenter.beginAppearanceTransition(true, animated: animated) }
        }
        // The presenting view is back under the container for the animator (after its "will" callback,
        // so that coming back into the window does not send it one of its own).
        if style.removesPresentersView, presenterView.superview == nil { record.putBackPresenterView(presenterView) }
        // The tint behind comes back as the dismissal begins (a cancelled one dims it again).
        record.dimmedView?.setDimmedByPresentation(false)
        controller?.dismissalTransitionWillBegin()
        context.start()
    }

    // MARK: State

    /// The presentation controller managing this controller: while presented, the transitioning
    /// delegate's for `.custom` (nil when it gave none), PanelKit's `SheetPresentationController` for
    /// `.pageSheet` / `.formSheet`, or the `PopoverPresentationController` of a `.popover` (the sheet's when
    /// it adapted to one); nil for the other styles. Read before presenting a controller whose
    /// style is a sheet, it makes the sheet controller that presentation will use (as UIKit does, so
    /// that `presentationController?.delegate = self` works before `present`).
    public var presentationController: PresentationController? {
        if let c = presentation?.controller { return c }
        if presentation?.popover != nil || (presentation == nil && modalPresentationStyle == .popover) {
            return popoverPresentationController
        }
        guard presentation == nil, modalPresentationStyle.isSheet else { return nil }
        if let prepared = preparedSheetController { return prepared }
        let sheet = makeSheetController()
        preparedPresentationController = sheet
        return sheet
    }

    /// The popover presentation controller, as UIKit's `popoverPresentationController`: for a controller
    /// whose `modalPresentationStyle` is `.popover`, made on first read before the presentation (set its
    /// source then) and kept while presented, also when the presentation adapted to another style; nil
    /// for the other styles.
    public var popoverPresentationController: PopoverPresentationController? {
        if let p = presentation?.popover { return p }
        guard presentation == nil, modalPresentationStyle == .popover else { return nil }
        if let p = preparedPresentationController as? PopoverPresentationController { return p }
        let p = PopoverPresentationController(presentedViewController: self, presenting: nil)
        preparedPresentationController = p
        return p
    }

    /// The presentation controller as a sheet controller: for `.pageSheet` and `.formSheet`, as UIKit's
    /// `sheetPresentationController`.
    public var sheetPresentationController: SheetPresentationController? {
        presentationController as? SheetPresentationController
    }

    /// The sheet controller `presentationController` made before the presentation, if it is for the
    /// current style.
    fileprivate var preparedSheetController: SheetPresentationController? {
        guard let sheet = preparedPresentationController as? SheetPresentationController,
            sheet.style == modalPresentationStyle.resolved
        else { return nil }
        return sheet
    }

    fileprivate func makeSheetController() -> SheetPresentationController {
        SheetPresentationController(presentedViewController: self, presenting: nil, style: modalPresentationStyle)
    }

    /// The transition coordinator of the presentation or dismissal this controller (or its parent) takes
    /// part in, while it runs; nil otherwise.
    public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
        activeTransition ?? parent?.transitionCoordinator
    }

    /// Whether the controller is being presented right now: true from `viewWillAppear` to
    /// `viewDidAppear` of its presentation, both included.
    public var isBeingPresented: Bool {
        guard let t = activeTransition ?? endingTransition else { return false }
        return t.kind == .presentation && t.toViewController === self
    }

    /// Whether the controller is being dismissed right now: true from `viewWillDisappear` to
    /// `viewDidDisappear` of its dismissal, both included.
    public var isBeingDismissed: Bool {
        guard let t = activeTransition ?? endingTransition else { return false }
        return t.kind == .dismissal && t.fromViewController === self
    }

    /// The controller at the top of the parent chain: the one that presents for this controller.
    var presentationRoot: ViewController {
        var c: ViewController = self
        while let p = c.parent { c = p }
        return c
    }

    /// The controller a `.currentContext` / `.overCurrentContext` presentation from this controller covers:
    /// the nearest of this controller and its ancestors whose `definesPresentationContext` is true, else
    /// the top of the parent chain (the window's root view controller, as UIKit says, when this controller
    /// is in its tree; the presented controller it belongs to otherwise).
    var presentationContextController: ViewController {
        var c: ViewController? = self
        while let v = c {
            if v.definesPresentationContext { return v }
            c = v.parent
        }
        return presentationRoot
    }

    /// The presented controller this controller is, or is a child of.
    private var presentedAncestor: ViewController? {
        let root = presentationRoot
        return root.presentingStorage != nil ? root : nil
    }
}
