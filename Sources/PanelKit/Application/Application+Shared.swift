extension Application {
    /// The application running now, as `UIApplication.shared`: the one whose event loop is iterating, else
    /// the newest one created. An app has exactly one; a test that makes several should use its own.
    ///
    /// Reading it before any application exists is a programming error.
    public static var shared: Application {
        guard let app = current else {
            preconditionFailure(
                "Application.shared: no application exists yet (a PanelApp or an EmbeddedDriver makes one)")
        }
        return app
    }

    /// Opening another app or a web page is not supported on a panel: the completion handler gets `false`
    /// (as UIKit's does when no app handles the URL).
    public func open(_ url: String, completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// Always false: no URL can be opened on a panel.
    public func canOpenURL(_ url: String) -> Bool { false }
}

extension Screen {
    /// The screen of `Application.shared`, as `UIScreen.main`.
    public static var main: Screen { Application.shared.screen }
}
