import PanelKit

// iOS 17's content-unavailable configurations under their UIKit names.
public typealias UIContentUnavailableConfiguration = ContentUnavailableConfiguration
public typealias UIContentUnavailableConfigurationState = ContentUnavailableConfigurationState
public typealias UIContentUnavailableView = ContentUnavailableView
