extension ViewController {
    /// What the controller shows when it has no content, as iOS 17's
    /// `UIViewController.contentUnavailableConfiguration`: a `ContentUnavailableView` filling the
    /// controller's view, above its content; nil (the default) removes it.
    public var contentUnavailableConfiguration: ContentUnavailableConfiguration? {
        get { contentUnavailableHost?.configuration }
        set {
            let host = contentUnavailableState
            host.configuration = newValue
            guard let configuration = newValue else {
                host.view?.removeFromSuperview()
                host.view = nil
                return
            }
            if let shown = host.view {
                shown.configuration = configuration
            } else {
                host.view = ContentUnavailableView(configuration: configuration)
            }
            layoutContentUnavailableView()
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The state a content-unavailable configuration is updated for: the controller's traits and the text
    /// of the search controller in its navigation item.
    public var contentUnavailableConfigurationState: ContentUnavailableConfigurationState {
        ContentUnavailableConfigurationState(
            traitCollection: traitCollection, searchText: navigationItemIfLoaded?.searchController?.searchBar.text)
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` before the controller's view is next laid
    /// out (the search text changing asks for it too).
    public func setNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailableState.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// The content-unavailable state, made on first use.
    private var contentUnavailableState: ContentUnavailableHost {
        if let host = contentUnavailableHost { return host }
        let host = ContentUnavailableHost()
        contentUnavailableHost = host
        return host
    }

    /// Called as the controller's view is laid out: the pending update (the first layout's, or one asked
    /// for), then the content-unavailable view put above the content, filling the view.
    func updateContentUnavailableIfNeeded() {
        let host = contentUnavailableState
        if host.needsUpdate {
            host.needsUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
        layoutContentUnavailableView()
    }

    /// Keeps the content-unavailable view on top of the controller's view, filling its bounds.
    func layoutContentUnavailableView() {
        guard let shown = contentUnavailableHost?.view, let view = viewIfLoaded else { return }
        if shown.superview !== view { view.addSubview(shown) }
        if view.subviews.last !== shown { view.bringSubviewToFront(shown) }
        if shown.frame != view.bounds { shown.frame = view.bounds }
    }
}
