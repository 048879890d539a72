// UIKit's bar appearances: `let a = UINavigationBarAppearance(); a.configureWithOpaqueBackground();
// a.titleTextAttributes = [.foregroundColor: UIColor.white]; navigationBar.standardAppearance = a` ports as
// it is. The text attributes are `[NSAttributedString.Key: Any]` dictionaries over PanelText's
// `TextAttributes` (values of the wrong type are ignored, as in `NSAttributedString(string:attributes:)`).

public typealias UIBarAppearance = BarAppearance
public typealias UINavigationBarAppearance = NavigationBarAppearance
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
public typealias UIToolbarAppearance = ToolbarAppearance
public typealias UIBarButtonItemStateAppearance = BarButtonItemAppearance.StateAppearance

extension TextAttributes {
    /// These attributes as an `NSAttributedString` attribute dictionary (only the ones set).
    var dictionary: [AttributedText.Key: Any] {
        var d: [AttributedText.Key: Any] = [:]
        for key in AttributedText.Key.allCases {
            if let value = AttributedText.value(key, in: self) { d[key] = value }
        }
        return d
    }
}

extension NavigationBarAppearance {
    /// `UINavigationBarAppearance.titleTextAttributes`: the inline title's font and colour.
    public var titleTextAttributes: [NSAttributedString.Key: Any] {
        get { titleAttributes.dictionary }
        set { titleAttributes = AttributedText.attributes(newValue) }
    }
    /// `UINavigationBarAppearance.largeTitleTextAttributes`: the large title's font and colour.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] {
        get { largeTitleAttributes.dictionary }
        set { largeTitleAttributes = AttributedText.attributes(newValue) }
    }
}

extension NavigationBar {
    /// `UINavigationBar.titleTextAttributes`: the title's font and colour while no appearance is assigned.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { titleAttributes?.dictionary }
        set { titleAttributes = newValue.map { AttributedText.attributes($0) } }
    }
    /// `UINavigationBar.largeTitleTextAttributes`: the large title's font and colour likewise.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { largeTitleAttributes?.dictionary }
        set { largeTitleAttributes = newValue.map { AttributedText.attributes($0) } }
    }
}

extension BarButtonItemAppearance.StateAppearance {
    /// `UIBarButtonItemStateAppearance.titleTextAttributes`: the button title's font and colour.
    public var titleTextAttributes: [NSAttributedString.Key: Any] {
        get { titleAttributes.dictionary }
        set { titleAttributes = AttributedText.attributes(newValue) }
    }
}

public typealias UITabBarAppearance = TabBarAppearance
public typealias UITabBarItemAppearance = TabBarItemAppearance
public typealias UITabBarItemStateAppearance = TabBarItemAppearance.StateAppearance

extension TabBarItemAppearance.StateAppearance {
    /// `UITabBarItemStateAppearance.titleTextAttributes`: the tab title's font and colour.
    public var titleTextAttributes: [NSAttributedString.Key: Any] {
        get { titleAttributes.dictionary }
        set { titleAttributes = AttributedText.attributes(newValue) }
    }
}
