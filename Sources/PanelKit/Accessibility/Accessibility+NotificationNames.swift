/// The names of the notifications UIKit posts when an accessibility setting changes, as
/// `UIAccessibility.voiceOverStatusDidChangeNotification` and its siblings. The settings never change on a
/// panel, so these are never posted; code that observes them compiles and waits.
extension Accessibility {
    public nonisolated static let voiceOverStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    public nonisolated static let switchControlStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    public nonisolated static let assistiveTouchStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    public nonisolated static let guidedAccessStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityGuidedAccessStatusDidChangeNotification")
    public nonisolated static let reduceMotionStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    public nonisolated static let prefersCrossFadeTransitionsStatusDidChange = PanelKit.Notification.Name(
        "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    public nonisolated static let boldTextStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    public nonisolated static let reduceTransparencyStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public nonisolated static let darkerSystemColorsStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public nonisolated static let grayscaleStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityGrayscaleStatusDidChangeNotification")
    public nonisolated static let invertColorsStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityInvertColorsStatusDidChangeNotification")
    public nonisolated static let monoAudioStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityMonoAudioStatusDidChangeNotification")
    public nonisolated static let closedCaptioningStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    public nonisolated static let shakeToUndoDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityShakeToUndoDidChangeNotification")
    public nonisolated static let speakScreenStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilitySpeakScreenStatusDidChangeNotification")
    public nonisolated static let speakSelectionStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    public nonisolated static let videoAutoplayStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    public nonisolated static let onOffSwitchLabelsDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    public nonisolated static let differentiateWithoutColorDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public nonisolated static let buttonShapesEnabledStatusDidChangeNotification = PanelKit.Notification.Name(
        "UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    public nonisolated static let elementFocusedNotification = PanelKit.Notification.Name(
        "UIAccessibilityElementFocusedNotification")
    public nonisolated static let announcementDidFinishNotification = PanelKit.Notification.Name(
        "UIAccessibilityAnnouncementDidFinishNotification")
}
